// The routes' frame around lazy pages: while a page's code is on the way the visitor sees
// an outline shaped like that page (not a bare "Loading…"), and a page whose code cannot be
// fetched says so with Try again instead of leaving the screen blank.
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserRoutes } from "./App";
import { AppProviders, AppRoutes } from "./AppRoutes";
import { CATALOGUE } from "./test/catalog";
import { mockApi } from "./test/render";

// the about page's code "cannot be fetched" in this file (as offline, or after a deploy)
vi.mock("./pages/AboutPage.tsx", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

const show = (url: string) =>
  render(
    <AppProviders routeData={null}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes pages={browserRoutes()} />
      </MemoryRouter>
    </AppProviders>,
  );

afterEach(() => vi.restoreAllMocks());

describe("lazy pages", () => {
  it("shows the catalogue's outline while the products page's code arrives, then the page", async () => {
    mockApi({ "GET /api/products": () => ({ products: CATALOGUE, next_cursor: null }) });
    show("/products");
    const outline = screen.getByRole("main");
    expect(within(outline).getByRole("status")).toHaveTextContent("Loading…");
    expect(outline).toHaveClass("page-skeleton-catalogue");
    expect(await screen.findByRole("heading", { level: 1, name: "Our flowers" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Red Rose Bouquet" })).toBeInTheDocument();
  });

  it("shows a product's outline for a product page", () => {
    mockApi({ "GET /api/products/1": () => new Promise(() => undefined) });
    show("/product/1");
    expect(screen.getByRole("main")).toHaveClass("page-skeleton-product");
  });

  it("says a page could not be loaded and offers Try again when its code cannot be fetched", async () => {
    mockApi({});
    show("/about");
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page could not be loaded" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Please check your connection and try again.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
