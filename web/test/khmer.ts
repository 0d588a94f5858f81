// Where a Khmer line may break, for the tests: "|" at each word break, and at each syllable
// boundary nothing holds together (a browser's dictionary may break there).
const SYLLABLE_BOUNDARY = /(?<=[\u1780-\u17d1\u17d3\u17d7\u17dd])(?=[\u1780-\u17b3])/g;

/** In a text marked as the catalogue is (U+200B between words, U+2060 inside them). */
export const lineBreaks = (text: string) =>
  text.replace(SYLLABLE_BOUNDARY, "|").replaceAll("\u200b", "|").replaceAll("\u2060", "");

/** In an element as the page shows it (web/i18n/word-elements.ts): a <wbr> between words, a
 *  .word holding a word whole, and any other text free to break between its syllables. */
export function shownLineBreaks(element: Element): string {
  let shown = "";
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) shown += lineBreaks(node.textContent ?? "");
    else if (node.nodeName === "WBR") shown += "|";
    else if (node instanceof Element && node.classList.contains("word")) shown += node.textContent;
    else if (node instanceof Element) shown += shownLineBreaks(node);
  }
  return shown;
}
