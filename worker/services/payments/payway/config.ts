// Where the shop's PayWay calls go and with which credentials (docs/decisions/052): PayWay
// itself once PAYWAY_MERCHANT_ID and PAYWAY_API_KEY are set, else in development the shop's
// own dev gateway, reached in-process through the same signed requests.
import type { PaywayStatus } from "../../../../shared/payment";
import { type Env, isDevelopment } from "../../../env";

/** PayWay's paths, below PAYWAY_BASE_URL. */
export const PAYWAY_PATHS = {
  purchase: "/api/payment-gateway/v1/payments/purchase",
  check: "/api/payment-gateway/v1/payments/check-transaction-2",
  refund: "/api/merchant-portal/merchant-access/online-transaction/refund",
} as const;

export const PAYWAY_SANDBOX_URL = "https://checkout-sandbox.payway.com.kh";

/** The dev gateway's merchant, which it checks every hash against like PayWay does. */
export const DEV_MERCHANT = { merchantId: "dev-merchant", apiKey: "dev-payway-api-key" } as const;

/** The dev gateway, below the shop's own origin. */
export const DEV_GATEWAY_BASE = "/api/dev/payway";

export interface PaywayConfig {
  merchantId: string;
  apiKey: string;
  /** Where the browser posts the purchase form. */
  purchaseUrl: string;
  checkUrl: string;
  refundUrl: string;
  /** The merchant's RSA public key (PEM) for the refund API; null sends refunds to PayWay's portal. */
  rsaPublicKey: string | null;
  /** True when the dev gateway stands in for PayWay. */
  dev: boolean;
}

const present = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);

/** PayWay's credentials, when both are set. */
function credentials(env: Env) {
  const merchantId = present(env.PAYWAY_MERCHANT_ID);
  const apiKey = present(env.PAYWAY_API_KEY);
  return merchantId && apiKey ? { merchantId, apiKey } : null;
}

/** True where the dev gateway answers: development without PayWay credentials. */
export const devGatewayOn = (env: Env) => isDevelopment(env) && !credentials(env);

/** The shop's PayWay set-up, or null when PayWay is not offered. `origin` is the shop's. */
export function paywayConfig(env: Env, origin: string): PaywayConfig | null {
  const real = credentials(env);
  if (real) {
    const base = new URL(present(env.PAYWAY_BASE_URL) ?? PAYWAY_SANDBOX_URL).origin;
    return {
      ...real,
      purchaseUrl: base + PAYWAY_PATHS.purchase,
      checkUrl: base + PAYWAY_PATHS.check,
      refundUrl: base + PAYWAY_PATHS.refund,
      rsaPublicKey: present(env.PAYWAY_RSA_PUBLIC_KEY),
      dev: false,
    };
  }
  if (!isDevelopment(env)) return null;
  const base = origin + DEV_GATEWAY_BASE;
  return {
    ...DEV_MERCHANT,
    purchaseUrl: `${base}/checkout`,
    checkUrl: `${base}/check-transaction`,
    refundUrl: `${base}/refund`,
    rsaPublicKey: null,
    dev: true,
  };
}

export const paywayOffered = (env: Env) => credentials(env) !== null || isDevelopment(env);

export const paywayStatus = (env: Env): PaywayStatus => ({
  offered: paywayOffered(env),
  refunds: credentials(env) && present(env.PAYWAY_RSA_PUBLIC_KEY) ? "api" : "portal",
});
