// /products: search, category and occasion live in the URL, the grid follows them (the
// search reads occasions too), out-of-stock cards say so, an empty result says 'No flowers
// found', and a failed load offers Try again.
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOGUE } from "../test/catalog";
import { currentPath, mockApi, renderPage } from "../test/render";
import ProductsPage from "./ProductsPage";

const names = () =>
  screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);
const show = (url = "/products") => renderPage(<ProductsPage />, url, { path: "/products" });

afterEach(() => vi.restoreAllMocks());

describe("ProductsPage", () => {
  it("shows the whole catalogue with an out-of-stock badge where it applies", async () => {
    mockApi({ "GET /api/products": () => CATALOGUE });
    show();
    expect(await screen.findByText("White Lily Vase")).toBeInTheDocument();
    expect(names()).toEqual(CATALOGUE.map((product) => product.name));
    const orchid = screen.getByRole("link", { name: "Orchid Sunrise" }).closest("article") as HTMLElement;
    expect(within(orchid).getByText("Out of stock")).toBeInTheDocument();
    const roses = screen.getByRole("link", { name: "Red Rose Bouquet" }).closest("article") as HTMLElement;
    expect(within(roses).queryByText("Out of stock")).not.toBeInTheDocument();
    expect(within(roses).getByText("25% off")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Red Rose Bouquet" })).toHaveAttribute("href", "/product/1");
  });

  it("filters by the category in the URL, so a filtered list can be shared", async () => {
    mockApi({ "GET /api/products": () => CATALOGUE });
    show("/products?category=roses");
    await screen.findByText("Red Rose Bouquet");
    expect(names()).toEqual(["Red Rose Bouquet", "Pink Rose Box"]);
    expect(screen.getByLabelText("Category")).toHaveValue("roses");
  });

  it("writes the search and the category into the URL as the visitor filters", async () => {
    mockApi({ "GET /api/products": () => CATALOGUE });
    const user = userEvent.setup();
    show();
    await screen.findByText("Red Rose Bouquet");

    await user.type(screen.getByLabelText("Search"), "lily");
    expect(currentPath(screen)).toBe("/products?q=lily");
    expect(names()).toEqual(["White Lily Vase"]);

    await user.clear(screen.getByLabelText("Search"));
    await user.selectOptions(screen.getByLabelText("Category"), "Wedding");
    expect(currentPath(screen)).toBe("/products?category=wedding");
    expect(names()).toEqual(["Bridal Cascade"]);

    await user.selectOptions(screen.getByLabelText("Category"), "All categories");
    expect(currentPath(screen)).toBe("/products");
    expect(names()).toHaveLength(CATALOGUE.length);
  });

  it("keeps both of two filter changes made before the page re-renders", async () => {
    mockApi({ "GET /api/products": () => CATALOGUE });
    show("/products?q=rose");
    await screen.findByText("Red Rose Bouquet");
    act(() => {
      fireEvent.change(screen.getByLabelText("Search"), { target: { value: "" } });
      fireEvent.change(screen.getByLabelText("Category"), { target: { value: "wedding" } });
    });
    expect(currentPath(screen)).toBe("/products?category=wedding");
    expect(names()).toEqual(["Bridal Cascade"]);
  });

  it("searches names and descriptions together with the category", async () => {
    mockApi({ "GET /api/products": () => CATALOGUE });
    show("/products?q=hat%20box&category=roses");
    expect(await screen.findByText("Pink Rose Box")).toBeInTheDocument();
    expect(names()).toEqual(["Pink Rose Box"]);
    expect(screen.getByLabelText("Search")).toHaveValue("hat box");
  });

  it("says 'No flowers found' when nothing matches", async () => {
    mockApi({ "GET /api/products": () => CATALOGUE });
    show("/products?q=tulip");
    expect(await screen.findByRole("heading", { name: "No flowers found" })).toBeInTheDocument();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Show all flowers" })).toHaveAttribute("href", "/products");
  });

  it("ignores an unknown category instead of hiding everything", async () => {
    mockApi({ "GET /api/products": () => CATALOGUE });
    show("/products?category=cacti");
    await screen.findByText("Red Rose Bouquet");
    expect(names()).toHaveLength(CATALOGUE.length);
    expect(screen.getByLabelText("Category")).toHaveValue("");
  });

  it("explains a failed load instead of claiming there are no flowers, and tries again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let calls = 0;
    mockApi({
      "GET /api/products": () => {
        calls += 1;
        return calls === 1 ? Response.json({ detail: "boom" }, { status: 500 }) : CATALOGUE;
      },
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load the flowers");
    expect(screen.queryByText("No flowers found")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Red Rose Bouquet")).toBeInTheDocument();
    expect(names()).toHaveLength(CATALOGUE.length);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  describe("occasions", () => {
    const TAGGED = CATALOGUE.map((product) =>
      product.id === 2
        ? { ...product, occasions: ["sympathy" as const, "get-well" as const] }
        : product.id === 5
          ? { ...product, occasions: ["birthday" as const, "love" as const] }
          : product,
    );

    it("finds the products tagged for an occasion by searching its name", async () => {
      mockApi({ "GET /api/products": () => TAGGED });
      show("/products?q=birthday");
      expect(await screen.findByText("Pink Rose Box")).toBeInTheDocument();
      expect(names()).toEqual(["Pink Rose Box"]);
      expect(screen.getByText("1 flower match your search")).toBeInTheDocument();
    });

    it("finds an occasion written in two words, and its label's other words", async () => {
      mockApi({ "GET /api/products": () => TAGGED });
      const user = userEvent.setup();
      show();
      await screen.findByText("Red Rose Bouquet");
      await user.type(screen.getByLabelText("Search"), "get well");
      expect(names()).toEqual(["White Lily Vase"]);
      await user.clear(screen.getByLabelText("Search"));
      await user.type(screen.getByLabelText("Search"), "romance");
      expect(names()).toEqual(["Pink Rose Box"]);
    });

    it("filters by the occasion chosen next to the category, kept in the URL", async () => {
      mockApi({ "GET /api/products": () => TAGGED });
      const user = userEvent.setup();
      show();
      await screen.findByText("Red Rose Bouquet");
      const occasion = screen.getByRole("combobox", { name: "Occasion" });
      expect(
        within(occasion)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual([
        "All occasions",
        "Birthday",
        "Anniversary",
        "Love & romance",
        "Sympathy",
        "Congratulations",
        "Wedding",
        "Get well",
        "Thank you",
      ]);
      await user.selectOptions(occasion, "Sympathy");
      expect(currentPath(screen)).toBe("/products?occasion=sympathy");
      expect(names()).toEqual(["White Lily Vase"]);

      await user.selectOptions(screen.getByLabelText("Category"), "Roses");
      expect(currentPath(screen)).toBe("/products?occasion=sympathy&category=roses");
      expect(screen.getByRole("heading", { name: "No flowers found" })).toBeInTheDocument();
      expect(screen.getByText("Try another word, category or occasion.")).toBeInTheDocument();
    });

    it("reads the occasion from a shared link, and ignores an unknown one", async () => {
      mockApi({ "GET /api/products": () => TAGGED });
      const first = show("/products?occasion=birthday");
      await screen.findByText("Pink Rose Box");
      expect(names()).toEqual(["Pink Rose Box"]);
      expect(screen.getByLabelText("Occasion")).toHaveValue("birthday");
      first.unmount();

      show("/products?occasion=graduation");
      await screen.findByText("Red Rose Bouquet");
      expect(names()).toHaveLength(CATALOGUE.length);
      expect(screen.getByLabelText("Occasion")).toHaveValue("");
    });
  });
});
