// Fetches the page's catalogue before the first render (main.tsx): each language's is its own
// chunk, and English needs none. A Khmer page also fetches how Khmer lines break (khmer-words).
import { DEFAULT_LOCALE, type Locale, localeOfPath } from "../../shared/i18n/locales";
import type { Catalogue } from "../../shared/i18n/translate";
import { setLanguage, type WordBreaks } from ".";
import { fetchKhmerFontForLater } from "./khmer-font";

// "?words": Khmer's comes with its word breaks marked at build time (scripts/vite-khmer-words.ts)
const CATALOGUES = import.meta.glob<Catalogue>("../../shared/i18n/*.json", {
  import: "default",
  query: "?words",
});

const WORD_BREAKS: Partial<Record<Locale, () => Promise<WordBreaks>>> = {
  km: () => import("../../shared/i18n/khmer-words").then((module) => module.khmerWordBreaks),
};

/** Sets the language of the address, its catalogue fetched (a failed fetch leaves the English
 *  texts). `marks`: the Khmer texts the Worker marked for line breaks in the drawn page, marked
 *  the same here, so the page is taken over as drawn. */
export async function loadLanguage(pathname: string, marks?: Record<string, string>): Promise<void> {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return setLanguage(locale);
  if (locale === "km") fetchKhmerFontForLater();
  const load = CATALOGUES[`../../shared/i18n/${locale}.json`];
  const [catalogue, wordBreaks] = await Promise.all([
    load?.().catch(() => undefined),
    WORD_BREAKS[locale]?.().catch(() => undefined),
  ]);
  const marked = wordBreaks && marks ? (text: string) => marks[text] ?? wordBreaks(text) : wordBreaks;
  setLanguage(locale, catalogue, marked);
}
