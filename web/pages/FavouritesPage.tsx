// The flowers this browser's visitor marked with the heart (web/hooks/useFavourite.ts), as the
// catalogue's cards, each with a way to take it off the list. The list lives on the device only
// (docs/decisions/027), so the browser alone draws this page; products that are gone since
// drop out of the list quietly.
import "../styles/catalog.css";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { loadFavourites } from "../api/catalogue";
import { isNetworkError } from "../components/forms/apiError";
import { FLOWERS_LOAD_FAILED, LoadFailed } from "../components/LoadFailed";
import { PageMeta } from "../components/PageMeta";
import { ProductCard } from "../components/ProductCard";
import { ProductGridSkeleton } from "../components/Skeleton";
import { forgetFavourite, readFavourites } from "../hooks/useFavourite";
import { useResource } from "../hooks/useResource";
import { t } from "../i18n";

function NoFavourites() {
  return (
    <div className="empty-state">
      <h2>{t("No favourites yet")}</h2>
      <p>{t("Tap the heart on a flower you like to keep it here.")}</p>
      <Link className="btn btn-primary" to="/products">
        {t("Browse our flowers")}
      </Link>
    </div>
  );
}

export default function FavouritesPage() {
  const [ids] = useState(readFavourites);
  const { state, reload } = useResource(() => loadFavourites(ids), [ids]);
  const [removed, setRemoved] = useState<readonly string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);

  // a product deleted since it was hearted leaves the list for good
  useEffect(() => {
    if (state.status === "ready") for (const id of state.data.gone) forgetFavourite(id);
  }, [state]);

  const remove = (id: string) => {
    forgetFavourite(id);
    setRemoved((list) => [...list, id]);
    // the button goes with its card: focus stays on the page, at its heading
    heading.current?.focus();
  };

  const shown = state.status === "ready" ? state.data.products.filter((p) => !removed.includes(p.id)) : [];

  return (
    <main id="main" tabIndex={-1} className="page">
      <PageMeta />
      <header className="page-header">
        <h1 className="page-title" ref={heading} tabIndex={-1}>
          {t("My favourites")}
        </h1>
        <p className="page-lead">{t("Kept on this device only, not in your account.")}</p>
      </header>
      {ids.length === 0 ? (
        <NoFavourites />
      ) : state.status === "loading" ? (
        <ProductGridSkeleton count={ids.length} />
      ) : state.status === "failed" ? (
        <LoadFailed title={FLOWERS_LOAD_FAILED} offline={isNetworkError(state.error)} onRetry={reload} />
      ) : shown.length === 0 ? (
        <NoFavourites />
      ) : (
        <ul className="product-grid favourites-list">
          {shown.map((product) => (
            <li key={product.id} className="favourites-item">
              <ProductCard product={product} titleId={`favourite-${product.id}`} />
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                aria-describedby={`favourite-${product.id}`}
                onClick={() => remove(product.id)}
              >
                {t("Remove from favourites")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
