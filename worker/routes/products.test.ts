import { beforeEach, describe, expect, it } from "vitest";
import { CATEGORY_LABELS } from "../../shared/catalog";
import { type CataloguePage, catalogueQuery, NO_FILTERS, PICKS_QUERY } from "../../shared/catalogue-query";
import km from "../../shared/i18n/km.json";
import zh from "../../shared/i18n/zh.json";
import { OCCASION_LABELS } from "../../shared/occasions";
import { products } from "../db/schema";
import { forgetCatalogue } from "../services/catalogue/catalogue";
import { catalogueListQuery, cataloguePageQuery } from "../services/catalogue/catalogue-queries";
import { encodeCursor } from "../services/paging";
import { insertMany } from "../test/bulk";
import { BASE, call, createProduct, createUser, db } from "../test/helpers";

describe("GET /api/products", () => {
  it("lists the catalogue oldest first in the served shape with defaults", async () => {
    const first = await createProduct({ name: "Red Roses", price: 45, originalPrice: 60 });
    await createProduct({ name: "White Lilies", price: 30, inStock: false, category: "lilies" });
    const { status, json } = await call("GET", "/api/products");
    expect(status).toBe(200);
    expect(json.map((p: { name: string }) => p.name)).toEqual(["Red Roses", "White Lilies"]);
    expect(json[0]).toMatchObject({
      id: first.id,
      price: 45,
      original_price: 60,
      discount_percentage: 25,
      rating: 4.5,
      in_stock: true,
      category: "roses",
      whats_included: "12 red roses, Kraft wrapping, Greeting card",
      occasions: [],
      featured: false,
    });
    expect(json[1].in_stock).toBe(false);
  });
});

describe("GET /api/products/:id", () => {
  it("answers one product", async () => {
    const product = await createProduct({ name: "Orchid Dream" });
    const { status, json } = await call("GET", `/api/products/${product.id}`);
    expect(status).toBe(200);
    expect(json.name).toBe("Orchid Dream");
  });

  it("answers 'what's included' in the asked-for language, each language its own cached answer", async () => {
    const admin = await createUser({ admin: true });
    const product = await createProduct({ name: "Old Market Mix" });
    const english = "Gerberas, Spray roses, Paper wrap";
    const form = {
      name: "Old Market Mix",
      price: 45,
      description: "A cheerful mix.",
      category: "mixed",
      image: "/api/uploads/img/mix.png",
      whats_included: english,
      whats_included_zh: "非洲菊, 多头玫瑰, 包装纸",
    };
    expect(
      (await call("PUT", `/api/admin/products/${product.id}`, { token: admin.token, body: form })).status,
    ).toBe(200);
    const included = async (query: string) => {
      const { status, json, headers } = await call("GET", `/api/products/${product.id}${query}`);
      expect(status, query).toBe(200);
      expect(headers.get("Cache-Control"), query).toBe("public, max-age=0, s-maxage=30");
      return json.whats_included;
    };
    // each read twice: the second from the edge cache, which keeps the languages apart
    for (let round = 0; round < 2; round += 1) {
      expect(await included("?lang=zh")).toBe("非洲菊, 多头玫瑰, 包装纸");
      expect(await included("")).toBe(english);
      expect(await included("?lang=km")).toBe(english); // none given in Khmer
    }
    // an edit drops every language's copy
    await call("PUT", `/api/admin/products/${product.id}`, {
      token: admin.token,
      body: { ...form, whats_included_km: "ផ្កាជឺបេរ៉ា, ផ្កាកុលាបតូចៗ, ក្រដាសខ្ចប់" },
    });
    expect(await included("?lang=km")).toBe("ផ្កាជឺបេរ៉ា, ផ្កាកុលាបតូចៗ, ក្រដាសខ្ចប់");
    expect(await included("?lang=zh")).toBe("非洲菊, 多头玫瑰, 包装纸");
    expect(await included("")).toBe(english);
  });

  it("answers 404 with a detail for an unknown or malformed id", async () => {
    for (const id of ["99999", "abc", "-1"]) {
      const { status, json } = await call("GET", `/api/products/${id}`);
      expect(status).toBe(404);
      expect(json).toEqual({ detail: "Product not found", code: "productNotFound" });
    }
  });
});

describe("unknown API paths", () => {
  it("answer 404 JSON, never the web app", async () => {
    const { status, json, headers } = await call("GET", "/api/nothing-here");
    expect(status).toBe(404);
    expect(headers.get("content-type")).toContain("application/json");
    expect(json.detail).toBeTruthy();
  });
});

describe("the cached catalogue list", () => {
  it("shows an admin's edit on the very next list", async () => {
    const admin = await createUser({ admin: true });
    const product = await createProduct({ name: "Before Edit", price: 20 });
    const before = await call("GET", "/api/products");
    expect(before.json.find((p: { id: number }) => p.id === product.id).name).toBe("Before Edit");

    const edit = await call("PUT", `/api/admin/products/${product.id}`, {
      token: admin.token,
      body: {
        ...before.json.find((p: { id: number }) => p.id === product.id),
        name: "After Edit",
        in_stock: false,
        occasions: ["wedding"],
        featured: true,
      },
    });
    expect(edit.status).toBe(200);

    const after = await call("GET", "/api/products");
    expect(after.json.find((p: { id: number }) => p.id === product.id)).toMatchObject({
      name: "After Edit",
      in_stock: false,
      occasions: ["wedding"],
      featured: true,
    });
  });
});

type ProductValues = Partial<typeof products.$inferInsert>;

/** Inserts products straight into D1 (oldest first), dropping the cached answers. */
async function insertProducts(rows: ProductValues[]) {
  const values = rows.map((row, index) => ({
    name: `Bouquet ${index + 1}`,
    priceCents: 4500,
    description: "Fresh stems.",
    category: "roses",
    image: `/api/uploads/img/p${index + 1}.png`,
    ...row,
  }));
  const inserted = await insertMany(products, values);
  await forgetCatalogue(BASE);
  return inserted;
}

const numbered = (count: number, values: ProductValues = {}) =>
  Array.from({ length: count }, (_, index) => ({ name: `Stem ${index + 1}`, ...values }));

const names = (page: CataloguePage) => page.products.map((product) => product.name);

/** Every page of a list from its first, following next_cursor. */
async function allPages(query: string) {
  const pages: CataloguePage[] = [];
  let cursor: string | null = null;
  do {
    const { status, json } = await call(
      "GET",
      `/api/products?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    expect(status).toBe(200);
    pages.push(json);
    cursor = json.next_cursor;
  } while (cursor && pages.length < 100);
  return pages;
}

describe("GET /api/products without parameters (the spec's bare array)", () => {
  beforeEach(async () => {
    await db().delete(products);
    await forgetCatalogue(BASE);
  });

  it("answers at most 200 products, oldest first, in any language; the pages lead to the rest", async () => {
    const rows = await insertProducts(numbered(201));
    const ids = (list: { id: number }[]) => list.map((product) => product.id);
    const bare = await call("GET", "/api/products");
    expect(bare.status).toBe(200);
    expect(Array.isArray(bare.json)).toBe(true);
    expect(ids(bare.json)).toEqual(ids(rows.slice(0, 200)));
    expect(ids((await call("GET", "/api/products?lang=km")).json)).toEqual(ids(bare.json));

    const first = await call("GET", "/api/products?limit=200");
    expect(first.json.products).toEqual(bare.json);
    const rest = await call("GET", `/api/products?limit=200&cursor=${first.json.next_cursor}`);
    expect(rest.json).toEqual({
      products: [expect.objectContaining({ name: "Stem 201" })],
      next_cursor: null,
    });
    expect((await call("GET", "/api/products?limit=201")).status).toBe(400);
  });
});

describe("GET /api/products with parameters (a CataloguePage)", () => {
  beforeEach(async () => {
    await db().delete(products);
    await forgetCatalogue(BASE);
  });

  it("pages through the whole catalogue oldest first, each product once, 24 at a time", async () => {
    const rows = await insertProducts(numbered(60));
    const pages = await allPages(catalogueQuery(NO_FILTERS));
    expect(pages.map((page) => page.products.length)).toEqual([24, 24, 12]);
    expect(pages.map((page) => page.next_cursor === null)).toEqual([false, false, true]);
    expect(pages.flatMap((page) => page.products.map((product) => product.id))).toEqual(
      rows.map((row) => row.id),
    );
    // each product in the served shape, like the bare list
    const bare = await call("GET", "/api/products");
    expect(pages[0]?.products[0]).toEqual(bare.json[0]);
    expect(Object.keys(pages[0] ?? {}).sort()).toEqual(["next_cursor", "products"]);
  });

  it("answers 50 per page without a limit, and the last page with a null cursor", async () => {
    await insertProducts(numbered(51));
    const first = await call("GET", "/api/products?category=roses");
    expect(first.status).toBe(200);
    expect(first.json.products).toHaveLength(50);
    const rest = await call("GET", `/api/products?category=roses&cursor=${first.json.next_cursor}`);
    expect(names(rest.json)).toEqual(["Stem 51"]);
    expect(rest.json.next_cursor).toBeNull();
  });

  it("filters by category and by occasion on the server, pages included", async () => {
    await insertProducts([
      { name: "Red Roses", occasions: ["love", "birthday"] },
      { name: "Lily Cloud", category: "lilies", occasions: ["sympathy"] },
      { name: "Pink Roses", occasions: ["birthday"] },
      { name: "Bridal Lilies", category: "lilies", occasions: ["wedding", "birthday"] },
      { name: "Wedding Arch", category: "wedding", occasions: ["wedding"] },
    ]);
    const list = async (query: string) => (await allPages(`limit=1&${query}`)).flatMap(names);
    expect(await list("category=lilies")).toEqual(["Lily Cloud", "Bridal Lilies"]);
    expect(await list("occasion=birthday")).toEqual(["Red Roses", "Pink Roses", "Bridal Lilies"]);
    expect(await list("category=lilies&occasion=birthday")).toEqual(["Bridal Lilies"]);
    expect(await list("occasion=wedding")).toEqual(["Bridal Lilies", "Wedding Arch"]);
    expect(await list("category=exotic")).toEqual([]);
  });

  it("searches every word in the name, description, category label or occasion labels", async () => {
    await insertProducts([
      { name: "Red Roses", description: "A dozen stems.", occasions: ["love"] },
      { name: "Sunny Mix", category: "mixed", description: "Gerberas and tulips." },
      { name: "Party Posy", category: "seasonal", occasions: ["birthday"] },
      { name: "Calm Lilies", category: "lilies", description: "White LILIES, for a quiet goodbye." },
      { name: "Pink Tulips", category: "seasonal", occasions: ["birthday", "thank-you"] },
    ]);
    const search = async (q: string) => {
      const { status, json } = await call("GET", `/api/products?${catalogueQuery({ ...NO_FILTERS, q })}`);
      expect(status, q).toBe(200);
      return names(json);
    };
    expect(await search("roses")).toEqual(["Red Roses"]); // the name, and category "Roses"
    expect(await search("DOZEN")).toEqual(["Red Roses"]); // description, ASCII case ignored
    expect(await search("birthday")).toEqual(["Party Posy", "Pink Tulips"]); // occasion label
    expect(await search("romance")).toEqual(["Red Roses"]); // "Love & romance"
    expect(await search("mixed")).toEqual(["Sunny Mix"]); // category label "Mixed Bouquets"
    expect(await search("bouquets tulips")).toEqual(["Sunny Mix"]); // every word: label + description
    expect(await search("tulips birthday")).toEqual(["Pink Tulips"]);
    expect(await search("  thank   tulips ")).toEqual(["Pink Tulips"]);
    expect(await search("lilies goodbye")).toEqual(["Calm Lilies"]);
    expect(await search("tulips orchid")).toEqual([]);
    // a search and a filter together
    const both = await call("GET", "/api/products?category=seasonal&q=birthday&limit=1");
    expect(names(both.json)).toEqual(["Party Posy"]);
    const next = await call(
      "GET",
      `/api/products?category=seasonal&q=birthday&limit=1&cursor=${both.json.next_cursor}`,
    );
    expect(names(next.json)).toEqual(["Pink Tulips"]);
    expect(next.json.next_cursor).toBeNull();
  });

  it("finds by the occasion and category names the page shows in Khmer and Chinese", async () => {
    await insertProducts([
      { name: "Party Posy", category: "seasonal", occasions: ["birthday"] },
      { name: "Red Roses", occasions: ["love"] },
      { name: "Pink Tulips", category: "mixed", occasions: ["birthday", "thank-you"] },
      { name: "Calm Lilies", category: "lilies", occasions: ["sympathy"] },
    ]);
    const search = async (q: string, lang?: "km" | "zh") => {
      const query = catalogueQuery({ ...NO_FILTERS, q }, null, lang);
      const { status, json } = await call("GET", `/api/products?${query}`);
      expect(status, query).toBe(200);
      return names(json);
    };
    const birthday = await search("birthday");
    expect(birthday).toEqual(["Party Posy", "Pink Tulips"]);
    // the names the storefront shows, from its catalogues (the filter's words)
    const shown = (catalogue: Record<string, string>, label: string) => catalogue[label] ?? label;
    expect(shown(zh, OCCASION_LABELS.birthday)).toBe("生日");
    expect(shown(km, OCCASION_LABELS.birthday)).toBe("ថ្ងៃកំណើត");
    expect(await search("生日", "zh")).toEqual(birthday);
    expect(await search("ថ្ងៃកំណើត", "km")).toEqual(birthday);
    expect(await search("birthday", "zh")).toEqual(birthday); // English still found
    expect(await search(shown(zh, CATEGORY_LABELS.roses), "zh")).toEqual(["Red Roses"]);
    expect(await search(shown(km, CATEGORY_LABELS.lilies), "km")).toEqual(["Calm Lilies"]);
    const mixedThanks = `${shown(zh, CATEGORY_LABELS.mixed)} ${shown(zh, OCCASION_LABELS["thank-you"])}`;
    expect(await search(mixedThanks, "zh")).toEqual(["Pink Tulips"]);
    // a language's names belong to its pages
    expect(await search("生日")).toEqual([]);
    expect(await search("生日", "km")).toEqual([]);
  });

  it("answers the home page's picks: the featured products oldest first, at most 3", async () => {
    await insertProducts([
      { name: "Plain" },
      { name: "Pick A", featured: true },
      { name: "Pick B", featured: true },
      { name: "Plain 2" },
      { name: "Pick C", featured: true },
      { name: "Pick D", featured: true },
    ]);
    const picks = await call("GET", `/api/products?${PICKS_QUERY}`);
    expect(picks.status).toBe(200);
    expect(picks.json).toEqual({ products: expect.any(Array), next_cursor: null });
    expect(names(picks.json)).toEqual(["Pick A", "Pick B", "Pick C"]);
    expect(names((await call("GET", "/api/products?featured=true")).json)).toEqual([
      "Pick A",
      "Pick B",
      "Pick C",
    ]);
    expect(names((await call("GET", "/api/products?featured=true&limit=10")).json)).toEqual([
      "Pick A",
      "Pick B",
      "Pick C",
      "Pick D",
    ]);
  });

  it("picks the first products when none is featured", async () => {
    await insertProducts(numbered(5));
    const picks = await call("GET", `/api/products?${PICKS_QUERY}`);
    expect(picks.json).toEqual({ products: expect.any(Array), next_cursor: null });
    expect(names(picks.json)).toEqual(["Stem 1", "Stem 2", "Stem 3"]);
  });

  it("refuses bad input with a 400 naming the field, and changes nothing", async () => {
    await insertProducts(numbered(3));
    const before = await call("GET", "/api/products");
    const cases: [string, RegExp][] = [
      ["category=tulips", /^category: must be one of roses, wedding/],
      ["occasion=party", /^occasion: must be one of birthday, anniversary/],
      ["limit=0", /^limit: must be a whole number from 1 to 200$/],
      ["limit=201", /^limit: must be a whole number from 1 to 200$/],
      ["limit=ten", /^limit: must be a whole number from 1 to 200$/],
      [`q=${"a".repeat(101)}`, /^q: must be at most 100 characters$/],
      [`q=${Array(11).fill("rose").join("+")}`, /^q: must be at most 10 words$/],
      ["cursor=not-ours", /^Invalid cursor$/],
      ["limit=24&cursor=", /^Invalid cursor$/],
      ["featured=false", /^featured: must be "true"$/],
      ["featured=true&q=rose", /^featured: cannot be combined with q, category, occasion or cursor$/],
      ["featured=true&category=roses", /^featured: cannot be combined/],
      ["featured=true&occasion=love", /^featured: cannot be combined/],
      [`featured=true&cursor=${encodeCursor([1])}`, /^featured: cannot be combined/],
    ];
    for (const [query, detail] of cases) {
      const { status, json } = await call("GET", `/api/products?${query}`);
      expect(status, query).toBe(400);
      expect(json.detail, query).toMatch(detail);
    }
    expect((await call("GET", "/api/products")).json).toEqual(before.json);
  });

  it("binds at most 100 parameters for the worst search it accepts (D1's limit per statement)", async () => {
    await insertProducts([{ name: "Everything", category: "wedding", occasions: ["wedding"] }]);
    // ten words (the most), each in a category label and an occasion label: 4 parameters each
    const q = Array(10).fill("wedding").join(" ");
    const worst = `q=${q}&category=wedding&occasion=wedding&limit=200&cursor=${encodeCursor([1])}`;
    const accepted = catalogueListQuery.parse(Object.fromEntries(new URLSearchParams(worst)));
    const { sql, params } = cataloguePageQuery(db(), accepted, 1, 200).toSQL();
    expect(params).toHaveLength(10 * 4 + 4); // + category, occasion, cursor, limit
    expect(sql.split("?").length - 1).toBe(params.length);
    // and D1 runs it (the local D1 refuses over 100 too)
    const first = await call("GET", `/api/products?${worst.replace(/&cursor=.*/, "")}`);
    expect(first.status).toBe(200);
    expect(names(first.json)).toEqual(["Everything"]);
  });
});

describe("the cached first page and picks", () => {
  beforeEach(async () => {
    await db().delete(products);
    await forgetCatalogue(BASE);
  });

  it("come from the edge cache like the bare list; other pages from D1", async () => {
    await insertProducts(numbered(30, { featured: true }));
    const cached = "public, max-age=0, s-maxage=30";
    const firstPage = await call("GET", `/api/products?${catalogueQuery(NO_FILTERS)}`);
    expect(firstPage.headers.get("Cache-Control")).toBe(cached);
    expect((await call("GET", `/api/products?${PICKS_QUERY}`)).headers.get("Cache-Control")).toBe(cached);
    expect((await call("GET", "/api/products")).headers.get("Cache-Control")).toBe(cached);
    for (const query of [
      `${catalogueQuery(NO_FILTERS)}&cursor=${firstPage.json.next_cursor}`,
      "category=roses",
      "limit=3&featured=true",
    ]) {
      const { status, headers } = await call("GET", `/api/products?${query}`);
      expect(status, query).toBe(200);
      // read from D1 each time, and kept by no one (worker/middleware/cache-headers.ts)
      expect(headers.get("Cache-Control"), query).toBe("no-store");
    }
  });

  it("show a product created or edited through the admin API at once", async () => {
    const admin = await createUser({ admin: true });
    await insertProducts(numbered(2));
    const firstPage = async () =>
      names((await call("GET", `/api/products?${catalogueQuery(NO_FILTERS)}`)).json);
    const picks = async () => names((await call("GET", `/api/products?${PICKS_QUERY}`)).json);
    expect(await firstPage()).toEqual(["Stem 1", "Stem 2"]);
    expect(await picks()).toEqual(["Stem 1", "Stem 2"]);

    const form = {
      name: "New Pick",
      price: 30,
      description: "Peonies.",
      category: "mixed",
      image: "/api/uploads/img/new.png",
      occasions: ["love"],
      featured: true,
    };
    const created = await call("POST", "/api/admin/products", { token: admin.token, body: form });
    expect(created.status).toBe(201);
    expect(await firstPage()).toEqual(["Stem 1", "Stem 2", "New Pick"]);
    expect(await picks()).toEqual(["New Pick"]);

    const edited = await call("PUT", `/api/admin/products/${created.json.id}`, {
      token: admin.token,
      body: { ...form, name: "Renamed Pick" },
    });
    expect(edited.status).toBe(200);
    expect(await firstPage()).toEqual(["Stem 1", "Stem 2", "Renamed Pick"]);
    expect(await picks()).toEqual(["Renamed Pick"]);
  });
});
