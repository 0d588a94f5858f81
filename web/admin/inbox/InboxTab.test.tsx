// Inbox: the messages as the server orders them (unread first), every detail of each, a reply
// link with the subject filled in, marking read and unread in place with the count following,
// a failed mark said, the next page on "Show more", and the empty Inbox.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactMessageWire, InboxAnswer } from "../../../shared/contact";
import { apiError } from "../../test/render";
import { mockApi, renderAt, sentBodies } from "../testing";
import { InboxTab } from "./InboxTab";

afterEach(() => vi.restoreAllMocks());

const wire = (over: Partial<ContactMessageWire> = {}): ContactMessageWire => ({
  id: 5,
  name: "Sok Dara",
  email: "dara@example.com",
  phone: "+855 12 345 678",
  subject: "wedding",
  message: "Flowers for 120 guests in March?\nWhite and green.",
  read: false,
  read_at: null,
  created_at: "2026-11-23T02:15:00.000Z",
  ...over,
});

const unreadOne = wire();
const readOne = wire({
  id: 2,
  name: "Chan Lina",
  email: "lina@example.com",
  phone: null,
  subject: "delivery",
  message: "Do you deliver to Angkor Wat?",
  read: true,
  read_at: "2026-11-22T09:00:00.000Z",
  created_at: "2026-11-21T09:00:00.000Z",
});

const answer = (messages: ContactMessageWire[], over: Partial<InboxAnswer> = {}): InboxAnswer => ({
  messages,
  next_cursor: null,
  unread: messages.filter((message) => !message.read).length,
  ...over,
});

const card = (name: string) => screen.getByRole("article", { name }) as HTMLElement;

describe("InboxTab", () => {
  it("lists the messages in the server's order with sender, contact, subject, date and text", async () => {
    mockApi({ "GET /api/admin/messages": () => answer([unreadOne, readOne]) });
    renderAt(<InboxTab />, "/admin?tab=inbox");

    const first = await screen.findByRole("article", { name: "Sok Dara" });
    expect(screen.getAllByRole("article").map((item) => item.getAttribute("aria-labelledby"))).toEqual([
      "inbox-5",
      "inbox-2",
    ]);
    expect(screen.getByText("1 unread")).toBeInTheDocument();
    expect(within(first).getByText("Unread")).toBeInTheDocument();
    expect(within(first).getByText("Wedding flowers")).toBeInTheDocument();
    expect(within(first).getByText(/23 Nov 2026, 09:15 \(Siem Reap time\)/)).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "dara@example.com" })).toHaveAttribute(
      "href",
      "mailto:dara@example.com",
    );
    expect(within(first).getByRole("link", { name: "+855 12 345 678" })).toHaveAttribute(
      "href",
      "tel:+85512345678",
    );
    expect(within(first).getByText(/Flowers for 120 guests in March\?/)).toHaveTextContent(
      "Flowers for 120 guests in March? White and green.",
    );

    const second = card("Chan Lina");
    expect(within(second).queryByText("Unread")).not.toBeInTheDocument();
    expect(within(second).getByText("Delivery question")).toBeInTheDocument();
    expect(within(second).queryByRole("link", { name: /^\+855/ })).not.toBeInTheDocument();
    expect(
      within(second).getByRole("button", { name: "Mark unread message from Chan Lina" }),
    ).toBeInTheDocument();
  });

  it("offers a reply by e-mail with the subject filled in", async () => {
    mockApi({ "GET /api/admin/messages": () => answer([unreadOne]) });
    renderAt(<InboxTab />, "/admin?tab=inbox");
    const reply = await screen.findByRole("link", { name: "Reply by e-mail to Sok Dara" });
    expect(reply).toHaveAttribute("href", "mailto:dara@example.com?subject=Re%3A%20Wedding%20flowers");
  });

  it("marks a message read and unread again in place, the count and the page's badge following", async () => {
    const fetch = mockApi({
      "GET /api/admin/messages": () => answer([unreadOne, readOne]),
      "PUT /api/admin/messages/5": (init) => {
        const { read } = JSON.parse(String(init.body));
        return wire({ read, read_at: read ? "2026-11-24T01:00:00.000Z" : null });
      },
    });
    const onUnread = vi.fn();
    const user = userEvent.setup();
    renderAt(<InboxTab onUnread={onUnread} />, "/admin?tab=inbox");
    await screen.findByText("1 unread");
    await waitFor(() => expect(onUnread).toHaveBeenLastCalledWith(1));

    const markRead = screen.getByRole("button", { name: "Mark read message from Sok Dara" });
    await user.click(markRead);
    const markUnread = await screen.findByRole("button", { name: "Mark unread message from Sok Dara" });
    expect(markUnread).toHaveFocus(); // the same button, its words changed
    expect(within(card("Sok Dara")).queryByText("Unread")).not.toBeInTheDocument();
    expect(screen.getByText("No unread messages")).toBeInTheDocument();
    await waitFor(() => expect(onUnread).toHaveBeenLastCalledWith(0));
    expect(screen.getByText("Message from Sok Dara marked read")).toBeInTheDocument();
    // Stays where it was: the list is not reordered under the owner's hand.
    expect(screen.getAllByRole("article")[0]).toBe(card("Sok Dara"));

    await user.click(markUnread);
    await screen.findByRole("button", { name: "Mark read message from Sok Dara" });
    expect(screen.getByText("1 unread")).toBeInTheDocument();
    await waitFor(() => expect(onUnread).toHaveBeenLastCalledWith(1));
    expect(sentBodies(fetch, "PUT", "/api/admin/messages/5")).toEqual([{ read: true }, { read: false }]);
  });

  it("counts two marks sent before either is answered", async () => {
    const waiting: (() => void)[] = [];
    mockApi({
      "GET /api/admin/messages": () => answer([unreadOne, wire({ id: 6, name: "Keo Rith" })]),
      "PUT /api/admin/messages/5": () =>
        new Promise((resolve) => waiting.push(() => resolve(wire({ read: true })))),
      "PUT /api/admin/messages/6": () =>
        new Promise((resolve) => waiting.push(() => resolve(wire({ id: 6, name: "Keo Rith", read: true })))),
    });
    const onUnread = vi.fn();
    const user = userEvent.setup();
    renderAt(<InboxTab onUnread={onUnread} />, "/admin?tab=inbox");
    await screen.findByText("2 unread");
    await user.click(screen.getByRole("button", { name: "Mark read message from Sok Dara" }));
    await user.click(screen.getByRole("button", { name: "Mark read message from Keo Rith" }));
    await waitFor(() => expect(waiting).toHaveLength(2));
    act(() => {
      for (const answerNow of waiting.splice(0)) answerNow();
    });
    expect(await screen.findByText("No unread messages")).toBeInTheDocument();
    await waitFor(() => expect(onUnread).toHaveBeenLastCalledWith(0));
  });

  it("says so when marking fails, and leaves the message as it was", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/admin/messages": () => answer([unreadOne]),
      "PUT /api/admin/messages/5": () => apiError(404, "Message not found"),
    });
    const user = userEvent.setup();
    renderAt(<InboxTab />, "/admin?tab=inbox");
    await user.click(await screen.findByRole("button", { name: "Mark read message from Sok Dara" }));
    expect(await screen.findByText("Message not found")).toBeInTheDocument();
    expect(within(card("Sok Dara")).getByText("Unread")).toBeInTheDocument();
    expect(screen.getByText("1 unread")).toBeInTheDocument();
  });

  it("loads the next page on 'Show more' and says when all are shown", async () => {
    const fetch = mockApi({
      "GET /api/admin/messages": (_init, url) =>
        url.searchParams.get("cursor") === "page-2"
          ? answer([readOne], { unread: 1 })
          : answer([unreadOne], { next_cursor: "page-2" }),
    });
    const user = userEvent.setup();
    renderAt(<InboxTab />, "/admin?tab=inbox");
    await user.click(await screen.findByRole("button", { name: "Show more messages" }));
    expect(await screen.findByRole("article", { name: "Chan Lina" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.getByText("All messages shown.")).toBeInTheDocument();
    const urls = fetch.mock.calls.map(([url]) => new URL(String(url), "http://localhost"));
    expect(urls.map((url) => url.searchParams.get("limit"))).toEqual(["50", "50"]);
  });

  it("says the Inbox is empty", async () => {
    mockApi({ "GET /api/admin/messages": () => answer([]) });
    renderAt(<InboxTab />, "/admin?tab=inbox");
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    expect(screen.getByText("No unread messages")).toBeInTheDocument();
    expect(screen.queryByText("All messages shown.")).not.toBeInTheDocument();
  });

  it("shows the 'Data fetch error' banner when the Inbox cannot load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ "GET /api/admin/messages": () => apiError(500, "boom") });
    renderAt(<InboxTab />, "/admin?tab=inbox");
    expect(await screen.findByRole("alert")).toHaveTextContent("Data fetch error");
  });
});
