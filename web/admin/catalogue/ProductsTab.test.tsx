// The product list: stock toggle resends the whole product with the flag flipped and sits
// with the stock state, delete acts without a prompt but offers Undo until its toast ends,
// the server's order page after page (no sort of the loaded pages), search by name, the featured
// mark and occasions, and create/edit return to an updated list.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MSG } from "../../../shared/messages";
import { toAdminProduct } from "../api";
import { currentPath, mockApi, productWire, renderAt, sentBodies } from "../testing";
import { ProductsTab } from "./ProductsTab";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const rose = productWire();
const lily = productWire({
  id: 2,
  name: "White Lily Vase",
  category: "lilies",
  in_stock: false,
  original_price: null,
});

const row = (name: string) => screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;
const cellOf = (label: string) => (header: HTMLElement) =>
  header.closest("tr")?.querySelector(`td[data-label="${label}"]`) as HTMLElement;
const rowNames = () => screen.getAllByRole("rowheader").map((header) => header.textContent);
const toastRegion = () => document.querySelector(".toasts") as HTMLElement;
/** The paths DELETE was sent to, in order. */
const deletes = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === "DELETE").map(([input]) => String(input));

/** The products tab with a button that closes it, as choosing another dashboard tab does. */
function ClosableTab() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>
        Orders
      </button>
      {open ? <ProductsTab /> : null}
    </>
  );
}

describe("ProductsTab", () => {
  it("lists each product with category, prices, discount and stock state", async () => {
    mockApi({ "GET /api/admin/products": () => ({ products: [rose, lily] }) });
    renderAt(<ProductsTab />);
    const roseRow = (await screen.findByRole("rowheader", { name: "Red Rose Bouquet" })).closest(
      "tr",
    ) as HTMLElement;
    expect(roseRow).toHaveTextContent("Roses");
    expect(roseRow).toHaveTextContent("$45.00");
    expect(roseRow).toHaveTextContent("was $60.00");
    expect(roseRow).toHaveTextContent("-25%");
    expect(within(roseRow).getByText("In stock")).toBeInTheDocument();
    expect(within(row("White Lily Vase")).getByText("Out of stock")).toBeInTheDocument();
  });

  it("resends the whole product with only the stock flag flipped and says so", async () => {
    const fetch = mockApi({
      "GET /api/admin/products": () => ({ products: [rose, lily] }),
      "PUT /api/admin/products/1": () => ({ ...rose, in_stock: false }),
    });
    renderAt(<ProductsTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Mark out of stock: Red Rose Bouquet" }));
    expect(await screen.findByText(MSG.admin.removedFromStock)).toBeInTheDocument();
    expect(sentBodies(fetch, "PUT", "/api/admin/products/1")).toEqual([
      { ...toAdminProduct(rose), inStock: false },
    ]);
    expect(within(row("Red Rose Bouquet")).getByText("Out of stock")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark in stock: Red Rose Bouquet" })).toBeEnabled();
  });

  it("says 'Product added to stock' when putting a product back", async () => {
    const fetch = mockApi({
      "GET /api/admin/products": () => ({ products: [lily] }),
      "PUT /api/admin/products/2": () => ({ ...lily, in_stock: true }),
    });
    renderAt(<ProductsTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Mark in stock: White Lily Vase" }));
    expect(await screen.findByText(MSG.admin.addedToStock)).toBeInTheDocument();
    expect(sentBodies(fetch, "PUT", "/api/admin/products/2")).toEqual([
      { ...toAdminProduct(lily), inStock: true },
    ]);
  });

  it("says 'Failed to update stock status' and leaves the row as it was when the call fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/admin/products": () => ({ products: [rose] }),
      "PUT /api/admin/products/1": () => Response.json({ detail: "boom" }, { status: 500 }),
    });
    renderAt(<ProductsTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Mark out of stock: Red Rose Bouquet" }));
    expect(await screen.findByText(MSG.admin.stockFailed)).toBeInTheDocument();
    expect(within(row("Red Rose Bouquet")).getByText("In stock")).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it("deletes at once, without a prompt, offers Undo, and sends the DELETE when the toast ends", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const confirm = vi.spyOn(window, "confirm");
    const fetch = mockApi({
      "GET /api/admin/products": () => ({ products: [rose, lily] }),
      "DELETE /api/admin/products/1": () => ({ ok: true }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<ProductsTab />);
    await user.click(await screen.findByRole("button", { name: "Delete Red Rose Bouquet" }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.queryByRole("rowheader", { name: "Red Rose Bouquet" })).not.toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "White Lily Vase" })).toBeInTheDocument();
    expect(screen.getByText("1 product")).toBeInTheDocument();
    expect(toastRegion()).toHaveTextContent("Deleted Red Rose Bouquet");
    expect(within(toastRegion()).getByRole("button", { name: "Undo" })).toBeInTheDocument();
    expect(deletes(fetch)).toEqual([]);

    act(() => vi.advanceTimersByTime(7000));
    expect(deletes(fetch)).toEqual([]);
    act(() => vi.advanceTimersByTime(1500));
    expect(deletes(fetch)).toEqual(["/api/admin/products/1"]);
    expect(within(toastRegion()).queryByRole("button", { name: "Undo" })).not.toBeInTheDocument();
    expect(screen.queryByRole("rowheader", { name: "Red Rose Bouquet" })).not.toBeInTheDocument();
  });

  it("brings the row back in its place on Undo and never sends the DELETE", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockApi({ "GET /api/admin/products": () => ({ products: [rose, lily] }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<ProductsTab />);
    await user.click(await screen.findByRole("button", { name: "Delete White Lily Vase" }));
    await user.click(within(toastRegion()).getByRole("button", { name: "Undo" }));
    expect(toastRegion()).toHaveTextContent("White Lily Vase is back in the list");
    expect(rowNames()).toEqual(["Red Rose Bouquet", "White Lily Vase"]);
    act(() => vi.advanceTimersByTime(20_000));
    expect(deletes(fetch)).toEqual([]);
  });

  it("puts the row back and says so when the delete is refused", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/admin/products": () => ({ products: [rose, lily] }),
      "DELETE /api/admin/products/1": () => Response.json({ detail: "boom" }, { status: 500 }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<ProductsTab />);
    await user.click(await screen.findByRole("button", { name: "Delete Red Rose Bouquet" }));
    act(() => vi.advanceTimersByTime(8500));
    expect(await screen.findByRole("rowheader", { name: "Red Rose Bouquet" })).toBeInTheDocument();
    expect(toastRegion()).toHaveTextContent("boom");
  });

  it("sends a waiting delete at once when the list closes, and its toast drops the Undo", async () => {
    const fetch = mockApi({
      "GET /api/admin/products": () => ({ products: [rose, lily] }),
      "DELETE /api/admin/products/2": () => ({ ok: true }),
    });
    const user = userEvent.setup();
    renderAt(<ClosableTab />);
    await user.click(await screen.findByRole("button", { name: "Delete White Lily Vase" }));
    expect(deletes(fetch)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Orders" }));
    expect(deletes(fetch)).toEqual(["/api/admin/products/2"]);
    expect(toastRegion()).toHaveTextContent("Deleted White Lily Vase");
    expect(within(toastRegion()).queryByRole("button", { name: "Undo" })).not.toBeInTheDocument();
  });

  it("sends a waiting delete with keepalive when the browser leaves the page", async () => {
    const fetch = mockApi({
      "GET /api/admin/products": () => ({ products: [rose] }),
      "DELETE /api/admin/products/1": () => ({ ok: true }),
    });
    renderAt(<ProductsTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Red Rose Bouquet" }));
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    const sent = fetch.mock.calls.filter(([, init]) => init?.method === "DELETE");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.[1]?.keepalive).toBe(true);
  });

  it("keeps Delete with Edit, apart from the stock button, which sits with the stock state", async () => {
    mockApi({ "GET /api/admin/products": () => ({ products: [rose, lily] }) });
    renderAt(<ProductsTab />);
    const stock = within(
      await screen.findByRole("rowheader", { name: "White Lily Vase" }).then(cellOf("Stock")),
    );
    expect(stock.getByText("Out of stock")).toBeInTheDocument();
    expect(stock.getByRole("button", { name: "Mark in stock: White Lily Vase" })).toBeInTheDocument();
    expect(stock.queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
    const remove = within(row("White Lily Vase")).getByRole("button", { name: "Delete White Lily Vase" });
    expect(remove.closest("td")).toBe(
      within(row("White Lily Vase")).getByRole("button", { name: "Edit White Lily Vase" }).closest("td"),
    );
    expect(row("White Lily Vase")).toHaveClass("admin-row-out");
    expect(row("Red Rose Bouquet")).not.toHaveClass("admin-row-out");
  });

  it("lists the products in the server's order, page after page, offering no sort of the loaded rows", async () => {
    const orchid = productWire({ id: 3, name: "Orchid Sunrise", price: 30, category: "exotic" });
    mockApi({
      "GET /api/admin/products": (_, url) =>
        url.searchParams.get("cursor") === "c2"
          ? { products: [orchid], next_cursor: null }
          : { products: [rose, lily], next_cursor: "c2" },
    });
    const user = userEvent.setup();
    renderAt(<ProductsTab />);
    await screen.findByRole("rowheader", { name: "White Lily Vase" });
    expect(rowNames()).toEqual(["Red Rose Bouquet", "White Lily Vase"]);
    expect(screen.getByRole("table", { name: "Products, oldest first" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Sort by")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show more products" }));
    await screen.findByRole("rowheader", { name: "Orchid Sunrise" });
    expect(rowNames()).toEqual(["Red Rose Bouquet", "White Lily Vase", "Orchid Sunrise"]);
  });

  it("shows a product created in the form where the server lists it: last, as the newest", async () => {
    const created = productWire({ id: 9, name: "Lotus Dawn Posy", category: "seasonal" });
    mockApi({
      "GET /api/admin/products": () => ({ products: [rose, lily] }),
      "POST /api/upload-image": () => ({ url: created.image }),
      "POST /api/admin/products": () => Response.json(created, { status: 201 }),
    });
    const user = userEvent.setup();
    renderAt(<ProductsTab />);
    await user.click(await screen.findByRole("button", { name: "Add product" }));
    await user.type(screen.getByLabelText("Name"), "Lotus Dawn Posy");
    await user.type(screen.getByLabelText("Price"), "45");
    await user.selectOptions(screen.getByLabelText("Category"), "seasonal");
    await user.type(screen.getByLabelText("Description"), "Lotus buds.");
    await user.upload(
      screen.getByLabelText("Image"),
      new File([new Uint8Array([137, 80])], "l.png", { type: "image/png" }),
    );
    await screen.findByRole("img", { name: "Preview for this product" });
    await user.click(screen.getByRole("button", { name: "Create product" }));
    await screen.findByRole("rowheader", { name: "Lotus Dawn Posy" });
    expect(rowNames()).toEqual(["Red Rose Bouquet", "White Lily Vase", "Lotus Dawn Posy"]);
  });

  it("marks featured products and names each product's occasions", async () => {
    mockApi({
      "GET /api/admin/products": () => ({
        products: [productWire({ featured: true, occasions: ["birthday", "love"] }), lily],
      }),
    });
    renderAt(<ProductsTab />);
    const title = await screen.findByRole("rowheader", { name: /Red Rose Bouquet/ });
    expect(title).toHaveTextContent("Red Rose BouquetFeaturedOccasions: Birthday, Love & romance");
    expect(within(row("White Lily Vase")).queryByText("Featured")).not.toBeInTheDocument();
  });

  it("asks the server for the search and the category, keeping both in the URL", async () => {
    const fetch = mockApi({
      "GET /api/admin/products": (_, url) => ({
        products: [rose, lily].filter(
          (product) =>
            product.name.toLowerCase().includes(url.searchParams.get("q") ?? "") &&
            (!url.searchParams.get("category") || product.category === url.searchParams.get("category")),
        ),
        next_cursor: null,
      }),
    });
    const user = userEvent.setup();
    renderAt(<ProductsTab />, "/admin?tab=products");
    await user.type(await screen.findByLabelText("Search by name or category"), "lily");
    await waitFor(() =>
      expect(screen.queryByRole("rowheader", { name: "Red Rose Bouquet" })).not.toBeInTheDocument(),
    );
    expect(screen.getByText("1 product")).toBeInTheDocument();
    expect(currentPath()).toBe("/admin?tab=products&q=lily");
    await user.clear(screen.getByLabelText("Search by name or category"));
    await user.selectOptions(screen.getByLabelText("Category"), "roses");
    await waitFor(() => expect(rowNames()).toEqual(["Red Rose Bouquet"]));
    expect(currentPath()).toBe("/admin?tab=products&category=roses");
    const queries = fetch.mock.calls.map(([input]) => new URL(String(input), "http://localhost").search);
    expect(queries[0]).toBe("?limit=50");
    expect(queries).toContain("?limit=50&q=lily");
    expect(queries.at(-1)).toBe("?limit=50&category=roses");
  });

  it("says when no product matches the search", async () => {
    mockApi({ "GET /api/admin/products": () => ({ products: [], next_cursor: null }) });
    renderAt(<ProductsTab />, "/admin?tab=products&q=tulip");
    expect(await screen.findByText("No products match.")).toBeInTheDocument();
    expect(screen.getByLabelText("Search by name or category")).toHaveValue("tulip");
  });

  it("edits a product in the form and shows the saved version in the list", async () => {
    mockApi({
      "GET /api/admin/products": () => ({ products: [rose] }),
      "PUT /api/admin/products/1": () => ({ ...rose, name: "Deep Red Roses" }),
    });
    const user = userEvent.setup();
    renderAt(<ProductsTab />);
    await user.click(await screen.findByRole("button", { name: "Edit Red Rose Bouquet" }));
    expect(screen.getByRole("heading", { name: "Edit Red Rose Bouquet" })).toHaveFocus();
    expect(screen.getByLabelText("Name")).toHaveValue("Red Rose Bouquet");
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Deep Red Roses");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("rowheader", { name: "Deep Red Roses" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Products" })).toHaveFocus());
    expect(screen.queryByRole("rowheader", { name: "Red Rose Bouquet" })).not.toBeInTheDocument();
  });
});
