// Each page's floor (docs/decisions/070): the page exactly as the Worker draws it, with nothing
// of ours that runs and no web font: every script but data (JSON, JSON-LD), every module
// preload, every preload of a script or a font, and every @font-face rule, in the inline
// <style> and in the linked style sheets. Its markup, the rest of its CSS, its pictures and its
// data stay. What the page costs above its floor is what its code and fonts cost.
//
// A small proxy serves one origin: every path passes to the shop byte for byte (a page's bytes
// in one write, as the floor's: wholeBody), and the same path under /__floor is its floor. The
// bench measures the page and its floor both through the proxy, so both pay the same hop and
// neither a second origin.

import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

const FLOOR_PREFIX = "/__floor";

/** Where the proxy serves the floor of the page at `path`. */
export const floorPath = (path: string) => `${FLOOR_PREFIX}${path}`;

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** A style sheet without its @font-face rules. */
export const withoutFontFaces = (css: string) => css.replace(FONT_FACE, "");

const RUNS = /<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;
const PRELOADS = /<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*>/g;
const PRELOADS_KEPT = /as="(?:image|style)"/;
const STYLE_SHEET_HREF = /(<link\b[^>]*rel="stylesheet"[^>]*href=")(\/[^"]*)"/g;

/** The drawn page with nothing of ours that runs and no web font; its style sheets are linked
 *  through their floors (the same files without @font-face). */
export function floorOf(html: string): string {
  const floor = html
    .replace(RUNS, "")
    .replace(PRELOADS, (link) => (PRELOADS_KEPT.test(link) ? link : ""))
    .replace(FONT_FACE, "")
    .replace(STYLE_SHEET_HREF, (_, start: string, href: string) => `${start}${floorPath(href)}"`);
  // a change to how pages are drawn must not leave the floor quietly running the app
  const left = ["<script", "modulepreload", "@font-face"].find((text) =>
    floor.replace(/<script\b[^>]*type="application\/(?:ld\+)?json"/g, "").includes(text),
  );
  if (left) throw new Error(`A page's floor still has ${left}: see bench/page-floor.ts`);
  if (!floor.includes("<main")) throw new Error("A page's floor lost its <main>: see bench/page-floor.ts");
  return floor;
}

/** An answer's bytes, as they came (still encoded). The Worker draws a page as one string; the
 *  writes that the local server's compression cuts it into reach the parser as separate chunks,
 *  and a page parsed in two tasks had its whole first layout fall outside its first paint in
 *  Lighthouse's reckoning, while its floor, written at once, never did. Both are sent whole, so
 *  the two differ by their content only. */
async function wholeBody(answer: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const HASH = /^'sha256-/;

/** The page's Content-Security-Policy for its floor: the floor's inline <style>, which lost its
 *  @font-face rules, allowed by its own hash in place of the page's. Under the page's hash the
 *  browser applied no style to the floor at all, and an unstyled page was the floor. */
export function floorPolicy(policy: string, floor: string): string {
  const hashes = [...floor.matchAll(INLINE_STYLE)].map(
    ([, css]) =>
      `'sha256-${createHash("sha256")
        .update(css ?? "")
        .digest("base64")}'`,
  );
  return policy
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== "style-src") return directive;
      return ` ${[name, ...sources.filter((source) => !HASH.test(source)), ...hashes].join(" ")}`;
    })
    .join(";")
    .trim();
}

/** Headers that no longer hold once a body is rewritten (or that belong to one connection). */
const REWRITTEN = new Set(["content-length", "content-encoding", "transfer-encoding", "connection"]);

/** Serves the shop and each page's floor on one origin. */
export async function startFloorProxy(shopUrl: string) {
  const shop = new URL(shopUrl);
  const rewriteLocation = (headers: IncomingMessage["headers"], origin: string) => {
    const location = headers.location;
    if (typeof location === "string" && location.startsWith(shop.origin))
      headers.location = origin + location.slice(shop.origin.length);
    return headers;
  };

  /** Any path but a floor: the shop's answer as it is, streamed. */
  const passOn = (incoming: IncomingMessage, outgoing: ServerResponse, origin: string) => {
    const upstream = request(
      new URL(incoming.url ?? "/", shop),
      { method: incoming.method, headers: { ...incoming.headers, host: shop.host } },
      (answer) => {
        const headers = rewriteLocation(answer.headers, origin);
        if (!String(headers["content-type"]).startsWith("text/html")) {
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(outgoing);
          return;
        }
        // a page is sent whole, as its floor is: see wholeBody
        wholeBody(answer).then(
          (body) => {
            delete headers["transfer-encoding"];
            outgoing.writeHead(answer.statusCode ?? 502, {
              ...headers,
              "content-length": String(body.length),
            });
            outgoing.end(body);
          },
          (error: unknown) => outgoing.destroy(error instanceof Error ? error : new Error(String(error))),
        );
      },
    );
    upstream.on("error", (error) => outgoing.writeHead(502).end(String(error)));
    incoming.pipe(upstream);
  };

  /** A floor: the shop's answer for the path without the prefix, its code and fonts taken out. */
  const floor = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const path = (incoming.url ?? "/").slice(FLOOR_PREFIX.length) || "/";
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).flatMap(([name, value]) =>
        typeof value === "string" && name !== "host" ? [[name, value]] : [],
      ),
    );
    const answer = await fetch(new URL(path, shop), { headers, redirect: "manual" });
    const type = answer.headers.get("content-type") ?? "";
    const isPage = type.startsWith("text/html");
    const body = isPage
      ? floorOf(await answer.text())
      : type.startsWith("text/css")
        ? withoutFontFaces(await answer.text())
        : Buffer.from(await answer.arrayBuffer());
    const kept: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!REWRITTEN.has(name)) kept[name] = value;
    });
    const policy = answer.headers.get("content-security-policy");
    if (policy && isPage && typeof body === "string")
      kept["content-security-policy"] = floorPolicy(policy, body);
    // encoded as the shop encodes its own answers, so the floor's HTML weighs what the page's
    // does (sent as it is, it was five times the page's and its download set the floor's paint back)
    const encoding = answer.headers.get("content-encoding");
    if (encoding === "gzip") kept["content-encoding"] = encoding;
    outgoing.writeHead(answer.status, kept).end(encoding === "gzip" ? gzipSync(body) : body);
  };

  const server = createServer((incoming, outgoing) => {
    const origin = `http://${incoming.headers.host}`;
    if (!incoming.url?.startsWith(`${FLOOR_PREFIX}/`)) return passOn(incoming, outgoing, origin);
    floor(incoming, outgoing).catch((error: unknown) => {
      console.error(error);
      outgoing.writeHead(502).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
