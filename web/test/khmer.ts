// Where a Khmer line may break, for the tests: "|" at each zero-width space, and at each
// syllable boundary no word joiner holds together (a browser's dictionary may break there).
export const lineBreaks = (text: string) =>
  text
    .replace(/(?<=[\u1780-\u17d1\u17d3\u17d7\u17dd])(?=[\u1780-\u17b3])/g, "|")
    .replaceAll("\u200b", "|")
    .replaceAll("\u2060", "");
