// The delivery photo in an order's detail: only for orders on their way or
// delivered; a chosen picture is previewed and sent only on "Send photo", another can be chosen
// or the choice dropped first, and a sent photo can be replaced. The order's other buttons wait
// while it sends, and a refusal is said in words, before sending or by the server.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DETAIL } from "../../../shared/messages";
import type { OrderStatus } from "../../../shared/orders";
import type { OrderWire } from "../../../shared/schemas";
import { stubBlobUrls } from "../../test/blobUrls";
import { apiError } from "../../test/render";
import { OrdersTab } from "../orders/OrdersTab";
import { mockApi, orderWire, renderAt, sentBodies } from "../testing";

const PICTURE = () => new Response("picture", { headers: { "Content-Type": "image/png" } });
const SENT_AT = "2026-03-03T09:00:00.000Z";
const UPLOAD = "/api/admin/orders/4/delivery-photo";

let blobs: ReturnType<typeof stubBlobUrls>;
beforeEach(() => {
  blobs = stubBlobUrls();
});
afterEach(() => vi.restoreAllMocks());

const photoFile = (name = "door.jpg") => new File([name], name, { type: "image/jpeg" });
const page = (...orders: OrderWire[]) => ({ orders, next_cursor: null });
const photoRegion = () => screen.findByRole("region", { name: "Delivery photo" });
/** The file field the buttons open (hidden: the buttons are what the owner uses). */
const fileInput = (id = 4) => screen.getByLabelText<HTMLInputElement>(`Photo file for order #${id}`);
const uploadedFiles = (fetch: ReturnType<typeof mockApi>, path = UPLOAD) =>
  sentBodies(fetch, "POST", path).map((body) => (body as FormData).get("file"));

describe("Delivery photo in the dashboard", () => {
  it.each<OrderStatus>(["pending", "confirmed", "cancelled"])(
    "offers no delivery photo for a %s order",
    async (status) => {
      mockApi({ "GET /api/orders": () => page(orderWire({ id: 1, status })) });
      renderAt(<OrdersTab />, "/admin?tab=orders&order=1");
      await screen.findByRole("region", { name: "Payment" });
      expect(screen.queryByRole("region", { name: "Delivery photo" })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /photo/i })).not.toBeInTheDocument();
    },
  );

  it("shows the chosen photo and sends it only on 'Send photo', then shows it sent with 'Replace photo'", async () => {
    const fetch = mockApi({
      "GET /api/orders": () => page(orderWire({ id: 4, status: "shipped" })),
      [`POST ${UPLOAD}`]: () => orderWire({ id: 4, status: "shipped", delivery_photo_at: SENT_AT }),
      "GET /api/orders/4/delivery-photo": PICTURE,
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=4");
    const photo = await photoRegion();
    expect(within(photo).getByText("No delivery photo yet.")).toBeInTheDocument();
    const choose = within(photo).getByRole("button", { name: "Choose a photo" });
    expect(choose).toHaveAccessibleDescription(/before marking the order delivered.*“delivered” e-mail/);
    // the button opens the device's picker
    const picker = vi.spyOn(fileInput(), "click");
    await user.click(choose);
    expect(picker).toHaveBeenCalledTimes(1);

    const file = photoFile();
    await user.upload(fileInput(), file);
    const preview = within(photo).getByRole("img", { name: "Order #4 at the door (chosen, not sent yet)" });
    expect(preview).toHaveAttribute("src", "blob:picture-1");
    expect(photo).toHaveTextContent("Not sent yet.");
    expect(sentBodies(fetch, "POST", UPLOAD)).toEqual([]);
    const send = within(photo).getByRole("button", { name: "Send photo" });
    expect(send).toHaveFocus();

    await user.click(send);
    expect(uploadedFiles(fetch)).toEqual([file]);
    expect(await screen.findByText("Delivery photo sent for order #4")).toBeInTheDocument();
    expect(await within(photo).findByRole("img", { name: "Delivery photo of order #4" })).toHaveAttribute(
      "src",
      "blob:picture-2",
    );
    expect(blobs.revokeObjectURL).toHaveBeenCalledWith("blob:picture-1");
    expect(within(photo).queryByRole("button", { name: "Send photo" })).not.toBeInTheDocument();
    expect(within(photo).getByRole("button", { name: "Replace photo" })).toHaveFocus();
  });

  it("lets the owner choose another before sending, or drop the choice, sending nothing meanwhile", async () => {
    const fetch = mockApi({
      "GET /api/orders": () => page(orderWire({ id: 4, status: "shipped" })),
      [`POST ${UPLOAD}`]: () => orderWire({ id: 4, status: "shipped", delivery_photo_at: SENT_AT }),
      "GET /api/orders/4/delivery-photo": PICTURE,
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=4");
    const photo = await photoRegion();
    await user.upload(fileInput(), photoFile("neighbour.jpg"));

    const picker = vi.spyOn(fileInput(), "click");
    await user.click(within(photo).getByRole("button", { name: "Choose another" }));
    expect(picker).toHaveBeenCalledTimes(1);
    const right = photoFile("door.jpg");
    await user.upload(fileInput(), right);
    expect(within(photo).getByRole("img", { name: /chosen, not sent yet/ })).toHaveAttribute(
      "src",
      "blob:picture-2",
    );
    expect(blobs.revokeObjectURL).toHaveBeenCalledWith("blob:picture-1");

    await user.click(within(photo).getByRole("button", { name: "Discard" }));
    expect(within(photo).queryByRole("img")).not.toBeInTheDocument();
    expect(within(photo).getByText("No delivery photo yet.")).toBeInTheDocument();
    expect(within(photo).getByRole("button", { name: "Choose a photo" })).toHaveFocus();
    expect(blobs.revokeObjectURL).toHaveBeenCalledWith("blob:picture-2");

    await user.upload(fileInput(), right);
    await user.click(within(photo).getByRole("button", { name: "Send photo" }));
    expect(uploadedFiles(fetch)).toEqual([right]);
  });

  it("replaces a delivered order's photo, telling the owner the e-mail is not sent again", async () => {
    const fetch = mockApi({
      "GET /api/orders": () =>
        page(orderWire({ id: 4, status: "delivered", delivery_photo_at: "2026-03-03T08:00:00.000Z" })),
      [`POST ${UPLOAD}`]: () => orderWire({ id: 4, status: "delivered", delivery_photo_at: SENT_AT }),
      "GET /api/orders/4/delivery-photo": PICTURE,
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=4");
    const photo = await photoRegion();
    expect(await within(photo).findByRole("img", { name: "Delivery photo of order #4" })).toHaveAttribute(
      "src",
      "blob:picture-1",
    );
    const replace = within(photo).getByRole("button", { name: "Replace photo" });
    expect(replace).toHaveAccessibleDescription(/e-mail has gone and is not sent again.*orders page/);

    const better = photoFile("better.jpg");
    await user.upload(fileInput(), better);
    // until it is sent, the customer still has the old one: the preview says so
    expect(within(photo).getByRole("img", { name: /chosen, not sent yet/ })).toBeInTheDocument();
    expect(photo).toHaveTextContent("Not sent yet. The customer still sees the photo sent before.");
    // keeping the sent one shows it again and sends nothing
    await user.click(within(photo).getByRole("button", { name: "Keep the sent photo" }));
    expect(await within(photo).findByRole("img", { name: "Delivery photo of order #4" })).toBeInTheDocument();
    expect(sentBodies(fetch, "POST", UPLOAD)).toEqual([]);

    await user.upload(fileInput(), better);
    await user.click(within(photo).getByRole("button", { name: "Send photo" }));
    expect(uploadedFiles(fetch)).toEqual([better]);
    expect(await screen.findByText("Delivery photo sent for order #4")).toBeInTheDocument();
    // the new one, fetched again from the private store (3 was the old one shown again, 4 the preview)
    expect(await within(photo).findByRole("img", { name: "Delivery photo of order #4" })).toHaveAttribute(
      "src",
      "blob:picture-5",
    );
  });

  it("keeps the order's buttons waiting until its photo is stored, so the delivered e-mail carries it", async () => {
    let answer: (order: unknown) => void = () => {};
    mockApi({
      "GET /api/orders": () => page(orderWire({ id: 4, status: "shipped" })),
      [`POST ${UPLOAD}`]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      "GET /api/orders/4/delivery-photo": PICTURE,
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=4");
    const photo = await photoRegion();
    await user.upload(fileInput(), photoFile());
    const send = within(photo).getByRole("button", { name: "Send photo" });
    await user.click(send);
    // the steps say they are unavailable (aria-disabled, which keeps a keyboard's focus)
    expect(screen.getByRole("button", { name: "Mark delivered with photo order #4" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(screen.getByRole("button", { name: "Cancel order #4" })).toHaveAttribute("aria-disabled", "true");
    expect(
      within(screen.getByRole("region", { name: "Payment" })).getByRole("button", { name: /^Mark/ }),
    ).toHaveAttribute("aria-disabled", "true");
    // the photo's own button keeps the focus and says it is busy; a second press sends nothing more
    const sending = within(photo).getByRole("button", { name: "Sending…" });
    expect(sending).toHaveFocus();
    expect(sending).toHaveAttribute("aria-busy", "true");
    expect(within(photo).getByRole("button", { name: "Choose another" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await user.keyboard("{Enter}");

    answer(orderWire({ id: 4, status: "shipped", delivery_photo_at: SENT_AT }));
    expect(await screen.findByText("Delivery photo sent for order #4")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark delivered order #4" })).not.toHaveAttribute(
      "aria-disabled",
    );
  });

  it("offers only the types the server takes, and refuses a HEIC photo before showing or sending it", async () => {
    const fetch = mockApi({ "GET /api/orders": () => page(orderWire({ id: 4, status: "shipped" })) });
    const user = userEvent.setup({ applyAccept: false });
    renderAt(<OrdersTab />, "/admin?tab=orders&order=4");
    const photo = await photoRegion();
    expect(fileInput()).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/avif,image/gif");
    await user.upload(fileInput(), new File(["heic"], "door.heic", { type: "image/heic" }));
    expect(await within(photo).findByRole("alert")).toHaveTextContent(DETAIL.unsupportedImage);
    expect(within(photo).getByRole("button", { name: "Choose a photo" })).toHaveAccessibleDescription(
      new RegExp(DETAIL.unsupportedImage),
    );
    expect(within(photo).queryByRole("img")).not.toBeInTheDocument();
    expect(blobs.createObjectURL).not.toHaveBeenCalled();
    expect(sentBodies(fetch, "POST", UPLOAD)).toEqual([]);
  });

  it("says in words why the server refused, keeping the preview to choose another", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/orders": () => page(orderWire({ id: 4, status: "delivered", delivery_photo_at: SENT_AT })),
      "GET /api/orders/4/delivery-photo": PICTURE,
      [`POST ${UPLOAD}`]: () => apiError(415, "Only JPEG, PNG, WebP, AVIF or GIF images are accepted"),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=4");
    const photo = await photoRegion();
    await user.upload(fileInput(), photoFile());
    await user.click(within(photo).getByRole("button", { name: "Send photo" }));
    expect(await within(photo).findByRole("alert")).toHaveTextContent(
      "Only JPEG, PNG, WebP, AVIF or GIF images are accepted",
    );
    const send = within(photo).getByRole("button", { name: "Send photo" });
    expect(send).toHaveAccessibleDescription(/Only JPEG, PNG, WebP, AVIF or GIF images are accepted/);
    expect(send).toHaveFocus();
    expect(within(photo).getByRole("img", { name: /chosen, not sent yet/ })).toBeInTheDocument();
    expect(within(photo).getByRole("button", { name: "Choose another" })).toBeEnabled();
    expect(log).toHaveBeenCalled();
  });
});

describe("a chosen delivery photo and Mark delivered", () => {
  const STATUS = "/api/admin/orders/4/status";
  /** The owner's changes, in the order the server got them. */
  const changes = (fetch: ReturnType<typeof mockApi>) =>
    fetch.mock.calls
      .map(([url, init]) => `${init?.method ?? "GET"} ${new URL(String(url), "http://localhost").pathname}`)
      .filter((call) => !call.startsWith("GET"));
  const shippedShop = (upload: () => unknown) =>
    mockApi({
      "GET /api/orders": () => page(orderWire({ id: 4, status: "shipped" })),
      [`POST ${UPLOAD}`]: upload,
      [`PUT ${STATUS}`]: () => orderWire({ id: 4, status: "delivered", delivery_photo_at: SENT_AT }),
      "GET /api/orders/4/delivery-photo": PICTURE,
    });

  it("sends the chosen photo first, then marks the order delivered, so the e-mail carries it", async () => {
    const fetch = shippedShop(() => orderWire({ id: 4, status: "shipped", delivery_photo_at: SENT_AT }));
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=4");
    const photo = await photoRegion();
    const file = photoFile();
    await user.upload(fileInput(), file);
    expect(photo).toHaveTextContent(
      "Not sent yet. Check it is the right picture: “Mark delivered” sends it first.",
    );

    await user.click(screen.getByRole("button", { name: "Mark delivered with photo order #4" }));
    await user.click(screen.getByRole("button", { name: "Yes, mark delivered with photo order #4" }));
    expect(await screen.findByText("Order #4 is now Delivered, with its delivery photo")).toBeInTheDocument();
    expect(changes(fetch)).toEqual([`POST ${UPLOAD}`, `PUT ${STATUS}`]);
    expect(uploadedFiles(fetch)).toEqual([file]);
    expect(sentBodies(fetch, "PUT", STATUS)).toEqual([{ status: "delivered" }]);
    expect(await within(photo).findByRole("img", { name: "Delivery photo of order #4" })).toBeInTheDocument();
    expect(within(photo).queryByRole("img", { name: /chosen, not sent yet/ })).not.toBeInTheDocument();
  });

  it("marks nothing when the photo cannot be sent, and tells the owner, keeping the photo chosen", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = shippedShop(() => apiError(415, "Only JPEG, PNG, WebP, AVIF or GIF images are accepted"));
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=4");
    const photo = await photoRegion();
    await user.upload(fileInput(), photoFile());
    await user.click(screen.getByRole("button", { name: "Mark delivered with photo order #4" }));
    await user.click(screen.getByRole("button", { name: "Yes, mark delivered with photo order #4" }));
    expect(
      await screen.findByText(
        "Only JPEG, PNG, WebP, AVIF or GIF images are accepted. Order #4 is not marked delivered.",
      ),
    ).toBeInTheDocument();
    expect(changes(fetch)).toEqual([`POST ${UPLOAD}`]);
    expect(screen.getByRole("button", { name: "Mark delivered with photo order #4" })).toBeInTheDocument();
    expect(within(photo).getByRole("img", { name: /chosen, not sent yet/ })).toBeInTheDocument();
  });

  it("keeps the photo chosen in the detail for Mark delivered on the list's row", async () => {
    const fetch = shippedShop(() => orderWire({ id: 4, status: "shipped", delivery_photo_at: SENT_AT }));
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=4");
    await photoRegion();
    const file = photoFile();
    await user.upload(fileInput(), file);
    await user.click(screen.getByRole("button", { name: "Back to orders" }));

    const row = await screen.findByRole("row", { name: /#4/ });
    await user.click(within(row).getByRole("button", { name: "Mark delivered with photo order #4" }));
    await user.click(within(row).getByRole("button", { name: "Yes, mark delivered with photo order #4" }));
    expect(await screen.findByText("Order #4 is now Delivered, with its delivery photo")).toBeInTheDocument();
    expect(changes(fetch)).toEqual([`POST ${UPLOAD}`, `PUT ${STATUS}`]);
    expect(uploadedFiles(fetch)).toEqual([file]);
  });
});
