// A Khmer text marked for line breaking (khmer-words.ts) as a page draws it: a <wbr> at each
// break between words and a nowrap span around each word of several syllables, so the marks,
// invisible characters a reader would copy, never reach the page's text (docs/decisions/066).
// Apart from khmer-words.ts, which only Khmer pages load: every page's renderer reads this.

export const ZWSP = "\u200b";
export const WORD_JOINER = "\u2060";

/** A piece of a marked text as a page shows it (docs/decisions/066): a line break allowed
 *  between words, a word of several syllables to keep whole, or plain text. */
export type WordPart = { break: true } | { word: string } | { text: string };

/** A marked text's pieces, its marks gone: the page draws a break as <wbr> and a word in a
 *  nowrap span, so no invisible character reaches what a reader copies. */
export function wordParts(text: string): WordPart[] {
  const parts: WordPart[] = [];
  let plain = "";
  const flush = () => {
    if (plain) parts.push({ text: plain });
    plain = "";
  };
  text.split(ZWSP).forEach((segment, index) => {
    if (index > 0) {
      flush();
      parts.push({ break: true });
    }
    for (const token of segment.split(/(\s+)/)) {
      if (!token.includes(WORD_JOINER)) plain += token;
      else {
        flush();
        parts.push({ word: token.replaceAll(WORD_JOINER, "") });
      }
    }
  });
  flush();
  return parts;
}

/** `html`'s text (escaped, no tags) with its marks as elements, for pages written as strings. */
export function wordBreaksAsHtml(html: string): string {
  const parts = wordParts(html);
  if (parts.every((part) => "text" in part)) return html;
  const drawn = parts
    .map((part) =>
      "break" in part ? "<wbr>" : "word" in part ? `<span class="word">${part.word}</span>` : part.text,
    )
    .join("");
  return `<span class="words">${drawn}</span>`;
}
