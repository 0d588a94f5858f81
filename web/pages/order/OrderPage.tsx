// /order/:id (signed in): loads the product with its sizes, the shop's
// delivery settings and the add-ons, then the order form (or the out-of-stock message);
// after ordering, the confirmation screen. `?size=deluxe` picks the size the product page chose.
import "../../styles/account.css";
import "./order.css";
import { useCallback, useEffect, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import type { AddOnWire } from "../../../shared/addons";
import type { ShopAnswer } from "../../../shared/delivery";
import { MSG } from "../../../shared/messages";
import { SHOP } from "../../../shared/shop";
import { floristApi, offeredSize } from "../../api/florist";
import type { Order } from "../../api/models";
import { OrderConfirmation } from "../../components/account/OrderConfirmation";
import { PageMeta } from "../../components/PageMeta";
import { useToast } from "../../components/Toast";
import { useProduct } from "../../hooks/useProduct";
import { OrderForm } from "./OrderForm";

type ShopLoad =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; shop: ShopAnswer; addOns: AddOnWire[] };

/** The shop's settings and add-ons, fetched together once per visit of the page. */
function useShopData() {
  const [load, setLoad] = useState<ShopLoad>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on "Try again"
  useEffect(() => {
    let live = true;
    setLoad({ state: "loading" });
    Promise.all([floristApi.shop(), floristApi.addOns()])
      .then(([shop, addOns]) => live && setLoad({ state: "ready", shop, addOns }))
      .catch((error: unknown) => {
        console.error("Failed to load the delivery settings", error);
        if (live) setLoad({ state: "failed" });
      });
    return () => {
      live = false;
    };
  }, [attempt]);
  return { load, retry };
}

export default function OrderPage() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { load, retry } = useProduct(id);
  const { load: shopLoad, retry: retryShop } = useShopData();
  const [placed, setPlaced] = useState<Order | null>(null);

  useEffect(() => {
    if (load.state !== "missing") return;
    toast(MSG.order.productNotFound, "error");
    navigate("/products", { replace: true });
  }, [load.state, navigate, toast]);

  const product = load.state === "ready" ? load.product : null;
  const failed = load.state === "failed" || (product?.inStock && shopLoad.state === "failed");
  const loading = !failed && (load.state === "loading" || (product?.inStock && shopLoad.state === "loading"));

  return (
    <main id="main" className="page order-page">
      <PageMeta title={product ? `Order ${product.name} | ${SHOP.name}` : undefined} />
      {placed ? <OrderConfirmation order={placed} /> : null}
      {!placed && loading ? (
        <p className="page-loading" role="status">
          Loading the order form…
        </p>
      ) : null}
      {!placed && failed ? (
        <div className="empty-state">
          <h1>{MSG.order.loadFailed}</h1>
          <div className="cluster order-actions-center">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => (load.state === "failed" ? retry() : retryShop())}
            >
              Try again
            </button>
            <Link to="/products" className="btn btn-secondary">
              Browse products
            </Link>
          </div>
        </div>
      ) : null}
      {!placed && !loading && !failed && product ? (
        <div className="order-column">
          <header className="page-header order-header">
            <p className="order-breadcrumb">
              <Link to={`/product/${product.id}`}>← Back to {product.name}</Link>
            </p>
            <h1 className="page-title">Place your order</h1>
            <div className="order-product">
              <img src={product.image} alt="" width={72} height={72} className="order-product-image" />
              <p className="order-product-name">{product.name}</p>
            </div>
          </header>
          {product.inStock && shopLoad.state === "ready" ? (
            <OrderForm
              product={product}
              shop={shopLoad.shop}
              addOns={shopLoad.addOns}
              initialSize={offeredSize(product, search.get("size"))}
              onPlaced={setPlaced}
            />
          ) : (
            <div className="card order-unavailable">
              <p role="alert" className="alert alert-error">
                {MSG.product.outOfStock}
              </p>
              <p>This bouquet cannot be ordered right now. Have a look at our other fresh flowers.</p>
              <Link to="/products" className="btn btn-primary">
                Browse products
              </Link>
            </div>
          )}
        </div>
      ) : null}
    </main>
  );
}
