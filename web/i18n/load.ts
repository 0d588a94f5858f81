// Fetches the page's catalogue before the first render (main.tsx): each language's is its own
// chunk, and English needs none.
import { DEFAULT_LOCALE, localeOfPath } from "../../shared/i18n/locales";
import type { Catalogue } from "../../shared/i18n/translate";
import { setLanguage } from ".";
import { nameKhmerFontAfterLoad } from "./khmer-font";

const CATALOGUES = import.meta.glob<Catalogue>("../../shared/i18n/*.json", { import: "default" });

/** Sets the language of the address, its catalogue fetched (a failed fetch leaves the English texts). */
export async function loadLanguage(pathname: string): Promise<void> {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return setLanguage(locale);
  if (locale === "km") nameKhmerFontAfterLoad();
  const load = CATALOGUES[`../../shared/i18n/${locale}.json`];
  setLanguage(locale, load ? await load().catch(() => undefined) : undefined);
}
