// /contact: the required fields (each message going once its field is valid), the fake
// 2-second send, the 5-second thank-you brought into view, the WhatsApp chat, and no
// network call at all.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SHOP } from "../../shared/shop";
import { renderPage } from "../test/render";
import ContactPage, { CONTACT_CHAT_TEXT } from "./ContactPage";

const THANKS = "Thank you for your message! We will get back to you within 24 hours.";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(Element.prototype, "scrollIntoView"); // jsdom has none; one test lends it
});

describe("ContactPage", () => {
  it("shows the shop's details, hours and social links", () => {
    renderPage(<ContactPage />, "/contact");
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: SHOP.phones[0] })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: SHOP.phones[1] })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: SHOP.email })).toBeInTheDocument();
    expect(screen.getByText("Saturday and Sunday")).toBeInTheDocument();
    expect(screen.getByText("9:00 AM to 6:00 PM")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Telegram/ })).toHaveAttribute("href", SHOP.social.telegram);
  });

  it("opens a WhatsApp chat with the shop, the greeting already typed", () => {
    renderPage(<ContactPage />, "/contact");
    const chat = screen.getByRole("link", { name: /^Chat on WhatsApp/ });
    const url = new URL(chat.getAttribute("href") ?? "");
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${SHOP.whatsapp.replace(/\D/g, "")}`);
    expect(url.searchParams.get("text")).toBe(CONTACT_CHAT_TEXT);
    expect(CONTACT_CHAT_TEXT).toContain(SHOP.name);
    expect(chat).toHaveAttribute("target", "_blank");
  });

  it("offers the six subjects", () => {
    renderPage(<ContactPage />, "/contact");
    const options = [...(screen.getByLabelText(/Subject/) as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(["", "general", "custom-order", "wedding", "event", "delivery", "other"]);
  });

  it("requires name, email, subject and message, and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderPage(<ContactPage />, "/contact");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription("Please enter your name");
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription("Please enter your email address");
    expect(screen.getByLabelText(/Subject/)).toHaveAccessibleDescription("Please choose a subject");
    expect(screen.getByLabelText(/Message/)).toHaveAccessibleDescription("Please enter your message");
    expect(screen.getByLabelText(/Phone/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText(/Name/)).toHaveFocus();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("rejects an e-mail address without a domain", async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, "/contact");
    await user.type(screen.getByLabelText(/Email/), "dara@");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription("Please enter a valid email address");
  });

  it("takes each message away as its field becomes valid, and says at once when an edited one is wrong again", async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, "/contact");
    await user.type(screen.getByLabelText(/Email/), "dara@");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");

    await user.type(email, "example");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await user.type(email, ".com");
    expect(email).not.toHaveAccessibleDescription();
    expect(email).not.toHaveAttribute("aria-invalid");
    // The other messages stay until their own fields are put right.
    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription("Please enter your name");
    await user.type(screen.getByLabelText(/Name/), "Sok Dara");
    expect(screen.getByLabelText(/Name/)).not.toHaveAccessibleDescription();
    await user.selectOptions(screen.getByLabelText(/Subject/), "wedding");
    expect(screen.getByLabelText(/Subject/)).not.toHaveAccessibleDescription();

    await user.clear(email);
    expect(email).toHaveAccessibleDescription("Please enter your email address");
    expect(screen.getByLabelText(/Message/)).toHaveAccessibleDescription("Please enter your message");
  });

  it("shows 'Sending…' for 2 seconds, then thanks the visitor for 5 seconds, without any call", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ContactPage />, "/contact");

    await user.type(screen.getByLabelText(/Name/), "Sok Dara");
    await user.type(screen.getByLabelText(/Email/), "dara@example.com");
    await user.selectOptions(screen.getByLabelText(/Subject/), "wedding");
    await user.type(screen.getByLabelText(/Message/), "Flowers for 120 guests in March?");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(screen.getByRole("button", { name: /Sending/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1700));
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    const form = screen.getByRole("form", { name: "Send us a message" });
    expect(within(form).getByRole("status")).toHaveTextContent(THANKS);
    // Brought into view (past the sticky header: forms.css), not left where the eye is not.
    expect(scrolled.map((element) => element.textContent)).toEqual([THANKS]);
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(screen.getByLabelText(/Name/)).toHaveValue("");

    act(() => vi.advanceTimersByTime(4400)); // 6.7 s after sending: 4.7 s of thanks
    expect(screen.getByText(THANKS)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
