// What a page shows while its code is still on the way (the routes' Suspense fallback):
// grey outlines roughly shaped like the page coming (the catalogue's grid, the product's
// picture and details, or a title and text), so a slow network shows the page taking
// shape instead of a blank spinner. The shapes are drawn by skeleton.css from ten plain
// blocks, which keeps this part of the home page's download to a few bytes.
import "../styles/skeleton.css";
import { t } from "../i18n";

const BLOCKS = Array.from({ length: 10 }, (_, index) => (
  // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
  <span key={index} className="skeleton" />
));

/** `shape`: the route's first screen ("catalogue", "product"); anything else is a text page. */
export function PageSkeleton({ shape = "page" }: { shape?: string }) {
  return (
    <main id="main" tabIndex={-1} className={`page page-skeleton page-skeleton-${shape}`}>
      <p className="visually-hidden" role="status">
        {t("Loading…")}
      </p>
      {BLOCKS}
    </main>
  );
}
