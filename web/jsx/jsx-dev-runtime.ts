// The development twin of jsx-runtime.ts (tests, the dev server): React's jsxDEV with the same
// texts' treatment.
import { jsxDEV as reactJsxDEV } from "react/jsx-dev-runtime";
import { propsWithWords } from "../i18n/word-elements";

export type { JSX } from "react/jsx-dev-runtime";
export { Fragment } from "react/jsx-dev-runtime";

export const jsxDEV: typeof reactJsxDEV = (type, props, key, isStatic, source, self) =>
  reactJsxDEV(type, propsWithWords(type, props), key, isStatic, source, self);
