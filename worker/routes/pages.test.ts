// Page HTML as crawlers and link previews get it: the real built index.html (see
// scripts/build.ts) with each route's metadata, and the right status and caching.
import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import {
  CATALOGUE_PAGE_SIZE,
  type CataloguePage,
  catalogueFiltersOf,
  catalogueQuery,
  NO_FILTERS,
} from "../../shared/catalogue-query";
import { HERO_SIZES, HERO_SRC, HERO_SRCSET } from "../../shared/hero-image";
import { CARD_IMAGE_SIZES, cardImageSrcSet, DETAIL_IMAGE_SIZES } from "../../shared/images";
import { MSG } from "../../shared/messages";
import { ROUTE_PRELOADS_PATH, type RoutePreloads } from "../../shared/route-preloads";
import { SHOP } from "../../shared/shop";
import { products } from "../db/schema";
import { forgetCatalogue } from "../services/catalogue/catalogue";
import { BASE, call, createProduct, createUser, db } from "../test/helpers";

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

/** No products, and no cached list or page that still shows the last test's. */
async function emptyCatalogue() {
  await db().delete(products);
  await forgetCatalogue(BASE);
}

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
  await forgetCatalogue(BASE); // written behind the API's back, so drop its cached list too
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
    });
    // No review written yet: no aggregateRating (docs/decisions/041; worker/routes/reviews.test.ts has one).
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ofType(p, "Florist")).toHaveLength(1);
  });

  it("offer link previews a stored picture's 1200x630 copy, and an outside picture as it is", async () => {
    const hex = "ab12".repeat(16);
    const uploaded = await insertProduct({ image: `/api/uploads/img/${hex}-800.webp` });
    const p = await page(`/product/${uploaded.id}`);
    expect(one(p, "og:image")).toBe(`${BASE}/api/uploads/img/${hex}-1200x630.webp`);
    expect(one(p, "og:image:width")).toBe("1200");
    expect(one(p, "og:image:height")).toBe("630");
    // the seed makes its pictures' previews the same way (scripts/seed.ts)
    const seeded = await insertProduct({ image: "/api/uploads/seed/lotus-800.webp" });
    expect(one(await page(`/product/${seeded.id}`), "og:image")).toBe(
      `${BASE}/api/uploads/seed/lotus-1200x630.webp`,
    );
    const outside = await insertProduct({ image: "https://images.example.com/lotus.jpg" });
    const q = await page(`/product/${outside.id}`);
    expect(one(q, "og:image")).toBe("https://images.example.com/lotus.jpg");
    expect(q.meta.get("og:image:width")).toBeUndefined();
  });

  it("say out of stock", async () => {
    const product = await createProduct({ name: "Sold Out Roses", price: 25, inStock: false });
    const [ld] = ofType(await page(`/product/${product.id}`), "Product");
    expect(ld.offers).toMatchObject({ price: "25.00", availability: "https://schema.org/OutOfStock" });
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
      expect(p.html).toContain('<div id="root"><div class="site">');
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

  it("keep the built app shell: its script, its base styles inline, one title and one description", async () => {
    const p = await page("/about");
    expect(p.status).toBe(200);
    expect(codeOf(p.html).entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // the base stylesheet rides in the HTML (no extra round trip before the first paint)
    const head = p.html.slice(0, p.html.indexOf("</head>"));
    expect(head).toMatch(/<style>:root\{--color-bg:[^<]*\.site\{[^<]*<\/style>/);
    expect(p.html).not.toContain('<link rel="stylesheet"');
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
      expect(p.html, path).toContain('<div id="root"><div class="site">');
      expect(one(p, "robots")).toBe("noindex");
    }
  });

  it("still answer unknown API paths with JSON, not the page", async () => {
    const { status, json } = await call("GET", "/api/no-such-thing");
    expect(status).toBe(404);
    expect(json).toEqual({ detail: "Not found", code: "notFound" });
  });
});

describe("caching", () => {
  it("revalidates the HTML and keeps hashed assets for a year", async () => {
    const p = await page("/");
    expect(p.headers.get("Cache-Control")).toBe("no-cache");
    expect((await page("/no-such-page")).headers.get("Cache-Control")).toBe("no-cache");

    const script = codeOf(p.html).entry || undefined;
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

/** Every <link> in a page, as decoded attribute maps (a bare attribute reads as ""). */
async function linksOf(html: string): Promise<Record<string, string>[]> {
  const links: Record<string, string>[] = [];
  await new HTMLRewriter()
    .on("link", {
      element: (element) =>
        void links.push(
          Object.fromEntries([...element.attributes].map(([name, value]) => [name, decode(value ?? "")])),
        ),
    })
    .transform(new Response(html))
    .text();
  return links;
}

/** The code a page's inline loader starts after its first paint (worker/services/pages/code-loader.ts). */
function codeOf(html: string): { entry: string; modules: string[] } {
  const named = /var d=document,started=false,e=("[^"]+"),m=(\[[^\]]*\])/.exec(html);
  if (!named) return { entry: "", modules: [] };
  return { entry: JSON.parse(named[1] as string), modules: JSON.parse(named[2] as string) };
}

/** The links a page has beyond those of the built shell itself, by kind. */
const preloadsOf = async (path: string) => {
  const p = await page(path);
  const shell = await env.ASSETS.fetch(new Request(`${BASE}/`));
  const own = new Set((await linksOf(await shell.text())).map((l) => l.href));
  const added = (await linksOf(p.html)).filter((l) => !own.has(l.href));
  return {
    status: p.status,
    fetches: added.filter((l) => l.rel === "preload" && l.as === "fetch"),
    images: added.filter((l) => l.rel === "preload" && l.as === "image"),
    modules: codeOf(p.html).modules.filter((href) => !own.has(href)),
    styles: added.filter((l) => l.rel === "preload" && l.as === "style"),
  };
};

/** The page's <main> as the Worker drew it into #root: its text, and the HTML of #root. */
async function drawnMain(path: string) {
  const p = await page(path);
  let main = "";
  await new HTMLRewriter()
    .on("#root main", {
      text(chunk) {
        main += chunk.text;
      },
    })
    .transform(new Response(p.html))
    .text();
  return { status: p.status, text: decode(main), root: p.html.slice(p.html.indexOf('<div id="root">')) };
}

describe("every public page drawn into its HTML", () => {
  beforeEach(emptyCatalogue);

  it("shows each page's content before any script: the hero, the cards, the product, the texts, the form", async () => {
    const product = await insertProduct({ name: "Lotus Bridal Bouquet", featured: true });
    const cases: Record<string, (main: string, root: string) => void> = {
      "/": (main) => {
        expect(main).toContain("Fresh flowers, delivered today across Siem Reap");
        expect(main).toContain("Lotus Bridal Bouquet"); // the featured cards
      },
      "/products": (main) => expect(main).toContain("Lotus Bridal Bouquet"),
      [`/product/${product.id}`]: (main) => {
        expect(main).toContain("Lotus Bridal Bouquet");
        expect(main).toContain("White lotus and ivory roses for your ceremony.");
        expect(main).toContain("$180.00");
        expect(main).toContain("No reviews yet.");
      },
      "/about": (main) => expect(main).toContain("Siem Reap heart"),
      "/contact": (_main, root) => expect(root).toMatch(/<main[^>]*>[\s\S]*<form[\s\S]*<textarea/),
    };
    for (const [path, shows] of Object.entries(cases)) {
      const drawn = await drawnMain(path);
      expect(drawn.status, path).toBe(200);
      shows(drawn.text, drawn.root);
    }
  });

  it("draws the page with its data for the app to take over: the product and its reviews' first page, at the page's address", async () => {
    const product = await insertProduct({ name: "Lotus Bridal Bouquet" });
    const { html } = await page(`/product/${product.id}?size=deluxe`);
    const data = routeDataOf(html);
    expect(data.location).toBe(`/product/${product.id}?size=deluxe`);
    expect(data.data.product.name).toBe("Lotus Bridal Bouquet");
    expect(data.data.reviews).toEqual({ items: [], nextCursor: null });
    expect(routeDataOf((await page("/about")).html)).toEqual({ location: "/about" });
  });

  it("draws the frame of the pages only the browser draws, with their outline in place of the page", async () => {
    for (const path of ["/login", "/orders", "/order/1"]) {
      const { root } = await drawnMain(path);
      expect(root, path).toContain('<nav class="navbar container" aria-label="Main">');
      expect(root, path).toContain("page-skeleton");
    }
  });

  it("leaves the share button and the public footer out of the dashboard's frame only", async () => {
    for (const path of ["/admin", "/Admin/", "/admin?tab=orders"]) {
      const { root } = await drawnMain(path);
      expect(root, path).toContain('<nav class="navbar container" aria-label="Main">');
      expect(root, path).not.toContain('aria-label="Share this page"');
      expect(root, path).not.toContain("site-footer");
    }
    const about = await drawnMain("/about");
    expect(about.root).toContain('aria-label="Share this page"');
    expect(about.root).toContain("site-footer");
    // the footer is drawn in full, so its links work without JavaScript and are in the Tab order at once
    expect(about.root).toContain(`href="mailto:${SHOP.email}"`);
    expect(about.root).toMatch(/<footer class="site-footer">.*<a href="\/contact"/);
  });

  it("marks the link to the current page as the app's NavLink does", async () => {
    const current = async (path: string) => {
      const links: string[] = [];
      await new HTMLRewriter()
        .on('#root .nav-links a[aria-current="page"]', {
          element: (a) => void links.push(a.getAttribute("href") ?? ""),
        })
        .transform(new Response((await page(path)).html))
        .text();
      return links;
    };
    expect(await current("/")).toEqual(["/"]);
    for (const path of ["/products", "/products/", "/products?category=roses"])
      expect(await current(path), path).toEqual(["/products"]);
    for (const path of ["/product/1", "/about", "/no-such-page"])
      expect(await current(path), path).toEqual([]);
  });

  it("marks <html> with what the visitor's cookies say, from the cache too, and no script reads it", async () => {
    const htmlTag = async (path: string, cookie?: string) => {
      const { text, headers } = await call("GET", path, { headers: cookie ? { Cookie: cookie } : {} });
      expect(headers.get("Vary"), path).toContain("Cookie");
      return text.match(/<html[^>]*>/)?.[0];
    };
    const all = "lang=km; promo-dismissed=1; display-font=1; khmer-font=1";
    // each page twice: drawn, then from the edge cache, which keeps one copy for everybody
    for (const round of [1, 2]) {
      expect(await htmlTag("/about"), `round ${round}`).toBe('<html lang="en">');
      expect(await htmlTag("/about", "promo-dismissed=1"), `round ${round}`).toBe(
        '<html lang="en" class="promo-hidden">',
      );
      expect(await htmlTag("/km/about", all), `round ${round}`).toBe(
        '<html lang="km" class="promo-hidden display-font khmer-font">',
      );
      // the Khmer font is named on Khmer pages only
      expect(await htmlTag("/zh/about", all), `round ${round}`).toBe(
        '<html lang="zh-Hans" class="promo-hidden display-font">',
      );
      expect(await htmlTag("/zh/about", "promo-dismissed=0; xpromo-dismissed=1"), `round ${round}`).toBe(
        '<html lang="zh-Hans">',
      );
    }
    expect(await htmlTag("/products?q=rose", "display-font=1")).toBe('<html lang="en" class="display-font">');
    expect(await htmlTag("/no-such-page", "display-font=1")).toBe('<html lang="en" class="display-font">');
  });
});

describe("drawn pages in the edge cache", () => {
  beforeEach(emptyCatalogue);

  it("serves a public page from the cache until the catalogue changes, in each language", async () => {
    await insertProduct({ name: "Lotus" });
    for (const path of ["/products", "/km/products", "/zh/products"]) {
      expect((await drawnMain(path)).text, path).toContain("Lotus");
    }
    // written behind the API's back: the cached pages do not know
    await db().insert(products).values({
      name: "Orchid",
      priceCents: 4000,
      description: "A white orchid.",
      category: "exotic",
      image: "/api/uploads/img/orchid.png",
    });
    for (const path of ["/products", "/km/products", "/zh/products"]) {
      expect((await drawnMain(path)).text, path).not.toContain("Orchid");
    }
    // an admin write drops them, as it drops the catalogue's answers
    await forgetCatalogue(BASE);
    for (const path of ["/products", "/km/products", "/zh/products"]) {
      expect((await drawnMain(path)).text, path).toContain("Orchid");
    }
  });

  it("answers a cached page with the page's own headers, and draws a filtered or unknown page each time", async () => {
    await insertProduct({ name: "Lotus" });
    const first = await page("/products");
    const second = await page("/products");
    expect(second.html).toBe(first.html);
    for (const answer of [first, second]) {
      expect(answer.headers.get("Cache-Control")).toBe("no-cache");
      expect(answer.headers.get("Content-Security-Policy")).toContain("script-src");
      expect(answer.headers.get("X-Drawn-By")).toBeNull();
    }
    await db().update(products).set({ name: "Lotus Bouquet" });
    expect((await drawnMain("/products?category=wedding")).text).toContain("Lotus Bouquet");
    expect((await drawnMain("/products")).text).not.toContain("Lotus Bouquet");
    expect((await page("/no-such-page")).status).toBe(404);
  });
});

/** The drawn page's data, as the HTML hands it to the app. */
function routeDataOf(html: string) {
  const text = /<script type="application\/json" id="route-data">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(text ?? "null");
}

describe("first-screen preload links", () => {
  // each case builds its own catalogue, so "the first card" is the one it means
  beforeEach(emptyCatalogue);

  it("on /products: no data request to preload (the page brings its data) but the page's code", async () => {
    await insertProduct({ image: "/api/uploads/seed/lotus-800.webp" });
    const hints = await preloadsOf("/products");
    expect(hints.status).toBe(200);
    expect(hints.fetches).toEqual([]);
    expect(hints.modules).toContainEqual(expect.stringMatching(/^\/assets\/ProductsPage-[\w-]+\.js$/));
    for (const href of hints.modules) {
      const asset = await exports.default.fetch(`${BASE}${href}`);
      expect(asset.status, href).toBe(200);
      expect(asset.headers.get("Content-Type"), href).toMatch(/javascript/);
    }
    // the first card's picture, as its <img srcset sizes> will choose it, asked for early
    expect(hints.images).toContainEqual(
      expect.objectContaining({
        imagesrcset: cardImageSrcSet("/api/uploads/seed/lotus-800.webp"),
        imagesizes: CARD_IMAGE_SIZES.compact,
      }),
    );
  });

  it("on a product page: its picture (as its <img srcset sizes> picks it), once, and the page's code", async () => {
    const product = await insertProduct({ image: "/api/uploads/seed/lotus-800.webp" });
    const hints = await preloadsOf(`/product/${product.id}`);

    expect(hints.fetches).toEqual([]);
    // the same choice of file the page's <img> makes: a phone with a small screen takes 400 px
    expect(hints.images).toEqual([
      expect.objectContaining({
        rel: "preload",
        as: "image",
        imagesrcset: cardImageSrcSet("/api/uploads/seed/lotus-800.webp") ?? "",
        imagesizes: DETAIL_IMAGE_SIZES,
        fetchpriority: "high",
      }),
    ]);
    expect(hints.modules).toContainEqual(expect.stringMatching(/^\/assets\/ProductPage-[\w-]+\.js$/));
  });

  it("escape a stored picture address in the page", async () => {
    const product = await insertProduct({ image: `/api/uploads/img/a"><script>alert(1)</script>.png` });
    const p = await page(`/product/${product.id}`);
    expect(p.html).not.toContain("<script>alert(1)</script>");
    expect((await linksOf(p.html)).filter((l) => l.as === "image").map((l) => l.href)).toEqual([
      `/api/uploads/img/a"><script>alert(1)</script>.png`,
    ]);
  });

  it("on the home page: the hero picture, chosen from the same srcset and sizes as its <img>", async () => {
    const home = await preloadsOf("/");
    expect(home.images).toEqual([
      expect.objectContaining({
        rel: "preload",
        as: "image",
        imagesrcset: HERO_SRCSET,
        imagesizes: HERO_SIZES,
        fetchpriority: "high",
      }),
    ]);
    expect(home.fetches).toEqual([]); // the featured cards come drawn
    const hero = await exports.default.fetch(`${BASE}${HERO_SRC}`);
    expect(hero.status).toBe(200);
  });

  it("give other pages only their code, and a missing page or product none at all", async () => {
    const about = await preloadsOf("/about");
    expect([...about.fetches, ...about.images]).toEqual([]);
    expect(about.modules).toContainEqual(expect.stringMatching(/^\/assets\/AboutPage-[\w-]+\.js$/));

    for (const path of ["/product/999999", "/no-such-page"]) {
      const missing = await preloadsOf(path);
      expect(missing.status, path).toBe(404);
      expect([...missing.fetches, ...missing.images, ...missing.modules, ...missing.styles], path).toEqual(
        [],
      );
    }
  });
});

describe("a drawn page's first paint", () => {
  it("waits for no script: the HTML names none to fetch and runs one inline script, which loads the page's code", async () => {
    for (const path of ["/", "/about", "/km/about", "/no-such-page"]) {
      const p = await page(path);
      const scripts: Record<string, string>[] = [];
      await new HTMLRewriter()
        .on("script", {
          element: (element) => void scripts.push(Object.fromEntries([...element.attributes])),
        })
        .transform(new Response(p.html))
        .text();
      expect(
        scripts.filter((script) => "src" in script),
        path,
      ).toEqual([]);
      // one inline script runs, the loader: the parser may end its task at each script it
      // runs (code-loader.ts)
      const runs = scripts.filter((script) => !/json/.test(script.type ?? ""));
      expect(runs, path).toHaveLength(1);
      const [body] = [...p.html.matchAll(/<script>([^<]*)<\/script>/g)].map((script) => script[1] ?? "");
      // it reads no storage while the page is parsed: the Worker writes the early marks
      expect(body, path).not.toMatch(/Storage|cookie/);
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
      const hash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
      expect(p.headers.get("Content-Security-Policy"), path).toContain(hash);
      const early = (await linksOf(p.html)).filter((l) => l.rel === "modulepreload" || l.as === "script");
      expect(early, path).toEqual([]);
      const code = codeOf(p.html);
      for (const href of [code.entry, ...code.modules]) {
        const asset = await exports.default.fetch(`${BASE}${href}`);
        expect(asset.headers.get("Content-Type"), `${path}: ${href}`).toMatch(/javascript/);
      }
    }
  });
});

describe("a drawn page's web fonts", () => {
  it("are named only once the browser has them or the page's code asks, never by its first screen", async () => {
    for (const path of ["/", "/km/about"]) {
      const p = await page(path);
      const css = [...p.html.matchAll(/<style>([^<]*)<\/style>/g)]
        .map((style) => style[1])
        .join("")
        .replace(/@font-face\{[^}]*\}/g, "");
      const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)];
      for (const [font, mark] of [
        ["Fraunces Variable", ".display-font"],
        ["Kantumruy Pro", ".khmer-font"],
      ] as const) {
        const naming = rules.filter(([, , body]) => body?.includes(font));
        expect(naming.length, `${path}: ${font}`).toBeGreaterThan(0);
        for (const [, selector] of naming) expect(selector, `${path}: ${font}`).toContain(mark);
      }
    }
  });
});

/** /products as the Worker draws it: the cards' names, the count line, its data, head styles. */
async function drawnProducts(path: string) {
  const p = await page(path);
  const names: string[] = [];
  let name = "";
  let count = "";
  let styles = "";
  await new HTMLRewriter()
    .on("#root .site-content .product-card-title a", {
      text(chunk) {
        name += chunk.text;
        if (chunk.lastInTextNode) {
          names.push(decode(name));
          name = "";
        }
      },
    })
    .on("#root .site-content .catalog-count", {
      text(chunk) {
        count += chunk.text;
      },
    })
    .on("head style", {
      text(chunk) {
        styles += chunk.text;
      },
    })
    .transform(new Response(p.html))
    .text();
  return {
    status: p.status,
    html: p.html,
    names,
    count: decode(count),
    data: routeDataOf(p.html).data as { items: { name: string }[]; nextCursor: string | null } | undefined,
    styles,
  };
}

const apiPage = async (query: string) => (await call("GET", `/api/products?${query}`)).json as CataloguePage;

describe("/products drawn into its HTML", () => {
  beforeEach(emptyCatalogue);

  it("shows the first page's cards before any script, and hands the app the API's very page", async () => {
    for (let n = 1; n <= CATALOGUE_PAGE_SIZE + 2; n += 1) await insertProduct({ name: `Stem ${n}` });
    const drawn = await drawnProducts("/products");
    expect(drawn.status).toBe(200);
    expect(drawn.names).toEqual(Array.from({ length: CATALOGUE_PAGE_SIZE }, (_, i) => `Stem ${i + 1}`));
    expect(drawn.count).toBe(`${CATALOGUE_PAGE_SIZE} flowers, more to load`);
    expect(drawn.html).toContain('<h1 class="page-title">Our flowers</h1>');
    // the app's first render draws from this, so it must be the API's own answer
    const api = await apiPage(catalogueQuery(NO_FILTERS));
    expect(drawn.data?.items.map((p) => p.name)).toEqual(api.products.map((p) => p.name));
    expect(drawn.data?.nextCursor).toBe(api.next_cursor);
    expect(drawn.data?.nextCursor).not.toBeNull();
    // the page's own styles apply from the first paint (the cards are there before its code)
    expect(drawn.styles).toContain(".product-grid");
  });

  it("draws the category, occasion or search in the address, as the API answers it", async () => {
    await insertProduct({ name: "Lotus", category: "wedding", occasions: ["wedding"] });
    await insertProduct({ name: "Red Roses", category: "roses", occasions: ["love", "birthday"] });
    await insertProduct({ name: "Lilies", category: "lilies", occasions: ["sympathy"] });
    const cases = {
      "?category=roses": ["Red Roses"],
      "?occasion=sympathy": ["Lilies"],
      "?q=lilies": ["Lilies"],
      "?category=exotic": [],
      // what the page ignores, the drawing ignores too
      "?category=tulips&occasion=party": ["Lotus", "Red Roses", "Lilies"],
    };
    for (const [search, names] of Object.entries(cases)) {
      const drawn = await drawnProducts(`/products${search}`);
      expect(drawn.names, search).toEqual(names);
      const query = catalogueQuery(catalogueFiltersOf(new URLSearchParams(search)));
      const api = await apiPage(query);
      expect(
        drawn.data?.items.map((p) => p.name),
        search,
      ).toEqual(api.products.map((p) => p.name));
    }
    expect((await drawnProducts("/products?category=exotic")).html).toContain(MSG.products.empty);
  });

  it("writes a name as text: markup in it neither runs nor closes the page's data", async () => {
    const name = '</script><script>alert(1)</script> & <b>"Rose"</b>';
    await insertProduct({ name });
    const drawn = await drawnProducts("/products");
    expect(drawn.names).toEqual([name]);
    expect(drawn.data?.items[0]?.name).toBe(name);
    expect(drawn.html).not.toContain("<script>alert(1)");
    expect(drawn.html).not.toContain("<b>");
  });

  it("shows a bouquet the owner just added", async () => {
    const admin = await createUser({ admin: true });
    await insertProduct({ name: "Lotus" });
    expect((await drawnProducts("/products")).names).toEqual(["Lotus"]);
    const created = await call("POST", "/api/admin/products", {
      token: admin.token,
      body: {
        name: "Orchid",
        price: 40,
        description: "A white orchid.",
        category: "exotic",
        image: "/api/uploads/img/orchid.png",
      },
    });
    expect(created.status).toBe(201);
    expect((await drawnProducts("/products")).names).toEqual(["Lotus", "Orchid"]);
  });

  it("leaves a search the API refuses to the app, which asks and says why", async () => {
    await insertProduct({ name: "Lotus" });
    const drawn = await drawnProducts(`/products?q=${encodeURIComponent("a b c d e f g h i j k")}`);
    expect(drawn.status).toBe(200);
    expect(drawn.names).toEqual([]);
    expect(drawn.data).toBeUndefined();
  });
});

describe("route preloads", () => {
  it("name only files the build really has: a missing one would fetch the HTML fallback", async () => {
    const list = await env.ASSETS.fetch(new Request(new URL(ROUTE_PRELOADS_PATH, BASE)));
    const preloads = (await list.json()) as RoutePreloads;
    const files = [
      ...Object.values(preloads.routes).flatMap((route) => [...route.scripts, ...route.styles]),
      ...Object.values(preloads.languages).flat(),
    ];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const response = await env.ASSETS.fetch(new Request(new URL(file, BASE)));
      expect(response.headers.get("Content-Type"), file).toMatch(/javascript|css/);
      await response.body?.cancel();
    }
  });
});
