// Lines break where a reader expects, in Chromium on a phone: a Khmer headline
// only between its words at whatever width it is given, never inside "ថ្ងៃនេះ" (today); a Chinese
// label beside a long value ("送达时间") stays whole while the value wraps.
import type { Locator } from "@playwright/test";
import zh from "../shared/i18n/zh.json" with { type: "json" };
import { PHONE } from "./browser";
import { expect, test } from "./fixtures";

test.use({ viewport: PHONE });

/** Every place a line of `element`'s text breaks at widths from 120 px to its own, shown as
 *  the text around it ("…ថ្ងៃ|នេះ…"), when the break is not after a space or at a <wbr> (where
 *  the page lets a line break between Khmer words, docs/decisions/066). Long words may not
 *  overflow-wrap here: only where the text lets a line break is looked at. */
function breaksInsideWords(element: Locator): Promise<string[]> {
  return element.evaluate((node: HTMLElement) => {
    // each letter in reading order, and whether a line may start before it
    const letters: { text: Text; at: number; breakBefore: boolean }[] = [];
    let afterBreak = false;
    const walk = (parent: Node) => {
      for (const child of Array.from(parent.childNodes)) {
        if (child.nodeName === "WBR") afterBreak = true;
        else if (child instanceof Text)
          for (let at = 0; at < child.data.length; at += 1) {
            const previous = letters.at(-1);
            const afterSpace = previous ? /\s/.test(previous.text.data[previous.at] ?? "") : false;
            letters.push({ text: child, at, breakBefore: afterBreak || afterSpace });
            afterBreak = false;
          }
        else walk(child);
      }
    };
    walk(node);
    const full = node.getBoundingClientRect().width;
    node.style.overflowWrap = "normal";
    const found = new Set<number>();
    for (let width = 120; width <= full; width += 4) {
      node.style.width = `${width}px`;
      let lastTop: number | null = null;
      letters.forEach(({ text, at }, index) => {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        const box = range.getClientRects()[0];
        if (!box || box.width === 0) return;
        if (lastTop !== null && box.top > lastTop + 4) found.add(index);
        lastTop = box.top;
      });
    }
    const textOf = (from: number, to: number) =>
      letters
        .slice(Math.max(0, from), to)
        .map(({ text, at }) => text.data[at])
        .join("");
    return [...found]
      .filter((index) => !letters[index]?.breakBefore)
      .map((index) => `${textOf(index - 6, index)}|${textOf(index, index + 6)}`);
  });
}

test("the Khmer home headline breaks between words only, at every width", async ({ page }) => {
  await page.goto("/km/");
  const headline = page.getByRole("heading", { level: 1 });
  await expect(headline).toContainText("ថ្ងៃ");
  expect(await breaksInsideWords(headline)).toEqual([]);
});

// What a reader selects and copies, or types into the search from a copied name, carries no
// invisible character: the word breaks are elements, not characters.
for (const path of ["/km/", "/km/products", "/km/product/1", "/km/favourites"]) {
  test(`the text of ${path} carries no invisible joiner or zero-width space`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/\p{Script=Khmer}/u);
    await expect(
      page.locator("#main").getByRole("heading").nth(1).or(page.locator("#main .empty-state")).first(),
    ).toBeVisible();
    const text = await page.evaluate(() => {
      // what a reader sees and copies: not the data handed to the app in <script> islands
      const shown = document.body.cloneNode(true) as HTMLElement;
      for (const script of Array.from(shown.querySelectorAll("script"))) script.remove();
      return {
        content: shown.textContent ?? "",
        labels: Array.from(document.querySelectorAll("[aria-label], [title], [alt], [placeholder]"))
          .flatMap((element) =>
            ["aria-label", "title", "alt", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
          )
          .join(" "),
        title: document.title,
      };
    });
    for (const [what, value] of Object.entries(text))
      expect(value, what).not.toMatch(/[\u200b-\u200d\u2060\ufeff]/);
  });
}

// Words kept whole must still leave the page its width: a flex container (a numbered heading, a
// button with its icon) wraps its Khmer text as one item, in the shop's Khmer font.
test("Khmer pages keep to a phone's width in the shop's Khmer font", async ({ page }) => {
  // A first visit fetches the font for later; every later page is drawn in it.
  await page.goto("/km/");
  const kept = async () =>
    (await page.context().cookies()).some((c) => c.name === "khmer-font" && c.value === "1");
  await expect.poll(kept).toBe(true);
  for (const path of ["/km/product/1", "/km/product/2", "/km/order/1", "/km/products", "/km/about"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveClass(/khmer-font/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/\p{Script=Khmer}/u);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBe(0);
  }
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

test("the Chinese order form's day tiles keep to a phone's width, their dates whole, when a day says why it cannot be picked", async ({
  page,
}) => {
  await page.goto("/zh/order/1");
  const today = page.locator(".date-grid .choice-date").first();
  await expect(today).toBeVisible();
  // today's tile as it reads once its last slot has gone (late in Siem Reap's day)
  await today.evaluate((tile, reason) => {
    if (tile.querySelector(".choice-reason")) return;
    const note = document.createElement("span");
    note.className = "choice-reason";
    note.textContent = ` ${reason}`;
    tile.querySelector(".choice-text")?.append(note);
  }, zh["No time left"]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  // and no tile runs past the grid's edge, cut off by the card around it
  const pastEdge = await page.locator(".date-grid").evaluate((grid) => {
    const edge = grid.getBoundingClientRect().right;
    return Math.max(...Array.from(grid.children, (tile) => tile.getBoundingClientRect().right - edge));
  });
  expect(pastEdge).toBeLessThanOrEqual(0);
  // each date ("11月29日") on one line
  const dateLines = await page.locator(".date-grid .choice-meta").evaluateAll((dates) =>
    dates.map((date) => {
      const range = document.createRange();
      range.selectNodeContents(date);
      return new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top))).size;
    }),
  );
  expect(new Set(dateLines)).toEqual(new Set([1]));
});
