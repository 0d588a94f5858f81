// Lines break where a reader expects, in Chromium on a phone: a Khmer headline
// only between its words at whatever width it is given, never inside "ថ្ងៃនេះ" (today); a Chinese
// label beside a long value ("送达时间") stays whole while the value wraps.
import type { Locator } from "@playwright/test";
import { PHONE } from "./browser";
import { expect, test } from "./fixtures";

test.use({ viewport: PHONE });

/** Every place a line of `element`'s text breaks at widths from 120 px to its own, shown as
 *  the text around it ("…ថ្ងៃ|នេះ…"), when the break is not after a space or a zero-width space.
 *  Long words may not overflow-wrap here: only where the text lets a line break is looked at. */
function breaksInsideWords(element: Locator): Promise<string[]> {
  return element.evaluate((node: HTMLElement) => {
    const text = node.firstChild as Text;
    const value = text.data;
    const full = node.getBoundingClientRect().width;
    node.style.overflowWrap = "normal";
    const found = new Set<number>();
    for (let width = 120; width <= full; width += 4) {
      node.style.width = `${width}px`;
      let lastTop: number | null = null;
      for (let i = 0; i < value.length; i += 1) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const box = range.getClientRects()[0];
        if (!box || box.width === 0) continue;
        if (lastTop !== null && box.top > lastTop + 4) found.add(i);
        lastTop = box.top;
      }
    }
    const visible = (s: string) => s.replace(/[\u200b\u2060]/g, "");
    return [...found]
      .filter(
        (i) =>
          !/[\s\u200b]/.test(
            value
              .slice(0, i)
              .replace(/\u2060/g, "")
              .slice(-1),
          ),
      )
      .map((i) => `${visible(value.slice(Math.max(0, i - 6), i))}|${visible(value.slice(i, i + 6))}`);
  });
}

test("the Khmer home headline breaks between words only, at every width", async ({ page }) => {
  await page.goto("/km/");
  const headline = page.getByRole("heading", { level: 1 });
  await expect(headline).toContainText("ថ្ងៃ");
  expect(await breaksInsideWords(headline)).toEqual([]);
});

test("a Chinese label beside a long value keeps its word whole on a phone", async ({ page }) => {
  await page.goto("/zh/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // a line of the order summary: label and value side by side (account.css's .order-summary-lines);
  // the letter spacing stands in for glyph widths where the machine has no Chinese font
  const label = await page.evaluate(() => {
    const row = document.createElement("dl");
    row.innerHTML =
      '<div style="display:flex;justify-content:space-between;gap:12px;width:358px;letter-spacing:12px">' +
      "<dt>送达时间</dt><dd>2026年11月27日周五，下午，12:00–16:00，送到暹粒老市场附近的酒店前台</dd></div>";
    document.querySelector("main")?.prepend(row);
    const dt = row.querySelector("dt") as HTMLElement;
    const range = document.createRange();
    range.selectNodeContents(dt);
    return { lines: new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top))).size };
  });
  expect(label.lines).toBe(1);
});
