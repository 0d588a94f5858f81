// Every language's catalogue at once, for the Worker (page metadata, the drawn /products) and
// the build (the first-paint frame of each language). The browser never imports this: it
// fetches its page's catalogue alone (web/i18n).
import type { PageLanguage } from "../seo";
import km from "./km.json";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { type Catalogue, translate } from "./translate";
import zh from "./zh.json";

export const CATALOGUES: Record<Locale, Catalogue | undefined> = { en: undefined, km, zh };

/** A language with its translator, as shared/seo.ts takes it. */
export const pageLanguage = (locale: Locale = DEFAULT_LOCALE): PageLanguage => ({
  locale,
  t: (text, values) => translate(CATALOGUES[locale], text, values),
});
