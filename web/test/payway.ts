// PayWay fixtures for component tests: the purchase form as POST /api/orders/{id}/payway
// answers it, and what the browser posted: jsdom cannot leave the page, so the form's submit
// is a spy that keeps each form as it was sent (its method, action and fields).
import { vi } from "vitest";
import type { PaywayCheckout } from "../../shared/payment";

/** PayWay's sandbox checkout, and the fields the shop signed for order 41's $68.00. */
export const paywayCheckout = (over: Partial<PaywayCheckout> = {}): PaywayCheckout => ({
  action: "https://checkout-sandbox.payway.com.kh/api/payment-gateway/v1/payments/purchase",
  fields: {
    req_time: "20261127093000",
    merchant_id: "siemreapflowers",
    tran_id: "41-k3x9q2ab",
    amount: "68.00",
    currency: "USD",
    items: "W3sibmFtZSI6IlN1bnNldCBSb3NlcyIsInF1YW50aXR5IjoxLCJwcmljZSI6NjguMDB9XQ==",
    return_url: "aHR0cHM6Ly9zaG9wLmV4YW1wbGUvYXBpL3BheXdheS9wdXNoYmFjaw==",
    continue_success_url: "https://shop.example/orders/41/placed?payway=back",
    cancel_url: "https://shop.example/orders/41/placed?payway=back",
    hash: "c2lnbmVkIGJ5IHRoZSBzaG9w",
  },
  ...over,
});

export interface PostedForm {
  method: string | null;
  action: string | null;
  /** Every field, as the browser would send it. */
  fields: Record<string, string>;
  /** True when every field is a hidden input: nothing shows on the page. */
  hidden: boolean;
}

/** Stands in for the browser's form posting; `posted()` lists the forms sent so far. */
export function spyOnFormPosts() {
  const forms: PostedForm[] = [];
  const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (
    this: HTMLFormElement,
  ) {
    const inputs = [...this.querySelectorAll("input")];
    forms.push({
      method: this.getAttribute("method"),
      action: this.getAttribute("action"),
      fields: Object.fromEntries(inputs.map((input) => [input.name, input.value])),
      hidden: inputs.every((input) => input.type === "hidden"),
    });
  });
  return { submit, posted: () => forms };
}
