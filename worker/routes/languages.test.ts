// The shop in Khmer and Chinese (docs/decisions/048) as crawlers, link previews and API clients see
// it: each language's pages under /km/ and /zh/ with their metadata, alternates and first
// screen; the one redirect an English address may answer; sitemap.xml and robots.txt; the
// product texts the API serves per language and the owner's translations kept.
import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import km from "../../shared/i18n/km.json";
import zh from "../../shared/i18n/zh.json";
import { SHOP } from "../../shared/shop";
import { products } from "../db/schema";
import { BASE, call, createProduct, createUser, db, withoutWordElements } from "../test/helpers";

const attribute = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\b${name}="([^"]*)"`).exec(html)?.[1];

const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link[^>]*rel="alternate"[^>]*hreflang="([^"]+)"[^>]*href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

/** A page request whose redirect is seen, not followed (as the browser's first answer). */
async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await exports.default.fetch(
    new Request(`${BASE}${path}`, { headers, redirect: "manual" }),
  );
  await response.text();
  return { status: response.status, headers: response.headers };
}

const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta[^>]*(?:name|property)="${key}"[^>]*content="([^"]*)"`).exec(html)?.[1];

describe("pages in each language", () => {
  beforeEach(async () => {
    await db().delete(products);
  });

  it("serves /km/product/:id in Khmer: <html lang>, the owner's Khmer name, alternates and canonical", async () => {
    const product = await createProduct({ name: "Red Rose Bouquet" });
    await db()
      .update(products)
      .set({ nameKm: "ភួងផ្កាកុលាបក្រហម", descriptionKm: "ផ្កាកុលាបក្រហមដប់ពីរទង។" })
      .where(eq(products.id, product.id));
    const { status, text: html, headers } = await call("GET", `/km/product/${product.id}`);
    expect(status).toBe(200);
    expect(attribute(html, "html", "lang")).toBe("km");
    expect(titleOf(html)).toBe(`ភួងផ្កាកុលាបក្រហម | ${SHOP.name}`);
    expect(metaOf(html, "description")).toBe("ផ្កាកុលាបក្រហមដប់ពីរទង។");
    expect(metaOf(html, "og:locale")).toBe("km_KH");
    expect(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1]).toBe(
      `${BASE}/km/product/${product.id}`,
    );
    expect(alternates(html)).toEqual({
      en: `${BASE}/product/${product.id}`,
      km: `${BASE}/km/product/${product.id}`,
      "zh-Hans": `${BASE}/zh/product/${product.id}`,
      "x-default": `${BASE}/product/${product.id}`,
    });
    // the JSON-LD speaks the page's language too
    expect(html).toContain('"name":"ភួងផ្កាកុលាបក្រហម"');
    // the page is drawn in Khmer, the owner's name held whole between the words' line breaks
    expect(html).toMatch(/<h1>[^\n]*<wbr\/?>[^\n]*<\/h1>/);
    expect(withoutWordElements(html)).toContain("<h1>ភួងផ្កាកុលាបក្រហម</h1>");
    // the frame is the Khmer one: its navigation in Khmer, its links under /km
    expect(withoutWordElements(html)).toContain(`>${km.Products}</a>`);
    expect(html).toContain('href="/km/products"');
    // never sent elsewhere by the browser's language; its cookies mark <html> (early marks)
    expect(headers.get("Vary")).toBe("Cookie");
  });

  it("falls back to English texts where the owner gave no Chinese ones, in a Chinese page", async () => {
    const product = await createProduct({ name: "White Lily Vase" });
    const { text: html } = await call("GET", `/zh/product/${product.id}`);
    expect(attribute(html, "html", "lang")).toBe("zh-Hans");
    expect(titleOf(html)).toBe(`White Lily Vase | ${SHOP.name}`);
    expect(metaOf(html, "og:locale")).toBe("zh_CN");
  });

  it("draws /zh/products in Chinese, with the page the app would ask for (lang=zh)", async () => {
    await createProduct({ name: "Sunflower Joy" });
    const { status, text: html } = await call("GET", "/zh/products");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="zh-Hans">');
    expect(titleOf(html)).toBe(zh["Our Flowers | Siem Reap Flowers"]);
    expect(html).toContain(`<h1 class="page-title">${zh["Our flowers"]}</h1>`);
    const data = JSON.parse(
      /<script type="application\/json" id="route-data">([^<]*)<\/script>/.exec(html)?.[1] ?? "null",
    );
    expect(data.location).toBe("/products");
    expect(data.data.items.map((p: { name: string }) => p.name)).toEqual(["Sunflower Joy"]);
    expect(html).toContain("Sunflower Joy");
  });

  it("translates each public page's title and keeps noindex pages out of the alternates", async () => {
    const about = await call("GET", "/km/about");
    expect(titleOf(about.text)).toBe(km["About Us | Siem Reap Flowers"]);
    expect(Object.keys(alternates(about.text))).toEqual(["en", "km", "zh-Hans", "x-default"]);
    const login = await call("GET", "/zh/login");
    expect(titleOf(login.text)).toBe(zh["Log in | Siem Reap Flowers"]);
    expect(alternates(login.text)).toEqual({});
    expect(metaOf(login.text, "robots")).toBe("noindex");
  });

  it("answers 404 in the language for an unknown path or product", async () => {
    const unknown = await call("GET", "/km/no-such-page");
    expect(unknown.status).toBe(404);
    expect(titleOf(unknown.text)).toBe(km["Page not found | Siem Reap Flowers"]);
    expect((await call("GET", "/zh/product/999999")).status).toBe(404);
  });
});

describe("the language an English address sends a visitor to", () => {
  it("follows Accept-Language once on a first visit, and remembers it", async () => {
    const first = await visit("/products?category=roses", { "Accept-Language": "km-KH,km;q=0.9,en;q=0.8" });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/km/products?category=roses");
    expect(first.headers.get("Set-Cookie")).toMatch(/^lang=km;.*Path=\//);
    expect(first.headers.get("Vary")).toContain("Accept-Language");
    // the Khmer address itself never redirects, whatever the browser asks for
    const there = await visit("/km/products?category=roses", { "Accept-Language": "zh-CN" });
    expect(there.status).toBe(200);
  });

  it("prefers English, and any language the shop does not speak, as asked", async () => {
    for (const language of ["en-US,en;q=0.9,km;q=0.5", "fr-FR,fr;q=0.9", ""]) {
      const { status, headers } = await visit("/", { "Accept-Language": language });
      expect(status).toBe(200);
      expect(headers.get("Vary")).toBe("Accept-Language, Cookie");
    }
    const chinese = await visit("/", { "Accept-Language": "zh-TW,zh;q=0.9,en;q=0.5" });
    expect(chinese.headers.get("Location")).toBe("/zh/");
  });

  it("keeps the visitor's choice: English chosen stays English; a chosen language is returned to", async () => {
    const english = await visit("/about", { Cookie: "lang=en", "Accept-Language": "km" });
    expect(english.status).toBe(200);
    const chosen = await visit("/about", { Cookie: "lang=zh" });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("Location")).toBe("/zh/about");
    // a choice already made is not set again
    expect(chosen.headers.get("Set-Cookie")).toBeNull();
  });

  it("leaves the dashboard and the files alone", async () => {
    expect((await visit("/admin", { Cookie: "lang=km" })).status).toBe(200);
    expect((await visit("/robots.txt", { Cookie: "lang=km" })).status).toBe(200);
  });

  it("sends a Khmer or Chinese address of the dashboard, which is English only, to the English one", async () => {
    const moves: [from: string, to: string][] = [
      ["/km/admin", "/admin"],
      ["/zh/admin?tab=orders&order=3", "/admin?tab=orders&order=3"],
    ];
    for (const [from, to] of moves) {
      const answer = await visit(from, { Cookie: "lang=km" });
      expect(answer.status, from).toBe(302);
      expect(answer.headers.get("Location"), from).toBe(to);
    }
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every public page and product in each language, each with its alternates", async () => {
    await db().delete(products);
    const product = await createProduct();
    const { status, headers, text } = await call("GET", "/sitemap.xml");
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toContain("application/xml");
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ["/", "/products", "/about", "/contact", `/product/${product.id}`]) {
      expect(locs).toContain(`${BASE}${path}`);
      expect(locs).toContain(`${BASE}/km${path === "/" ? "/" : path}`);
      expect(locs).toContain(`${BASE}/zh${path === "/" ? "/" : path}`);
    }
    expect(locs.filter((loc) => /login|register|admin|orders|profile/.test(loc ?? ""))).toEqual([]);
    expect(text).toContain(
      `<xhtml:link rel="alternate" hreflang="zh-Hans" href="${BASE}/zh/product/${product.id}"/>`,
    );
  });

  it("lets crawlers in, keeps them out of the API and the account pages, and names the sitemap", async () => {
    const { status, text } = await call("GET", "/robots.txt");
    expect(status).toBe(200);
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /km/admin");
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe("product texts per language in the API", () => {
  let admin: { token: string };
  beforeEach(async () => {
    await db().delete(products);
    admin = await createUser({ admin: true });
  });

  const body = {
    name: "Red Rose Bouquet",
    price: 45,
    description: "Twelve red roses.",
    category: "roses",
    image: "/api/uploads/seed/red-roses.webp",
  };

  it("stores the owner's translations, serves each language's with English as fallback, and riel", async () => {
    const created = await call("POST", "/api/admin/products", {
      token: admin.token,
      body: { ...body, name_km: "ភួងផ្កាកុលាបក្រហម", description_zh: "十二枝红玫瑰。" },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name_km: "ភួងផ្កាកុលាបក្រហម",
      description_km: null,
      name_zh: null,
      description_zh: "十二枝红玫瑰。",
      price_khr: 184500,
    });
    const id = created.json.id;
    const inKhmer = await call("GET", `/api/products/${id}?lang=km`);
    expect(inKhmer.json).toMatchObject({ name: "ភួងផ្កាកុលាបក្រហម", description: "Twelve red roses." });
    expect(inKhmer.json.name_km).toBeUndefined();
    const inChinese = await call("GET", `/api/products?limit=24&lang=zh`);
    expect(inChinese.json.products[0]).toMatchObject({
      name: "Red Rose Bouquet",
      description: "十二枝红玫瑰。",
    });
    // `lang` alone keeps the spec's bare array
    const bare = await call("GET", "/api/products?lang=km");
    expect(Array.isArray(bare.json)).toBe(true);
    expect(bare.json[0].name).toBe("ភួងផ្កាកុលាបក្រហម");
    const english = await call("GET", `/api/products/${id}`);
    expect(english.json.name).toBe("Red Rose Bouquet");
  });

  it("finds a product by its Khmer name when searching in Khmer", async () => {
    const created = await call("POST", "/api/admin/products", {
      token: admin.token,
      body: { ...body, name_km: "ភួងផ្កាកុលាបក្រហម" },
    });
    const found = await call("GET", `/api/products?q=${encodeURIComponent("កុលាប")}&lang=km`);
    expect(found.json.products.map((p: { id: number }) => p.id)).toEqual([created.json.id]);
    const english = await call("GET", `/api/products?q=${encodeURIComponent("កុលាប")}`);
    expect(english.json.products).toEqual([]);
  });

  it("keeps the translations when a client that knows only the spec's fields edits the product", async () => {
    const created = await call("POST", "/api/admin/products", {
      token: admin.token,
      body: { ...body, name_km: "ភួងផ្កាកុលាបក្រហម", name_zh: "红玫瑰花束" },
    });
    const edited = await call("PUT", `/api/admin/products/${created.json.id}`, {
      token: admin.token,
      body: { ...body, price: 50 },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ price: 50, name_km: "ភួងផ្កាកុលាបក្រហម", name_zh: "红玫瑰花束" });
    const cleared = await call("PUT", `/api/admin/products/${created.json.id}`, {
      token: admin.token,
      body: { ...body, name_zh: "" },
    });
    expect(cleared.json).toMatchObject({ name_km: "ភួងផ្កាកុលាបក្រហម", name_zh: null });
  });

  it("stores 'what's included' in Khmer and Chinese beside the names, kept when a body omits it", async () => {
    const created = await call("POST", "/api/admin/products", {
      token: admin.token,
      body: { ...body, whats_included: "12 red roses, Kraft wrap", whatsIncludedKm: "ផ្កាកុលាបក្រហម 12 ទង" },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      whats_included: "12 red roses, Kraft wrap",
      whats_included_km: "ផ្កាកុលាបក្រហម 12 ទង",
      whats_included_zh: null,
    });
    const id = created.json.id;
    const edited = await call("PUT", `/api/admin/products/${id}`, {
      token: admin.token,
      body: {
        ...body,
        whats_included: "12 red roses, Kraft wrap",
        whats_included_zh: "12 枝红玫瑰, 牛皮纸包装",
      },
    });
    expect(edited.json).toMatchObject({
      whats_included_km: "ផ្កាកុលាបក្រហម 12 ទង",
      whats_included_zh: "12 枝红玫瑰, 牛皮纸包装",
    });
    const listed = await call("GET", "/api/admin/products", { token: admin.token });
    expect(listed.json.products[0]).toMatchObject({ whats_included_zh: "12 枝红玫瑰, 牛皮纸包装" });
    const inChinese = await call("GET", "/api/products?limit=24&lang=zh");
    expect(inChinese.json.products[0].whats_included).toBe("12 枝红玫瑰, 牛皮纸包装");
    expect(inChinese.json.products[0].whats_included_zh).toBeUndefined();
    const cleared = await call("PUT", `/api/admin/products/${id}`, {
      token: admin.token,
      body: { ...body, whats_included_km: "" },
    });
    expect(cleared.json).toMatchObject({
      whats_included_km: null,
      whats_included_zh: "12 枝红玫瑰, 牛皮纸包装",
    });
  });

  it("refuses a language the shop does not have, naming the parameter", async () => {
    const product = await createProduct();
    for (const path of [`/api/products/${product.id}?lang=fr`, "/api/products?lang=fr"]) {
      const { status, json } = await call("GET", path);
      expect(status).toBe(400);
      expect(json.detail).toContain("lang");
    }
  });
});
