// The page's head tags (PageMeta's lazy part): per-page <title>, description, keywords,
// canonical link, social tags and JSON-LD, all from shared/seo.ts (the same source as the
// HTML the Worker serves). React 19 hoists them into <head> and swaps them on client-side
// navigation; the copies the Worker wrote (marked data-seo) are removed once React's own are in place.
// Their texts leave the page (tab title, link previews): no Khmer word-break marks in them.
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { type MessageValues, withoutWordBreaks } from "../../shared/i18n/translate";
import { type HeadTag, headTags, pageMeta, SERVER_TAG_ATTRIBUTE } from "../../shared/seo";
import { currentLocale, t } from "../i18n";
import type { PageMetaProps } from "./PageMeta";

function removeServerTags() {
  for (const element of document.head.querySelectorAll(`[${SERVER_TAG_ATTRIBUTE}]`)) element.remove();
}

/** The tags' HTML attribute names as React names them (hreflang is hrefLang). */
const reactAttributes = ({ hreflang, ...rest }: HeadTag["attrs"]) =>
  hreflang === undefined ? rest : { ...rest, hrefLang: hreflang };

function HeadElement({ tag, attrs, text }: HeadTag) {
  switch (tag) {
    case "title":
      return <title>{text}</title>;
    case "meta":
      return <meta {...attrs} />;
    case "link":
      return <link {...reactAttributes(attrs)} />;
    case "script":
      // JSON-LD: a data block, never executed; jsonLdText has escaped "<".
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON built from our own data
      return <script {...attrs} dangerouslySetInnerHTML={{ __html: text ?? "" }} />;
  }
}

const keyOf = ({ tag, attrs }: HeadTag, index: number) =>
  `${tag}:${attrs.name ?? attrs.property ?? attrs.hreflang ?? attrs.rel ?? index}`;

export default function PageMetaTags({ title, description, product }: PageMetaProps) {
  const { pathname } = useLocation();
  const meta = pageMeta(
    pathname,
    window.location.origin,
    product,
    { title, description },
    {
      locale: currentLocale(),
      t: (text: string, values?: MessageValues) => withoutWordBreaks(t(text, values)),
    },
  );
  useEffect(removeServerTags, []);
  return (
    <>
      {headTags(meta).map((tag, index) => (
        <HeadElement key={keyOf(tag, index)} {...tag} />
      ))}
    </>
  );
}
