// "Pay now" for an order paid through ABA PayWay: asks the shop for PayWay's signed purchase
// form (POST /api/orders/{id}/payway, in the page's language so PayWay sends the customer back
// to it), then posts it as a form, which leaves for PayWay's page. Busy until the page has
// left; a refusal (already paid, cancelled, PayWay not offered) is the server's own sentence.
import "./payway.css";
import { useEffect, useRef, useState } from "react";
import { isSessionExpired } from "../../api/client";
import type { Order } from "../../api/models";
import { ordersApi } from "../../api/orders";
import { currentLocale, t } from "../../i18n";
import { isNetworkError, refusalDetail } from "../forms/apiError";
import { SubmitButton } from "../forms/SubmitButton";
import { submitPayway } from "./submitPayway";

/** An order still to be paid through PayWay, which the customer can pay now. */
export const awaitsPayway = (order: Pick<Order, "paymentMethod" | "paymentStatus" | "status">): boolean =>
  order.paymentMethod === "payway" && order.paymentStatus === "unpaid" && order.status !== "cancelled";

/** What a failed call says: the server's refusal, or what to do when there was no answer. */
function failureText(error: unknown): string {
  const refused = refusalDetail(error);
  if (refused) return t(refused);
  const failed = t("We could not open the payment page.");
  const next = isNetworkError(error)
    ? t("Please check your connection and try again.")
    : t("Please try again in a moment.");
  return t("{message} {reason}", { message: failed, reason: next });
}

export function PayNowButton({ orderId }: { orderId: number }) {
  // Busy from the press until the browser has left for PayWay.
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const [problem, setProblem] = useState("");

  // Back from PayWay with the browser's Back button, the page may come from its cache as it
  // was left, still busy: the button works again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(false);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);

  const pay = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setProblem("");
    try {
      submitPayway(await ordersApi.payway(orderId, currentLocale()));
    } catch (error) {
      running.current = false;
      setBusy(false);
      // A refused token ends the session (web/auth/SessionExpiry.tsx), which says so itself.
      if (!isSessionExpired(error)) setProblem(failureText(error));
    }
  };

  return (
    <div className="payway-pay-now">
      <SubmitButton
        type="button"
        className="btn btn-primary"
        busy={busy}
        busyLabel={t("Opening the payment page…")}
        onClick={pay}
      >
        {t("Pay now")}
      </SubmitButton>
      {problem ? (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
