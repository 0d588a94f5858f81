// Fetches the page's catalogue before the first render (main.tsx): each language's is its own
// chunk, and English needs none. A Khmer page also fetches how Khmer lines break (khmer-words).
// The catalogue comes in two parts (scripts/vite-catalogues.ts): the texts of the pages a
// visitor lands on first, the rest with the first code the app loads after them.
import { DEFAULT_LOCALE, type Locale, localeOfPath } from "../../shared/i18n/locales";
import type { Catalogue } from "../../shared/i18n/translate";
import { addTexts, setLanguage, type WordBreaks } from ".";
import { fetchKhmerFontForLater } from "./khmer-font";

// "?words": Khmer's comes with its word breaks marked at build time (scripts/vite-catalogues.ts)
const CATALOGUES = import.meta.glob<Catalogue>("../../shared/i18n/*.json", {
  import: "default",
  query: "?words",
});
const LATER_TEXTS = import.meta.glob<Catalogue>("../../shared/i18n/*.json", {
  import: "default",
  query: "?words-rest",
});

const WORD_BREAKS: Partial<Record<Locale, () => Promise<WordBreaks>>> = {
  km: () => import("../../shared/i18n/khmer-words").then((module) => module.khmerWordBreaks),
};

/** Sets the language of the address, its catalogue fetched (a failed fetch leaves the English
 *  texts). `marks`: the Khmer texts the Worker marked for line breaks in the drawn page, marked
 *  the same here, so the page is taken over as drawn. */
export function loadLanguage(pathname: string, marks?: Record<string, string>): Promise<void> {
  firstTexts = setFirstTexts(pathname, marks);
  return firstTexts;
}

async function setFirstTexts(pathname: string, marks?: Record<string, string>): Promise<void> {
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

let later: Promise<void> | undefined;
let firstTexts: Promise<void> = Promise.resolve();

/** The rest of the page's language's texts, fetched once and added after its first part; a
 *  failed fetch is tried again next time, its texts English meanwhile. */
export function loadLaterTexts(): Promise<void> {
  const load = LATER_TEXTS[`../../shared/i18n/${localeOfPath(window.location.pathname)}.json`];
  if (!load) return Promise.resolve();
  later ??= Promise.all([load(), firstTexts]).then(
    ([texts]) => addTexts(texts),
    () => {
      later = undefined;
    },
  );
  return later;
}
