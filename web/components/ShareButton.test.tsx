// The floating share button: network links for this page, Copy Link copying the address
// with 'Link copied!' for 2 seconds, the native share sheet when there is one, Escape.
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../test/render";
import { ShareButton } from "./ShareButton";

const toggle = () => screen.getByRole("button", { name: "Share this page" });

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, "share");
});

describe("ShareButton", () => {
  it("opens links that share this page on Facebook, Twitter and WhatsApp", async () => {
    const user = userEvent.setup();
    renderPage(<ShareButton />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    const address = encodeURIComponent(window.location.href);
    expect(await screen.findByRole("link", { name: /Facebook/ })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    );
    expect(screen.getByRole("link", { name: /Twitter/ }).getAttribute("href")).toContain(`url=${address}`);
    expect(screen.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toContain(address);
  });

  it("copies the address and says 'Link copied!' for 2 seconds when there is no share sheet", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ShareButton />);
    await user.click(toggle());
    await user.click(await screen.findByRole("button", { name: "Copy Link" }));

    expect(await navigator.clipboard.readText()).toBe(window.location.href);
    expect(screen.getByText("Link copied!")).toHaveAttribute("role", "status");
    act(() => vi.advanceTimersByTime(1700));
    expect(screen.getByText("Link copied!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText("Link copied!")).not.toBeInTheDocument();
  });

  it("uses the device's share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    const user = userEvent.setup();
    renderPage(<ShareButton />);
    await user.click(toggle());
    await user.click(await screen.findByRole("button", { name: "Copy Link" }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: window.location.href }));
    expect(screen.queryByText("Link copied!")).not.toBeInTheDocument();
  });

  it("closes on Escape and gives focus back to the toggle", async () => {
    const user = userEvent.setup();
    renderPage(<ShareButton />);
    await user.click(toggle());
    await screen.findByRole("link", { name: /Facebook/ });
    await user.tab();
    expect(screen.getByRole("link", { name: /Facebook/ })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("link", { name: /Facebook/ })).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });
});
