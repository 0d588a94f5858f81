// A translated sentence with parts that are elements (a link, a bold amount): the catalogue
// keeps the whole sentence, "{link}" where the element goes, so a translator can move it.
import { Fragment, type ReactNode } from "react";
import { t } from ".";

export function T({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = t(text).split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) => (
        // odd parts are the placeholders' names
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder
        <Fragment key={index}>{index % 2 === 1 ? (values[part] ?? `{${part}}`) : part}</Fragment>
      ))}
    </>
  );
}
