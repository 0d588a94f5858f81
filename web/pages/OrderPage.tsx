// /order/:id (signed in; §2, §5, §8): loads the product, then the delivery form beside its
// summary, or the out-of-stock message; after ordering, the confirmation screen.
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { MSG } from "../../shared/messages";
import { SHOP } from "../../shared/shop";
import type { Order } from "../api/models";
import { OrderConfirmation } from "../components/account/OrderConfirmation";
import { OrderForm } from "../components/account/OrderForm";
import { OrderSummary } from "../components/account/OrderSummary";
import { PageMeta } from "../components/PageMeta";
import { useToast } from "../components/Toast";
import { useProduct } from "../hooks/useProduct";
import "../styles/account.css";

export default function OrderPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { load, retry } = useProduct(id);
  const [placed, setPlaced] = useState<Order | null>(null);

  useEffect(() => {
    if (load.state !== "missing") return;
    toast(MSG.order.productNotFound, "error");
    navigate("/products", { replace: true });
  }, [load.state, navigate, toast]);

  const title = load.state === "ready" ? `Order ${load.product.name}` : "Place your order";

  return (
    <main id="main" className="page order-page">
      <PageMeta title={`${title} | ${SHOP.name}`} description="Delivery details for your flower order." />
      {placed ? <OrderConfirmation order={placed} /> : null}
      {!placed && load.state === "loading" ? (
        <p className="page-loading" role="status">
          Loading the product…
        </p>
      ) : null}
      {!placed && load.state === "failed" ? (
        <div className="empty-state">
          <h1>{MSG.order.loadFailed}</h1>
          <div className="cluster order-actions-center">
            <button type="button" className="btn btn-primary" onClick={retry}>
              Try again
            </button>
            <Link to="/products" className="btn btn-secondary">
              Browse products
            </Link>
          </div>
        </div>
      ) : null}
      {!placed && load.state === "ready" ? (
        <>
          <header className="page-header">
            <p className="order-breadcrumb">
              <Link to={`/product/${load.product.id}`}>← Back to {load.product.name}</Link>
            </p>
            <h1 className="page-title">Place your order</h1>
          </header>
          <div className="order-layout">
            <OrderSummary product={load.product} />
            {load.product.inStock ? (
              <OrderForm product={load.product} onPlaced={setPlaced} />
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
        </>
      ) : null}
    </main>
  );
}
