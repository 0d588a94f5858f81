// The page's language in the browser. A page load is in one language (the switch loads the
// other language's address), so the language and its catalogue are set once, before the
// first render (main.tsx), and every component reads them with t() like a constant: no
// provider, no re-render, nothing added to the English pages but these few lines.
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale, localeBase } from "../../shared/i18n/locales";
import {
  type Catalogue,
  type MessageValues,
  type PluralForms,
  pluralForm,
  translate,
} from "../../shared/i18n/translate";
import { madeOncePer } from "../../shared/made-once";

/** How the language marks where a line may break in a text (Khmer: shared/i18n/khmer-words.ts). */
export type WordBreaks = (text: string) => string;

let active: { locale: Locale; catalogue?: Catalogue; wordBreaks?: WordBreaks } = { locale: DEFAULT_LOCALE };

/** Sets the page's language (main.tsx before the first render; the Worker's renderer while it draws). */
export function setLanguage(locale: Locale, catalogue?: Catalogue, wordBreaks?: WordBreaks): void {
  active = { locale, catalogue, wordBreaks };
}

/** Adds the texts of the catalogue's later part (i18n/load.ts) to the page's language. */
export function addTexts(texts: Catalogue): void {
  active = { ...active, catalogue: { ...active.catalogue, ...texts } };
}

export const currentLocale = (): Locale => active.locale;

/** The router's basename: "" in English, "/km" or "/zh". */
export const currentBase = () => localeBase(active.locale);

/** Intl's locale for the page's language ("en-GB", "km-KH", "zh-CN"). */
export const intlLocale = () => LOCALE_INFO[active.locale].intl;

/** `text` in the page's language, its "{name}" placeholders filled (numbers as the language writes them). */
export function t(text: string, values?: MessageValues): string {
  return translate(active.catalogue, text, values && formatted(values));
}

/** A text the owner or a customer wrote (a product's name), its line breaks marked as the
 *  page's language needs: the catalogue's own texts come marked from the build. */
export const withWordBreaks = (text: string): string => active.wordBreaks?.(text) ?? text;

/** How a text in each language other than English is told apart: its script. */
const SCRIPTS: Partial<Record<Locale, RegExp>> = { km: /\p{Script=Khmer}/u, zh: /\p{Script=Han}/u };

/** `lang` for a text the owner wrote (a product's name): "en" on a Khmer or Chinese page when it
 *  is in Latin letters and none of the page's script, which is how the API serves a text the
 *  owner has not translated yet, so that a screen reader reads it with an English voice. */
export function ownerTextLang(text: string): string | undefined {
  const script = SCRIPTS[active.locale];
  return script && !script.test(text) && /\p{Script=Latin}/u.test(text) ? LOCALE_INFO.en.tag : undefined;
}

/** The form of `forms` for `count`, in the page's language, "{count}" filled in. */
export function plural(count: number, forms: PluralForms, values?: MessageValues): string {
  return t(pluralForm(count, forms), { ...values, count });
}

const numberFormats = madeOncePer<Intl.NumberFormat>();

/** The number formatter of an Intl locale ("km-KH"), made once. */
export const numberFormat = (locale: string) => numberFormats(locale, () => new Intl.NumberFormat(locale));

/** A number in the page's language: "1,234" (the cart's count, "3 left"). */
function formatNumber(value: number): string {
  return numberFormat(intlLocale()).format(value);
}

function formatted(values: MessageValues): MessageValues {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values))
    out[name] = typeof value === "number" ? formatNumber(value) : value;
  return out;
}
