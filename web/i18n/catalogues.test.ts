// Every text the storefront shows has its Khmer and its Chinese (shared/i18n/km.json, zh.json):
// the literals the code hands to t(), plural() and <T>, and the shared texts shown through a
// variable (messages, labels). A text this test lists as missing would show in English on a
// Khmer or Chinese page. Run it after adding a text; the failure lists what to translate.
import { describe, expect, it } from "vitest";
import { CATEGORY_LABELS } from "../../shared/catalog";
import km from "../../shared/i18n/km.json";
import zh from "../../shared/i18n/zh.json";
import { ANSWER, DETAIL, MSG } from "../../shared/messages";
import { FRAME_MSG, SUSPENDED_DETAIL } from "../../shared/notices";
import { OCCASION_LABELS } from "../../shared/occasions";
import { STATUS_LABELS } from "../../shared/orders";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_SHORT, PAYMENT_STATUS_LABELS } from "../../shared/payment";
import { PEAK_TEXT } from "../../shared/peak-days";
import { SIZE_LABELS } from "../../shared/sizes";
import { SESSION_EXPIRED } from "../auth/SessionExpiry";
import { CONFIRMATION_HEADING } from "../components/account/confirmationHeading";
import { FORM_TEXT } from "../components/forms/texts";
import { REMINDER_TEXT } from "../components/reminders/texts";
import { IMAGE_RULES_HINT } from "../lib/images";
import { ORDER_TEXT, SLOT_REASON_TEXT } from "../pages/order/texts";

/** Texts the storefront shows through a variable, so no t("…") literal names them. */
const SHOWN_CONSTANTS: unknown[] = [
  ANSWER,
  CATEGORY_LABELS,
  CONFIRMATION_HEADING,
  DETAIL,
  FORM_TEXT,
  FRAME_MSG,
  IMAGE_RULES_HINT,
  { ...MSG, admin: undefined },
  OCCASION_LABELS,
  ORDER_TEXT,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_SHORT,
  PAYMENT_STATUS_LABELS,
  PEAK_TEXT,
  REMINDER_TEXT,
  SESSION_EXPIRED,
  SIZE_LABELS,
  SLOT_REASON_TEXT,
  STATUS_LABELS,
  SUSPENDED_DETAIL,
];

/** The storefront's, the shared code's and the customer e-mails' sources; the admin dashboard
 *  stays English (docs/decisions/048): it is the owner's, not the visitors'. */
const SOURCES = import.meta.glob<string>(
  [
    "../**/*.{ts,tsx}",
    "../../shared/**/*.ts",
    // the customer's e-mails, written in the order's language, and the account's, in the page's
    "../../worker/notifications/account-emails.ts",
    "../../worker/notifications/emails.ts",
    "../../worker/notifications/order-facts.ts",
    // a reminder's e-mail and its unsubscribe page, in the reminder's language
    "../../worker/notifications/reminder.ts",
    "../../worker/services/reminders/unsubscribe-page.ts",
    "!../admin/**",
    "!../test/**",
    "!../**/*.test.*",
    "!../../shared/**/*.test.ts",
  ],
  { query: "?raw", import: "default", eager: true },
);

const STRING = String.raw`"((?:[^"\\]|\\.)*)"`;
const LITERALS = [
  new RegExp(String.raw`\bt\(\s*${STRING}`, "g"),
  new RegExp(String.raw`\b(?:one|other):\s*${STRING}`, "g"),
  new RegExp(String.raw`<T\s+text=\{?${STRING}`, "g"),
];

function literalTexts(): Set<string> {
  const texts = new Set<string>();
  for (const source of Object.values(SOURCES)) {
    for (const pattern of LITERALS)
      for (const match of source.matchAll(pattern)) texts.add(JSON.parse(`"${match[1]}"`));
  }
  return texts;
}

function constantTexts(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === "string") into.add(value);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) constantTexts(item, into);
  return into;
}

const shownTexts = () => {
  const texts = literalTexts();
  constantTexts(SHOWN_CONSTANTS, texts);
  return [...texts].sort();
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each([
  ["Khmer", km as Record<string, string>],
  ["Chinese", zh as Record<string, string>],
])("the %s catalogue", (_, catalogue) => {
  it("translates every text the storefront shows", () => {
    expect(Object.keys(SOURCES)).toContain("../pages/HomePage.tsx");
    expect(shownTexts().filter((text) => !catalogue[text])).toEqual([]);
  });

  it("keeps each text's placeholders, so a value is never lost or shown as {name}", () => {
    const broken = Object.entries(catalogue).filter(
      ([english, translated]) => placeholders(english).join() !== placeholders(translated).join(),
    );
    expect(broken).toEqual([]);
  });
});
