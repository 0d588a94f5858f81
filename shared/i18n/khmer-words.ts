// Khmer is written without spaces, and a line may break only between words:
// a zero-width space (U+200B) goes between words, as Khmer typesetting does, and a word joiner
// (U+2060) between the syllables inside a word, which stops a browser's own dictionary from
// breaking "ថ្ងៃនេះ" in two. Both are invisible and change no glyph; withoutWordBreaks
// (translate.ts) takes them out where text leaves the page. docs/decisions/051.
import { withoutWordBreaks } from "./translate.ts";

import { WORD_JOINER, ZWSP } from "./word-parts.ts";

/** A run of Khmer letters and signs, with any breaks already in it (digits and ។ end it). */
const KHMER_RUN = /[\u1780-\u17d3\u17d7\u17dd][\u1780-\u17d3\u17d7\u17dd\u200b\u2060]*/g;
/** Where a syllable starts inside a word: a letter that is not under a coeng (U+17D2). */
const SYLLABLE_START = /(?<=[\u1780-\u17d1\u17d3\u17d7\u17dd])(?=[\u1780-\u17b3])/g;
/** A Khmer text's placeholder ("{city}") meeting a Khmer word: a break is allowed there too. */
const PLACEHOLDER_EDGE = /(?<=[\u1780-\u17d3\u17d7\u17dd])(?=\{\w+\})|(?<=\{\w+\})(?=[\u1780-\u17b3])/g;
const STARTS_A_WORD = /^[\u1780-\u17b3]/;

let segmenter: Intl.Segmenter | undefined;

/** The words of a run: the writer's own zero-width spaces (a Khmer keyboard's space bar types
 *  them) when it has some, else the runtime's dictionary (Intl.Segmenter). */
function wordsOf(run: string): string[] {
  if (run.includes(ZWSP)) return run.split(ZWSP).filter(Boolean);
  segmenter ??= new Intl.Segmenter("km", { granularity: "word" });
  const words: string[] = [];
  for (const { segment } of segmenter.segment(run)) {
    // a piece that cannot start a word (a sign, ៗ) stays with the word before it
    if (words.length > 0 && !STARTS_A_WORD.test(segment)) words[words.length - 1] += segment;
    else words.push(segment);
  }
  return words;
}

/** `text` with its Khmer words marked for line breaking; other scripts untouched. Running it
 *  again changes nothing. */
export function khmerWordBreaks(text: string): string {
  return text.replace(KHMER_RUN, (run) =>
    wordsOf(run.replaceAll(WORD_JOINER, ""))
      .map((word) => word.replace(SYLLABLE_START, WORD_JOINER))
      .join(ZWSP),
  );
}

/** The Khmer catalogue with its words marked, made at build time (vite.config.ts) by Node,
 *  whose ICU keeps compounds such as "សុខភាព" whole where Chromium's and workerd's split them. */
export function khmerCatalogue<Texts extends Readonly<Record<string, string>>>(catalogue: Texts): Texts {
  const marked: Record<string, string> = {};
  for (const [english, khmer] of Object.entries(catalogue))
    marked[english] = khmerWordBreaks(khmer).replace(PLACEHOLDER_EDGE, ZWSP);
  return marked as Texts;
}

/** Throws unless this runtime's dictionary knows Khmer compounds: a build on a Node without
 *  full ICU must not ship a catalogue broken inside its words. */
export function assertKhmerDictionary(): void {
  const marked = withoutWordBreaks(khmerWordBreaks("ផ្កាស្រស់ថ្ងៃនេះ"), "|");
  if (marked !== "ផ្កា|ស្រស់|ថ្ងៃនេះ")
    throw new Error(
      `This runtime's ICU does not segment Khmer words (got ${marked}): use Node with full ICU`,
    );
}

/** Where the build writes the marked Khmer catalogue, which the Worker draws /km/products with. */
export const KHMER_TEXTS_PATH = "/i18n/km.json";
