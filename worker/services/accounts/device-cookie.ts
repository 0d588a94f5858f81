// The trusted-device cookie (docs/decisions/050): a browser that signed in to an account keeps
// a signed, HttpOnly cookie naming that account, and with it may still sign in to that account
// (with the right password) while strangers' guesses keep its password sign-in paused. It is
// no credential: it only exempts the browser from the account's pause, never from the password.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { jwtVerify, SignJWT } from "jose";
import type { AppEnv, Env } from "../../env";
import { secretKey } from "./tokens";

const NAME = "device"; // sent as __Secure-device
const AUDIENCE = "trusted-device";
const MAX_AGE_DAYS = 365;

export const DEVICE_COOKIE_OPTIONS = {
  prefix: "secure",
  path: "/api/auth",
  httpOnly: true,
  secure: true,
  sameSite: "Strict",
  maxAge: MAX_AGE_DAYS * 24 * 3600,
} as const;

/** This browser's cookie for one account; `nonce` names it for its own guessing count. */
export interface TrustedDevice {
  nonce: string;
}

/**
 * A key of its own, derived from TOKEN_SECRET (HKDF with this purpose): a device cookie never
 * verifies as an access token, nor an access token as a device cookie.
 */
async function deviceKey(env: Env): Promise<Uint8Array> {
  const secret = await crypto.subtle.importKey("raw", secretKey(env), "HKDF", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    {
      name: "HKDF",
      hash: "SHA-256",
      salt: new Uint8Array(0),
      info: new TextEncoder().encode("trusted-device-cookie"),
    },
    secret,
    256,
  );
  return new Uint8Array(bits);
}

/** Sets this browser's device cookie for the account just signed in to, replacing any other. */
export async function trustDevice(c: Context<AppEnv>, user: { id: number; email: string }): Promise<void> {
  const value = await new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(user.id))
    .setAudience(AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${MAX_AGE_DAYS}d`)
    .sign(await deviceKey(c.env));
  setCookie(c, NAME, value, DEVICE_COOKIE_OPTIONS);
}

/** The request's device cookie if it is valid, unexpired and names this very account; else null. */
export async function trustedDevice(
  c: Context<AppEnv>,
  user: { id: number; email: string },
): Promise<TrustedDevice | null> {
  const value = getCookie(c, NAME, "secure");
  if (!value) return null;
  const key = await deviceKey(c.env); // a missing secret is a configuration error, not a bad cookie
  try {
    const { payload } = await jwtVerify(value, key, {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      requiredClaims: ["exp", "iat", "jti", "sub"],
    });
    // The id and the address both: it names one account even if an id ever came back (a restore).
    if (payload.sub !== String(user.id) || payload.email !== user.email || !payload.jti) return null;
    return { nonce: payload.jti };
  } catch {
    return null;
  }
}
