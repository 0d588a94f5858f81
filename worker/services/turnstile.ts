// Cloudflare Turnstile, checked on the server (docs/decisions/040): the widget's token is
// only worth what Siteverify says of it, and each token is good for one check.
import { TURNSTILE_ORIGIN } from "../../shared/contact";
import type { Env } from "../env";
import { fail } from "../http/fail";

export const SITEVERIFY_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/siteverify`;

type TurnstileKeys = Pick<Env, "TURNSTILE_SECRET" | "TURNSTILE_SITE_KEY">;

/**
 * Turnstile is on only with both keys: the page shows the widget only with a site key, so with
 * the secret alone no visitor could send a token and every message would be refused; a widget
 * whose token nobody checks would only slow visitors down. Says nothing of half a setup, so
 * GET /api/shop may ask on every storefront load.
 */
export const turnstileReady = (env: TurnstileKeys): boolean =>
  Boolean(env.TURNSTILE_SECRET && env.TURNSTILE_SITE_KEY);

/** The secret to check tokens with when Turnstile is on; half a setup is logged as a
 *  configuration error, not enforced. */
export function turnstileSecret(env: TurnstileKeys): string | null {
  const { TURNSTILE_SECRET: secret, TURNSTILE_SITE_KEY: siteKey } = env;
  if (turnstileReady(env)) return secret;
  if (secret || siteKey) {
    console.error(
      JSON.stringify({
        event: "turnstile.misconfigured",
        missing: secret ? "TURNSTILE_SITE_KEY" : "TURNSTILE_SECRET",
        effect: "no robot check on the contact form until both are set",
      }),
    );
  }
  return null;
}

interface SiteverifyAnswer {
  success: boolean;
  "error-codes"?: string[];
}

/**
 * Throws the 4xx/5xx the visitor sees unless Siteverify accepts `token`: 400 when it is
 * missing or refused, 503 when Siteverify cannot be asked (the visitor may try again).
 */
export async function requireTurnstile(secret: string, token: string | undefined, ip: string | undefined) {
  if (!token) throw fail(400, "turnstileMissing");
  const form = new FormData();
  form.set("secret", secret);
  form.set("response", token);
  if (ip) form.set("remoteip", ip);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(SITEVERIFY_URL, { method: "POST", body: form });
    if (!response.ok) throw new Error(`Siteverify answered ${response.status}`);
    answer = (await response.json()) as SiteverifyAnswer;
  } catch (error) {
    console.error(
      JSON.stringify({
        event: "turnstile.unreachable",
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    throw fail(503, "turnstileUnavailable");
  }
  if (answer.success !== true) {
    console.warn(JSON.stringify({ event: "turnstile.refused", codes: answer["error-codes"] ?? [] }));
    throw fail(400, "turnstileFailed");
  }
}
