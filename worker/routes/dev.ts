// Development-only helpers: the dev outbox of e-mails (decisions.md).
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const devRoutes = new Hono<AppEnv>();
