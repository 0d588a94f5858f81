// The catalogue list is cached in the edge cache only: a copy lives as long as the cache
// keeps it (s-maxage), and once the cache lets it go the next list is read from D1.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { catalogueQuery, NO_FILTERS, PICKS_QUERY } from "../../../shared/catalogue-query";
import { products } from "../../db/schema";
import { BASE, call, createProduct, db } from "../../test/helpers";
import { forgetCatalogue } from "./catalogue";

const names = async () => (await call("GET", "/api/products")).json.map((p: { name: string }) => p.name);
const cacheKey = new Request(`${BASE}/api/products`);

afterEach(async () => {
  await forgetCatalogue(BASE);
});

describe("the catalogue cache", () => {
  it("answers from the edge cache until the cache lets the copy go, then reads D1 again", async () => {
    const product = await createProduct({ name: "Cached Name" });
    expect(await names()).toContain("Cached Name");

    // A change that skips forgetCatalogue (as another location's write does): the cached copy stays.
    await db().update(products).set({ name: "Fresh Name" }).where(eq(products.id, product.id));
    expect(await names()).toContain("Cached Name");
    const cached = await caches.default.match(cacheKey);
    expect(cached?.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=30");

    // The cache drops the copy (its 30 s are up): the very next list is D1's, with no second copy in memory.
    await caches.default.delete(cacheKey);
    expect(await names()).toContain("Fresh Name");
  });
});

describe("the cached first page and picks", () => {
  it("answer from the edge cache until a catalogue write forgets them", async () => {
    const product = await createProduct({ name: "Cached Pick" });
    await db().update(products).set({ featured: true }).where(eq(products.id, product.id));
    const firstPage = `/api/products?${catalogueQuery(NO_FILTERS)}`;
    const picks = `/api/products?${PICKS_QUERY}`;
    const namesOf = async (path: string) =>
      (await call("GET", path)).json.products.map((p: { name: string }) => p.name);
    expect(await namesOf(firstPage)).toContain("Cached Pick");
    expect(await namesOf(picks)).toEqual(["Cached Pick"]);

    await db().update(products).set({ name: "Fresh Pick" }).where(eq(products.id, product.id));
    expect(await namesOf(firstPage)).toContain("Cached Pick");
    expect(await namesOf(picks)).toEqual(["Cached Pick"]);
    // a filtered page is never cached
    expect(await namesOf("/api/products?category=roses&limit=200")).toContain("Fresh Pick");

    await forgetCatalogue(BASE);
    expect(await namesOf(firstPage)).toContain("Fresh Pick");
    expect(await namesOf(picks)).toEqual(["Fresh Pick"]);
  });
});
