// KHQR fixtures for component tests: an answer as GET /api/orders/{id}/khqr gives it, and the
// QR picture on screen read back the way a banking app's camera would (jsQR), so a test sees
// which string the SVG really encodes.
import jsQR from "jsqr";
import type { KhqrAnswer } from "../../shared/payment";

/** An individual KHQR payload of $68.00 for bill 41 (its content is only read back, not checked). */
export const KHQR_STRING =
  "00020101021229270023siemreapflowers@aclb5204599953038405405" +
  "68.005802KH5918Siem Reap Flowers6009Siem Reap62060102419917001317642963800006304ABCD";

export const khqrAnswer = (over: Partial<KhqrAnswer> = {}): KhqrAnswer => ({
  qr: KHQR_STRING,
  amount: 68,
  currency: "USD",
  amount_khr: 278800,
  bill_number: "41",
  // 14:03 in Siem Reap
  expires_at: "2026-11-24T07:03:00.000Z",
  ...over,
});

/** The text a QR picture drawn by uqr's renderSVG encodes, or null when it does not read. */
export function readQr(picture: Element): string | null {
  const svg = picture.querySelector("svg");
  const [, , width = 0] = (svg?.getAttribute("viewBox") ?? "").split(" ").map(Number);
  const path = svg?.querySelector("path")?.getAttribute("d") ?? "";
  const squares = [...path.matchAll(/M(\d+),(\d+)h(\d+)/g)].map((m) => m.slice(1).map(Number));
  const module = squares[0]?.[2] ?? 0;
  if (!width || !module) return null;
  const size = width / module;
  const scale = 4;
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x = 0, y = 0] of squares) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const at = (((y / module) * scale + dy) * side + (x / module) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
