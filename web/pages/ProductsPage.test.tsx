// /products: the page asks the server for one page of cards with the URL's filters
// (shared/catalogue-query.ts) and "Show more flowers" for the next; the search box shows
// typing at once and the URL's q follows once typing pauses; the cards shown stay while new
// filters load, with the focus in the box; out-of-stock cards say so; an empty result says
// 'No flowers found'; a refused search shows the server's reason; a failed load offers Try again.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type CataloguePage, NO_FILTERS } from "../../shared/catalogue-query";
import type { ProductWire } from "../../shared/schemas";
import { loadCataloguePage } from "../api/catalogue";
import { RouteDataProvider } from "../ssr/route-data";
import { CATALOGUE, productWire } from "../test/catalog";
import { apiError, currentPath, fieldRefusal, mockApi, renderPage } from "../test/render";
import ProductsPage, { fromAnswer } from "./ProductsPage";

const names = () =>
  screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);
const show = (url = "/products") => renderPage(<ProductsPage />, url, { path: "/products" });
const page = (products: ProductWire[], next_cursor: string | null = null): CataloguePage => ({
  products,
  next_cursor,
});
/** The query strings of the catalogue requests made, in order. */
const asked = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), "http://localhost").search.slice(1));

/** Thirty products: a first page of 24 and five more (ids 1–30, oldest first). */
const MANY = Array.from({ length: 30 }, (_, index) =>
  productWire({ id: index + 1, name: `Bouquet ${index + 1}` }),
);

afterEach(() => vi.restoreAllMocks());

describe("ProductsPage", () => {
  it("asks for the first page only, and shows it with an out-of-stock badge where it applies", async () => {
    const fetch = mockApi({ "GET /api/products": () => page(CATALOGUE) });
    show();
    expect(await screen.findByText("White Lily Vase")).toBeInTheDocument();
    expect(names()).toEqual(CATALOGUE.map((product) => product.name));
    expect(asked(fetch)).toEqual(["limit=24"]);
    expect(screen.getByRole("main").querySelector("[role=status]")).toHaveTextContent(/^5 flowers$/);
    const orchid = screen.getByRole("link", { name: "Orchid Sunrise" }).closest("article") as HTMLElement;
    expect(within(orchid).getByText("Out of stock")).toBeInTheDocument();
    const roses = screen.getByRole("link", { name: "Red Rose Bouquet" }).closest("article") as HTMLElement;
    expect(within(roses).queryByText("Out of stock")).not.toBeInTheDocument();
    expect(within(roses).getByText("25% off")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Red Rose Bouquet" })).toHaveAttribute("href", "/product/1");
    // everything is shown: no button, no "all shown" note under a short list
    expect(screen.queryByRole("button", { name: "Show more flowers" })).not.toBeInTheDocument();
    expect(screen.queryByText("All flowers shown.")).not.toBeInTheDocument();
  });

  it("shows 24 cards, says more remain, and Show more flowers appends the next page", async () => {
    const fetch = mockApi({
      "GET /api/products": (_, url) =>
        url.searchParams.get("cursor") === "24" ? page(MANY.slice(24)) : page(MANY.slice(0, 24), "24"),
    });
    const user = userEvent.setup();
    show();
    await screen.findByText("Bouquet 24");
    expect(names()).toHaveLength(24);
    expect(screen.getByText("24 flowers, more to load")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show more flowers" }));
    expect(await screen.findByText("Bouquet 30")).toBeInTheDocument();
    expect(names()).toEqual(MANY.map((product) => product.name));
    expect(screen.getByText("30 flowers")).toBeInTheDocument();
    expect(asked(fetch)).toEqual(["limit=24", "limit=24&cursor=24"]);
    // the button is gone: the focus moves to the note saying so
    expect(screen.queryByRole("button", { name: "Show more flowers" })).not.toBeInTheDocument();
    expect(screen.getByText("All flowers shown.")).toHaveFocus();
  });

  it("asks the server with the filters of a shared link, ignoring an unknown category", async () => {
    const fetch = mockApi({ "GET /api/products": () => page([CATALOGUE[4] as ProductWire]) });
    const first = show("/products?q=hat%20box&category=roses&occasion=love");
    expect(await screen.findByText("Pink Rose Box")).toBeInTheDocument();
    expect(asked(fetch)).toEqual(["limit=24&category=roses&occasion=love&q=hat+box"]);
    expect(screen.getByLabelText("Search")).toHaveValue("hat box");
    expect(screen.getByLabelText("Category")).toHaveValue("roses");
    expect(screen.getByLabelText("Occasion")).toHaveValue("love");
    expect(screen.getByText("1 flower match your search")).toBeInTheDocument();
    first.unmount();

    fetch.mockClear();
    show("/products?category=cacti&occasion=graduation");
    await screen.findByText("Pink Rose Box");
    expect(asked(fetch)).toEqual(["limit=24"]);
    expect(screen.getByLabelText("Category")).toHaveValue("");
    expect(screen.getByLabelText("Occasion")).toHaveValue("");
  });

  it("searches on the server once typing pauses, keeping the cards and the focus meanwhile", async () => {
    let answer: (value: CataloguePage) => void = () => undefined;
    const fetch = mockApi({
      "GET /api/products": (_, url) =>
        url.searchParams.get("q") ? new Promise((resolve) => (answer = resolve)) : page(CATALOGUE),
    });
    const user = userEvent.setup();
    show();
    await screen.findByText("Red Rose Bouquet");
    const box = screen.getByLabelText("Search");
    await user.type(box, "lily");
    expect(box).toHaveValue("lily");
    await waitFor(() => expect(currentPath()).toBe("/products?q=lily"));
    await waitFor(() => expect(asked(fetch)).toEqual(["limit=24", "limit=24&q=lily"]));
    // while the server answers, the cards shown stay, marked busy, and the focus stays in the box
    expect(names()).toHaveLength(CATALOGUE.length);
    expect(screen.getAllByRole("article")[0]?.parentElement).toHaveAttribute("aria-busy", "true");
    expect(box).toHaveFocus();

    await act(async () => answer(page([CATALOGUE[1] as ProductWire])));
    expect(names()).toEqual(["White Lily Vase"]);
    expect(screen.getByText("1 flower match your search")).toBeInTheDocument();
    expect(screen.getAllByRole("article")[0]?.parentElement).toHaveAttribute("aria-busy", "false");
    expect(box).toHaveFocus();
  });

  it("writes the category into the URL, and clearing it asks for everything again", async () => {
    const fetch = mockApi({
      "GET /api/products": (_, url) =>
        page(url.searchParams.get("category") === "wedding" ? [CATALOGUE[2] as ProductWire] : CATALOGUE),
    });
    const user = userEvent.setup();
    show();
    await screen.findByText("Red Rose Bouquet");
    await user.selectOptions(screen.getByLabelText("Category"), "Wedding");
    expect(currentPath()).toBe("/products?category=wedding");
    await waitFor(() => expect(names()).toEqual(["Bridal Cascade"]));

    await user.selectOptions(screen.getByLabelText("Category"), "All categories");
    expect(currentPath()).toBe("/products");
    await waitFor(() => expect(names()).toHaveLength(CATALOGUE.length));
    expect(asked(fetch)).toEqual(["limit=24", "limit=24&category=wedding", "limit=24"]);
  });

  it("keeps both of two filter changes made before the page re-renders", async () => {
    mockApi({ "GET /api/products": () => page(CATALOGUE) });
    show("/products?q=rose");
    await screen.findByText("Red Rose Bouquet");
    act(() => {
      fireEvent.change(screen.getByLabelText("Search"), { target: { value: "" } });
      fireEvent.change(screen.getByLabelText("Category"), { target: { value: "wedding" } });
    });
    await waitFor(() => expect(currentPath()).toBe("/products?category=wedding"));
  });

  it("offers the occasions next to the categories, and writes the choice into the URL", async () => {
    const fetch = mockApi({ "GET /api/products": () => page(CATALOGUE) });
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
    await user.selectOptions(screen.getByLabelText("Category"), "Roses");
    expect(currentPath()).toBe("/products?occasion=sympathy&category=roses");
    await waitFor(() => expect(asked(fetch).at(-1)).toBe("limit=24&category=roses&occasion=sympathy"));
  });

  it("says 'No flowers found' when nothing matches, with a way back to all flowers", async () => {
    mockApi({ "GET /api/products": () => page([]) });
    show("/products?q=tulip");
    expect(await screen.findByRole("heading", { name: "No flowers found" })).toBeInTheDocument();
    expect(screen.getByText("Try another word, category or occasion.")).toBeInTheDocument();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Show all flowers" })).toHaveAttribute("href", "/products");
  });

  it("shows the server's reason when it refuses the search", async () => {
    mockApi({ "GET /api/products": () => fieldRefusal("q", "must be at most 10 words") });
    show(`/products?q=${encodeURIComponent("a b c d e f g h i j k")}`);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your search must be at most 10 words.");
    expect(within(alert).getByRole("link", { name: "Show all flowers" })).toHaveAttribute(
      "href",
      "/products",
    );
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("explains a failed load instead of claiming there are no flowers, and tries again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let calls = 0;
    mockApi({
      "GET /api/products": () => {
        calls += 1;
        return calls === 1 ? apiError(500, "boom") : page(CATALOGUE);
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

  it("says when the next page could not load, and loads it on the next try", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let nextCalls = 0;
    mockApi({
      "GET /api/products": (_, url) => {
        if (!url.searchParams.get("cursor")) return page(MANY.slice(0, 24), "24");
        nextCalls += 1;
        return nextCalls === 1 ? apiError(503, "down") : page(MANY.slice(24));
      },
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole("button", { name: "Show more flowers" }));
    expect(await screen.findByText("Could not load more flowers. Please try again.")).toBeInTheDocument();
    expect(names()).toHaveLength(24);
    await user.click(screen.getByRole("button", { name: "Show more flowers" }));
    expect(await screen.findByText("Bouquet 30")).toBeInTheDocument();
  });
});

/** Shows /products at `url` as the browser's first render does where the Worker drew the page
 *  with `drawn` (the API's answer for the address `drawnAt`). */
function showDrawn(url: string, drawnAt: string, drawn: CataloguePage) {
  const data = fromAnswer(drawn);
  return renderPage(
    <RouteDataProvider value={{ location: drawnAt, data }}>
      <ProductsPage />
    </RouteDataProvider>,
    url,
    { path: "/products" },
  );
}

describe("ProductsPage taking over the page the Worker drew", () => {
  it("draws the page it was handed without asking, pages on from it, and asks afresh next time", async () => {
    const fetch = mockApi({ "GET /api/products": () => page(MANY.slice(24)) });
    const user = userEvent.setup();
    const first = showDrawn("/products", "/products", page(MANY.slice(0, 24), "24"));
    // the first render already has the cards: no skeleton, no request
    expect(names()).toHaveLength(24);
    expect(screen.getByText("24 flowers, more to load")).toBeInTheDocument();
    expect(asked(fetch)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Show more flowers" }));
    expect(await screen.findByText("Bouquet 30")).toBeInTheDocument();
    expect(asked(fetch)).toEqual(["limit=24&cursor=24"]);
    first.unmount();
    show();
    expect(await screen.findByText("Bouquet 30")).toBeInTheDocument();
    expect(asked(fetch)).toEqual(["limit=24&cursor=24", "limit=24"]);
  });

  it("asks the server when the page it was handed is for another address", async () => {
    const fetch = mockApi({ "GET /api/products": () => page([CATALOGUE[0] as ProductWire]) });
    showDrawn("/products?category=roses", "/products", page(MANY.slice(0, 24), "24"));
    expect(await screen.findByText("Red Rose Bouquet")).toBeInTheDocument();
    expect(names()).toEqual(["Red Rose Bouquet"]);
    expect(asked(fetch)).toEqual(["limit=24&category=roses"]);
  });

  it("draws of the Worker's answer the very page its own request makes of the same answer", async () => {
    const answer = page(MANY.slice(0, 2), "2");
    mockApi({ "GET /api/products": () => answer });
    expect(fromAnswer(answer)).toEqual(await loadCataloguePage(NO_FILTERS, null));
  });
});
