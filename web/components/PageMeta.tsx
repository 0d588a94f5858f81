// Per-page <title>, description, keywords, canonical link, social tags and JSON-LD. The tags
// themselves (PageMetaTags, with shared/seo.ts) are a lazy chunk, fetched only once they can
// differ from what the Worker wrote into the landing page's HTML (its route's tags, a
// product's included): after the first client-side navigation, or where a page's title
// follows its own state (the order form, the suspended panel). A first visit to a page
// downloads none of it.
import { lazy, Suspense } from "react";
import { useLocation } from "react-router-dom";
import { unlocalizedPath } from "../../shared/i18n/locales";
import type { Product } from "../api/models";
import { withLaterTexts } from "../i18n/later";
import { useHydrated } from "../ssr/route-data";

export interface PageMetaProps {
  /** the page's own title, when it follows the page's state; shared/seo.ts has the default */
  title?: string;
  description?: string;
  /** on /product/:id: the loaded product (its name, price and rating fill the metadata) */
  product?: Product;
}

const PageMetaTags = lazy(withLaterTexts(() => import("./PageMetaTags")));

/** The address the Worker rendered the HTML for; `moved` once the visitor has left it. */
const landing = typeof window === "undefined" ? null : unlocalizedPath(window.location.pathname);
let moved = false;

export function PageMeta(props: PageMetaProps) {
  const { pathname } = useLocation();
  // drawn in the Worker (web/ssr/), which writes the page's tags into <head> itself, and
  // taken over in the browser as drawn
  const hydrated = useHydrated();
  if (landing === null || !hydrated) return null;
  if (pathname !== landing) moved = true;
  if (!moved && props.title === undefined && props.description === undefined) return null;
  return (
    <Suspense fallback={null}>
      <PageMetaTags {...props} />
    </Suspense>
  );
}
