// Admin catalogue: list (in and out of stock), create, edit (form or whole product), delete.
// Orders copy what they bought, so editing or deleting a product never changes one.
import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import { DETAIL } from "../../../shared/messages";
import { adminProductBody } from "../../../shared/schemas";
import { products } from "../../db/schema";
import { productWire, toCents } from "../../db/wire";
import type { AppEnv } from "../../env";
import { fail } from "../../middleware/errors";
import { validate } from "../../middleware/validate";
import { forgetCatalogue } from "../../services/catalogue";
import { idParam } from "../products";

/** The validated form as D1 columns; the discount percent is derived when served. */
function productColumns(form: z.output<typeof adminProductBody>) {
  return {
    name: form.name,
    priceCents: toCents(form.price),
    originalPriceCents: form.originalPrice === null ? null : toCents(form.originalPrice),
    description: form.description,
    category: form.category,
    image: form.image,
    whatsIncluded: form.whatsIncluded ?? "",
    inStock: form.inStock,
  };
}

function productId(params: Record<string, string>): number {
  const parsed = idParam.safeParse(params);
  if (!parsed.success) throw fail(404, DETAIL.productNotFound);
  return parsed.data.id;
}

export const adminProductRoutes = new Hono<AppEnv>()
  // Every write drops the cached public list (services/catalogue.ts).
  .use(async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.res.ok) await forgetCatalogue(c.req.url);
  })
  .get("/", async (c) => {
    const rows = await c.var.db.select().from(products).orderBy(asc(products.id));
    return c.json({ products: rows.map(productWire) });
  })
  .post("/", validate("json", adminProductBody), async (c) => {
    const [row] = await c.var.db
      .insert(products)
      .values(productColumns(c.req.valid("json")))
      .returning();
    if (!row) throw new Error("product insert returned no row");
    return c.json(productWire(row), 201);
  })
  .put("/:id", validate("json", adminProductBody), async (c) => {
    const id = productId(c.req.param());
    const [row] = await c.var.db
      .update(products)
      .set(productColumns(c.req.valid("json")))
      .where(eq(products.id, id))
      .returning();
    if (!row) throw fail(404, DETAIL.productNotFound);
    return c.json(productWire(row));
  })
  .delete("/:id", async (c) => {
    const id = productId(c.req.param());
    // orders.product_id is ON DELETE SET NULL; the order keeps its own copy of the product.
    const [row] = await c.var.db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    if (!row) throw fail(404, DETAIL.productNotFound);
    return c.json({ ok: true });
  });
