// Security headers on every answer the Worker gives (Hono's secureHeaders): nothing may
// frame the shop (the dashboard least of all), nothing is sniffed, referrers stay short.
// API answers may run nothing at all; pages get a CSP that allows only what the app uses.
// A handler that sets a header itself keeps it (uploads carry their own sandboxing CSP).
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { TURNSTILE_ORIGIN } from "../../shared/contact";
import type { AppEnv } from "../env";

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
 * hash (never 'unsafe-inline'); JSON-LD blocks are data, which CSP does not run. Styles
 * allow inline: the shell inlines its base stylesheet and React sets style attributes.
 * Pictures may be any https address (a product's image can be one), data: and blob:.
 * Cloudflare Turnstile (the contact form's robot check) may load its script and frame.
 */
export function pageContentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${TURNSTILE_ORIGIN}${scriptHashes.map((hash) => ` '${hash}'`).join("")}`,
    "style-src 'self' 'unsafe-inline'",
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
    // Answers passed through from the asset server have immutable headers.
    c.res = new Response(c.res.body, c.res);
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", pageContentSecurityPolicy());
    }
  });
};

/** `sha256-…` of each inline `<script>` (without src) in an HTML document, for the CSP. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const bodies = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .filter(([tag]) => !/type=["']?application\/(ld\+)?json/i.test(tag ?? ""))
    .map(([, body]) => body ?? "");
  return Promise.all(
    bodies.map(async (body) => {
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
      return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
    }),
  );
}
