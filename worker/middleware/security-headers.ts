// Security headers on every answer the Worker gives (Hono's secureHeaders): nothing may
// frame the shop (the dashboard least of all), nothing is sniffed, referrers stay short.
// API answers may run nothing at all; pages get a CSP that allows only what the app uses.
// A handler that sets a header itself keeps it (uploads carry their own sandboxing CSP).
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { TURNSTILE_ORIGIN } from "../../shared/contact";
import type { AppEnv } from "../env";
import type { InlineHashes } from "../services/inline-hashes";
import { setAnswerHeader } from "./answer-headers";

const COMMON = {
  xFrameOptions: "DENY",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  overwrite: false,
} as const;

export const apiSecurityHeaders = secureHeaders({
  ...COMMON,
  referrerPolicy: "no-referrer",
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
});

/**
 * The pages' CSP. Scripts: the app's own files, plus the shell's inline scripts by their
 * hash (never 'unsafe-inline'); JSON-LD and data islands are data, which CSP does not run.
 * Style sheets: the app's own files, plus the inline ones (the shell's base styles, a drawn
 * page's own) by their hash. Style attributes may stay inline: the drawn HTML writes a few (a
 * rating's width, the banner's timer) and an attribute cannot load or run anything.
 * Pictures may be any https address (a product's image can be one), data: and blob:.
 * Cloudflare Turnstile (the contact form's robot check) may load its script and frame.
 */
export function pageContentSecurityPolicy(hashes: Partial<InlineHashes> = {}): string {
  const allowed = (list: readonly string[] = []) => list.map((hash) => ` '${hash}'`).join("");
  return [
    "default-src 'self'",
    `script-src 'self' ${TURNSTILE_ORIGIN}${allowed(hashes.scripts)}`,
    `style-src 'self'${allowed(hashes.styles)}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // Turnstile's widget on the contact form is a script and a frame from Cloudflare. Allowed on
    // every page: the app changes pages without reloading, so the first page's policy stays.
    `frame-src ${TURNSTILE_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const pageHeaders = secureHeaders({
  ...COMMON,
  referrerPolicy: "strict-origin-when-cross-origin",
  // Geolocation for "Use my location" on the shop's own pages only.
  permissionsPolicy: { geolocation: ["self"], camera: [], microphone: [], payment: [], usb: [] },
});

export const pageSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await pageHeaders(c, async () => {
    await next();
    if (!c.res.headers.has("Content-Security-Policy")) {
      setAnswerHeader(c, "Content-Security-Policy", pageContentSecurityPolicy());
    }
  });
};
