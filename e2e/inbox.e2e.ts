// A contact message reaches the shop (docs/decisions/040): a visitor sends it from /contact, it is in
// the shop chat's dev outbox (GET /api/dev/telegram) and in the owner's Inbox, unread with the
// count on the tab, then marked read. At a 390 px phone and a desktop; screenshots of /contact
// and the Inbox go to SHOTS for a person to look at.
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { DESKTOP, noSideways, PHONE, seriousA11yViolations } from "./browser";
import { expect, ownContactAddress, test } from "./fixtures";
import { api } from "./session";

const SHOTS = process.env.INBOX_SHOTS ?? "test-results/inbox";
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

interface TelegramMessage {
  text: string;
  buttons: unknown[];
}

/** The unread count the Inbox tab's badge shows, once it has loaded. */
async function unreadOnTab(page: Page): Promise<number> {
  const tab = page.getByRole("tab", { name: /^Inbox \(\d+ unread\)$/ });
  await expect(tab).toBeVisible();
  return Number(
    /\((\d+) unread\)/.exec((await tab.getAttribute("aria-label")) ?? (await tab.textContent()) ?? "")?.[1],
  );
}

for (const [size, viewport] of [
  ["390", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`at ${size}`, () => {
    test.use({ viewport });

    test("a visitor's message reaches the shop's chat and the owner's Inbox, unread, then read", async ({
      page,
      newPage,
      ownerSession,
    }) => {
      const sender = `Inbox Visitor ${size} ${Date.now().toString(36)}`;
      const text = `Could you make a bouquet of lotus for a temple visit? (${sender})`;

      await ownContactAddress(page);
      await page.goto("/contact");
      const form = page.getByRole("form", { name: "Send us a message" });
      await form.getByLabel(/^Name/).fill(sender);
      await form.getByLabel(/^Email/).fill("visitor@example.com");
      await form.getByLabel(/^Phone/).fill("+855 98 765 432");
      await form.getByLabel(/^Subject/).selectOption("custom-order");
      await form.getByLabel(/^Message/).fill(text);
      await shot(page, `contact-filled-${size}`);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByRole("status")).toContainText("Thank you for your message!");
      await expect(form.getByLabel(/^Message/)).toHaveValue("");
      await shot(page, `contact-sent-${size}`);
      expect(await noSideways(page)).toBe(true);

      // The shop's chat hears of it (the queue runs it after the answer).
      await expect
        .poll(
          async () => {
            const { messages } = await api<{ messages: TelegramMessage[] }>("GET", "/api/dev/telegram");
            return messages.find((message) => message.text.includes(sender))?.text ?? "";
          },
          { message: "the contact message in the shop chat's outbox", timeout: 15_000 },
        )
        .toContain("Custom order");

      const owner = await newPage({ session: ownerSession });
      await owner.goto("/admin?tab=inbox");
      const card = owner.getByRole("article", { name: sender });
      await expect(card).toBeVisible();
      await expect(card.getByText("Unread", { exact: true })).toBeVisible();
      await expect(card.getByText(text)).toBeVisible();
      await expect(card.getByRole("link", { name: "visitor@example.com" })).toHaveAttribute(
        "href",
        "mailto:visitor@example.com",
      );
      await expect(card.getByRole("link", { name: `Reply by e-mail to ${sender}` })).toHaveAttribute(
        "href",
        "mailto:visitor@example.com?subject=Re%3A%20Custom%20order",
      );
      const before = await unreadOnTab(owner);
      expect(before).toBeGreaterThanOrEqual(1);
      await card.scrollIntoViewIfNeeded();
      await shot(owner, `inbox-unread-${size}`);
      expect(await seriousA11yViolations(owner)).toEqual([]);
      expect(await noSideways(owner)).toBe(true);

      await card.getByRole("button", { name: `Mark read message from ${sender}` }).click();
      await expect(card.getByRole("button", { name: `Mark unread message from ${sender}` })).toBeFocused();
      await expect(card.getByText("Unread", { exact: true })).toHaveCount(0);
      if (before > 1) {
        await expect(owner.getByRole("tab", { name: `Inbox (${before - 1} unread)` })).toBeVisible();
      } else {
        await expect(owner.getByRole("tab", { name: "Inbox", exact: true })).toBeVisible();
      }
      await shot(owner, `inbox-read-${size}`);

      // Read stays read: a fresh load lists it after the unread ones.
      await owner.reload();
      await expect(
        owner.getByRole("article", { name: sender }).getByText("Unread", { exact: true }),
      ).toHaveCount(0);
    });
  });
}
