// The tracking page, /track/{token}: a small document of its own, drawn here in the order's
// language, that works without the app's script (the app has no such route to take over) and
// carries its own few styles in the shop's colours. It shows what GET /api/track/{token}
// answers, no more.

import { slotWithClock } from "../../../shared/delivery-format";
import { CATALOGUES } from "../../../shared/i18n/catalogues";
import { khmerCatalogue, khmerWordBreaks } from "../../../shared/i18n/khmer-words";
import { LOCALE_INFO, localizedPath } from "../../../shared/i18n/locales";
import {
  type Catalogue,
  type MessageValues,
  translate,
  withoutWordBreaks,
} from "../../../shared/i18n/translate";
import { wordBreaksAsHtml } from "../../../shared/i18n/word-parts";
import { shopDateIn, shopTimeIn } from "../../../shared/localized-dates";
import { STATUS_LABELS } from "../../../shared/orders";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "../../../shared/payment";
import { SHOP_NAME } from "../../../shared/shop-facts";
import { SIZE_LABELS } from "../../../shared/sizes";
import type { TrackedOrder, TrackedStep } from "../../../shared/tracking";
import { escapeHtml } from "../pages/html";

/** The page's own texts, for the catalogues (shared/i18n/km.json, zh.json). */
export const TRACK_TEXTS = {
  placed: "Order placed",
  progress: "Order status",
  payment: "Payment",
  photo: "Delivery photo",
  photoAlt: "Your flowers at the door",
  private: "This page is private: anyone with its link can see how this order stands.",
} as const;

const STYLES = `
:root{--bg:#fffaf7;--surface:#fff;--muted-bg:#fbefea;--text:#2b1d21;--muted:#6b5359;--primary:#9d2f55;--primary-hover:#7a2142;--accent:#2f6b4f;--border:#ead9d3;--success:#1e6b3c;--success-soft:#e6f4ea;--danger:#b3261e}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:1rem/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:var(--primary)}
a:focus-visible{outline:none;box-shadow:0 0 0 3px #fff,0 0 0 5px #1d4ed8;border-radius:4px}
header,main,footer{max-width:40rem;margin:0 auto;padding:1rem}
header a{font-family:Georgia,"Times New Roman",serif;font-size:1.375rem;font-weight:700;text-decoration:none}
h1,h2{font-family:Georgia,"Times New Roman",serif;line-height:1.25}
h1{font-size:1.75rem;margin:.5rem 0 .25rem}
h2{font-size:1.125rem;margin:0 0 .5rem}
section{background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}
.product{color:var(--muted);margin:0}
.status{display:inline-block;padding:.125rem .75rem;border-radius:999px;background:var(--muted-bg);font-weight:600}
.status.delivered,.paid{background:var(--success-soft);color:var(--success)}
.status.cancelled{color:var(--danger)}
ol{list-style:none;margin:0;padding:0}
ol li{position:relative;padding:0 0 .75rem 1.5rem;border-left:2px solid var(--border);margin-left:.375rem}
ol li:last-child{border-left-color:transparent;padding-bottom:0}
ol li::before{content:"";position:absolute;left:-.45rem;top:.35rem;width:.75rem;height:.75rem;border-radius:50%;background:var(--primary)}
ol li:last-child::before{background:var(--accent)}
time{display:block;color:var(--muted);font-size:.875rem}
p{margin:.25rem 0}
.now{margin-bottom:.75rem}
.paid{display:inline-block;padding:0 .5rem;border-radius:999px}
.pay{display:inline-block;margin-top:.5rem;padding:.5rem 1.25rem;border-radius:999px;background:var(--primary);color:#fff;font-weight:600;text-decoration:none}
.pay:hover{background:var(--primary-hover)}
img{display:block;max-width:100%;height:auto;border-radius:12px}
footer{color:var(--muted);font-size:.875rem}
.word{white-space:nowrap}
`;

/** The whole document for `order`, written in its language. `drawn`: the texts the storefront's
 *  drawn pages use (Khmer's with its word breaks marked by the build, routes/pages.ts drawnTexts);
 *  without them, shared/i18n's, Khmer's marked here. */
export function trackPageHtml(order: TrackedOrder, drawn?: Catalogue): string {
  const { locale } = order;
  const khmer = locale === "km";
  const texts = drawn ?? (khmer ? khmerCatalogue(CATALOGUES.km ?? {}) : CATALOGUES[locale]);
  // a text's word breaks as elements, an attribute's left out: nothing invisible to copy
  const t = (text: string, values?: MessageValues) =>
    wordBreaksAsHtml(escapeHtml(translate(texts, text, values)));
  const attribute = (text: string) => escapeHtml(withoutWordBreaks(translate(texts, text)));
  const heading = t("Order #{number}", { number: order.id });
  const title = escapeHtml(withoutWordBreaks(translate(texts, "Order #{number}", { number: order.id })));
  const productName = khmer ? khmerWordBreaks(order.product_name) : order.product_name;
  const step = (item: TrackedStep, index: number) =>
    `<li>${index === 0 ? t(TRACK_TEXTS.placed) : t(STATUS_LABELS[item.status])}` +
    `<time datetime="${escapeHtml(item.at)}">${escapeHtml(shopTimeIn(locale, item.at))}</time></li>`;
  const slot = slotWithClock(
    t,
    order.delivery_slot_label && t(order.delivery_slot_label),
    // t escapes what it writes, the times with the clock's words
    order.delivery_start,
    order.delivery_end,
    t(", "),
  );
  const delivery = order.delivery_date
    ? `<section aria-labelledby="delivery"><h2 id="delivery">${t("Delivery")}</h2>` +
      `<p><time datetime="${escapeHtml(order.delivery_date)}">${escapeHtml(shopDateIn(locale, order.delivery_date))}</time></p>` +
      (slot ? `<p>${slot}</p>` : "") +
      `</section>`
    : "";
  const payNow = order.pay_now_url
    ? `<p><a class="pay" href="${escapeHtml(order.pay_now_url)}">${t("Pay now")}</a></p>`
    : "";
  const photo = order.delivery_photo_url
    ? `<section aria-labelledby="photo"><h2 id="photo">${t(TRACK_TEXTS.photo)}</h2>` +
      `<img src="${escapeHtml(order.delivery_photo_url)}" alt="${attribute(TRACK_TEXTS.photoAlt)}" loading="lazy"></section>`
    : "";
  const home = escapeHtml(localizedPath("/", locale));
  return `<!doctype html>
<html lang="${LOCALE_INFO[locale].tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${title} · ${escapeHtml(SHOP_NAME)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLES}</style>
</head>
<body>
<header><a href="${home}">${escapeHtml(SHOP_NAME)}</a></header>
<main>
<h1>${heading}</h1>
<p class="product">${wordBreaksAsHtml(escapeHtml(productName))} · ${t(SIZE_LABELS[order.size])}</p>
<section aria-labelledby="progress"><h2 id="progress">${t(TRACK_TEXTS.progress)}</h2>
<p class="now"><span class="status ${order.status}">${t(STATUS_LABELS[order.status])}</span></p>
<ol>${order.timeline.map(step).join("")}</ol>
</section>
${delivery}
<section aria-labelledby="payment"><h2 id="payment">${t(TRACK_TEXTS.payment)}</h2>
<p><span class="${order.payment_status === "paid" ? "paid" : ""}">${t(PAYMENT_STATUS_LABELS[order.payment_status])}</span> · ${t(PAYMENT_METHOD_LABELS[order.payment_method])}</p>
${payNow}
</section>
${photo}
</main>
<footer><p>${t(TRACK_TEXTS.private)}</p><p><a href="${home}">${t("Continue shopping")}</a></p></footer>
</body>
</html>
`;
}
