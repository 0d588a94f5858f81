// How the shop reaches PayWay for a request: the configuration, and the sender of its API calls
// (the network, or the dev gateway in-process in development; docs/decisions/052).
import type { Db } from "../../../db/client";
import { type Env, publicOrigin } from "../../../env";
import type { PaywaySend } from "./api";
import { type PaywayConfig, paywayConfig } from "./config";
import { devGatewaySend } from "./dev-gateway";

export interface PaywayConnection {
  config: PaywayConfig;
  send: PaywaySend;
}

/** null when PayWay is not offered. Without `requestUrl` (the Cron) the shop's public origin. */
export function paywayConnection(env: Env, db: Db, requestUrl?: URL): PaywayConnection | null {
  const config = paywayConfig(env, publicOrigin(env, requestUrl));
  if (!config) return null;
  return { config, send: config.dev ? devGatewaySend(db) : (request) => fetch(request) };
}
