// GET /api/shop: what every client needs to render prices and the order form (docs/decisions/023):
// the shop's clock, slots, areas with their fees, closed dates ahead, the riel rate, the
// payment methods on offer (PayWay's once configured, docs/decisions/052) and the
// languages the storefront serves (shared/i18n/locales.ts), and the peak days inside the booking
// window (docs/decisions/072). `?lang=km|zh` names the areas and the peak days in that language
// (English where the owner gave none).
import { Hono } from "hono";
import { SHOP_TIMEZONE, type ShopAnswer, shopToday } from "../../shared/delivery";
import { DEFAULT_LOCALE, LOCALES } from "../../shared/i18n/locales";
import { areaWire } from "../db/wire";
import type { AppEnv } from "../env";
import { langQuery } from "../middleware/lang";
import { clock } from "../services/clock";
import { paymentMethods } from "../services/payments/khqr";
import { paywayOffered } from "../services/payments/payway/config";
import { peakDaysWire } from "../services/peak-days";
import { readSettings } from "../services/settings";
import { turnstileReady } from "../services/turnstile";

export const shopRoutes = new Hono<AppEnv>().get("/", langQuery, async (c) => {
  const { lang } = c.req.valid("query");
  const current = await readSettings(c.var.db);
  const now = clock.now();
  const today = shopToday(now);
  const answer: ShopAnswer = {
    timezone: SHOP_TIMEZONE,
    today,
    exchange_rate_khr: current.exchangeRateKhr,
    languages: [...LOCALES],
    slots: current.slots,
    lead_minutes: current.leadMinutes,
    window_days: current.windowDays,
    areas: current.areas.map((area) => areaWire(area, current.exchangeRateKhr, lang)),
    payment_methods: [...paymentMethods(current), ...(paywayOffered(c.env) ? (["payway"] as const) : [])],
    closed_dates: current.closedDates.filter((closed) => closed.date >= today),
    peak_days: peakDaysWire(current, now, lang ?? DEFAULT_LOCALE),
  };
  // Public by design, and served only with the secret beside it.
  return c.json({ ...answer, turnstile_site_key: turnstileReady(c.env) ? c.env.TURNSTILE_SITE_KEY : null });
});
