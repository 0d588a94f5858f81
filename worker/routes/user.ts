// The signed-in customer: GET /api/user/orders, PUT /api/user/profile.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const userRoutes = new Hono<AppEnv>();
