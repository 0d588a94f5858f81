// Admin catalogue: list (in and out of stock), create, edit (form or whole product), delete.
// Orders copy what they bought, so editing or deleting a product never changes one.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import { toCents } from "../../../shared/pricing";
import { adminProductBody } from "../../../shared/schemas";
import { type ProductRow, products } from "../../db/schema";
import { adminProductWire } from "../../db/wire";
import type { AppEnv } from "../../env";
import { fail } from "../../http/fail";
import { idParam, validate } from "../../middleware/validate";
import { productsListQuery, productsPageQuery } from "../../services/admin-lists";
import { forgetCatalogue } from "../../services/catalogue/catalogue";
import { cursorId, pageOf } from "../../services/paging";
import { exchangeRate } from "../../services/settings";

type ProductForm = z.output<typeof adminProductBody>;

/** A larger size's price in cents: null when not offered, undefined when left as stored. */
const sizeCents = (price: number | null | undefined) =>
  price === undefined ? undefined : price === null ? null : toCents(price);

/** The validated form as D1 columns; the discount percent is derived when served. */
function productColumns(form: ProductForm) {
  return {
    name: form.name,
    priceCents: toCents(form.price),
    originalPriceCents: form.originalPrice === null ? null : toCents(form.originalPrice),
    description: form.description,
    category: form.category,
    image: form.image,
    whatsIncluded: form.whatsIncluded ?? "",
    inStock: form.inStock,
    deluxePriceCents: sizeCents(form.deluxePrice),
    premiumPriceCents: sizeCents(form.premiumPrice),
    occasions: form.occasions,
    featured: form.featured,
    nameKm: form.nameKm,
    descriptionKm: form.descriptionKm,
    nameZh: form.nameZh,
    descriptionZh: form.descriptionZh,
    whatsIncludedKm: form.whatsIncludedKm,
    whatsIncludedZh: form.whatsIncludedZh,
  };
}

/** A size price kept as stored must still be at least the (new) standard price. */
function checkKeptSizes(form: ProductForm, stored: ProductRow) {
  const price = toCents(form.price);
  if (form.deluxePrice === undefined && stored.deluxePriceCents !== null && stored.deluxePriceCents < price) {
    throw fail(400, "sizeBelowStandard", "deluxePrice");
  }
  if (
    form.premiumPrice === undefined &&
    stored.premiumPriceCents !== null &&
    stored.premiumPriceCents < price
  ) {
    throw fail(400, "sizeBelowStandard", "premiumPrice");
  }
}

export const adminProductRoutes = new Hono<AppEnv>()
  // Every write drops the cached public lists and the product's own answer (services/catalogue/catalogue.ts).
  .use(async (c, next) => {
    await next();
    if (c.req.method === "GET" || !c.res.ok) return;
    const id = /\/products\/(\d+)/.exec(new URL(c.req.url).pathname)?.[1];
    await forgetCatalogue(c.req.url, id === undefined ? undefined : Number(id));
  })
  // A page (ADR 038); no parameter is the first page.
  .get("/", validate("query", productsListQuery), async (c) => {
    const { limit, cursor, ...filters } = c.req.valid("query");
    const [rows, rate] = await Promise.all([
      productsPageQuery(c.var.db, filters, cursorId(cursor), limit),
      exchangeRate(c.var.db),
    ]);
    const page = pageOf(rows, limit, (row) => [row.id]);
    return c.json({
      products: page.items.map((row) => adminProductWire(row, rate)),
      next_cursor: page.next_cursor,
    });
  })
  .post("/", validate("json", adminProductBody), async (c) => {
    const columns = productColumns(c.req.valid("json"));
    const [row] = await c.var.db
      .insert(products)
      .values({
        ...columns,
        deluxePriceCents: columns.deluxePriceCents ?? null,
        premiumPriceCents: columns.premiumPriceCents ?? null,
      })
      .returning();
    if (!row) throw new Error("product insert returned no row");
    return c.json(adminProductWire(row, await exchangeRate(c.var.db)), 201);
  })
  .put("/:id", validate("json", adminProductBody), async (c) => {
    const id = idParam(c.req.param("id"), "productNotFound");
    const form = c.req.valid("json");
    const stored = await c.var.db.query.products.findFirst({ where: eq(products.id, id) });
    if (!stored) throw fail(404, "productNotFound");
    checkKeptSizes(form, stored);
    const [row] = await c.var.db
      .update(products)
      .set(productColumns(form))
      .where(eq(products.id, id))
      .returning();
    if (!row) throw fail(404, "productNotFound");
    return c.json(adminProductWire(row, await exchangeRate(c.var.db)));
  })
  .delete("/:id", async (c) => {
    const id = idParam(c.req.param("id"), "productNotFound");
    // orders.product_id is ON DELETE SET NULL; the order keeps its own copy of the product.
    const [row] = await c.var.db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    if (!row) throw fail(404, "productNotFound");
    return c.json({ ok: true });
  });
