// Khmer lines break between words only, with nothing a reader copies: the catalogue's marks
// (shared/i18n/khmer-words.ts: U+200B between words, U+2060 between the syllables of a word)
// become elements where a text is rendered, a <wbr> for each word break and a nowrap span
// around each word of several syllables, and leave attributes (aria-label, title, alt, a
// tooltip) unmarked. The app's JSX runtime (web/jsx/) applies it to every element.
// docs/decisions/066.
import { createElement, Fragment, type ReactNode } from "react";
import { withoutWordBreaks } from "../../shared/i18n/translate";
import { wordParts } from "../../shared/i18n/word-parts";

const MARK = /[\u200b\u2060]/;
/** Attributes that hold what a visitor typed (the owner's product name in its form), kept as
 *  typed: a Khmer keyboard's zero-width spaces are part of the data. */
const TYPED = new Set(["value", "defaultValue"]);
/** A component's props that a library's element takes as they are (react-router's Link puts
 *  them on its <a>): never text to draw, always an attribute. */
const PASSED_ATTRIBUTE = /^(aria-|title$|alt$|placeholder$)/;
/** Elements whose content is text alone. */
const TEXT_ONLY = new Set(["option", "title", "textarea", "style", "script"]);

/** A marked text as the reader sees it: words of several syllables kept whole, <wbr> between
 *  words, no invisible character left. One span holds them all: in a flex container (a button
 *  with its icon, a numbered heading) the text stays one item that wraps, where each word and
 *  <wbr> alone would be an item of its own on one unbreakable row. */
function wordElements(text: string, key?: number): ReactNode {
  const parts = wordParts(text);
  if (parts.every((part) => "text" in part))
    return parts.map((part) => ("text" in part ? part.text : "")).join("");
  return createElement(
    "span",
    { key, className: "words" },
    ...parts.map((part, index) =>
      "break" in part
        ? createElement("wbr", { key: index })
        : "word" in part
          ? createElement("span", { key: index, className: "word" }, part.word)
          : part.text,
    ),
  );
}

function childrenWithWords(children: unknown): unknown {
  if (typeof children === "string") return MARK.test(children) ? wordElements(children) : children;
  if (!Array.isArray(children)) return children;
  let changed = false;
  const out = children.map((child, index) => {
    const next = typeof child === "string" && MARK.test(child) ? wordElements(child, index) : child;
    changed ||= next !== child;
    return next;
  });
  return changed ? out : children;
}

function childrenUnmarked(children: unknown): unknown {
  if (typeof children === "string") return MARK.test(children) ? withoutWordBreaks(children) : children;
  return Array.isArray(children) ? children.map(childrenUnmarked) : children;
}

/** An element's props with its texts' marks turned into elements (children, of any element:
 *  a library's component such as Link puts them in its own) or left out (an element's
 *  attributes); the same props when there is nothing to change. */
export function propsWithWords<P>(type: unknown, props: P): P {
  if (props === null || typeof props !== "object") return props;
  const host = typeof type === "string";
  let out = props as Record<string, unknown>;
  // Runs for every element the app makes: a loop with no allocation until a text needs a change.
  for (const name in props) {
    const value = (props as Record<string, unknown>)[name];
    let next = value;
    if (name === "children")
      next = host && TEXT_ONLY.has(type) ? childrenUnmarked(value) : childrenWithWords(value);
    else if (
      typeof value === "string" &&
      MARK.test(value) &&
      (host ? !TYPED.has(name) : type === Fragment || PASSED_ATTRIBUTE.test(name))
    )
      next = withoutWordBreaks(value);
    if (next !== value) out = { ...out, [name]: next };
  }
  return out as P;
}
