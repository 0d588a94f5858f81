// Reviews (docs/decisions/041): POST /api/orders/{id}/review (the order's customer) and
// GET /api/products/{id}/reviews (public). Mounted in worker/index.ts ahead of the orders'
// and products' own routers.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { reviewBody } from "../../shared/schemas";
import { products } from "../db/schema";
import type { AppEnv } from "../env";
import { fail } from "../http/fail";
import { requireUser } from "../middleware/auth";
import { idParam, validate } from "../middleware/validate";
import { pageQuery } from "../services/paging";
import { productReviews, writeReview } from "../services/reviews/reviews";

export const orderReviewRoutes = new Hono<AppEnv>().post(
  "/:id/review",
  requireUser,
  validate("json", reviewBody),
  async (c) => {
    const id = idParam(c.req.param("id"), "orderNotFound");
    const review = await writeReview(c.var.db, c.var.user, id, c.req.valid("json"), c.req.url);
    return c.json(review, 201);
  },
);

export const productReviewRoutes = new Hono<AppEnv>().get(
  "/:id/reviews",
  validate("query", pageQuery),
  async (c) => {
    const id = idParam(c.req.param("id"), "productNotFound");
    const answer = await productReviews(c.var.db, id, c.req.valid("query"));
    // Only an empty page can be an unknown product's: the common case is one query.
    if (answer.reviews.length === 0) {
      const product = await c.var.db.query.products.findFirst({
        where: eq(products.id, id),
        columns: { id: true },
      });
      if (!product) throw fail(404, "productNotFound");
    }
    return c.json(answer);
  },
);
