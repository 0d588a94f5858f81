// Fetches the page's catalogue before the first render (main.tsx): each language's is its own
// chunk, and English needs none. A Khmer page also fetches how Khmer lines break (khmer-words).
import { DEFAULT_LOCALE, type Locale, localeOfPath } from "../../shared/i18n/locales";
import type { Catalogue } from "../../shared/i18n/translate";
import { setLanguage, type WordBreaks } from ".";
import { nameKhmerFontAfterLoad } from "./khmer-font";

// "?words": Khmer's comes with its word breaks marked at build time (scripts/vite-khmer-words.ts)
const CATALOGUES = import.meta.glob<Catalogue>("../../shared/i18n/*.json", {
  import: "default",
  query: "?words",
});

const WORD_BREAKS: Partial<Record<Locale, () => Promise<WordBreaks>>> = {
  km: () => import("../../shared/i18n/khmer-words").then((module) => module.khmerWordBreaks),
};

/** Sets the language of the address, its catalogue fetched (a failed fetch leaves the English texts). */
export async function loadLanguage(pathname: string): Promise<void> {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return setLanguage(locale);
  if (locale === "km") nameKhmerFontAfterLoad();
  const load = CATALOGUES[`../../shared/i18n/${locale}.json`];
  const [catalogue, wordBreaks] = await Promise.all([
    load?.().catch(() => undefined),
    WORD_BREAKS[locale]?.().catch(() => undefined),
  ]);
  setLanguage(locale, catalogue, wordBreaks);
}
