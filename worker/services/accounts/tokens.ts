// Access tokens: HS256 JWTs (jose) naming the user and their token version. A password
// change bumps the version, which voids every token issued before it.
import { jwtVerify, SignJWT } from "jose";
import { TOKEN_TTL_DAYS } from "../../../shared/limits";
import type { Env } from "../../env";

export interface TokenClaims {
  userId: number;
  version: number;
}

export function secretKey(env: Env): Uint8Array {
  if (!env.TOKEN_SECRET || env.TOKEN_SECRET.length < 32) {
    throw new Error("TOKEN_SECRET is missing or shorter than 32 characters");
  }
  return new TextEncoder().encode(env.TOKEN_SECRET);
}

export async function issueToken(env: Env, user: { id: number; tokenVersion: number }): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_DAYS}d`)
    .sign(secretKey(env));
}

/** The claims of a valid, unexpired token, or null for anything else. */
export async function readToken(env: Env, token: string): Promise<TokenClaims | null> {
  const key = secretKey(env); // a missing secret is a configuration error, not a bad token
  try {
    // exp and iat are required: a validly signed token without an expiry is refused.
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "iat"],
    });
    const userId = Number(payload.sub);
    const version = payload.ver;
    if (!Number.isSafeInteger(userId) || typeof version !== "number") return null;
    return { userId, version };
  } catch {
    return null;
  }
}
