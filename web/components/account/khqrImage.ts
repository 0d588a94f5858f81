// The KHQR code as a picture to keep or send on ("Save QR" and "Share"): a PNG
// of the code with its quiet zone on white, and the shop's name, the amount and the order under
// it, drawn on a canvas. uqr stays its own chunk, loaded only when a picture is made.
import { SHOP_NAME } from "../../../shared/shop-facts";

/** A quiet zone of 4 modules, as the QR standard asks, so every banking app finds the code. */
export const QUIET_ZONE = 4;

/** The code's side in the picture, about: big enough for a banking app to read from the gallery. */
const CODE_PX = 640;

/** "siem-reap-flowers-order-41.png" */
export const khqrFileName = (billNumber: string): string =>
  `${SHOP_NAME.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-order-${billNumber}.png`;

export interface KhqrPicture {
  /** The KHQR payload, drawn as on screen. */
  qr: string;
  /** "$68.00 · ៛278,800" */
  amount: string;
  /** "Order #41", in the page's language. */
  order: string;
  /** The page's font list, so Khmer or Chinese text is drawn in the font the page shows it in. */
  font?: string;
}

/** The picture as a PNG file named for the order, or null where the browser cannot draw one. */
export async function khqrPngFile(
  picture: KhqrPicture,
  billNumber: string,
  canvas: HTMLCanvasElement = document.createElement("canvas"),
): Promise<File | null> {
  const { encode } = await import("uqr");
  const { data, size } = encode(picture.qr, { border: QUIET_ZONE });
  const context = canvas.getContext("2d");
  if (!context) return null;

  const scale = Math.ceil(CODE_PX / size);
  const side = size * scale;
  const font = picture.font || "sans-serif";
  const lines = [
    { text: SHOP_NAME, px: Math.round(side / 18), weight: 600 },
    { text: picture.amount, px: Math.round(side / 14), weight: 700 },
    { text: picture.order, px: Math.round(side / 22), weight: 400 },
  ];
  const lineHeight = (px: number) => Math.round(px * 1.5);
  const margin = QUIET_ZONE * scale;
  canvas.width = side;
  canvas.height = side + lines.reduce((sum, line) => sum + lineHeight(line.px), 0) + margin;

  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "#000000";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * scale, y * scale, scale, scale);
    });
  });

  // The text under the code's quiet zone, centred, squeezed rather than cut when too wide.
  context.textAlign = "center";
  context.textBaseline = "middle";
  let top = side;
  for (const line of lines) {
    context.font = `${line.weight} ${line.px}px ${font}`;
    context.fillText(line.text, side / 2, top + lineHeight(line.px) / 2, side - 2 * margin);
    top += lineHeight(line.px);
  }

  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  return png ? new File([png], khqrFileName(billNumber), { type: "image/png" }) : null;
}
