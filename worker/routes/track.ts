// An order's private tracking link (shared/tracking.ts): GET /api/track/:token answers how the
// order stands, GET /api/track/:token/photo serves its doorstep photo, and /track/:token is the
// page, drawn here in the order's language. No sign-in: the signed token is the key, so a wrong,
// altered or expired one (or a deleted order) is a 404 like any unknown address. Nobody keeps a
// copy, search engines are asked to stay away, and the address (with its token) is never sent
// on as a referrer.
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { fail } from "../http/fail";
import { setAnswerHeader } from "../middleware/answer-headers";
import { pageContentSecurityPolicy } from "../middleware/security-headers";
import { privateImageResponse } from "../services/catalogue/images";
import { trackPageHtml } from "../services/delivery/track-page";
import { trackedOrder, trackedOrderRow } from "../services/delivery/tracked-order";
import { inlineHashes } from "../services/inline-hashes";
import { drawnTexts } from "../services/pages/page-assets";

const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

/** The private headers on every answer of these routes, a 404 or a passed-on one included. */
const privateAnswer: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) setAnswerHeader(c, name, value);
};

export const trackRoutes = new Hono<AppEnv>()
  .use(privateAnswer)
  .get("/:token", async (c) => {
    const order = await trackedOrder(c.env, c.var.db, c.req.param("token"));
    if (!order) throw fail(404, "orderNotFound");
    return c.json(order);
  })
  .get("/:token/photo", async (c) => {
    const order = await trackedOrderRow(c.env, c.var.db, c.req.param("token"));
    if (!order) throw fail(404, "orderNotFound");
    const photo = order.deliveryPhotoKey
      ? await privateImageResponse(c.env.IMAGES, order.deliveryPhotoKey)
      : null;
    if (!photo) throw fail(404, "deliveryPhotoNotFound");
    return photo;
  });

/** The page; a wrong token goes on to the shop's own 404 page (routes/pages.ts). */
export const trackPageRoutes = new Hono<AppEnv>().get("/track/:token", privateAnswer, async (c, next) => {
  const order = await trackedOrder(c.env, c.var.db, c.req.param("token"));
  if (!order) return next();
  const html = trackPageHtml(order, await drawnTexts(c.env, new URL(c.req.url), order.locale));
  const { styles } = await inlineHashes(html);
  return c.html(html, 200, { "Content-Security-Policy": pageContentSecurityPolicy({ styles }) });
});
