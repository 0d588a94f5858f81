// The small page a reminder's unsubscribe link opens (docs/decisions/073), drawn by the Worker in
// the reminder's language, signed out: a GET asks "Stop this reminder?" with one button, which
// POSTs (a mail scanner that follows links stops nothing); the POST's page says it is done.
import { LOCALE_INFO, type Locale } from "../../../shared/i18n/locales";
import { dayMonthIn } from "../../../shared/localized-dates";
import { OCCASION_LABELS, type Occasion } from "../../../shared/occasions";
import { SHOP } from "../../../shared/shop";
import type { Env } from "../../env";
import { mailLanguage } from "../../notifications/order-facts";
import { escapeHtml } from "../pages/html";
import { shopHome, UNSUBSCRIBE_PATH } from "./unsubscribe";

/** The page may draw with its style attributes and post its one form to itself, nothing else. */
export const UNSUBSCRIBE_PAGE_CSP =
  "default-src 'none'; style-src-attr 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export type UnsubscribePageState =
  | { kind: "confirm"; token: string; occasion: Occasion; monthDay: string }
  | { kind: "done"; occasion: Occasion; monthDay: string }
  | { kind: "alreadyStopped" }
  | { kind: "invalid" };

const BUTTON_STYLE =
  "font:inherit;font-weight:bold;min-height:44px;padding:10px 18px;border:0;border-radius:6px;background:#b0265c;color:#fff;cursor:pointer";

export function unsubscribePage(env: Env, locale: Locale, state: UnsubscribePageState): string {
  const { t } = mailLanguage(locale);
  const about = (occasion: Occasion, monthDay: string) => ({
    occasion: t(OCCASION_LABELS[occasion]),
    date: dayMonthIn(locale, monthDay),
  });
  let title: string;
  let body: string;
  switch (state.kind) {
    case "confirm":
      title = t("Stop this reminder?");
      body = [
        `<p>${escapeHtml(t("You will get no more e-mails about {occasion} on {date}.", about(state.occasion, state.monthDay)))}</p>`,
        `<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(state.token)}`)}">`,
        '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
        `<button type="submit" style="${BUTTON_STYLE}">${escapeHtml(t("Stop the reminder"))}</button>`,
        "</form>",
      ].join("");
      break;
    case "done":
      title = t("The reminder is stopped");
      body = `<p>${escapeHtml(t("You will get no more e-mails about {occasion} on {date}.", about(state.occasion, state.monthDay)))}</p>`;
      break;
    case "alreadyStopped":
      title = t("The reminder is stopped");
      body = `<p>${escapeHtml(t("This reminder was already stopped: you will get no more e-mails about it."))}</p>`;
      break;
    case "invalid":
      title = t("This link does not work");
      body = `<p>${escapeHtml(t("This unsubscribe link is not valid. Please use the link from the e-mail as it is."))}</p>`;
      break;
  }
  return [
    `<!doctype html><html lang="${LOCALE_INFO[locale].tag}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${title} | ${SHOP.name}`)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;margin:0;padding:24px 16px">',
    '<main style="max-width:32rem;margin:0 auto">',
    `<p style="font-weight:bold;color:#b0265c">${escapeHtml(SHOP.name)}</p>`,
    `<h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>`,
    body,
    `<p><a href="${escapeHtml(shopHome(env, locale))}" style="color:#8a1c47">${escapeHtml(t("Back to the shop"))}</a></p>`,
    "</main></body></html>",
  ].join("");
}
