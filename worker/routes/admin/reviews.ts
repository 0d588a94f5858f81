// The owner's reviews: GET /api/admin/reviews?limit&cursor (hidden ones too, newest first)
// and PUT /api/admin/reviews/{id} { hidden } to hide or show one.
import { Hono } from "hono";
import { reviewHiddenBody } from "../../../shared/schemas";
import type { AppEnv } from "../../env";
import { idParam, validate } from "../../middleware/validate";
import { pageQuery } from "../../services/paging";
import { adminReviews, setReviewHidden } from "../../services/reviews/reviews";

export const adminReviewsRoutes = new Hono<AppEnv>()
  .get("/", validate("query", pageQuery), async (c) =>
    c.json(await adminReviews(c.var.db, c.req.valid("query"))),
  )
  .put("/:id", validate("json", reviewHiddenBody), async (c) => {
    const id = idParam(c.req.param("id"), "reviewNotFound");
    const { hidden } = c.req.valid("json");
    return c.json(await setReviewHidden(c.var.db, id, hidden, c.req.url));
  });
