// jsdom has no canvas: this lends <canvas> a 2D context that keeps what is drawn (black and
// white rectangles as pixels, texts with their font and place) and a toBlob that answers a PNG,
// so a test can read the picture back. The spies go with vi.restoreAllMocks().
import { vi } from "vitest";

export interface DrawnText {
  text: string;
  font: string;
  y: number;
}

export interface Drawing {
  width: number;
  height: number;
  /** RGBA, as ImageData has them: white where nothing dark was drawn. */
  pixels: Uint8ClampedArray;
  texts: DrawnText[];
}

/** The first bytes of every PNG file. */
const PNG_SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

/** Lends every canvas the recording context; `drawings` holds one Drawing per canvas drawn on. */
export function stubCanvas() {
  const drawings: Drawing[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    const drawing: Drawing = { width: 0, height: 0, pixels: new Uint8ClampedArray(), texts: [] };
    drawings.push(drawing);
    const ensureSize = () => {
      if (drawing.width === this.width && drawing.height === this.height) return;
      drawing.width = this.width;
      drawing.height = this.height;
      drawing.pixels = new Uint8ClampedArray(this.width * this.height * 4).fill(255);
    };
    const context = {
      fillStyle: "#000000",
      font: "10px sans-serif",
      textAlign: "start",
      textBaseline: "alphabetic",
      fillRect(x: number, y: number, width: number, height: number) {
        ensureSize();
        const value = String(this.fillStyle).toLowerCase() === "#ffffff" ? 255 : 0;
        for (let row = Math.max(0, y); row < Math.min(drawing.height, y + height); row++) {
          const from = (row * drawing.width + Math.max(0, x)) * 4;
          const to = (row * drawing.width + Math.min(drawing.width, x + width)) * 4;
          for (let at = from; at < to; at += 4) drawing.pixels.fill(value, at, at + 3);
        }
      },
      fillText(text: string, _x: number, y: number) {
        drawing.texts.push({ text, font: this.font, y });
      },
    };
    return context as never;
  });
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((callback, type) => {
    callback(new Blob([PNG_SIGNATURE], { type: type ?? "image/png" }));
  });
  return drawings;
}

/** A canvas without a 2D context, as in a browser that cannot draw one. */
export function stubNoCanvas() {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
}
