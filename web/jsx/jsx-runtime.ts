// The app's JSX runtime: React's, with each element's texts passed through propsWithWords
// (web/i18n/word-elements.ts), so a Khmer page breaks its lines between words with no invisible
// character in its text. Named by jsxImportSource ("#jsx", package.json "imports").
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from "react/jsx-runtime";
import { propsWithWords } from "../i18n/word-elements";

export type { JSX } from "react/jsx-runtime";
export { Fragment };

export const jsx: typeof reactJsx = (type, props, key) => reactJsx(type, propsWithWords(type, props), key);
export const jsxs: typeof reactJsxs = (type, props, key) => reactJsxs(type, propsWithWords(type, props), key);
