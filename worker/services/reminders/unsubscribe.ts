// A reminder e-mail's one-click unsubscribe link (docs/decisions/073): a signed token naming the
// reminder and its language, so the link works signed out, on any device, and nobody can make
// one for another customer's reminder. A JWT (jose, HS256) with its own audience, so it never
// passes for an access or tracking token. It does not expire: an e-mail from last year still
// stops the reminder, and all it can do is that.
import { jwtVerify, SignJWT } from "jose";
import { isLocale, type Locale, localizedPath } from "../../../shared/i18n/locales";
import { type Env, publicOrigin } from "../../env";
import { secretKey } from "../accounts/tokens";

const AUDIENCE = "reminder-unsubscribe";

/** The API path a one-click POST (RFC 8058) and the e-mail's link both use. */
export const UNSUBSCRIBE_PATH = "/api/reminders/unsubscribe";

export const unsubscribeToken = (env: Env, reminderId: number, locale: Locale) =>
  new SignJWT({ lang: locale })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setSubject(String(reminderId))
    .setIssuedAt()
    .sign(secretKey(env));

export interface UnsubscribeClaim {
  reminderId: number;
  locale: Locale;
}

/** What a token names, or null for a wrong, altered or foreign one. */
export async function readUnsubscribeToken(env: Env, token: string): Promise<UnsubscribeClaim | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(env), {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      requiredClaims: ["sub"],
    });
    const reminderId = Number(payload.sub);
    if (!Number.isSafeInteger(reminderId) || reminderId <= 0) return null;
    return { reminderId, locale: isLocale(payload.lang) ? payload.lang : "en" };
  } catch {
    return null;
  }
}

/** The link, on the shop's public address. `lang` only picks the language of an invalid link's page. */
export const unsubscribeUrl = async (env: Env, reminderId: number, locale: Locale) =>
  `${publicOrigin(env)}${UNSUBSCRIBE_PATH}?token=${await unsubscribeToken(env, reminderId, locale)}`;

/** The storefront's address in `locale`, for the page's way back to the shop. */
export const shopHome = (env: Env, locale: Locale) => `${publicOrigin(env)}${localizedPath("/", locale)}`;
