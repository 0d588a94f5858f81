// The product list: stock toggle resends the whole product with the flag flipped, delete
// acts without a prompt, search by name, and create/edit return to an updated list.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MSG } from "../../shared/messages";
import { toAdminProduct } from "./api";
import { ProductsTab } from "./ProductsTab";
import { mockApi, productWire, renderAt, sentBodies } from "./testing";

afterEach(() => vi.restoreAllMocks());

const rose = productWire();
const lily = productWire({
  id: 2,
  name: "White Lily Vase",
  category: "lilies",
  in_stock: false,
  original_price: null,
});

const row = (name: string) => screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;

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

  it("deletes at once, without a prompt, and drops the row", async () => {
    const confirm = vi.spyOn(window, "confirm");
    const fetch = mockApi({
      "GET /api/admin/products": () => ({ products: [rose, lily] }),
      "DELETE /api/admin/products/1": () => new Response(null, { status: 204 }),
    });
    renderAt(<ProductsTab />);
    const remove = await screen.findByRole("button", { name: "Delete Red Rose Bouquet" });
    expect(remove).toHaveClass("btn-danger");
    await userEvent.click(remove);
    expect(await screen.findByText("Deleted Red Rose Bouquet")).toBeInTheDocument();
    expect(screen.queryByRole("rowheader", { name: "Red Rose Bouquet" })).not.toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "White Lily Vase" })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it("filters by name and by category", async () => {
    mockApi({ "GET /api/admin/products": () => ({ products: [rose, lily] }) });
    const user = userEvent.setup();
    renderAt(<ProductsTab />);
    await user.type(await screen.findByLabelText("Search by name"), "lily");
    expect(screen.queryByRole("rowheader", { name: "Red Rose Bouquet" })).not.toBeInTheDocument();
    expect(screen.getByText("1 of 2 products")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Search by name"));
    await user.selectOptions(screen.getByLabelText("Category"), "roses");
    expect(screen.getByRole("rowheader", { name: "Red Rose Bouquet" })).toBeInTheDocument();
    expect(screen.queryByRole("rowheader", { name: "White Lily Vase" })).not.toBeInTheDocument();
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
    expect(screen.getByRole("heading", { name: "Products" })).toHaveFocus();
    expect(screen.queryByRole("rowheader", { name: "Red Rose Bouquet" })).not.toBeInTheDocument();
  });
});
