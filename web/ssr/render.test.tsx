// Every page a search engine lists is drawn on the Worker with its route's data, and the
// browser takes that drawing over in place: React hydrates it without a mismatch, keeps every
// element it was given (none removed and drawn again), and asks the API nothing the Worker's
// answer already held. Each page in English, Khmer and Chinese.
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DrawRequest } from "../../shared/drawing";
import { CATALOGUES } from "../../shared/i18n/catalogues";
import { khmerWordBreaks } from "../../shared/i18n/khmer-words";
import { DEFAULT_LOCALE, LOCALES, type Locale, localizedPath } from "../../shared/i18n/locales";
import type { ReviewsAnswer } from "../../shared/reviews";
import { App, browserRoutes, loadLandingPage } from "../App";
import { setLanguage } from "../i18n";
import { CATALOGUE, productDetailWire } from "../test/catalog";
import { customer, mockApi, sentBodies, storeSession } from "../test/render";
import { drawPage } from "./render";
import { readRouteData } from "./route-data";

const KHMER_NAME = "ផ្កាកុលាបក្រហម";
// a peak day with few left: its line is drawn by the Worker and taken over as it is
const PRODUCT = productDetailWire({
  id: 7,
  name: "Angkor Sunrise",
  review_count: 1,
  peak_left: [{ date: "2027-02-14", left: 12 }],
});
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

/** What the Worker hands the page at `path` (the API's answers: the catalogue, or one product
 *  and its reviews), and the API paths it holds the answers of. */
function answerOf(path: string, locale: Locale): { answer?: DrawRequest["answer"]; holds: string[] } {
  const named = <W extends { name: string }>(wire: W): W =>
    locale === "km" ? { ...wire, name: `${KHMER_NAME} ${wire.name}` } : wire;
  if (path === "/" || path === "/products")
    return { answer: { products: CATALOGUE.map(named), next_cursor: null }, holds: ["/api/products"] };
  if (path === "/product/7")
    return {
      answer: { product: named(PRODUCT), reviews: REVIEWS },
      holds: ["/api/products/7", "/api/products/7/reviews"],
    };
  return { holds: [] };
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
      expect(main.querySelector(".peak-left")?.textContent).toMatch(/12.*(February|កុម្ភៈ)|2月14日.*12/);
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
      const { answer, holds } = answerOf(path, locale);
      const drawn = await drawPage({ path, search: "", locale, answer });
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
      // what the Worker's answer held is not asked again
      const asked = fetch.mock.calls.map(([input]) => new URL(String(input), "http://shop").pathname);
      for (const held of holds) expect(asked).not.toContain(held);
    },
  );
});

/** The page the Worker draws at `path` (English), as the browser has it before its script runs. */
async function showDrawn(path: string, answer?: DrawRequest["answer"]) {
  const drawn = await drawPage({ path, search: "", locale: DEFAULT_LOCALE, answer });
  document.body.innerHTML = `<div id="root">${drawn.html}</div>${drawn.script}`;
  window.history.replaceState(null, "", path);
}

/** The app taking the drawn page at `path` over, as main.tsx does. */
async function takeOver(path: string) {
  const pages = browserRoutes(await loadLandingPage(path));
  const routeData = readRouteData();
  await act(async () => {
    root = hydrateRoot(
      document.getElementById("root") as HTMLElement,
      <App pages={pages} routeData={routeData} />,
    );
  });
}

/** Signed in, which only the browser knows: the header changes once React has the page, which
 *  renders the page again. */
const signedInHeaderShown = () =>
  vi.waitFor(() => expect(document.querySelector(".site-header")?.textContent).toContain("Sok"));

describe("the drawn search box", () => {
  it("searches what a visitor typed before React took the page over, and keeps it in the box", async () => {
    await showDrawn("/products", answerOf("/products", DEFAULT_LOCALE).answer);
    const box = document.getElementById("product-search") as HTMLInputElement;
    box.value = "marigold"; // typed on the drawn page, before the app's script had run
    const fetch = mockApi({ "GET /api/products": () => ({ products: CATALOGUE, next_cursor: null }) });
    await takeOver("/products");
    const searched = () =>
      fetch.mock.calls.map(([input]) => new URL(String(input), "http://shop").searchParams.get("q"));
    await vi.waitFor(() => expect(searched()).toContain("marigold"), { timeout: 5000 });
    expect(window.location.search).toBe("?q=marigold");
    expect(box.value).toBe("marigold");
  });
});

describe("a drawn form filled in before React took the page over", () => {
  it("keeps every field as the visitor left it and sends it", async () => {
    await showDrawn("/contact");
    const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
    // typed, and a subject chosen, on the drawn page, before the app's script had run
    field<HTMLInputElement>("contact-name").value = "Lina Park";
    field<HTMLInputElement>("contact-email").value = "lina@example.com";
    field<HTMLSelectElement>("contact-subject").value = "wedding";
    field<HTMLTextAreaElement>("contact-message").value = "Can you deliver lilies tomorrow?";
    storeSession(customer({ name: "Sok Dara" }));
    const fetch = mockApi({ "POST /api/contact": () => ({ id: 1, message: "sent" }) });
    await takeOver("/contact");
    await signedInHeaderShown();

    expect(field<HTMLInputElement>("contact-name").value).toBe("Lina Park");
    expect(field<HTMLTextAreaElement>("contact-message").value).toBe("Can you deliver lilies tomorrow?");
    await act(async () => field<HTMLFormElement>("contact-name").form?.requestSubmit());
    await vi.waitFor(() =>
      expect(sentBodies(fetch, "POST", "/api/contact")).toEqual([
        expect.objectContaining({
          name: "Lina Park",
          email: "lina@example.com",
          subject: "wedding",
          message: "Can you deliver lilies tomorrow?",
        }),
      ]),
    );
  });

  it("keeps the size a visitor picked on the drawn product page, and its price", async () => {
    const sized = productDetailWire({
      id: 7,
      name: "Angkor Sunrise",
      sizes: [
        { id: "standard", label: "Standard", price: 45, price_khr: 184_500 },
        { id: "premium", label: "Premium", price: 85, price_khr: 348_500 },
      ],
    });
    await showDrawn("/product/7", { product: sized, reviews: REVIEWS });
    const premium = () => document.querySelector<HTMLInputElement>('input[name="size"][value="premium"]');
    const barPrice = () => document.querySelector(".order-bar-price")?.textContent;
    expect(barPrice()).toContain("$45");
    (premium() as HTMLInputElement).checked = true; // picked before the app's script had run
    storeSession(customer({ name: "Sok Dara" }));
    mockApi({});
    await takeOver("/product/7");
    await signedInHeaderShown();

    expect(premium()?.checked).toBe(true);
    expect(barPrice()).toContain("$85");
  });
});
