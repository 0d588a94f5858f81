// Images: POST /api/upload-image (admins) and GET /api/uploads/<key> (public, never `private/`).
import { Hono } from "hono";
import { UPLOADS_PREFIX } from "../../shared/catalog";
import type { AppEnv } from "../env";
import { fail } from "../http/fail";
import { requireAdmin, requireUser } from "../middleware/auth";
import { imageBodyLimit, PRIVATE_PREFIX, readImageUpload } from "../services/catalogue/images";
import { storeCataloguePicture } from "../services/catalogue/pictures";

const SERVED_HEADERS = {
  "Cache-Control": "public, max-age=31536000, immutable",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
} as const;

// An entity-tag list as RFC 9110 writes it: `*`, or `"tag"` / `W/"tag"` separated by commas.
const ENTITY_TAG = String.raw`(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"`;
const ENTITY_TAG_LIST = new RegExp(String.raw`^\s*(?:\*|${ENTITY_TAG}(?:\s*,\s*${ENTITY_TAG})*)\s*$`);
const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * The request's conditional headers that are well formed. R2's `onlyIf` throws on a
 * malformed one (a 500), and HTTP says to ignore a condition one cannot parse.
 */
function wellFormedConditions(request: Headers): Headers {
  const kept = new Headers();
  for (const name of ["If-Match", "If-None-Match"]) {
    const value = request.get(name);
    if (value && ENTITY_TAG_LIST.test(value)) kept.set(name, value);
  }
  for (const name of ["If-Modified-Since", "If-Unmodified-Since"]) {
    const value = request.get(name);
    if (value && HTTP_DATE.test(value) && !Number.isNaN(Date.parse(value))) kept.set(name, value);
  }
  return kept;
}

export const imageRoutes = new Hono<AppEnv>()
  .post("/upload-image", requireUser, requireAdmin, imageBodyLimit, async (c) => {
    const key = await storeCataloguePicture(c.env, await readImageUpload(c));
    return c.json({ url: `${UPLOADS_PREFIX}${key}` });
  })
  .get("/uploads/:key{.+}", async (c) => {
    const key = c.req.param("key");
    // Payment proofs and delivery photos are served only to their order's people (order-payment.ts).
    if (key.startsWith(PRIVATE_PREFIX)) throw fail(404, "notFound");
    const conditions = wellFormedConditions(c.req.raw.headers);
    const object = await c.env.IMAGES.get(key, { onlyIf: conditions });
    if (!object) throw fail(404, "notFound");

    const headers = new Headers(SERVED_HEADERS);
    object.writeHttpMetadata(headers);
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/octet-stream");
    headers.set("ETag", object.httpEtag);

    if (!("body" in object)) {
      // R2 left the body out because a precondition matched: the client's copy is current
      // (If-None-Match / If-Modified-Since) or its If-Match / If-Unmodified-Since failed.
      const conditional = conditions.has("If-None-Match") || conditions.has("If-Modified-Since");
      return new Response(null, { status: conditional ? 304 : 412, headers });
    }
    return new Response(object.body, { headers });
  });
