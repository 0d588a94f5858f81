// Accounts: register, codes, login, password reset (spec §7 /api/auth/*).
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const authRoutes = new Hono<AppEnv>();
