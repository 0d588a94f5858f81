// /contact: the required fields (each message going once its field is valid), the real send
// (Sending… while it runs, the 5-second thank-you brought into view, a failure that keeps
// the text), the hidden honeypot, Turnstile only with a site key, and the WhatsApp chat.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHOP } from "../../shared/shop";
import { apiError, mockApi, renderPage, sentBodies } from "../test/render";
import ContactPage, { CONTACT_CHAT_TEXT } from "./ContactPage";

const THANKS = "Thank you for your message! We will get back to you within 24 hours.";
const SHOP_ANSWER = { turnstile_site_key: null };

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Name/), "Sok Dara");
  await user.type(screen.getByLabelText(/Email/), "dara@example.com");
  await user.type(screen.getByLabelText(/Phone/), "+855 12 345 678");
  await user.selectOptions(screen.getByLabelText(/Subject/), "wedding");
  await user.type(screen.getByLabelText(/Message/), "Flowers for 120 guests in March?");
}

const SENT_BODY = {
  name: "Sok Dara",
  email: "dara@example.com",
  phone: "+855 12 345 678",
  subject: "wedding",
  message: "Flowers for 120 guests in March?",
};

/** An answer that waits until the test lets it go. */
function held<T>(value: T) {
  let release: () => void = () => {};
  const answer = new Promise<T>((resolve) => {
    release = () => resolve(value);
  });
  return { answer, release };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(Element.prototype, "scrollIntoView"); // jsdom has none; one test lends it
});

describe("ContactPage", () => {
  beforeEach(() => {
    mockApi({ "GET /api/shop": () => SHOP_ANSWER });
  });

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
    const fetchSpy = mockApi({ "GET /api/shop": () => SHOP_ANSWER });
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
    expect(sentBodies(fetchSpy, "POST", "/api/contact")).toEqual([]);
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

  it("shows 'Sending…' while the message is on its way, then thanks the visitor for 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const reply = held(Response.json({ ok: true, id: 7 }, { status: 201 }));
    const fetchSpy = mockApi({ "GET /api/shop": () => SHOP_ANSWER, "POST /api/contact": () => reply.answer });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ContactPage />, "/contact");

    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    // However long the shop takes, the button says so and takes no second send.
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole("button", { name: /Sending/ })).toHaveAttribute("aria-disabled", "true");
    // It stays focusable (aria-disabled), so the keyboard's focus stays on it; a second press sends nothing.
    expect(screen.getByRole("button", { name: /Sending/ })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: /Sending/ }));
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    await act(async () => reply.release());

    const form = screen.getByRole("form", { name: "Send us a message" });
    expect(await within(form).findByRole("status")).toHaveTextContent(THANKS);
    expect(scrolled.map((element) => element.textContent)).toEqual([THANKS]);
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(screen.getByLabelText(/Name/)).toHaveValue("");
    expect(screen.getByLabelText(/Message/)).toHaveValue("");
    expect(sentBodies(fetchSpy, "POST", "/api/contact")).toEqual([SENT_BODY]);

    act(() => vi.advanceTimersByTime(4700));
    expect(screen.getByText(THANKS)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  });

  it("a refusal says why under 'Your message was not sent.' and keeps every word typed", async () => {
    mockApi({
      "GET /api/shop": () => SHOP_ANSWER,
      "POST /api/contact": () => apiError(429, "Too many requests. Please try again shortly."),
    });
    const user = userEvent.setup();
    renderPage(<ContactPage />, "/contact");
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your message was not sent.");
    expect(alert).toHaveTextContent("Too many requests. Please try again shortly.");
    expect(screen.getByLabelText(/Name/)).toHaveValue("Sok Dara");
    expect(screen.getByLabelText(/Phone/)).toHaveValue("+855 12 345 678");
    expect(screen.getByLabelText(/Subject/)).toHaveValue("wedding");
    expect(screen.getByLabelText(/Message/)).toHaveValue("Flowers for 120 guests in March?");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("without a connection says so, keeps the text, and sends it when tried again", async () => {
    let attempt = 0;
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path === "/api/shop") return Response.json(SHOP_ANSWER);
      attempt += 1;
      if (attempt === 1) throw new TypeError("Failed to fetch");
      expect(init?.method).toBe("POST");
      return Response.json({ ok: true, id: 8 }, { status: 201 });
    });
    const user = userEvent.setup();
    renderPage(<ContactPage />, "/contact");
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We could not reach the shop. Please check your connection and try again.",
    );
    expect(screen.getByLabelText(/Message/)).toHaveValue("Flowers for 120 guests in March?");

    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it("hides the honeypot from people, the keyboard and screen readers, and sends what a bot types in it", async () => {
    const fetchSpy = mockApi({
      "GET /api/shop": () => SHOP_ANSWER,
      "POST /api/contact": () => ({ ok: true, id: null }),
    });
    const user = userEvent.setup();
    const { container } = renderPage(<ContactPage />, "/contact");
    const trap = container.querySelector<HTMLInputElement>("input[name=website]");
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap?.closest("[aria-hidden=true]")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /Leave this field empty/ })).not.toBeInTheDocument();

    await fillIn(user);
    // Tabbing from the message goes straight past the trap to the button.
    screen.getByLabelText(/Message/).focus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Send Message" })).toHaveFocus();

    await user.type(trap as HTMLInputElement, "https://spam.example");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText(THANKS);
    expect(sentBodies(fetchSpy, "POST", "/api/contact")).toEqual([
      { ...SENT_BODY, website: "https://spam.example" },
    ]);
  });

  it("loads no Turnstile script when the shop has no site key", async () => {
    mockApi({ "GET /api/shop": () => SHOP_ANSWER });
    renderPage(<ContactPage />, "/contact");
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await act(async () => {}); // the answer read and rendered
    expect(document.querySelector("script[src*='challenges.cloudflare.com']")).toBeNull();
  });
});

describe("ContactPage with Turnstile", () => {
  afterEach(() => {
    Reflect.deleteProperty(window, "turnstile");
    for (const script of document.querySelectorAll("script")) script.remove();
  });

  /** Turnstile's script as the page loads it: `render` hands the widget's callbacks to the test. */
  function fakeTurnstile() {
    const widgets: { sitekey: string; callback: (token: string) => void }[] = [];
    const turnstile = {
      render: vi.fn((_box: HTMLElement, options: { sitekey: string; callback: (token: string) => void }) => {
        widgets.push(options);
        return `widget-${widgets.length}`;
      }),
      remove: vi.fn(),
    };
    return { turnstile, widgets };
  }

  it("loads the widget with the site key, asks for the check first, and sends the token (a fresh widget after)", async () => {
    const fetchSpy = mockApi({
      "GET /api/shop": () => ({ turnstile_site_key: "0x4AAAA-site" }),
      "POST /api/contact": () => Response.json({ ok: true, id: 9 }, { status: 201 }),
    });
    const { turnstile, widgets } = fakeTurnstile();
    const user = userEvent.setup();
    renderPage(<ContactPage />, "/contact");

    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>("script[src*='challenges.cloudflare.com']");
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    expect(script.src).toBe("https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit");
    window.turnstile = turnstile;
    act(() => script.dispatchEvent(new Event("load")));
    await waitFor(() => expect(widgets).toHaveLength(1));
    expect(widgets[0]?.sitekey).toBe("0x4AAAA-site");

    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please complete the check that you are not a robot.",
    );
    expect(sentBodies(fetchSpy, "POST", "/api/contact")).toEqual([]);

    act(() => widgets[0]?.callback("token-1"));
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText(THANKS);
    expect(sentBodies(fetchSpy, "POST", "/api/contact")).toEqual([
      { ...SENT_BODY, turnstile_token: "token-1" },
    ]);
    // The token is spent: the widget is made again for the next message.
    await waitFor(() => expect(widgets).toHaveLength(2));
    expect(turnstile.remove).toHaveBeenCalledWith("widget-1");
  });

  it("says so when the widget's script cannot load", async () => {
    mockApi({ "GET /api/shop": () => ({ turnstile_site_key: "0x4AAAA-site" }) });
    renderPage(<ContactPage />, "/contact");
    const script = await waitFor(() => {
      const found = document.querySelector("script[src*='challenges.cloudflare.com']");
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    act(() => script.dispatchEvent(new Event("error")));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The check that you are not a robot could not load. Please reload the page, or write to us by e-mail or WhatsApp.",
    );
  });
});
