import { afterEach, describe, expect, it } from "vitest";
import { DISPLAY_FONT_CLASS, DISPLAY_FONT_SEEN, showDisplayFont } from "./display-font";
import { earlyClassesScript } from "./early-classes";

const html = document.documentElement;
const runHeadScript = () => new Function(earlyClassesScript().replace(/^<script>|<\/script>$/g, ""))();

afterEach(() => {
  html.className = "";
  localStorage.clear();
  Reflect.deleteProperty(document, "fonts");
});

describe("the headings' web font", () => {
  it("is not named by a first visit's head script, and is once the app has fetched it", async () => {
    runHeadScript();
    expect(html.classList.contains(DISPLAY_FONT_CLASS)).toBe(false);

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
    expect(html.classList.contains(DISPLAY_FONT_CLASS)).toBe(false);
    expect(localStorage.getItem(DISPLAY_FONT_SEEN)).toBeNull();
    loaded([]);
    await expect.poll(() => html.classList.contains(DISPLAY_FONT_CLASS)).toBe(true);
    expect(localStorage.getItem(DISPLAY_FONT_SEEN)).toBe("1");

    html.className = "";
    runHeadScript();
    expect(html.classList.contains(DISPLAY_FONT_CLASS)).toBe(true);
  });
});
