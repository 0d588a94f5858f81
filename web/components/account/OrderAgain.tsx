// "Order again" on an order card: checks the bouquet and the gifts as sold now, keeps the
// earlier order as the form's draft in this tab and opens the order form in the page's
// language (the router's base). A size or gift left out is named first, with a button on to
// the form; a bouquet no longer sold is said so and the form is not opened.
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { SIZE_LABELS, type SizeId } from "../../../shared/sizes";
import { floristApi } from "../../api/florist";
import type { Order } from "../../api/models";
import { useAuth } from "../../auth/AuthProvider";
import { isMissing } from "../../hooks/useResource";
import { t } from "../../i18n";
import { keepDraft } from "../../pages/order/savedDraft";
import { isNetworkError } from "../forms/apiError";
import { leftSomethingOut, type OrderAgainPlan, planOrderAgain } from "./orderAgain";

type Shown =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "gone" }
  | { kind: "failed"; offline: boolean }
  | { kind: "leftOut"; plan: Extract<OrderAgainPlan, { available: true }> };

/** The bouquet as sold now, null when it is no longer in the shop. */
async function currentProduct(order: Order) {
  if (order.productId === null) return null;
  try {
    return await floristApi.product(String(order.productId));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

const sizeName = (size: string) => t(SIZE_LABELS[size as SizeId] ?? size);

export function OrderAgain({ order }: { order: Order }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown>({ kind: "idle" });

  const start = async () => {
    if (!user) return;
    setShown({ kind: "checking" });
    try {
      const [product, addOns] = await Promise.all([currentProduct(order), floristApi.addOns()]);
      const plan = planOrderAgain(order, product, addOns);
      if (!plan.available) {
        setShown({ kind: "gone" });
        return;
      }
      keepDraft(plan.productId, user.id, plan.draft);
      if (leftSomethingOut(plan)) setShown({ kind: "leftOut", plan });
      else navigate(plan.path);
    } catch (error) {
      setShown({ kind: "failed", offline: isNetworkError(error) });
    }
  };

  return (
    <div className="order-card-again">
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={shown.kind === "checking"}
        aria-busy={shown.kind === "checking"}
        onClick={start}
      >
        {t("Order again")}
      </button>
      <div aria-live="polite">
        {shown.kind === "gone" ? (
          <p className="order-card-notice">{t("This bouquet is no longer available.")}</p>
        ) : null}
        {shown.kind === "failed" ? (
          <p className="order-card-notice">
            {shown.offline
              ? t("We could not reach the shop. Please check your connection and try again.")
              : t("Something went wrong on our side. Please try again.")}
          </p>
        ) : null}
        {shown.kind === "leftOut" ? (
          <div className="order-card-notice">
            <ul>
              {shown.plan.sizeLeftOut !== null ? (
                <li>
                  {t("The {size} size is no longer offered: the standard size is chosen instead.", {
                    size: sizeName(shown.plan.sizeLeftOut),
                  })}
                </li>
              ) : null}
              {shown.plan.addOnsLeftOut.map((name) => (
                <li key={name}>{t("{item} is no longer available and was left out.", { item: name })}</li>
              ))}
            </ul>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => navigate(shown.plan.path)}
            >
              {t("Continue to the order form")}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
