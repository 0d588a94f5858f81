// Images: POST /api/upload-image (admins) and GET /api/uploads/<key> (public).
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const imageRoutes = new Hono<AppEnv>();
