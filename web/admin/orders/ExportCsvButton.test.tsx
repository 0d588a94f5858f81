// "Export CSV" in the Orders tab: asks GET /api/admin/orders.csv with the token and the tab's
// current filters, saves the answer under the server's file name through a temporary link
// (its object URL let go of after), is busy while it downloads, and says so when it fails.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubBlobUrls } from "../../test/blobUrls";
import { apiError } from "../../test/render";
import { mockApi, orderWire, renderAt } from "../testing";
import { OrdersTab } from "./OrdersTab";

afterEach(() => {
  vi.restoreAllMocks();
});

const CSV = "\uFEFFOrder,Customer\r\n2,សុខា\r\n";

const csvAnswer = () =>
  new Response(CSV, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="orders-2026-12-01.csv"',
    },
  });

const listPage = () => ({ orders: [orderWire({ id: 2 })], next_cursor: null });

/** The links clicked to download something: their file name and address. */
function watchDownloads() {
  const downloads: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute("download")) downloads.push({ name: this.download, href: this.href });
  });
  return downloads;
}

/** The calls to GET /api/admin/orders.csv: their query and the Authorization sent. */
const exportCalls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), "http://localhost"), init }))
    .filter(({ url }) => url.pathname === "/api/admin/orders.csv")
    .map(({ url, init }) => ({
      query: url.searchParams.toString(),
      authorization: new Headers(init?.headers).get("Authorization"),
    }));

describe("Export CSV", () => {
  it("downloads the orders of the tab's current filters under the server's file name", async () => {
    const urls = stubBlobUrls((made) => `blob:csv-${made}`);
    const downloads = watchDownloads();
    const fetch = mockApi({ "GET /api/orders": listPage, "GET /api/admin/orders.csv": csvAnswer });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&status=shipped&payment=paid&date=2026-11-24&q=sok");
    await screen.findByRole("rowheader", { name: "#2" });

    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(downloads).toEqual([{ name: "orders-2026-12-01.csv", href: "blob:csv-1" }]));
    expect(exportCalls(fetch)).toEqual([
      {
        query: "status=shipped&payment_status=paid&delivery_date=2026-11-24&q=sok",
        authorization: "Bearer test-token",
      },
    ]);
    const [saved] = urls.createObjectURL.mock.calls[0] ?? [];
    // byte for byte: the byte-order mark kept for the spreadsheet
    expect([...new Uint8Array(await (saved as Blob).arrayBuffer())]).toEqual([
      ...new TextEncoder().encode(CSV),
    ]);
    // the link is gone and its address let go of
    expect(document.querySelector("a[download]")).toBeNull();
    await waitFor(() => expect(urls.revokeObjectURL).toHaveBeenCalledWith("blob:csv-1"));

    // a filter changed in the tab is the next file's
    await user.selectOptions(screen.getByLabelText("Status"), "Pending");
    await user.clear(screen.getByLabelText("Delivery date"));
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(exportCalls(fetch)).toHaveLength(2));
    expect(exportCalls(fetch)[1]?.query).toBe("status=pending&payment_status=paid&q=sok");
  });

  it("asks without filters when none is set", async () => {
    stubBlobUrls();
    const downloads = watchDownloads();
    const fetch = mockApi({ "GET /api/orders": listPage, "GET /api/admin/orders.csv": csvAnswer });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders");
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(exportCalls(fetch).map((call) => call.query)).toEqual([""]);
  });

  it("is busy while the file downloads, and takes no second click meanwhile", async () => {
    stubBlobUrls();
    const downloads = watchDownloads();
    let answer: (response: Response) => void = () => {};
    const fetch = mockApi({
      "GET /api/orders": listPage,
      "GET /api/admin/orders.csv": () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders");
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    const busy = await screen.findByRole("button", { name: "Exporting…" });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    await user.click(busy);
    expect(exportCalls(fetch)).toHaveLength(1);

    answer(csvAnswer());
    expect(await screen.findByRole("button", { name: "Export CSV" })).not.toHaveAttribute("aria-disabled");
    expect(downloads).toHaveLength(1);
  });

  it("says why when the export fails, and saves nothing", async () => {
    const urls = stubBlobUrls();
    const downloads = watchDownloads();
    mockApi({
      "GET /api/orders": listPage,
      "GET /api/admin/orders.csv": () => apiError(500, "Something went wrong on our side"),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders");
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Something went wrong on our side")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export CSV" })).not.toHaveAttribute("aria-disabled");
    expect(downloads).toEqual([]);
    expect(urls.createObjectURL).not.toHaveBeenCalled();
  });
});
