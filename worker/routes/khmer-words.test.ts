// Khmer lines break between words only: the build marks the Khmer catalogue
// with Node's dictionary, the Worker draws /km/ pages with those texts, the marks stay out of
// what leaves the page (title, description, JSON-LD), and a search with them still finds.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { KHMER_TEXTS_PATH } from "../../shared/i18n/khmer-words";
import km from "../../shared/i18n/km.json";
import { type Catalogue, withoutWordBreaks } from "../../shared/i18n/translate";
import { products } from "../db/schema";
import { call, createProduct, db, withoutWordElements } from "../test/helpers";

const MARKS = /[\u200b\u2060]/;

/** The Khmer catalogue as the build wrote it beside the app. */
async function builtTexts(): Promise<Catalogue> {
  const { status, json } = await call("GET", KHMER_TEXTS_PATH);
  expect(status).toBe(200);
  return json as Catalogue;
}

const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));

describe("Khmer texts with their word breaks", () => {
  beforeEach(async () => {
    await db().delete(products);
  });

  it("are marked at build time by a dictionary that keeps ថ្ងៃនេះ whole, and say nothing else", async () => {
    const texts = await builtTexts();
    // a word joiner holds "today" together; workerd's and Chromium's ICU would split it
    expect(texts.Today).toBe("ថ្ងៃ\u2060នេះ");
    for (const [english, khmer] of Object.entries(km))
      expect(withoutWordBreaks(texts[english] ?? "")).toBe(khmer);
  });

  it("draw the /km/ frame and /km/products with those texts, and keep the marks out of <head>", async () => {
    const product = await createProduct({ name: "Red Rose Bouquet" });
    await db().update(products).set({ nameKm: "ភួងផ្កាកុលាបក្រហម" }).where(eq(products.id, product.id));
    const { status, text: html } = await call("GET", "/km/products");
    expect(status).toBe(200);
    // as elements (web/i18n/word-elements.ts): nothing invisible in the text a reader copies
    const shown = withoutWordElements(html);
    expect(shown).toContain(`>${km.Products}</a>`); // the frame's navigation
    expect(shown).toContain(`>${km["Our flowers"]}</h1>`); // the page the Worker drew
    // the owner's Khmer name on its card, broken where this runtime's dictionary sees words
    const name = /class="product-card-link"[^>]*>(.*?)<\/a>/.exec(html)?.[1] ?? "";
    expect(name).toMatch(/<wbr\/?>/);
    expect(name).not.toMatch(MARKS);
    expect(withoutWordElements(name)).toBe("ភួងផ្កាកុលាបក្រហម");
    expect(headOf(html)).not.toMatch(MARKS);
    expect(headOf((await call("GET", `/km/product/${product.id}`)).text)).not.toMatch(MARKS);
  });

  it("copied from a page into the search box still find the product", async () => {
    const product = await createProduct({ name: "Red Rose Bouquet" });
    await db().update(products).set({ nameKm: "ភួងផ្កាកុលាបក្រហម" }).where(eq(products.id, product.id));
    for (const q of ["កុ\u2060លាប", "ផ្កា\u200bកុ\u2060លាប"]) {
      const found = await call("GET", `/api/products?q=${encodeURIComponent(q)}&lang=km`);
      expect(
        found.json.products.map((p: { id: number }) => p.id),
        q,
      ).toEqual([product.id]);
    }
  });
});
