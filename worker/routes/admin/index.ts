// Admin API: dashboard, products, orders, users; every route requires an admin.
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const adminRoutes = new Hono<AppEnv>();
