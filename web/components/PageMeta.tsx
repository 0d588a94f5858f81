// Per-page <title>, description, keywords, canonical link, social tags and JSON-LD. The tags
// themselves (PageMetaTags, with shared/seo.ts) are a lazy chunk: the HTML the Worker serves
// already carries the landing page's tags, so the entry script need not, and on client-side
// navigation the chunk is already loaded.
import { lazy, Suspense } from "react";
import type { Product } from "../api/models";

export interface PageMetaProps {
  /** the page's own title, when it follows the page's state; shared/seo.ts has the default */
  title?: string;
  description?: string;
  /** on /product/:id: the loaded product (its name, price and rating fill the metadata) */
  product?: Product;
}

const PageMetaTags = lazy(() => import("./PageMetaTags"));

export function PageMeta(props: PageMetaProps) {
  return (
    <Suspense fallback={null}>
      <PageMetaTags {...props} />
    </Suspense>
  );
}
