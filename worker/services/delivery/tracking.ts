// An order's private tracking link, /track/{token}: a signed token naming the order, so anyone
// holding the link (the customer, whoever she forwards it to) sees how the order stands without
// signing in, and nobody can guess or alter one. It is a JWT (jose, HS256) with its own
// audience, and carries no token version, so it never passes for an access token.
import { jwtVerify, SignJWT } from "jose";
import { type Env, publicOrigin } from "../../env";
import { secretKey } from "../accounts/tokens";

const AUDIENCE = "track";
/** Long enough for any order's life and a while after; a link in an old e-mail then 404s. */
const VALID_DAYS = 400;

export const trackingToken = (env: Env, orderId: number) =>
  new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setSubject(String(orderId))
    .setIssuedAt()
    .setExpirationTime(`${VALID_DAYS}d`)
    .sign(secretKey(env));

/** The order a tracking token names, or null for a wrong, altered or expired one. */
export async function trackedOrderId(env: Env, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(env), {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      requiredClaims: ["exp", "sub"],
    });
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** The order's tracking page, on the shop's public address (for e-mails). */
export const trackingUrl = async (env: Env, orderId: number) =>
  `${publicOrigin(env)}/track/${await trackingToken(env, orderId)}`;
