// GET /api/addons: the add-on catalogue, in stock or not, oldest first; `?lang=km|zh` names
// them in that language (English where the owner gave none).
import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { addOns } from "../db/schema";
import { addOnWire } from "../db/wire";
import type { AppEnv } from "../env";
import { langQuery } from "../middleware/lang";
import { exchangeRate } from "../services/settings";

export const addOnRoutes = new Hono<AppEnv>().get("/", langQuery, async (c) => {
  const { lang } = c.req.valid("query");
  const [rows, rate] = await Promise.all([
    c.var.db.select().from(addOns).orderBy(asc(addOns.id)),
    exchangeRate(c.var.db),
  ]);
  return c.json(rows.map((row) => addOnWire(row, rate, lang)));
});
