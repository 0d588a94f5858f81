// Page HTML as crawlers and link previews get it: the real built index.html (see
// scripts/build-test-assets.ts) with each route's metadata, and the right status and caching.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SHOP } from "../../shared/shop";
import { products } from "../db/schema";
import { BASE, call, createProduct, db } from "../test/helpers";

interface Page {
  status: number;
  headers: Headers;
  html: string;
  titles: string[];
  meta: Map<string, string[]>;
  canonical: string[];
  jsonLd: any[];
}

/** What a browser makes of the entities in text and attribute values. */
const decode = (raw: string) =>
  raw
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** Fetches a page and reads its head with a real HTML parser (HTMLRewriter). */
async function page(path: string): Promise<Page> {
  const { status, headers, text } = await call("GET", path);
  const titles: string[] = [];
  const meta = new Map<string, string[]>();
  const canonical: string[] = [];
  const scripts: string[] = [];
  let title = "";
  let script = "";
  await new HTMLRewriter()
    .on("title", {
      text(chunk) {
        title += chunk.text;
        if (chunk.lastInTextNode) titles.push(decode(title));
      },
    })
    .on("meta", {
      element(element) {
        const key = element.getAttribute("name") ?? element.getAttribute("property");
        if (key) meta.set(key, [...(meta.get(key) ?? []), decode(element.getAttribute("content") ?? "")]);
      },
    })
    .on('link[rel="canonical"]', {
      element: (element) => void canonical.push(decode(element.getAttribute("href") ?? "")),
    })
    .on('script[type="application/ld+json"]', {
      text(chunk) {
        script += chunk.text;
        if (chunk.lastInTextNode) {
          scripts.push(script);
          script = "";
        }
      },
    })
    .transform(new Response(text))
    .text();
  return { status, headers, html: text, titles, meta, canonical, jsonLd: scripts.map((s) => JSON.parse(s)) };
}

const one = (p: Page, key: string) => {
  expect(p.meta.get(key), key).toHaveLength(1);
  return p.meta.get(key)?.[0];
};
const ofType = (p: Page, type: string) => p.jsonLd.filter((data) => data["@type"] === type);

async function insertProduct(values: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await db()
    .insert(products)
    .values({
      name: "Lotus Bridal Bouquet",
      priceCents: 18000,
      originalPriceCents: 21000,
      description: "White lotus and ivory roses for your ceremony.",
      category: "wedding",
      image: "/api/uploads/seed/lotus-bridal-bouquet.webp",
      whatsIncluded: "Lotus, Roses",
      rating: 4.9,
      inStock: true,
      ...values,
    })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

describe("product pages", () => {
  it("carry the product's title, description, social image and Product JSON-LD in the HTML", async () => {
    const product = await insertProduct();
    const p = await page(`/product/${product.id}`);

    expect(p.status).toBe(200);
    expect(p.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(p.titles).toEqual([`Lotus Bridal Bouquet | ${SHOP.name}`]);
    expect(one(p, "description")).toBe("White lotus and ivory roses for your ceremony.");
    expect(one(p, "og:title")).toBe(`Lotus Bridal Bouquet | ${SHOP.name}`);
    expect(one(p, "og:type")).toBe("product");
    expect(one(p, "og:image")).toBe(`${BASE}/api/uploads/seed/lotus-bridal-bouquet.webp`);
    expect(one(p, "twitter:image")).toBe(`${BASE}/api/uploads/seed/lotus-bridal-bouquet.webp`);
    expect(one(p, "product:price:amount")).toBe("180.00");
    expect(p.canonical).toEqual([`${BASE}/product/${product.id}`]);
    expect(p.meta.has("robots")).toBe(false);

    const [ld] = ofType(p, "Product");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      name: "Lotus Bridal Bouquet",
      description: "White lotus and ivory roses for your ceremony.",
      image: [`${BASE}/api/uploads/seed/lotus-bridal-bouquet.webp`],
      offers: {
        "@type": "Offer",
        price: "180.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.9, reviewCount: 127 },
    });
    expect(ofType(p, "Florist")).toHaveLength(1);
  });

  it("say out of stock, and fall back to the default rating when none is stored", async () => {
    const product = await createProduct({ name: "Sold Out Roses", price: 25, inStock: false });
    const [ld] = ofType(await page(`/product/${product.id}`), "Product");
    expect(ld.offers).toMatchObject({ price: "25.00", availability: "https://schema.org/OutOfStock" });
    expect(ld.aggregateRating.ratingValue).toBe(4.5);
  });

  it("escape names and descriptions, so a product cannot inject markup", async () => {
    const name = `Roses "best" <b>ever</b>`;
    const description = `Fresh </script><script>alert(1)</script> & lovely`;
    const product = await insertProduct({ name, description });
    const p = await page(`/product/${product.id}`);

    expect(p.html).not.toContain("<script>alert(1)</script>");
    expect(p.html).not.toContain("<b>ever</b>");
    expect(p.titles).toEqual([`${name} | ${SHOP.name}`]);
    expect(one(p, "description")).toBe(description);
    expect(ofType(p, "Product")[0]).toMatchObject({ name, description });
  });

  it("answer 404 with the app shell for a product that does not exist", async () => {
    for (const path of ["/product/999999", "/product/not-a-number"]) {
      const p = await page(path);
      expect(p.status, path).toBe(404);
      expect(p.html).toContain('<div id="root"></div>');
      expect(p.titles).toEqual([`Page not found | ${SHOP.name}`]);
      expect(one(p, "robots")).toBe("noindex");
      expect(ofType(p, "Product")).toEqual([]);
    }
  });
});

describe("other pages", () => {
  it("describe the shop as a Florist with address, phones, opening hours and price range", async () => {
    const p = await page("/");
    expect(p.status).toBe(200);
    expect(p.titles).toEqual([`${SHOP.name} | Fresh flowers and same-day delivery`]);
    expect(one(p, "description")).toBe(SHOP.description);
    expect(one(p, "keywords")).toBe(SHOP.keywords);
    expect(one(p, "og:image")).toBe(`${BASE}/og-image.jpg`);
    expect(one(p, "twitter:card")).toBe("summary_large_image");
    expect(p.canonical).toEqual([`${BASE}/`]);

    const [florist] = ofType(p, "Florist");
    expect(florist).toMatchObject({
      name: SHOP.name,
      url: `${BASE}/`,
      telephone: SHOP.phones[0],
      priceRange: SHOP.priceRange,
      address: { "@type": "PostalAddress", addressLocality: "Siem Reap", addressCountry: "KH" },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "08:00",
          closes: "20:00",
        },
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Saturday", "Sunday"],
          opens: "09:00",
          closes: "18:00",
        },
      ],
    });
    expect(florist.contactPoint.map((c: { telephone: string }) => c.telephone)).toEqual(SHOP.phones);
  });

  it("keep the built app shell: its script and stylesheet links, one title and one description", async () => {
    const p = await page("/about");
    expect(p.status).toBe(200);
    expect(p.html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    expect(p.html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
    expect(p.titles).toEqual([`About Us | ${SHOP.name}`]);
    expect(p.meta.get("description")).toHaveLength(1);
  });

  it("keep the private pages out of search results and list the public ones", async () => {
    for (const path of [
      "/login",
      "/register",
      "/forgot-password",
      "/order/3",
      "/orders",
      "/profile",
      "/admin",
    ]) {
      const p = await page(path);
      expect(p.status, path).toBe(200);
      expect(p.meta.get("robots"), path).toEqual(["noindex"]);
    }
    for (const path of ["/", "/products", "/about", "/contact"]) {
      expect((await page(path)).meta.has("robots"), path).toBe(false);
    }
  });

  it("use one canonical address per page, without a trailing slash or query", async () => {
    const p = await page("/products/?category=roses");
    expect(p.status).toBe(200);
    expect(p.canonical).toEqual([`${BASE}/products`]);
    expect(one(p, "og:url")).toBe(`${BASE}/products`);
  });

  it("answer 404 with the app shell for an unknown path or a missing file", async () => {
    for (const path of ["/no-such-page", "/products/roses/extra", "/missing-picture.png"]) {
      const p = await page(path);
      expect(p.status, path).toBe(404);
      expect(p.html, path).toContain('<div id="root"></div>');
      expect(one(p, "robots")).toBe("noindex");
    }
  });

  it("still answer unknown API paths with JSON, not the page", async () => {
    const { status, json } = await call("GET", "/api/no-such-thing");
    expect(status).toBe(404);
    expect(json).toEqual({ detail: expect.any(String) });
  });
});

describe("caching", () => {
  it("revalidates the HTML and keeps hashed assets for a year", async () => {
    const p = await page("/");
    expect(p.headers.get("Cache-Control")).toBe("no-cache");
    expect((await page("/no-such-page")).headers.get("Cache-Control")).toBe("no-cache");

    const script = p.html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await call("GET", script ?? "");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("Content-Type")).toMatch(/javascript/);
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves the shop's own pictures", async () => {
    for (const path of ["/og-image.jpg", "/images/hero-1280.webp"]) {
      const response = await exports.default.fetch(`${BASE}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Content-Type"), path).toMatch(/^image\//);
      expect((await response.arrayBuffer()).byteLength, path).toBeGreaterThan(1000);
    }
  });
});
