// The home page below the fold: the featured products (the owner's picks, else the first
// three, as the server chooses them) as compact cards (skeletons while loading, Try again if loading fails), why choose
// us, and the call to action that differs for signed-in and anonymous visitors.
import { Link } from "react-router-dom";
import { FEATURED_PRODUCT_COUNT } from "../../shared/catalog";
import { SHOP } from "../../shared/shop";
import { loadPicks } from "../api/catalogue";
import type { Product } from "../api/models";
import { useAuth } from "../auth/AuthProvider";
import { ARROW_ICON, CHECK_ICON, Icon } from "../components/Icon";
import { FLOWERS_LOAD_FAILED, LoadFailed } from "../components/LoadFailed";
import { ProductCard } from "../components/ProductCard";
import { ProductGridSkeleton } from "../components/Skeleton";
import { useResource } from "../hooks/useResource";
import { t } from "../i18n";
import { useRouteData } from "../ssr/route-data";

const REASONS = [
  [
    "Hand-tied by local florists",
    "Every bouquet is made to order in our Siem Reap studio, never pre-packed.",
  ],
  ["Honest prices in US dollars", "What you see is what you pay; payment is arranged after you order."],
  ["Weddings and events", "From one bridal bouquet to a hall full of arrangements, we plan it with you."],
  ["A reply within a day", "Questions about a custom order? Call, message or write and we answer quickly."],
] as const;

function Featured() {
  const { state, reload } = useResource(() => loadPicks(), [], useRouteData<Product[]>());
  return (
    <section className="section" aria-labelledby="featured-title">
      <div className="container">
        <div className="section-heading">
          <div>
            <p className="eyebrow">{t("Customer favourites")}</p>
            <h2 id="featured-title">{t("Featured flowers")}</h2>
          </div>
          <Link className="link-arrow" to="/products">
            {t("View all flowers")} <Icon d={ARROW_ICON} size={18} />
          </Link>
        </div>
        {state.status === "loading" ? (
          <ProductGridSkeleton count={FEATURED_PRODUCT_COUNT} variant="featured" />
        ) : state.status === "failed" ? (
          <LoadFailed title={FLOWERS_LOAD_FAILED} level={3} onRetry={reload} />
        ) : (
          <div className="product-grid product-grid-featured product-grid-small">
            {state.data.map((product) => (
              <ProductCard key={product.id} product={product} compact />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

export function HomeSections() {
  const { user } = useAuth();
  return (
    <>
      <Featured />

      <section className="section section-muted" aria-labelledby="why-title">
        <div className="container why">
          <div>
            <p className="eyebrow">{t("Why choose us")}</p>
            <h2 id="why-title">{t("Flowers from people who know {city}", { city: t(SHOP.address.city) })}</h2>
            <p className="section-lead">
              {t(
                "Since {year} we have delivered to homes, hotels, pagodas and wedding venues all over town, and we still arrange every order by hand.",
                { year: String(SHOP.foundedYear) },
              )}
            </p>
          </div>
          <ul className="reason-list">
            {REASONS.map(([title, text]) => (
              <li key={title}>
                <span className="reason-check">
                  <Icon d={CHECK_ICON} size={18} />
                </span>
                <div>
                  <h3>{t(title)}</h3>
                  <p>{t(text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="cta-title">
        <div className="container">
          <div className="cta">
            <h2 id="cta-title">{user ? t("Ready for your next bouquet?") : t("Make someone's day today")}</h2>
            <p>
              {user
                ? t("Pick a bouquet and we will have it at the door today.")
                : t(
                    "No account needed: pick a bouquet, say where it goes, and confirm with a code we e-mail you.",
                  )}
            </p>
            <Link className="btn btn-light btn-lg" to="/products">
              {t("Browse All Products")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
