// The card message (docs/decisions/025): counted as a reader sees it, in grapheme clusters, so a
// Khmer syllable with its combining marks or a family emoji counts as one.

export const CARD_MESSAGE_MAX = 250;
/** A ceiling in UTF-16 units too, so 250 "graphemes" cannot carry megabytes of marks. */
export const CARD_MESSAGE_MAX_UNITS = 4000;

const segmenter =
  typeof Intl !== "undefined" && "Segmenter" in Intl
    ? new Intl.Segmenter(undefined, { granularity: "grapheme" })
    : null;

/** How many characters a reader sees in `text`. */
export function graphemeCount(text: string): number {
  if (!segmenter) return Array.from(text).length;
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}
