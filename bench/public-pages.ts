// The public pages the page budgets cover, in every language, and the "JavaScript off" check:
// does a page's <main> show its content from the HTML alone (drawn by the Worker), or only
// once the app's script has run (drawn by the client)?
import { launchChromium } from "../e2e/chromium.ts";

export interface PublicPage {
  path: string;
  /** A selector inside <main> that only the drawn page matches. */
  content: string;
}

/** Each public page (English path) and what its <main> shows once drawn (web/pages/*.tsx). */
const PAGES: PublicPage[] = [
  { path: "/", content: "#hero-title" },
  // an <article>: the skeleton's cards are <div class="product-card product-card-skeleton">
  { path: "/products", content: "article.product-card" },
  // the not-found page's <h1> is outside the product's <article>
  { path: "/product/1", content: "article.product-detail h1" },
  { path: "/about", content: "h1" },
  { path: "/contact", content: "form" },
];
const LANGUAGE_BASES = ["", "/km", "/zh"];

/** Every page with its Khmer and Chinese twins next to it: /, /km/, /zh/, /products, … */
export const PUBLIC_PAGES: PublicPage[] = PAGES.flatMap((page) =>
  LANGUAGE_BASES.map((base) => ({ ...page, path: base + page.path })),
);

/** The pages judged against their own floors (docs/decisions/070), in each language. */
export const FLOORED_PAGES = ["/", "/products", "/product/1"].flatMap((path) =>
  LANGUAGE_BASES.map((base) => base + path),
);

/** Whether `url` ended on `path` (not sent to another language or page), trailing slash aside. */
export const endedOn = (url: string, path: string) => {
  const withoutSlash = (pathname: string) => pathname.replace(/\/$/, "");
  return withoutSlash(new URL(url).pathname) === withoutSlash(path);
};

/** For each page: whether its <main> shows its content with JavaScript off. */
export async function contentWithoutJavaScript(url: string, pages: PublicPage[]) {
  const browser = await launchChromium();
  try {
    const shown = new Map<string, boolean>();
    for (const page of pages) {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const tab = await context.newPage();
      await tab.goto(url + page.path);
      const visible = await tab.locator(`main ${page.content}`).first().isVisible();
      shown.set(page.path, visible && endedOn(tab.url(), page.path));
      await context.close();
    }
    return shown;
  } finally {
    await browser.close();
  }
}
