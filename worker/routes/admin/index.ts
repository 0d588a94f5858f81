// Admin API: dashboard, deliveries, products, orders (and their CSV file), messages, reviews,
// users, settings, add-ons, reports; every route requires an admin.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireAdmin, requireUser } from "../../middleware/auth";
import { adminAddOnRoutes } from "./addons";
import { adminDashboardRoutes } from "./dashboard";
import { adminDeliveriesRoutes } from "./deliveries";
import { adminMessagesRoutes } from "./messages";
import { adminOrderRoutes } from "./orders";
import { adminOrdersCsvRoutes } from "./orders-csv";
import { adminProductRoutes } from "./products";
import { adminReportsRoutes } from "./reports";
import { adminReviewsRoutes } from "./reviews";
import { adminSettingsRoutes } from "./settings";
import { adminUserRoutes } from "./users";

export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .route("/dashboard", adminDashboardRoutes)
  .route("/products", adminProductRoutes)
  .route("/orders", adminOrderRoutes)
  // its own path: the /orders router's paths all start "/orders/"
  .route("/orders.csv", adminOrdersCsvRoutes)
  .route("/users", adminUserRoutes)
  .route("/settings", adminSettingsRoutes)
  .route("/addons", adminAddOnRoutes)
  .route("/deliveries", adminDeliveriesRoutes)
  .route("/messages", adminMessagesRoutes)
  .route("/reviews", adminReviewsRoutes)
  .route("/reports", adminReportsRoutes);
