// The KHQR panel: the order's code drawn as a QR picture that reads back as the server's
// string, named by its amount; the amount in dollars and riel, the expiry in the shop's time,
// three steps; the proof of payment sent and acknowledged, refused files and failures in words.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import jsQR from "jsqr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DETAIL } from "../../../shared/messages";
import { toOrder } from "../../api/orders";
import { stubBlobUrls } from "../../test/blobUrls";
import { type Drawing, stubCanvas, stubNoCanvas } from "../../test/canvas";
import { KHQR_STRING, khqrAnswer, readQr } from "../../test/khqr";
import { orderWire } from "../../test/orders";
import { apiError, mockApi, renderSignedIn, sentBodies } from "../../test/render";
import { KhqrPayment } from "./KhqrPayment";

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of ["canShare", "share"]) Reflect.deleteProperty(navigator, name);
});

/** A share sheet like a phone browser's: `canShare` says which data it takes. */
function lendShareSheet(canShare: (data: ShareData) => boolean, share = async (_: ShareData) => {}) {
  const sheet = { canShare: vi.fn(canShare), share: vi.fn(share) };
  for (const [name, value] of Object.entries(sheet))
    Object.defineProperty(navigator, name, { value, configurable: true });
  return sheet;
}

/** The files the page offered as downloads: what a link with `download` was clicked for. */
function watchDownloads() {
  const downloads: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute("download")) downloads.push({ name: this.download, href: this.href });
  });
  return downloads;
}

/** Where the picture's dark modules start and how wide one is, from the top-left finder square. */
function codeGeometry(drawing: Drawing) {
  const dark = (x: number, y: number) => drawing.pixels[(y * drawing.width + x) * 4] === 0;
  let first = 0;
  while (first < drawing.width && !dark(first, first)) first++;
  let run = 0;
  while (dark(first + run, first)) run++;
  // a finder square is 7 modules wide
  return { quietModules: first / (run / 7), module: run / 7 };
}

const order = toOrder(orderWire({ id: 41, price: 68, payment_method: "khqr" }));
const png = () => new File([new Uint8Array([137, 80, 78, 71])], "receipt.png", { type: "image/png" });

function openPanel(routes: Parameters<typeof mockApi>[0] = {}, onProofSent = vi.fn()) {
  const api = mockApi({ "GET /api/orders/41/khqr": () => khqrAnswer(), ...routes });
  renderSignedIn(<KhqrPayment order={order} onProofSent={onProofSent} />, "/orders");
  return api;
}

describe("the KHQR panel", () => {
  it("draws the order's KHQR as a QR picture named by the amount, which reads back as the server's string", async () => {
    openPanel();
    const picture = await screen.findByRole("img", { name: /pay \$68\.00 \(៛278,800\) for order #41/ });
    await vi.waitFor(() => expect(picture.querySelector("svg")).not.toBeNull());
    expect(readQr(picture)).toBe(KHQR_STRING);
  });

  it("shows the amount in dollars and riel, the expiry in Siem Reap time and three steps", async () => {
    openPanel();
    const panel = await screen.findByRole("region", { name: "Pay with KHQR" });
    expect(await within(panel).findByText("$68.00")).toBeInTheDocument();
    expect(within(panel).getByText("· ៛278,800")).toBeInTheDocument();
    expect(within(panel).getByText("24 Nov 2026, 14:03 (Siem Reap time)")).toHaveAttribute(
      "datetime",
      "2026-11-24T07:03:00.000Z",
    );
    const steps = within(panel)
      .getAllByRole("listitem")
      .map((step) => step.textContent);
    expect(steps).toHaveLength(3);
    expect(steps[1]).toBe("Check that it shows $68.00, then pay.");
  });

  it("sends the chosen screenshot as the file of a multipart upload, and says the shop marks it paid once its bank shows the money", async () => {
    const onProofSent = vi.fn();
    const api = openPanel(
      {
        "POST /api/orders/41/payment-proof": () =>
          orderWire({ id: 41, payment_method: "khqr", payment_proof_at: "2026-11-23T08:00:00.000Z" }),
      },
      onProofSent,
    );
    await userEvent.upload(await screen.findByLabelText("Upload proof of payment"), png());

    const received = await screen.findByText(
      "Thank you, we have your screenshot. We check our bank account and mark your order paid once the money has arrived.",
    );
    expect(received.closest('[role="status"]')).not.toBeNull();
    const [form] = sentBodies(api, "POST", "/api/orders/41/payment-proof") as FormData[];
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get("file")).toMatchObject({ name: "receipt.png", type: "image/png" });
    expect(onProofSent).toHaveBeenCalledWith(
      expect.objectContaining({ id: 41, paymentProofAt: "2026-11-23T08:00:00.000Z" }),
    );
  });

  it("says why a proof was refused by the server, in words", async () => {
    openPanel({ "POST /api/orders/41/payment-proof": () => apiError(415, DETAIL.unsupportedImage) });
    await userEvent.upload(await screen.findByLabelText("Upload proof of payment"), png());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not send your proof. Please try again.");
    expect(alert).toHaveTextContent(DETAIL.unsupportedImage);
  });

  it("refuses a file that is not an image before sending anything", async () => {
    const api = openPanel({
      "POST /api/orders/41/payment-proof": () =>
        orderWire({ id: 41, payment_method: "khqr", payment_proof_at: "2026-11-23T08:00:00.000Z" }),
    });
    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File(["%PDF"], "receipt.pdf", { type: "application/pdf" });
    const input = await screen.findByLabelText("Upload proof of payment");
    await user.upload(input, pdf);
    expect(await screen.findByRole("alert")).toHaveTextContent(DETAIL.unsupportedImage);
    expect(sentBodies(api, "POST", "/api/orders/41/payment-proof")).toEqual([]);
    // told at the field itself
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(new RegExp(DETAIL.unsupportedImage));

    await user.upload(input, png());
    expect(await screen.findByText(/We check our bank account/)).toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("saves the code as a PNG named for the order, with the shop's name and the amount under it", async () => {
    const drawings = stubCanvas();
    const urls = stubBlobUrls();
    const downloads = watchDownloads();
    const user = userEvent.setup();
    mockApi({ "GET /api/orders/41/khqr": () => khqrAnswer() });
    const { unmount } = renderSignedIn(<KhqrPayment order={order} onProofSent={vi.fn()} />, "/orders");
    await user.click(await screen.findByRole("button", { name: "Save QR" }));

    await waitFor(() =>
      expect(downloads).toEqual([{ name: "siem-reap-flowers-order-41.png", href: "blob:picture-1" }]),
    );
    const [saved] = urls.createObjectURL.mock.calls[0] ?? [];
    expect(saved).toBeInstanceOf(File);
    expect(saved).toMatchObject({ name: "siem-reap-flowers-order-41.png", type: "image/png" });

    // the picture: the code on white with its quiet zone, which a banking app reads as the
    // server's string, and under it the shop, the amount and the order
    const [drawing] = drawings;
    if (!drawing) throw new Error("nothing drawn");
    const read = jsQR(drawing.pixels, drawing.width, drawing.height);
    expect(read?.data).toBe(KHQR_STRING);
    const { quietModules, module } = codeGeometry(drawing);
    expect(quietModules).toBe(4);
    expect(drawing.texts.map((line) => line.text)).toEqual([
      "Siem Reap Flowers",
      "$68.00 · ៛278,800",
      "Order #41",
    ]);
    const codeBottom = drawing.width - 4 * module;
    expect(drawing.texts.every((line) => line.y > codeBottom)).toBe(true);

    // saved again: the same picture; the page lets go of it once the panel is gone
    await user.click(screen.getByRole("button", { name: "Save QR" }));
    expect(downloads).toHaveLength(2);
    expect(urls.createObjectURL).toHaveBeenCalledTimes(1);
    expect(urls.revokeObjectURL).not.toHaveBeenCalled();
    unmount();
    expect(urls.revokeObjectURL).toHaveBeenCalledWith("blob:picture-1");
  });

  it("offers Share where the browser can share the picture, handing the PNG to the share sheet", async () => {
    stubCanvas();
    const sheet = lendShareSheet(({ files }) => files?.every((file) => file.type === "image/png") ?? false);
    openPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Share" }));

    expect(sheet.share).toHaveBeenCalledTimes(1);
    const [data] = sheet.share.mock.calls[0] ?? [];
    expect(data?.files).toHaveLength(1);
    expect(data?.files?.[0]).toMatchObject({ name: "siem-reap-flowers-order-41.png", type: "image/png" });
    // closing the share sheet is no failure
    sheet.share.mockRejectedValueOnce(new DOMException("Share canceled", "AbortError"));
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    sheet.share.mockRejectedValueOnce(new DOMException("No permission", "NotAllowedError"));
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The QR code could not be shared. Please use Save QR instead.",
    );
  });

  it("offers no Share where the browser cannot share a picture", async () => {
    stubCanvas();
    const sheet = lendShareSheet(() => false);
    openPanel();
    expect(await screen.findByRole("button", { name: "Save QR" })).toBeInTheDocument();
    await waitFor(() => expect(sheet.canShare).toHaveBeenCalled());
    expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
  });

  it("offers no Share in a browser without a share sheet", async () => {
    stubCanvas();
    openPanel();
    const picture = await screen.findByRole("img", { name: /\$68\.00/ });
    await vi.waitFor(() => expect(picture.querySelector("svg")).not.toBeNull());
    expect(screen.getByRole("button", { name: "Save QR" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
  });

  it("says to take a screenshot where the browser cannot draw the picture", async () => {
    stubNoCanvas();
    const downloads = watchDownloads();
    openPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Save QR" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The QR code could not be saved. Please take a screenshot instead.",
    );
    expect(downloads).toEqual([]);
  });

  it("says so when KHQR cannot be offered for the order", async () => {
    openPanel({ "GET /api/orders/41/khqr": () => apiError(400, DETAIL.khqrUnavailable) });
    expect(await screen.findByRole("alert")).toHaveTextContent(DETAIL.khqrUnavailable);
    expect(screen.queryByLabelText("Upload proof of payment")).not.toBeInTheDocument();
  });

  it("offers to try again when the code could not load", async () => {
    let fail = true;
    vi.spyOn(console, "error").mockImplementation(() => {});
    openPanel({ "GET /api/orders/41/khqr": () => (fail ? apiError(500, DETAIL.internal) : khqrAnswer()) });
    expect(
      await screen.findByRole("heading", { name: "We could not load your KHQR code", level: 3 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("img", { name: /\$68\.00/ })).toBeInTheDocument();
  });

  it("puts the failure's heading one level under the panel's, inside an order on /orders", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ "GET /api/orders/41/khqr": () => apiError(500, DETAIL.internal) });
    renderSignedIn(<KhqrPayment order={order} level={3} onProofSent={vi.fn()} />, "/orders");
    expect(screen.getByRole("heading", { name: "Pay with KHQR", level: 3 })).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: "We could not load your KHQR code", level: 4 }),
    ).toBeInTheDocument();
  });
});
