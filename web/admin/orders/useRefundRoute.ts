// Whether "Refund" on a PayWay payment calls PayWay's refund API or only records the refund the
// owner made in PayWay's portal: the settings say (`payway.refunds`, docs/decisions/052).
import { useResource } from "../../hooks/useResource";
import { adminApi } from "../api";

/** How a refund is made: PayWay's API, or recorded after the owner refunded by hand. */
export type RefundRoute = "api" | "portal";

/** The route of a PayWay refund, asked only when `payway` (anything else is given back by hand). */
export function useRefundRoute(payway: boolean) {
  const { state, reload } = useResource(
    async (): Promise<RefundRoute> =>
      payway ? ((await adminApi.settings()).payway?.refunds ?? "portal") : "portal",
    [payway],
  );
  return { route: state.status === "ready" ? state.data : null, failed: state.status === "failed", reload };
}
