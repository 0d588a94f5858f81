// The KHQR proof field as a customer meets it: a button in the page's language (not the
// browser's bare "Choose file") that the keyboard reaches, the chosen picture's name and a
// thumbnail kept after it is sent, a new choice replacing both, and no picture URL left behind.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import km from "../../../shared/i18n/km.json";
import zh from "../../../shared/i18n/zh.json";
import { setLanguage } from "../../i18n";
import { stubBlobUrls } from "../../test/blobUrls";
import { orderWire } from "../../test/orders";
import { mockApi, renderSignedIn } from "../../test/render";
import { PaymentProofField } from "./PaymentProofField";

afterEach(() => {
  vi.restoreAllMocks();
  setLanguage("en");
});

const picture = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

function openField() {
  mockApi({
    "POST /api/orders/41/payment-proof": () =>
      orderWire({ id: 41, payment_method: "khqr", payment_proof_at: "2026-03-02T13:00:00.000Z" }),
  });
  return renderSignedIn(
    <PaymentProofField orderId={41} sentAt={null} onSent={vi.fn()} />,
    "/orders/41/placed",
  );
}

describe("the proof of payment field", () => {
  it("shows a labelled button in the page's words that Tab reaches, not the browser's bare file button", async () => {
    openField();
    const input = screen.getByLabelText("Upload proof of payment");
    expect(screen.getByText("Choose a screenshot")).toHaveClass("btn");
    await userEvent.tab();
    expect(input).toHaveFocus();
    expect(screen.queryByText(/^Chosen:/)).not.toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("keeps the chosen picture's name and a thumbnail of it once sent, and a new choice replaces both, its old URL revoked", async () => {
    const urls = stubBlobUrls();
    const { unmount } = openField();
    const input = screen.getByLabelText("Upload proof of payment");
    await userEvent.upload(input, picture("receipt.png"));
    expect(await screen.findByText("Chosen: receipt.png")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "The screenshot you chose" })).toHaveAttribute(
      "src",
      "blob:picture-1",
    );
    expect(screen.getByText("Choose another screenshot")).toBeInTheDocument();
    await screen.findByText(/Thank you, we have your screenshot/);

    await userEvent.upload(input, picture("second.png"));
    expect(await screen.findByText("Chosen: second.png")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "The screenshot you chose" })).toHaveAttribute(
      "src",
      "blob:picture-2",
    );
    expect(urls.revokeObjectURL).toHaveBeenCalledWith("blob:picture-1");
    unmount();
    expect(urls.revokeObjectURL).toHaveBeenCalledWith("blob:picture-2");
  });

  it.each([
    ["zh", zh],
    ["km", km],
  ] as const)("speaks the page's language (%s)", async (language, catalogue) => {
    stubBlobUrls();
    setLanguage(language, catalogue);
    openField();
    expect(screen.getByText(catalogue["Choose a screenshot"])).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText(catalogue["Upload proof of payment"]),
      picture("receipt.png"),
    );
    expect(
      await screen.findByText(catalogue["Chosen: {name}"].replace("{name}", "receipt.png")),
    ).toBeInTheDocument();
    expect(screen.getByRole("img", { name: catalogue["The screenshot you chose"] })).toBeInTheDocument();
    expect(screen.getByText(catalogue["Choose another screenshot"])).toBeInTheDocument();
  });
});
