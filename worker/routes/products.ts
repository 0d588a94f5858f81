// Public catalogue: GET /api/products (oldest first) and GET /api/products/:id.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { DETAIL } from "../../shared/messages";
import { products } from "../db/schema";
import { productWire } from "../db/wire";
import type { AppEnv } from "../env";
import { fail } from "../middleware/errors";
import { idParam } from "../middleware/validate";
import { catalogueResponse } from "../services/catalogue";
import { exchangeRate } from "../services/settings";

export const productRoutes = new Hono<AppEnv>()
  .get("/", (c) => catalogueResponse(c.var.db, c.req.url, (p) => c.executionCtx.waitUntil(p)))
  .get("/:id", async (c) => {
    const id = idParam(c.req.param("id"), DETAIL.productNotFound);
    const [row, rate] = await Promise.all([
      c.var.db.query.products.findFirst({ where: eq(products.id, id) }),
      exchangeRate(c.var.db),
    ]);
    if (!row) throw fail(404, DETAIL.productNotFound);
    return c.json(productWire(row, rate));
  });
