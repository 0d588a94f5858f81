// What a PDF printed by Chromium (page.pdf) says, page by page: each page's size in points and
// its text, read through the fonts' ToUnicode maps. Enough for Skia's own output (Type0 fonts
// shown with hex strings by Tj and TJ, Flate streams with a direct /Length); not a general reader.
import { inflateSync } from "node:zlib";

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

export interface PdfPage {
  /** "420x595" (A5), rounded points. */
  size: string;
  /** The page's text, a line per text block; wrapped lines lose the space they broke at. */
  text: string;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length;
    const endObj = source.indexOf("endobj", start);
    const streamAt = source.indexOf("stream", start);
    if (streamAt < 0 || streamAt > endObj) {
      objects.set(Number(match[1]), { dict: source.slice(start, endObj), stream: null });
      header.lastIndex = endObj;
      continue;
    }
    const dict = source.slice(start, streamAt);
    let from = streamAt + "stream".length;
    if (source[from] === "\r") from += 1;
    if (source[from] === "\n") from += 1;
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(dict);
    const to = length ? from + Number(length[1]) : source.indexOf("endstream", from);
    const raw = pdf.subarray(from, to);
    objects.set(Number(match[1]), { dict, stream: dict.includes("/FlateDecode") ? inflateSync(raw) : raw });
    header.lastIndex = source.indexOf("endobj", to);
  }
  return objects;
}

const refs = (text: string) => [...text.matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));

const utf16 = (hex: string) => {
  const units: number[] = [];
  for (let at = 0; at + 4 <= hex.length; at += 4) units.push(Number.parseInt(hex.slice(at, at + 4), 16));
  return String.fromCharCode(...units);
};

/** A font's ToUnicode CMap: 2-byte code (hex) → text. */
function readCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (block[1] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set((code ?? "").toUpperCase(), utf16(text ?? ""));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = (block[1] ?? "").matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    );
    for (const [, low, high, target] of ranges) {
      const first = Number.parseInt(low ?? "0", 16);
      const last = Number.parseInt(high ?? "0", 16);
      const list = (target ?? "").startsWith("[") ? [...(target ?? "").matchAll(/<([0-9A-Fa-f]+)>/g)] : null;
      for (let code = first; code <= last; code += 1) {
        const key = code.toString(16).toUpperCase().padStart(4, "0");
        if (list) map.set(key, utf16(list[code - first]?.[1] ?? ""));
        else {
          const base = Number.parseInt((target ?? "<0>").slice(1, -1), 16);
          map.set(key, String.fromCharCode(base + code - first));
        }
      }
    }
  }
  return map;
}

function pageText(content: string, fonts: Map<string, Map<string, string>>): string {
  let font = new Map<string, string>();
  let text = "";
  const show = (hex: string) => {
    const clean = hex.replace(/\s/g, "").toUpperCase();
    for (let at = 0; at + 4 <= clean.length; at += 4) text += font.get(clean.slice(at, at + 4)) ?? "";
  };
  const tokens = /\/(\w+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj|\[((?:[^\]])*)\]\s*TJ|\bET\b/g;
  for (const [token, name, hex, array] of content.matchAll(tokens)) {
    if (name !== undefined) font = fonts.get(name) ?? new Map();
    else if (hex !== undefined) show(hex);
    else if (array !== undefined)
      for (const [, part] of array.matchAll(/<([0-9A-Fa-f\s]*)>/g)) show(part ?? "");
    else if (token === "ET") text += "\n";
  }
  return text;
}

/** The pages of a PDF in order, with their sizes and text. */
export function pdfPages(pdf: Buffer): PdfPage[] {
  const objects = readObjects(pdf);
  const dictOf = (id: number) => objects.get(id)?.dict ?? "";
  const catalog = [...objects.values()].find((object) => /\/Type\s*\/Catalog\b/.test(object.dict));
  const root = /\/Pages (\d+) 0 R/.exec(catalog?.dict ?? "");
  const pageIds: number[] = [];
  const walk = (id: number) => {
    const dict = dictOf(id);
    if (/\/Type\s*\/Pages\b/.test(dict))
      for (const kid of refs(/\/Kids\s*\[([^\]]*)\]/.exec(dict)?.[1] ?? "")) walk(kid);
    else pageIds.push(id);
  };
  if (root) walk(Number(root[1]));

  return pageIds.map((id) => {
    const dict = dictOf(id);
    const box = (/\/MediaBox\s*\[([^\]]*)\]/.exec(dict)?.[1] ?? "").trim().split(/\s+/).map(Number);
    const size = `${Math.round((box[2] ?? 0) - (box[0] ?? 0))}x${Math.round((box[3] ?? 0) - (box[1] ?? 0))}`;
    const resources = /\/Resources (\d+) 0 R/.exec(dict);
    const fontBlock = /\/Font\s*<<([^>]*)>>/.exec(resources ? dictOf(Number(resources[1])) : dict)?.[1] ?? "";
    const fonts = new Map<string, Map<string, string>>();
    for (const [, name, fontId] of fontBlock.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(dictOf(Number(fontId)));
      const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : null;
      fonts.set(name ?? "", cmap ? readCMap(cmap.toString("latin1")) : new Map());
    }
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(dict)?.[1] ?? "";
    const content = refs(contents)
      .map((ref) => objects.get(ref)?.stream?.toString("latin1") ?? "")
      .join("\n");
    return { size, text: pageText(content, fonts) };
  });
}
