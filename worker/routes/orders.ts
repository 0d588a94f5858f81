// Orders: POST /api/orders (customers), GET /api/orders (admins).
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const orderRoutes = new Hono<AppEnv>();
