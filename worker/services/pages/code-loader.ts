// A drawn page asks for its code only once its largest paint is on screen (docs/decisions/071,
// 074): the HTML names no script and no modulepreload for the browser to fetch while it paints,
// only this inline loader. It waits for the parsed page and the first screen's main picture (its
// <img fetchpriority="high">, the page's largest paint), decoded, then for the frame that paints
// it, and only then links the page's modules and starts the app. A request that ends before the
// largest paint is counted as something that paint waited for, and on a fast connection the
// code's requests did end before it when they started with the picture's load event. The page's
// load event therefore no longer waits for the app (the journeys wait for React's root:
// e2e/app-started.ts). The drawn page reads and works without it; the app then takes it over
// as before (web/main.tsx). It is the only script that runs while the page is parsed, and a
// short one: Chromium's parser ends its task once a script has used up its time slice, and a
// body parsed in a later task was laid out, whole, outside the first paint (docs/decisions/075,
// 076).

export interface PageCode {
  /** the app's entry script */
  entry: string;
  /** modules to fetch alongside it: the entry's own imports, the language's, the page's */
  modules: string[];
}

/** At most this long after the page is parsed, the code starts even if the picture has not been painted. */
const PICTURE_WAIT_MS = 3000;

const SCRIPT_SRC = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/** The built shell without its <script type="module" src> and modulepreload links, and the
 *  code they named; a shell with no such script is left as it is. */
export function takeCodeFromShell(html: string): { html: string; code: PageCode | null } {
  const entries = [...html.matchAll(SCRIPT_SRC)].map((match) => match[1] as string);
  const [entry] = entries;
  if (entries.length !== 1 || !entry) return { html, code: null };
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  return { html: html.replace(SCRIPT_SRC, "").replace(MODULE_PRELOAD, ""), code: { entry, modules } };
}

const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The inline <script> that starts the page's code once the page is parsed and its main picture painted. */
export function codeLoaderScript({ entry, modules }: PageCode): string {
  const unique = [...new Set(modules)].filter((href) => href !== entry);
  return (
    `<script>(function(){var d=document,started=false,e=${scriptJson(entry)},m=${scriptJson(unique)};` +
    "function start(){if(started)return;started=true;" +
    'm.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});' +
    'var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=e;d.head.appendChild(s)}' +
    // the frame after the picture is decoded paints it (and a first paint that was still to come)
    "function shown(i){(i&&i.decode?i.decode():Promise.resolve()).then(next,next)}" +
    "function next(){requestAnimationFrame(function(){setTimeout(start,0)})}" +
    `function parsed(){var i=d.querySelector('#root img[fetchpriority="high"]');` +
    'if(i&&!i.complete){i.addEventListener("load",function(){shown(i)});i.addEventListener("error",next)}else shown(i);' +
    `setTimeout(start,${PICTURE_WAIT_MS})}` +
    'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",parsed);else parsed()})()</script>'
  );
}
