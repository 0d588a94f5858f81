// Every page a search engine lists is drawn on the Worker with its route's data, and the
// browser takes that drawing over in place: React hydrates it without a mismatch, keeps every
// element it was given (none removed and drawn again), and asks the API nothing the loader
// already answered. Each page in English, Khmer and Chinese.
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOGUES } from "../../shared/i18n/catalogues";
import { khmerWordBreaks } from "../../shared/i18n/khmer-words";
import { DEFAULT_LOCALE, LOCALES, type Locale, localizedPath } from "../../shared/i18n/locales";
import type { ReviewsAnswer } from "../../shared/reviews";
import { App, browserRoutes, loadLandingPage } from "../App";
import { setLanguage } from "../i18n";
import { CATALOGUE, productWire } from "../test/catalog";
import { customer, mockApi, storeSession } from "../test/render";
import { drawPage } from "./render";
import { readRouteData } from "./route-data";

const KHMER_NAME = "ផ្កាកុលាបក្រហម";
const PRODUCT = productWire({ id: 7, name: "Angkor Sunrise", review_count: 1 });
const REVIEWS: ReviewsAnswer = {
  reviews: [
    {
      id: 1,
      order_id: 3,
      product_id: 7,
      reviewer_name: "Dara",
      rating: 5,
      comment: "Lovely roses.",
      created_at: "2026-11-01T09:00:00.000Z",
    },
  ],
  next_cursor: null,
};

/** The shop's API as the loaders meet it: the catalogue, one product and its reviews. */
function answer(path: string, locale: Locale): unknown {
  const url = new URL(path, "http://shop");
  const named = (wire: typeof PRODUCT) =>
    locale === "km" ? { ...wire, name: `${KHMER_NAME} ${wire.name}` } : wire;
  if (url.pathname === "/api/products") return { products: CATALOGUE.map(named), next_cursor: null };
  if (url.pathname === "/api/products/7") return named(PRODUCT);
  if (url.pathname === "/api/products/7/reviews") return REVIEWS;
  throw new Error(`404 ${path}`);
}

/** What each page must show from the HTML alone. */
const PAGES: { path: string; shows: (main: HTMLElement) => void }[] = [
  {
    path: "/",
    shows: (main) => expect(main.querySelectorAll("article.product-card")).toHaveLength(CATALOGUE.length),
  },
  {
    path: "/products",
    shows: (main) => expect(main.querySelectorAll("article.product-card")).toHaveLength(CATALOGUE.length),
  },
  {
    path: "/product/7",
    shows: (main) => {
      expect(main.querySelector("h1")?.textContent).toContain("Angkor Sunrise");
      expect(main.querySelector(".review-list")?.textContent).toContain("Lovely roses.");
    },
  },
  { path: "/about", shows: (main) => expect(main.querySelector("h1")).not.toBeNull() },
  { path: "/contact", shows: (main) => expect(main.querySelector("form")).not.toBeNull() },
  { path: "/no-such-page", shows: (main) => expect(main.querySelector("h1")).not.toBeNull() },
];

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  localStorage.clear();
  setLanguage(DEFAULT_LOCALE);
  vi.restoreAllMocks();
});

describe.each(LOCALES)("pages drawn on the Worker, in %s", (locale) => {
  it.each(PAGES)(
    "$path shows its content from the HTML and is taken over in place",
    async ({ path, shows }) => {
      const loaded: string[] = [];
      const drawn = await drawPage({
        path,
        search: "",
        locale,
        get: async <T,>(asked: string) => {
          loaded.push(asked);
          return answer(asked, locale) as T;
        },
      });
      document.body.innerHTML = `<div id="root">${drawn.html}</div>${drawn.script}`;
      const main = document.querySelector("main") as HTMLElement;
      shows(main);
      const elements = [...main.querySelectorAll("*")];

      // the browser: at the page's address, in its language, with the marks the Worker made, and
      // signed in, which the Worker cannot know
      storeSession(customer({ name: "Sok Dara" }));
      const address = localizedPath(path, locale);
      window.history.replaceState(null, "", address);
      const routeData = readRouteData();
      const marks = routeData?.marks ?? {};
      setLanguage(
        locale,
        CATALOGUES[locale],
        locale === "km" ? (text) => marks[text] ?? khmerWordBreaks(text) : undefined,
      );
      const fetch = mockApi({});
      const errors = vi.spyOn(console, "error");
      const recoverable: unknown[] = [];
      const pages = browserRoutes(await loadLandingPage(address));
      await act(async () => {
        root = hydrateRoot(
          document.getElementById("root") as HTMLElement,
          <App pages={pages} routeData={routeData} />,
          {
            onRecoverableError: (error) => void recoverable.push(error),
          },
        );
      });

      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      expect(document.querySelector("main")).toBe(main);
      expect(elements.filter((element) => !element.isConnected)).toEqual([]);
      // and then shows what only the browser knows
      expect(document.querySelector(".site-header")?.textContent).toContain("Sok");
      // what the loader fetched on the Worker is not asked again
      const asked = fetch.mock.calls.map(([input]) => new URL(String(input), "http://shop").pathname);
      for (const path of loaded) expect(asked).not.toContain(new URL(path, "http://shop").pathname);
    },
  );
});

describe("the drawn search box", () => {
  it("searches what a visitor typed before React took the page over, and keeps it in the box", async () => {
    const drawn = await drawPage({
      path: "/products",
      search: "",
      locale: DEFAULT_LOCALE,
      get: async <T,>(asked: string) => answer(asked, DEFAULT_LOCALE) as T,
    });
    document.body.innerHTML = `<div id="root">${drawn.html}</div>${drawn.script}`;
    window.history.replaceState(null, "", "/products");
    const box = document.getElementById("product-search") as HTMLInputElement;
    box.value = "marigold"; // typed on the drawn page, before the app's script had run
    const fetch = mockApi({ "GET /api/products": () => ({ products: CATALOGUE, next_cursor: null }) });
    const pages = browserRoutes(await loadLandingPage("/products"));
    const routeData = readRouteData();
    await act(async () => {
      root = hydrateRoot(
        document.getElementById("root") as HTMLElement,
        <App pages={pages} routeData={routeData} />,
      );
    });
    const searched = () =>
      fetch.mock.calls.map(([input]) => new URL(String(input), "http://shop").searchParams.get("q"));
    await vi.waitFor(() => expect(searched()).toContain("marigold"), { timeout: 5000 });
    expect(window.location.search).toBe("?q=marigold");
    expect(box.value).toBe("marigold");
  });
});
