// The static frame index.html carries (built from first-paint.tsx): the same frame React
// draws first, replaced on mount without leaving a second copy, and a promo that stays hidden
// wherever the app leaves it out.
import { act, screen } from "@testing-library/react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "./App";
import { PROMO_DISMISSED_KEY } from "./components/PromoBanner";
import { FIRST_PAINT_ATTRIBUTE, promoHiddenScript, renderFrame } from "./first-paint";
import { KHMER_FONT_CLASS, KHMER_FONT_SEEN } from "./i18n/khmer-font";
import { mockApi } from "./test/render";

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  document.documentElement.className = "";
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.lang = "en";
  window.history.replaceState(null, "", "/");
});

/** Runs the <head> script as the browser would, at `path`. */
function runHeadScript(path: string) {
  window.history.replaceState(null, "", path);
  const code = promoHiddenScript().replace(/^<script>|<\/script>$/g, "");
  new Function(code)();
  return document.documentElement.classList.contains("promo-hidden");
}

describe("the Khmer web font", () => {
  const named = () => document.documentElement.classList.contains(KHMER_FONT_CLASS);

  it("is named from the first paint only on a Khmer page of a browser that has fetched it before", () => {
    document.documentElement.lang = "km";
    runHeadScript("/km/");
    expect(named()).toBe(false);

    localStorage.setItem(KHMER_FONT_SEEN, "1");
    runHeadScript("/km/");
    expect(named()).toBe(true);

    document.documentElement.className = "";
    document.documentElement.lang = "zh-Hans";
    runHeadScript("/zh/");
    expect(named()).toBe(false);
  });
});

describe("first paint", () => {
  it("is the frame alone: skip link, promo, navigation with no page marked, share button", () => {
    document.body.innerHTML = renderFrame();
    expect(document.body.firstElementChild).toHaveAttribute(FIRST_PAINT_ATTRIBUTE);
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("complementary", { name: "Delivery offer" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(nav).toContainElement(screen.getByRole("link", { name: "Products" }));
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Products" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("button", { name: "Share this page" })).toBeInTheDocument();
    expect(screen.queryByRole("main")).toBeNull();
  });

  it("is replaced by React on mount, leaving one of each landmark", async () => {
    mockApi({ "GET /api/products": () => ({ products: [], next_cursor: null }) });
    const root = document.createElement("div");
    root.innerHTML = renderFrame();
    document.body.append(root);
    const reactRoot = createRoot(root);
    await act(async () => reactRoot.render(<App />));

    expect(root.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`)).toBeNull();
    expect(screen.getAllByRole("navigation", { name: "Main" })).toHaveLength(1);
    expect(screen.getAllByRole("complementary", { name: "Delivery offer" })).toHaveLength(1);
    expect(screen.getAllByRole("main")).toHaveLength(1);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    // unmounted here, or React's scheduler may still run after jsdom is gone
    act(() => reactRoot.unmount());
  });

  it("hides the frame's promo on pages without the banner and after it was dismissed", () => {
    expect(runHeadScript("/")).toBe(false);
    expect(runHeadScript("/products")).toBe(false);
    for (const path of ["/admin", "/profile", "/orders", "/orders/"]) {
      document.documentElement.className = "";
      expect(runHeadScript(path), path).toBe(true);
    }
    document.documentElement.className = "";
    sessionStorage.setItem(PROMO_DISMISSED_KEY, "1");
    expect(runHeadScript("/")).toBe(true);
  });
});
