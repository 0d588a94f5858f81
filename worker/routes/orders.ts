// Orders: POST /api/orders (customers), GET /api/orders (admins).
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { DETAIL } from "../../shared/messages";
import { orderCreateBody } from "../../shared/schemas";
import { orders, products } from "../db/schema";
import { orderWire } from "../db/wire";
import type { AppEnv } from "../env";
import { requireAdmin, requireUser } from "../middleware/auth";
import { fail } from "../middleware/errors";
import { validate } from "../middleware/validate";

export const orderRoutes = new Hono<AppEnv>()
  .post("/", requireUser, validate("json", orderCreateBody), async (c) => {
    const { productId, customerInfo } = c.req.valid("json");
    const product = await c.var.db.query.products.findFirst({ where: eq(products.id, productId) });
    if (!product) throw fail(404, DETAIL.productNotFound);
    if (!product.inStock) throw fail(400, DETAIL.outOfStock);

    // What was bought and for how much comes from D1; the payload's name and price are ignored.
    const [order] = await c.var.db
      .insert(orders)
      .values({
        userId: c.var.user.id,
        productId: product.id,
        customerName: customerInfo.name,
        customerEmail: customerInfo.email,
        customerMobile: customerInfo.mobile,
        address: customerInfo.address,
        landmark: customerInfo.landmark,
        city: customerInfo.city,
        postalCode: customerInfo.postalCode,
        specialInstructions: customerInfo.specialInstructions,
        productName: product.name,
        priceCents: product.priceCents,
        productImage: product.image,
        productDescription: product.description,
      })
      .returning()
      .catch((error: unknown) => {
        // The product was deleted between the read and the insert (its foreign key).
        if (String(error).includes("FOREIGN KEY")) throw fail(404, DETAIL.productNotFound);
        throw error;
      });
    if (!order) throw new Error("order insert returned no row");
    return c.json(orderWire(order), 201);
  })
  .get("/", requireUser, requireAdmin, async (c) => {
    const rows = await c.var.db.select().from(orders).orderBy(desc(orders.id));
    return c.json(rows.map(orderWire));
  });
