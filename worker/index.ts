// The Worker entry: wires middleware, mounts one router per resource under /api, and
// hands every other path to the web app's static assets.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_BODY_BYTES } from "../shared/limits";
import type { AppEnv, Env } from "./env";
import { fail } from "./http/fail";
import { apiCacheHeaders } from "./middleware/cache-headers";
import { d1Session } from "./middleware/d1-session";
import { apiNotFound, onError } from "./middleware/errors";
import { requestLog } from "./middleware/request-log";
import { apiSecurityHeaders, pageSecurityHeaders } from "./middleware/security-headers";
import { handleNotifications } from "./notifications/consumer";
import type { NotificationJob } from "./notifications/jobs";
import { addOnRoutes } from "./routes/addons";
import { adminRoutes } from "./routes/admin/index";
import { authRoutes } from "./routes/auth";
import { contactRoutes } from "./routes/contact";
import { crawlerRoutes } from "./routes/crawlers";
import { deliveryRoutes } from "./routes/delivery";
import { devRoutes } from "./routes/dev";
import { imageRoutes } from "./routes/images";
import { orderRoutes } from "./routes/orders";
import { pageRoutes } from "./routes/pages";
import { paywayRoutes } from "./routes/payway";
import { productRoutes } from "./routes/products";
import { reminderUnsubscribeRoutes, userReminderRoutes } from "./routes/reminders";
import { orderReviewRoutes, productReviewRoutes } from "./routes/reviews";
import { shopRoutes } from "./routes/shop";
import { telegramRoutes } from "./routes/telegram";
import { trackPageRoutes, trackRoutes } from "./routes/track";
import { userRoutes } from "./routes/user";
import { scheduled } from "./scheduled";
import { isImageUpload } from "./services/catalogue/images";

const jsonBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw fail(413, "bodyTooLarge");
  },
});

const api = new Hono<AppEnv>()
  .use(apiCacheHeaders)
  // Image uploads (catalogue pictures, payment proofs, delivery photos) enforce their own, larger limit.
  .use((c, next) => (isImageUpload(c.req.path) ? next() : jsonBodyLimit(c, next)))
  // Reviews first: their paths sit under /products/:id and /orders/:id (routes/reviews.ts).
  .route("/products", productReviewRoutes)
  .route("/orders", orderReviewRoutes)
  .route("/products", productRoutes)
  .route("/auth", authRoutes)
  .route("/orders", orderRoutes)
  .route("/user/reminders", userReminderRoutes)
  .route("/user", userRoutes)
  .route("/reminders", reminderUnsubscribeRoutes)
  .route("/shop", shopRoutes)
  .route("/delivery", deliveryRoutes)
  .route("/addons", addOnRoutes)
  .route("/admin", adminRoutes)
  .route("/dev", devRoutes)
  .route("/telegram", telegramRoutes)
  .route("/payway", paywayRoutes)
  .route("/contact", contactRoutes)
  .route("/track", trackRoutes)
  .route("/", imageRoutes);

api.notFound(apiNotFound);

const app = new Hono<AppEnv>();
app.onError(onError);
app.use(requestLog);
// One Drizzle handle per request, on one D1 session, for the API and the page routes alike.
app.use(d1Session);
app.use((c, next) =>
  c.req.path.startsWith("/api/") ? apiSecurityHeaders(c, next) : pageSecurityHeaders(c, next),
);
app.route("/api", api);
app.all("/api/*", apiNotFound);
// Page routes get their metadata in the HTML; other methods go to the static assets as-is.
app.route("/", crawlerRoutes);
app.route("/", trackPageRoutes);
app.route("/", pageRoutes);
app.all("*", (c) => c.env.ASSETS.fetch(c.req.raw));

export type AppType = typeof api;
const handlers = {
  fetch: app.fetch,
  queue: handleNotifications,
  // The morning summary and PayWay's unanswered payments (wrangler.toml [triggers]).
  scheduled,
} satisfies ExportedHandler<Env, NotificationJob>;

// `request` is no Workers handler: it is Hono's in-process caller, which tests (and testClient) use.
export default { ...handlers, request: app.request };
