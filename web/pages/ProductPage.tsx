// /product/:id : image, rating, price, description, the sizes with their prices,
// Order Now with the chosen size (login first, in stock only) in a bar pinned to the
// bottom of a phone's screen with the price, WhatsApp click-to-chat about the flower,
// numbered "What's Included", a local favourite toggle, share, its customers' reviews, how
// many are left for a coming peak day when few are, and a not-found state.
import "../styles/catalog.css";
import "../styles/product-page.css";
import { useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { CATEGORY_LABELS, splitIncluded } from "../../shared/catalog";
import type { ProductPageAnswer } from "../../shared/drawing";
import { DETAIL_IMAGE_SIZES } from "../../shared/images";
import { MSG } from "../../shared/messages";
import type { ReviewWire } from "../../shared/reviews";
import { SHOP } from "../../shared/shop";
import { loadProduct, offeredSize, type ProductWithSizes, toProductWithSizes } from "../api/product";
import { HEART_ICON, Icon, SHARE_ICON, TRUCK_ICON } from "../components/Icon";
import { LoadFailed } from "../components/LoadFailed";
import { PageMeta } from "../components/PageMeta";
import { PeakLeftList } from "../components/PeakLeft";
import { Price } from "../components/Price";
import { PRODUCT_IMAGE_SIZE } from "../components/ProductCard";
import { Rating } from "../components/Rating";
import { ProductReviews } from "../components/reviews/ProductReviews";
import { reviewsPageOf } from "../components/reviews/reviewsApi";
import { SizePicker } from "../components/SizePicker";
import { Skeleton } from "../components/Skeleton";
import { shareOrCopy } from "../components/share";
import { useToast } from "../components/Toast";
import { WhatsAppChat } from "../components/WhatsAppChat";
import { useFavourite } from "../hooks/useFavourite";
import type { Page } from "../hooks/usePagedList";
import { isMissing, useResource } from "../hooks/useResource";
import { ownerTextLang, plural, t, withWordBreaks } from "../i18n";
import { formatUsdAndKhr } from "../lib/format";
import { pictureAttributes } from "../lib/pictures";
import { useRouteData } from "../ssr/route-data";

function ProductDetail({ product }: { product: ProductWithSizes }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [search] = useSearchParams();
  const [favourite, toggleFavourite] = useFavourite(product.id);
  const [size, setSize] = useState(() => offeredSize(product, search.get("size")));
  const chosen = product.sizes.find((option) => option.id === size);
  const included = splitIncluded(product.whatsIncluded);
  const sizeQuery = size === "standard" ? "" : `?size=${encodeURIComponent(size)}`;
  // Signed out too, Order Now opens the order form: it asks a visitor for an e-mailed code.
  const orderPath = `/order/${product.id}${sizeQuery}`;

  const orderNow = () => {
    if (product.inStock) navigate(orderPath);
  };

  const share = async () => {
    const outcome = await shareOrCopy(window.location.href, `${product.name} | ${SHOP.name}`);
    if (outcome === "copied") toast(MSG.product.linkCopied, "success");
  };

  return (
    <article className="product-detail">
      <div className="product-detail-media">
        <img
          className="product-detail-image"
          {...pictureAttributes(product.image, DETAIL_IMAGE_SIZES)}
          alt={product.name}
          lang={ownerTextLang(product.name)}
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          fetchPriority="high"
          decoding="async"
        />
      </div>
      <div className="product-detail-info">
        <p className="eyebrow">{t(CATEGORY_LABELS[product.category] ?? product.category)}</p>
        <h1 lang={ownerTextLang(product.name)}>{withWordBreaks(product.name)}</h1>
        {product.reviewCount > 0 ? (
          <Rating
            value={product.rating}
            reviews={product.reviewCount}
            note={plural(product.reviewCount, { one: "({count} review)", other: "({count} reviews)" })}
          />
        ) : (
          <p className="rating rating-none">{t("No reviews yet")}</p>
        )}
        {/* The headline follows the chosen size; the discount belongs to the standard price. */}
        {chosen && chosen.id !== "standard" ? (
          <Price price={chosen.price} priceKhr={chosen.priceKhr} originalPrice={null} large />
        ) : (
          <Price
            price={product.price}
            priceKhr={product.priceKhr}
            originalPrice={product.originalPrice}
            large
          />
        )}
        <p className="product-detail-description" lang={ownerTextLang(product.description)}>
          {withWordBreaks(product.description)}
        </p>
        {product.inStock && product.sizes.length > 1 ? (
          <SizePicker
            sizes={product.sizes}
            size={size}
            onSize={setSize}
            legend={t("Size")}
            className="product-sizes"
          />
        ) : null}

        {product.inStock ? (
          <p className="delivery-note">
            <Icon d={TRUCK_ICON} size={18} />{" "}
            {t("Free same-day delivery in {city}", { city: t(SHOP.address.city) })}
          </p>
        ) : (
          <p className="alert alert-error stock-note" id="stock-note">
            {t(MSG.product.outOfStock)}
          </p>
        )}

        {product.inStock ? <PeakLeftList days={product.peakLeft} /> : null}

        {/* On a phone this bar is pinned to the bottom of the screen, so the price and Order
            Now are never below the fold; its price repeats the headline for the eye only. */}
        <div className="product-actions order-bar">
          <p className="order-bar-price" aria-hidden="true">
            {formatUsdAndKhr(chosen?.price ?? product.price, chosen?.priceKhr ?? product.priceKhr)}
          </p>
          <button
            type="button"
            className="btn btn-primary btn-lg"
            onClick={orderNow}
            disabled={!product.inStock}
            aria-describedby={product.inStock ? undefined : "stock-note"}
          >
            {t("Order Now")}
          </button>
          <button
            type="button"
            className="icon-toggle"
            aria-pressed={favourite}
            aria-label={t("Favourite")}
            title={favourite ? t("Remove from favourites") : t("Add to favourites")}
            onClick={toggleFavourite}
          >
            <Icon d={HEART_ICON} size={20} />
          </button>
          <button type="button" className="icon-toggle" aria-label={t("Share this flower")} onClick={share}>
            <Icon d={SHARE_ICON} size={20} />
          </button>
        </div>

        <p className="product-chat">
          {t("Questions about this bouquet?")}{" "}
          <WhatsAppChat
            text={t("Hello {shop}, I have a question about the {product}.", {
              shop: SHOP.name,
              product: product.name,
            })}
          />
        </p>

        {included.length > 0 ? (
          <section className="included" aria-labelledby="included-title">
            <h2 id="included-title">{t("What's Included")}</h2>
            <ol className="included-list">
              {included.map((item) => (
                <li key={item} lang={ownerTextLang(item)}>
                  {withWordBreaks(item)}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
    </article>
  );
}

function DetailSkeleton() {
  return (
    <div className="product-detail" role="status">
      <span className="visually-hidden">{t("Loading flower…")}</span>
      <Skeleton className="product-detail-media" />
      <div className="product-detail-skeleton" aria-hidden="true">
        <Skeleton width="30%" height="1rem" />
        <Skeleton width="80%" height="2.5rem" />
        <Skeleton width="45%" height="1.2rem" />
        <Skeleton width="35%" height="2rem" />
        <Skeleton width="100%" height="5rem" />
        <Skeleton width="100%" height="3.25rem" />
      </div>
    </div>
  );
}

interface Drawn {
  product: ProductWithSizes;
  reviews: Page<ReviewWire>;
}

/** The product and the first page of its reviews. */
export const fromAnswer = (answer: ProductPageAnswer): Drawn => ({
  product: toProductWithSizes(answer.product),
  reviews: reviewsPageOf(answer.reviews),
});

export default function ProductPage() {
  const { id = "" } = useParams();
  const drawn = useRouteData<Drawn>();
  const { state, reload } = useResource(() => loadProduct(id), [id], drawn?.product);
  const product = state.status === "ready" ? state.data : undefined;
  const missing = state.status === "failed" && isMissing(state.error);

  return (
    <main id="main" tabIndex={-1} className="page">
      <PageMeta product={product} />
      <nav className="breadcrumb" aria-label={t("Breadcrumb")}>
        <ol>
          <li>
            <Link to="/">{t("Home")}</Link>
          </li>
          <li>
            <Link to="/products">{t("Our Flowers")}</Link>
          </li>
          {product ? (
            <li>
              <span aria-current="page" lang={ownerTextLang(product.name)}>
                {withWordBreaks(product.name)}
              </span>
            </li>
          ) : null}
        </ol>
      </nav>

      {state.status === "loading" ? <DetailSkeleton /> : null}
      {product ? <ProductDetail key={product.id} product={product} /> : null}
      {product ? (
        <ProductReviews
          key={`reviews-${product.id}`}
          productId={product.id}
          count={product.reviewCount}
          firstPage={drawn?.product.id === product.id ? drawn.reviews : undefined}
        />
      ) : null}
      {missing ? (
        <div className="empty-state">
          <h1>{t(MSG.product.notFound)}</h1>
          <p>{t("This flower may have sold out for good or the link is mistyped.")}</p>
          <p>
            <Link className="btn btn-primary" to="/products">
              {t("Browse our flowers")}
            </Link>
          </p>
        </div>
      ) : null}
      {state.status === "failed" && !missing ? (
        <LoadFailed level={1} title={MSG.order.loadFailed} onRetry={reload} />
      ) : null}
    </main>
  );
}
