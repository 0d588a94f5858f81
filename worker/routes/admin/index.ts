// Admin API: dashboard, products, orders, users; every route requires an admin.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireAdmin, requireUser } from "../../middleware/auth";
import { adminDashboardRoutes } from "./dashboard";
import { adminOrderRoutes } from "./orders";
import { adminProductRoutes } from "./products";
import { adminUserRoutes } from "./users";

export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .route("/dashboard", adminDashboardRoutes)
  .route("/products", adminProductRoutes)
  .route("/orders", adminOrderRoutes)
  .route("/users", adminUserRoutes);
