// Messages in a language: a catalogue maps each English text, exactly as the code writes it,
// to its translation (shared/i18n/km.json, zh.json). English needs no catalogue: the text is
// its own translation, so the spec's messages stay word for word and the English pages carry no
// dictionary. A text missing from a catalogue shows in English rather than not at all.
// Placeholders are "{name}", filled from `values`.

import { madeOnce } from "../made-once";

export type Catalogue = Readonly<Record<string, string>>;
export type MessageValues = Readonly<Record<string, string | number>>;

export function interpolate(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export const translate = (catalogue: Catalogue | undefined, text: string, values?: MessageValues) =>
  interpolate(catalogue?.[text] || text, values);

/** A text without the marks of where its lines may break (Khmer's zero-width spaces and word
 *  joiners, khmer-words.ts), where it leaves the page: a title, a link, a search; `wordGap`
 *  stands where a zero-width space parted two words. */
export const withoutWordBreaks = (text: string, wordGap = "") =>
  text.replace(/\u2060/g, "").replace(/\u200b/g, wordGap);

/** The English forms of a message that depends on a count; Khmer and Chinese have one form,
 *  so their catalogues translate both English forms alike. */
export interface PluralForms {
  one: string;
  other: string;
}

const englishPlurals = madeOnce(() => new Intl.PluralRules("en"));

/** The English form for `count` ("1 flower", "3 flowers"), which is then translated. */
export const pluralForm = (count: number, forms: PluralForms) =>
  englishPlurals().select(count) === "one" ? forms.one : forms.other;
