// Filled in by issue 12's work.
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const adminDeliveriesRoutes = new Hono<AppEnv>();
