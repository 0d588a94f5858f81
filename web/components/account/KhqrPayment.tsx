// Paying an order with KHQR: a fresh code for the order (GET /api/orders/{id}/khqr) drawn as a
// QR picture that can be saved or shared, the amount in dollars and riel, until when banking
// apps accept it (the shop's time), three short steps, and the field that sends a screenshot
// of the payment.
import { useId } from "react";
import { KHQR_BANK_APPS, type KhqrAnswer } from "../../../shared/payment";
import type { Order } from "../../api/models";
import { ordersApi } from "../../api/orders";
import { useResource } from "../../hooks/useResource";
import { t } from "../../i18n";
import { formatKhr, formatShopDateTime, formatUsd } from "../../lib/format";
import { isNetworkError, refusalDetail } from "../forms/apiError";
import { LoadFailed } from "../LoadFailed";
import { KhqrCode } from "./KhqrCode";
import { KhqrSaveShare } from "./KhqrSaveShare";
import { PaymentProofField } from "./PaymentProofField";
import "./khqr.css";

/** An order still waiting for its KHQR payment, which the customer can pay now. */
export const awaitsKhqr = (order: Pick<Order, "paymentMethod" | "paymentStatus" | "status">): boolean =>
  order.paymentMethod === "khqr" && order.paymentStatus === "unpaid" && order.status !== "cancelled";

interface KhqrPaymentProps {
  order: Pick<Order, "id" | "paymentProofAt">;
  /** The heading's level: 2 on the confirmation, 3 inside an order on /orders. */
  level?: 2 | 3;
  /** The order as stored after a proof was received. */
  onProofSent: (order: Order) => void;
}

function KhqrReady({ answer }: { answer: KhqrAnswer }) {
  const usd = formatUsd(answer.amount);
  const khr = formatKhr(answer.amount_khr);
  return (
    <>
      <div className="khqr-code-frame">
        <KhqrCode
          qr={answer.qr}
          label={t("KHQR code to pay {usd} ({khr}) for order #{number}", {
            usd,
            khr,
            number: answer.bill_number,
          })}
        />
      </div>
      <KhqrSaveShare answer={answer} />
      <dl className="khqr-facts">
        <div>
          <dt>{t("Amount")}</dt>
          <dd>
            <strong>{usd}</strong> <span className="text-muted">· {khr}</span>
          </dd>
        </div>
        <div>
          <dt>{t("Valid until")}</dt>
          <dd>
            <time dateTime={answer.expires_at}>{formatShopDateTime(answer.expires_at)}</time>
          </dd>
        </div>
      </dl>
      <ol className="khqr-steps">
        <li>
          {t("Open your banking app ({apps} or any KHQR app) and scan the code.", { apps: KHQR_BANK_APPS })}
        </li>
        <li>{t("Check that it shows {usd}, then pay.", { usd })}</li>
        <li>{t("Upload a screenshot of the payment below.")}</li>
      </ol>
    </>
  );
}

export function KhqrPayment({ order, level = 2, onProofSent }: KhqrPaymentProps) {
  const { state: load, reload } = useResource(() => ordersApi.khqr(order.id), [order.id]);
  const Heading = `h${level}` as "h2" | "h3";
  const titleId = useId();
  const refused = load.status === "failed" ? refusalDetail(load.error) : null;

  return (
    <section className="khqr-payment" aria-labelledby={titleId}>
      <Heading id={titleId} className="khqr-title">
        {t("Pay with KHQR")}
      </Heading>
      {load.status === "loading" ? (
        <p role="status" className="text-muted">
          {t("Preparing your KHQR code…")}
        </p>
      ) : null}
      {load.status === "failed" && refused ? (
        <p role="alert" className="alert alert-error">
          {t(refused)}
        </p>
      ) : null}
      {load.status === "failed" && !refused ? (
        <LoadFailed
          title={t("We could not load your KHQR code")}
          level={(level + 1) as 3 | 4}
          offline={isNetworkError(load.error)}
          onRetry={reload}
        />
      ) : null}
      {load.status === "ready" ? <KhqrReady answer={load.data} /> : null}
      {load.status === "ready" ? (
        <PaymentProofField orderId={order.id} sentAt={order.paymentProofAt} onSent={onProofSent} />
      ) : null}
    </section>
  );
}
