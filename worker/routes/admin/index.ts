// Admin API: dashboard, deliveries, products, orders, messages, reviews, users, settings,
// add-ons; every route requires an admin.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireAdmin, requireUser } from "../../middleware/auth";
import { adminAddOnRoutes } from "./addons";
import { adminDashboardRoutes } from "./dashboard";
import { adminDeliveriesRoutes } from "./deliveries";
import { adminMessagesRoutes } from "./messages";
import { adminOrderRoutes } from "./orders";
import { adminProductRoutes } from "./products";
import { adminReviewsRoutes } from "./reviews";
import { adminSettingsRoutes } from "./settings";
import { adminUserRoutes } from "./users";

export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .route("/dashboard", adminDashboardRoutes)
  .route("/products", adminProductRoutes)
  .route("/orders", adminOrderRoutes)
  .route("/users", adminUserRoutes)
  .route("/settings", adminSettingsRoutes)
  .route("/addons", adminAddOnRoutes)
  .route("/deliveries", adminDeliveriesRoutes)
  .route("/messages", adminMessagesRoutes)
  .route("/reviews", adminReviewsRoutes);
