import { afterEach, describe, expect, it } from "vitest";
import { DISPLAY_FONT, earlyClasses } from "../../shared/early-marks";
import { showDisplayFont } from "./display-font";

const html = document.documentElement;
/** the classes the Worker gives the next page this browser asks for */
const nextPageClasses = () => earlyClasses(document.cookie, "en");

afterEach(() => {
  html.className = "";
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${DISPLAY_FONT.cookie}=; max-age=0; path=/`;
  Reflect.deleteProperty(document, "fonts");
});

describe("the headings' web font", () => {
  it("is not named on a first visit's pages, and is once the app has fetched it", async () => {
    expect(nextPageClasses()).toEqual([]);

    let loaded: (fonts: FontFace[]) => void = () => undefined;
    const asked: string[] = [];
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: {
        load: (font: string) => {
          asked.push(font);
          return new Promise<FontFace[]>((resolve) => {
            loaded = resolve;
          });
        },
      },
    });
    showDisplayFont();
    // fetched first, named once it has come: one restyle of the headings, not two
    expect(asked).toEqual(['600 1em "Fraunces Variable"']);
    expect(html.classList.contains("display-font")).toBe(false);
    expect(nextPageClasses()).toEqual([]);
    loaded([]);
    await expect.poll(() => html.classList.contains("display-font")).toBe(true);
    expect(nextPageClasses()).toEqual(["display-font"]);
  });
});
