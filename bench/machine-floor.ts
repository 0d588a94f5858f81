// What this machine charges before any code of ours runs. Lighthouse's simulation multiplies
// every main-thread task by 4, and on a busy two-core machine that includes the browser's own
// work: laying out text (font lookups cross to the browser process on Linux), painting,
// decoding. So the bench also measures two control pages, served from the shop's origin by a
// small proxy and judged by the same budgets:
// - the home page exactly as the Worker draws it, without a script (the app's modules, their
//   preloads and the <head> script) and without the web fonts: the markup, CSS and pictures;
// - a page with one heading and one line.
// If the first misses the budgets, no script could make the real page meet them here: this
// machine cannot judge them (docs/decisions/059).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FLOOR_PAGES = {
  drawnWithoutScripts: "/__floor/drawn-without-scripts",
  heading: "/__floor/heading",
} as const;

const HEADING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Siem Reap Flowers</title><meta name="description" content="A heading and a line."></head>
<body><main><h1>Siem Reap Flowers</h1><p>Fresh flowers, delivered today.</p></main></body></html>`;

/** The drawn page with nothing of ours that runs: no script but data (JSON, JSON-LD), no web font. */
export function withoutScriptsOrWebFonts(html: string): string {
  const stripped = html
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "")
    .replace(/@font-face\s*\{[^}]*\}/g, "");
  // a change to how pages are drawn must not leave the control page quietly running the app
  const left = ['type="module"', "modulepreload", "@font-face"].find((text) => stripped.includes(text));
  if (left) throw new Error(`The control page still has ${left}: see bench/machine-floor.ts`);
  if (!stripped.includes("<main"))
    throw new Error("The control page lost its <main>: see bench/machine-floor.ts");
  return stripped;
}

/** What the proxy hands on from the shop's answer (the rest, e.g. its length, no longer holds). */
const FORWARDED_HEADERS = ["content-type", "cache-control", "location"];

/** Serves the control pages and passes every other request to the shop, on one origin. */
export async function startFloorPages(shopUrl: string) {
  const drawn = await fetch(`${shopUrl}/`).then((response) => response.text());
  const pages = new Map<string, string>([
    [FLOOR_PAGES.drawnWithoutScripts, withoutScriptsOrWebFonts(drawn)],
    [FLOOR_PAGES.heading, HEADING_PAGE],
  ]);
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const page = pages.get(request.url ?? "");
    if (page !== undefined) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
      return;
    }
    fetch(`${shopUrl}${request.url}`, { redirect: "manual" })
      .then(async (shop) => {
        const headers = Object.fromEntries(
          FORWARDED_HEADERS.flatMap((name) => {
            const value = shop.headers.get(name);
            return value === null ? [] : [[name, value]];
          }),
        );
        response.writeHead(shop.status, headers).end(Buffer.from(await shop.arrayBuffer()));
      })
      .catch((error: unknown) => response.writeHead(502).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
