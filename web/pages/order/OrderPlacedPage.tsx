// /orders/:id/placed (signed in): the confirmation of an order just placed, at its own address.
// The order form hands the placed order over in the router state and it shows at once; the
// state is then dropped, so a reload (or a return to this address) reads the order as stored
// (GET /api/orders/{id}) and never shows the order form again. PayWay sends the customer
// back here with `?payway=back` after paying (the page waits for the payment to be confirmed)
// or `?payway=cancelled` after giving up or a decline (it offers "Pay now" again).
import "../../styles/account.css";
import "./order.css";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { DETAIL } from "../../../shared/messages";
import type { Order } from "../../api/models";
import { ordersApi } from "../../api/orders";
import { OrderConfirmation } from "../../components/account/OrderConfirmation";
import { isNetworkError } from "../../components/forms/apiError";
import { LoadFailed } from "../../components/LoadFailed";
import { PageMeta } from "../../components/PageMeta";
import { paywayReturnOf } from "../../components/payway/PaywayPayment";
import { isMissing, useResource } from "../../hooks/useResource";
import { t } from "../../i18n";

/** What the form hands over with the navigation: the order placed, and whether the reminder
 *  ticked with it could not be saved. */
interface HandedOver {
  order?: Order;
  reminderFailed?: boolean;
}

/** The order the form handed over with the navigation, if it is the one this address names. */
function handedOver(state: unknown, id: string): Order | null {
  const order = state && typeof state === "object" ? (state as HandedOver).order : undefined;
  return order && String(order.id) === id ? order : null;
}

/** The signed-in customer's order `id` as stored, or null when it is not one of theirs. */
async function storedOrder(id: string): Promise<Order | null> {
  if (!/^\d+$/.test(id)) return null;
  try {
    return await ordersApi.one(Number(id));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export default function OrderPlacedPage() {
  const { id = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [handed] = useState(() => handedOver(location.state, id));
  const [reminderFailed] = useState(
    () => handed !== null && (location.state as HandedOver).reminderFailed === true,
  );
  const {
    state: load,
    reload,
    update,
  } = useResource(
    () => (handed && String(handed.id) === id ? Promise.resolve(handed) : storedOrder(id)),
    [id],
  );

  useEffect(() => {
    if (location.state)
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate]);

  const order = load.status === "ready" ? load.data : handed;

  return (
    <main id="main" className="page order-page">
      <PageMeta />
      {order ? (
        <OrderConfirmation
          order={order}
          onChange={(changed) => update(() => changed)}
          paywayReturn={paywayReturnOf(search.get("payway"))}
          reminderFailed={reminderFailed}
        />
      ) : null}
      {!order && load.status === "loading" ? (
        <p className="page-loading" role="status">
          {t("Loading your order…")}
        </p>
      ) : null}
      {!order && load.status === "ready" ? (
        <div className="empty-state">
          <h1>{t(DETAIL.orderNotFound)}</h1>
          <p>{t("This order is not in your account. Your orders are all listed in My orders.")}</p>
          <Link to="/orders" className="btn btn-primary">
            {t("View my orders")}
          </Link>
        </div>
      ) : null}
      {!order && load.status === "failed" ? (
        <LoadFailed
          title={t("We could not load your order")}
          level={1}
          offline={isNetworkError(load.error)}
          onRetry={reload}
        >
          <Link to="/orders" className="btn btn-secondary">
            {t("View my orders")}
          </Link>
        </LoadFailed>
      ) : null}
    </main>
  );
}
