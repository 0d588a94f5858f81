// The shop's languages (docs/decisions/048): English unprefixed, Khmer under /km/, Simplified
// Chinese under /zh/. What a language is called, how its pages are addressed and which tags
// describe it (<html lang>, hreflang, Open Graph, Intl) is stated here once, for the Worker,
// the build and the browser alike.

export const LOCALES = ["en", "km", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export interface LocaleInfo {
  /** the language's own name, as the switch shows it */
  name: string;
  /** <html lang> and hreflang */
  tag: string;
  /** Open Graph's og:locale */
  ogLocale: string;
  /** Intl's locale for dates and plural rules */
  intl: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { name: "English", tag: "en", ogLocale: "en_US", intl: "en-GB" },
  km: { name: "ខ្មែរ", tag: "km", ogLocale: "km_KH", intl: "km-KH" },
  zh: { name: "中文", tag: "zh-Hans", ogLocale: "zh_CN", intl: "zh-CN" },
};

/** The cookie that remembers the visitor's choice (set by the language switch, and by the
 *  one redirect a first visit may get from its Accept-Language). */
export const LOCALE_COOKIE = "lang";

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The API's `lang` parameter for a language's texts ("lang=km"; "" for English, the default). */
export const langParam = (locale: Locale) => (locale === DEFAULT_LOCALE ? "" : `lang=${locale}`);

/** The same as a typed client's query: `{ lang: "km" }`, no `lang` for English. */
export const langQueryOf = (locale: Locale): { lang?: Locale } =>
  locale === DEFAULT_LOCALE ? {} : { lang: locale };

/** `query` (no "?") with the language's `lang` parameter last. */
export const withLang = (query: string, locale: Locale) =>
  [query, langParam(locale)].filter(Boolean).join("&");

/** The prefix of a language's pages: "" for English, "/km", "/zh". */
export const localeBase = (locale: Locale) => (locale === DEFAULT_LOCALE ? "" : `/${locale}`);

/** The language a path is in: "/km/products" → "km", "/products" → "en". */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** A path without its language prefix: "/km/products" → "/products", "/km" → "/". */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(localeBase(locale).length) || "/";
}

/** An English path in a language: "/products" → "/km/products"; the home page is "/km/". */
export function localizedPath(path: string, locale: Locale): string {
  const base = localeBase(locale);
  return base && path === "/" ? `${base}/` : `${base}${path}`;
}

/** The first of the shop's languages an Accept-Language header prefers, by its q-values
 *  (null when it names none of them). "zh-TW" counts as Chinese: the shop writes only
 *  Simplified Chinese, which a reader of Traditional also reads. */
export function preferredLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [range = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: range.split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}

/** An owner's text in `locale`: the Khmer or Chinese one when given, else the English. */
export const inLanguage = (locale: Locale, english: string, km: string | null, zh: string | null): string =>
  (locale === "km" ? km : locale === "zh" ? zh : null) || english;
