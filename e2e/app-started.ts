// A journey's navigations wait for the app, not only for the load event. A drawn page starts
// its code the frame after its main picture is painted (docs/decisions/074), which is often
// after `load`: a click right after `goto` would otherwise meet the drawn page's plain links and
// forms, not the app's. Navigations that ask for less ("commit", "domcontentloaded") wait for
// nothing more; a page without the app's root (an API answer, a page the Worker draws alone)
// has nothing to wait for.
import type { Page } from "@playwright/test";

type WaitUntil = "load" | "domcontentloaded" | "networkidle" | "commit";

/** Resolves once React has the page's #root, or at once when the page has none. */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById("root");
      return !root || Object.keys(root).some((key) => key.startsWith("__reactContainer$"));
    },
    undefined,
    { timeout: 15_000 },
  );
}

const waitsForLoad = (waitUntil: WaitUntil | undefined) =>
  waitUntil === undefined || waitUntil === "load" || waitUntil === "networkidle";

/** `page` with goto, reload, goBack and goForward that also wait for the app to start. */
export function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options?.waitUntil)) await appStarted(page);
    return response;
  };
  for (const move of ["reload", "goBack", "goForward"] as const) {
    const navigate = page[move].bind(page);
    page[move] = async (options) => {
      const response = await navigate(options);
      if (response && waitsForLoad(options?.waitUntil)) await appStarted(page);
      return response;
    };
  }
  return page;
}
