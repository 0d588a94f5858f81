// The KHQR panel: the order's code drawn as a QR picture that reads back as the server's
// string, named by its amount; the amount in dollars and riel, the expiry in the shop's time,
// three steps; the proof of payment sent and acknowledged, refused files and failures in words.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DETAIL } from "../../../shared/messages";
import { toOrder } from "../../api/orders";
import { KHQR_STRING, khqrAnswer, readQr } from "../../test/khqr";
import { orderWire } from "../../test/orders";
import { apiError, mockApi, renderSignedIn, sentBodies } from "../../test/render";
import { KhqrPayment } from "./KhqrPayment";

afterEach(() => {
  vi.restoreAllMocks();
});

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

  it("sends the chosen screenshot as the file of a multipart upload and says it was received", async () => {
    const onProofSent = vi.fn();
    const api = openPanel(
      {
        "POST /api/orders/41/payment-proof": () =>
          orderWire({ id: 41, payment_method: "khqr", payment_proof_at: "2026-11-23T08:00:00.000Z" }),
      },
      onProofSent,
    );
    await userEvent.upload(await screen.findByLabelText("Upload proof of payment"), png());

    const received = await screen.findByText("Proof received — we will confirm your payment");
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
    expect(await screen.findByText("Proof received — we will confirm your payment")).toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-invalid");
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
