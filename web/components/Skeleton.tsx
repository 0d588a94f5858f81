// Grey placeholders shaped like the content being loaded, so nothing jumps when it lands.
import type { CSSProperties } from "react";
import { t } from "../i18n";

export function Skeleton({
  width,
  height,
  className = "",
}: {
  width?: string;
  height?: string;
  className?: string;
}) {
  const style: CSSProperties = { width, height };
  return <span className={`skeleton ${className}`} style={style} aria-hidden="true" />;
}

/** A product card's outline: square image, two text lines, a price. */
function ProductCardSkeleton() {
  return (
    <div className="product-card product-card-skeleton" aria-hidden="true">
      <Skeleton className="product-card-media" />
      <div className="product-card-body">
        <Skeleton width="40%" height="0.8rem" />
        <Skeleton width="75%" height="1.3rem" />
        <Skeleton width="50%" height="1rem" />
        <Skeleton width="35%" height="1.4rem" />
      </div>
    </div>
  );
}

/** `count` card outlines inside a live "Loading…" announcement, in the grid the cards will
 *  take: the catalogue's two-per-row ("compact") or the home page's featured row. */
export function ProductGridSkeleton({ count, variant }: { count: number; variant?: "compact" | "featured" }) {
  return (
    <div className={variant ? `product-grid product-grid-${variant}` : "product-grid"} role="status">
      <span className="visually-hidden">{t("Loading flowers…")}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
