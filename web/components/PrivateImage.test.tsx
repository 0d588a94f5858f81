// A private picture: fetched with the session and shown from a blob URL released when it goes;
// its name as given (product names keep their capitals); "loading" shown but not announced
// for every picture, a failure announced in words.
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubBlobUrls } from "../test/blobUrls";
import { apiError, mockApi } from "../test/render";
import { PrivateImage } from "./PrivateImage";

afterEach(() => vi.restoreAllMocks());

const PICTURE = () => new Response("picture", { headers: { "Content-Type": "image/png" } });

describe("PrivateImage", () => {
  it("says it is loading without announcing it, then shows the picture under its name as given", async () => {
    const blobs = stubBlobUrls();
    let answer: (response: Response) => void = () => {};
    mockApi({ "GET /api/orders/1/delivery-photo": () => new Promise((resolve) => (answer = resolve)) });
    const { unmount } = render(
      <PrivateImage src="/api/orders/1/delivery-photo" alt="Delivery photo of your Angkor Sunrise" />,
    );
    expect(screen.getByText("Delivery photo of your Angkor Sunrise: loading…")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    answer(PICTURE());
    const picture = await screen.findByRole("img", { name: "Delivery photo of your Angkor Sunrise" });
    expect(picture).toHaveAttribute("src", "blob:picture-1");
    unmount();
    expect(blobs.revokeObjectURL).toHaveBeenCalledWith("blob:picture-1");
  });

  it("says in a status message when the picture cannot be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubBlobUrls();
    mockApi({ "GET /api/orders/1/payment-proof": () => apiError(404, "Order not found") });
    render(<PrivateImage src="/api/orders/1/payment-proof" alt="Payment proof for order #1" />);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Payment proof for order #1: could not be loaded.",
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
