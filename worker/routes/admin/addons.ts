// The owner's add-on catalogue: list, create, edit (stock and the Khmer and Chinese names
// included), delete. Orders keep a copy of each add-on they bought, so edits never change an order.
import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import { adminAddOnBody } from "../../../shared/addons";
import { toCents } from "../../../shared/pricing";
import { addOns } from "../../db/schema";
import { adminAddOnWire } from "../../db/wire";
import type { AppEnv } from "../../env";
import { fail } from "../../http/fail";
import { idParam, validate } from "../../middleware/validate";
import { exchangeRate } from "../../services/settings";

const columns = (form: z.output<typeof adminAddOnBody>) => ({
  name: form.name,
  priceCents: toCents(form.price),
  image: form.image,
  inStock: form.inStock,
  // undefined (omitted) keeps the stored translation
  nameKm: form.nameKm,
  nameZh: form.nameZh,
});

export const adminAddOnRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const [rows, rate] = await Promise.all([
      c.var.db.select().from(addOns).orderBy(asc(addOns.id)),
      exchangeRate(c.var.db),
    ]);
    return c.json(rows.map((row) => adminAddOnWire(row, rate)));
  })
  .post("/", validate("json", adminAddOnBody), async (c) => {
    const [row] = await c.var.db
      .insert(addOns)
      .values(columns(c.req.valid("json")))
      .returning();
    if (!row) throw new Error("add-on insert returned no row");
    return c.json(adminAddOnWire(row, await exchangeRate(c.var.db)), 201);
  })
  .put("/:id", validate("json", adminAddOnBody), async (c) => {
    const id = idParam(c.req.param("id"), "addOnNotFound");
    const [row] = await c.var.db
      .update(addOns)
      .set(columns(c.req.valid("json")))
      .where(eq(addOns.id, id))
      .returning();
    if (!row) throw fail(404, "addOnNotFound");
    return c.json(adminAddOnWire(row, await exchangeRate(c.var.db)));
  })
  .delete("/:id", async (c) => {
    const id = idParam(c.req.param("id"), "addOnNotFound");
    const [row] = await c.var.db.delete(addOns).where(eq(addOns.id, id)).returning({ id: addOns.id });
    if (!row) throw fail(404, "addOnNotFound");
    return c.json({ ok: true });
  });
