// /order/:id (open to visitors: the form asks them for an e-mailed code as the order is
// placed): loads the product with its sizes, the shop's delivery settings and the add-ons,
// then the order form (or the out-of-stock message).
// `?size=deluxe` picks the size (the product page's choice, then the form's); `?date=2027-12-01`
// the delivery day (a reminder e-mail's "Order again", docs/decisions/073). A placed order
// replaces this page by its confirmation at /orders/:id/placed, so neither a reload nor Back
// shows the form for it again, and what was typed for it is forgotten.
import "../../styles/account.css";
import "./order.css";
import { useEffect } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { MSG } from "../../../shared/messages";
import { SHOP } from "../../../shared/shop";
import { floristApi } from "../../api/florist";
import type { Order } from "../../api/models";
import { offeredSize } from "../../api/product";
import { isNetworkError } from "../../components/forms/apiError";
import { LoadFailed } from "../../components/LoadFailed";
import { PageMeta } from "../../components/PageMeta";
import { useToast } from "../../components/Toast";
import { isMissing, useResource } from "../../hooks/useResource";
import { ownerTextLang, t } from "../../i18n";
import { pictureAttributes } from "../../lib/pictures";
import { OrderForm } from "./OrderForm";
import { forgetDraft } from "./savedDraft";

/** The shop's settings and add-ons, fetched together once per visit of the page. */
const loadShop = async () => {
  const [shop, addOns] = await Promise.all([floristApi.shop(), floristApi.addOns()]);
  return { shop, addOns };
};

export default function OrderPage() {
  const { id = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { state: load, reload } = useResource(() => floristApi.product(id), [id]);
  const { state: shopLoad, reload: reloadShop } = useResource(loadShop, []);

  const placed = (order: Order, reminderFailed = false) => {
    forgetDraft();
    navigate(`/orders/${order.id}/placed`, { replace: true, state: { order, reminderFailed } });
  };

  const missing = load.status === "failed" && isMissing(load.error);
  useEffect(() => {
    if (!missing) return;
    toast(MSG.order.productNotFound, "error");
    navigate("/products", { replace: true });
  }, [missing, navigate, toast]);

  const product = load.status === "ready" ? load.data : null;
  const failed = (load.status === "failed" && !missing) || (product?.inStock && shopLoad.status === "failed");
  const loading =
    !failed && (load.status === "loading" || (product?.inStock && shopLoad.status === "loading"));

  return (
    <main id="main" className="page order-page">
      <PageMeta
        title={
          product ? t("Order {product} | {shop}", { product: product.name, shop: SHOP.name }) : undefined
        }
      />
      {loading ? (
        <p className="page-loading" role="status">
          {t("Loading the order form…")}
        </p>
      ) : null}
      {failed ? (
        <LoadFailed
          title={MSG.order.loadFailed}
          level={1}
          offline={isNetworkError(
            load.status === "failed" ? load.error : shopLoad.status === "failed" && shopLoad.error,
          )}
          onRetry={() => (load.status === "failed" ? reload() : reloadShop())}
        >
          <Link to="/products" className="btn btn-secondary">
            {t("Browse products")}
          </Link>
        </LoadFailed>
      ) : null}
      {!loading && !failed && product ? (
        <div className="order-column">
          <header className="page-header order-header">
            <p className="order-breadcrumb">
              <Link to={`/product/${product.id}`}>{t("← Back to {product}", { product: product.name })}</Link>
            </p>
            <h1 className="page-title">{t("Place your order")}</h1>
            <div className="order-product">
              <img
                {...pictureAttributes(product.image, "72px")}
                alt=""
                width={72}
                height={72}
                className="order-product-image"
              />
              <p className="order-product-name" lang={ownerTextLang(product.name)}>
                {product.name}
              </p>
            </div>
          </header>
          {product.inStock && shopLoad.status === "ready" ? (
            <OrderForm
              product={product}
              shop={shopLoad.data.shop}
              addOns={shopLoad.data.addOns}
              initialSize={offeredSize(product, search.get("size"))}
              askedDate={search.get("date")}
              onSize={(size) => setSearch(size === "standard" ? {} : { size }, { replace: true })}
              onPlaced={placed}
            />
          ) : (
            <div className="card order-unavailable">
              <p role="alert" className="alert alert-error">
                {t(MSG.product.outOfStock)}
              </p>
              <p>{t("This bouquet cannot be ordered right now. Have a look at our other fresh flowers.")}</p>
              <Link to="/products" className="btn btn-primary">
                {t("Browse products")}
              </Link>
            </div>
          )}
        </div>
      ) : null}
    </main>
  );
}
