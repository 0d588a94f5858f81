// /order/:id for a visitor: the whole form, then a code e-mailed to the form's address asked for
// in place; the right code signs in (stored as the login page stores it) and places the order in
// the same step; a wrong code, a reload or Back loses nothing; a signed-in customer is never asked.
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../../shared/limits";
import { DETAIL, MSG } from "../../../shared/messages";
import type { ProductWire } from "../../../shared/schemas";
import { productWire } from "../../test/catalog";
import { ADD_ONS, shopAnswer, slotsAnswer, TODAY } from "../../test/florist";
import { orderWire } from "../../test/orders";
import {
  apiError,
  currentPath,
  customer,
  mockApi,
  refusal,
  renderPage,
  renderSignedIn,
  sentBodies,
  userWire,
} from "../../test/render";
import OrderPage from "./OrderPage";
import OrderPlacedPage from "./OrderPlacedPage";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const product = (): ProductWire => ({
  ...productWire({ id: 3, name: "Sunset Roses", price: 45 }),
  sizes: [{ id: "standard", label: "Standard", price: 45, price_khr: 184500 }],
});

const NEW_USER = userWire({ id: 9, name: "Dara Keo", email: "dara@example.com", mobile: "+855 12 345 678" });
const RIGHT_CODE = "123456";

type Routes = Parameters<typeof mockApi>[0];

const CHALLENGE = "challenge-of-this-browser";

function openAsVisitor(routes: Routes = {}) {
  const api = mockApi({
    "GET /api/products/3": () => product(),
    "GET /api/shop": () => shopAnswer(),
    "GET /api/addons": () => ADD_ONS,
    "GET /api/delivery/slots": (_init, url) =>
      slotsAnswer(url.searchParams.get("date") ?? TODAY, { morning: "past" }),
    "POST /api/auth/email-code": () => ({
      message: "Verification code sent to your email",
      challenge: CHALLENGE,
    }),
    "POST /api/auth/email-code/verify": (init) =>
      JSON.parse(String(init.body)).otp === RIGHT_CODE
        ? { user: NEW_USER, access_token: "fresh-token" }
        : apiError(400, DETAIL.invalidCode),
    "POST /api/orders": () => Response.json(orderWire({ id: 41, product_id: 3 }), { status: 201 }),
    ...routes,
  });
  renderPage(<OrderPage />, "/order/3", {
    path: "/order/:id",
    routes: <Route path="/orders/:id/placed" element={<OrderPlacedPage />} />,
  });
  return api;
}

type User = ReturnType<typeof userEvent.setup>;

/** Everything a visitor types: a day and time, herself as recipient, her name, e-mail and mobile. */
async function fillForm(user: User) {
  await user.click(await screen.findByRole("radio", { name: /^Today/ }));
  const slot = await screen.findByRole("radio", { name: /Afternoon/ });
  await waitFor(() => expect(slot).toBeEnabled());
  await user.click(slot);
  await user.click(screen.getByRole("checkbox", { name: "I am the recipient" }));
  await user.type(screen.getByLabelText(/Card message/), "Happy birthday");
  await user.type(screen.getByLabelText("Full name"), "Dara Keo");
  await user.type(screen.getByLabelText("Email"), "Dara@Example.com");
  await user.type(screen.getByLabelText("Mobile number"), "+855 12 345 678");
  await user.type(screen.getByLabelText("Delivery address"), "Angkor Village Hotel, room 12");
}

// Long journeys of typing: a 2-core machine busy with other work needs more than the default.
describe("a visitor placing an order", { timeout: 20_000 }, () => {
  it("places it with a code asked in place, signed in as the login page signs in", async () => {
    const api = openAsVisitor();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));

    const codeField = await screen.findByLabelText("Verification code");
    expect(codeField).toHaveFocus();
    expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
    expect(codeField).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByText("dara@example.com")).toBeInTheDocument();
    expect(sentBodies(api, "POST", "/api/auth/email-code")).toEqual([{ email: "dara@example.com" }]);
    expect(sentBodies(api, "POST", "/api/orders")).toHaveLength(0);

    await user.type(codeField, RIGHT_CODE);
    await user.click(screen.getByRole("button", { name: "Confirm and place order" }));
    await screen.findByRole("heading", { name: MSG.order.placed });

    expect(currentPath()).toBe("/orders/41/placed");
    expect(sentBodies(api, "POST", "/api/auth/email-code/verify")).toEqual([
      {
        email: "dara@example.com",
        otp: RIGHT_CODE,
        // the code is this browser's: what the server answered with it goes back (docs/decisions/060)
        challenge: CHALLENGE,
        name: "Dara Keo",
        mobile: "+855 12 345 678",
      },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("fresh-token");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "null")).toMatchObject({ id: 9 });
    const orderCall = api.mock.calls.find(([input]) => String(input).includes("/api/orders"));
    expect(new Headers(orderCall?.[1]?.headers).get("Authorization")).toBe("Bearer fresh-token");
    expect(sentBodies(api, "POST", "/api/orders")[0]).toMatchObject({
      cardMessage: "Happy birthday",
      customerInfo: { name: "Dara Keo", email: "dara@example.com", mobile: "+855 12 345 678" },
    });
  });

  it("places it when Enter is pressed in the code field (a phone's Go key)", async () => {
    const api = openAsVisitor();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));

    const codeField = await screen.findByLabelText("Verification code");
    expect(codeField).toHaveAttribute("enterkeyhint", "go");
    await user.type(codeField, `${RIGHT_CODE}{Enter}`);
    await screen.findByRole("heading", { name: MSG.order.placed });

    expect(sentBodies(api, "POST", "/api/auth/email-code/verify")).toMatchObject([{ otp: RIGHT_CODE }]);
    expect(sentBodies(api, "POST", "/api/orders")).toHaveLength(1);
  });

  it("sends nothing when Enter is pressed in a field before the code is asked", async () => {
    const api = openAsVisitor();
    const user = userEvent.setup();
    await fillForm(user);
    await user.type(screen.getByLabelText("Full name"), "{Enter}");

    expect(screen.queryByLabelText("Verification code")).toBeNull();
    expect(sentBodies(api, "POST", "/api/auth/email-code")).toHaveLength(0);
  });

  it("checks the form before sending any code", async () => {
    const api = openAsVisitor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    expect(await screen.findByText("Please choose a delivery date")).toBeInTheDocument();
    expect(sentBodies(api, "POST", "/api/auth/email-code")).toHaveLength(0);
    expect(screen.queryByLabelText("Verification code")).toBeNull();
  });

  it("asks for the whole code before sending it, at the code field", async () => {
    const api = openAsVisitor();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await user.type(await screen.findByLabelText("Verification code"), "123");
    await user.click(screen.getByRole("button", { name: "Confirm and place order" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.getByLabelText("Verification code")).toHaveFocus();
    expect(sentBodies(api, "POST", "/api/auth/email-code/verify")).toHaveLength(0);
  });

  it("on a wrong code shows the server's reason in place and keeps everything typed", async () => {
    const api = openAsVisitor();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await user.type(await screen.findByLabelText("Verification code"), "999999");
    await user.click(screen.getByRole("button", { name: "Confirm and place order" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(DETAIL.invalidCode);
    expect(screen.getByLabelText("Verification code")).toHaveValue("999999");
    expect(screen.getByLabelText(/Card message/)).toHaveValue("Happy birthday");
    expect(screen.getByLabelText("Full name")).toHaveValue("Dara Keo");
    expect(screen.getByLabelText("Email")).toHaveValue("Dara@Example.com");
    expect(sentBodies(api, "POST", "/api/orders")).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    await user.clear(screen.getByLabelText("Verification code"));
    await user.type(screen.getByLabelText("Verification code"), RIGHT_CODE);
    await user.click(screen.getByRole("button", { name: "Confirm and place order" }));
    await screen.findByRole("heading", { name: MSG.order.placed });
  });

  it("shows the resend cooldown counting down, then sends a new code", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    const api = openAsVisitor();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByLabelText("Verification code");

    expect(screen.getByRole("button", { name: "Resend code in 60 s" })).toBeDisabled();
    vi.advanceTimersByTime(15_000);
    expect(await screen.findByRole("button", { name: "Resend code in 45 s" })).toBeDisabled();
    vi.advanceTimersByTime(45_000);
    await user.click(await screen.findByRole("button", { name: "Resend code" }));
    await waitFor(() => expect(sentBodies(api, "POST", "/api/auth/email-code")).toHaveLength(2));
    expect(await screen.findByRole("button", { name: "Resend code in 60 s" })).toBeDisabled();
  });

  it("after a reload keeps what was typed, and a code sent under a minute ago still counts", async () => {
    openAsVisitor();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByLabelText("Verification code");

    cleanup();
    const api = openAsVisitor({
      "POST /api/auth/email-code": () => refusal(429, "resendTooSoon"),
    });
    expect(await screen.findByLabelText(/Card message/)).toHaveValue("Happy birthday");
    expect(screen.getByLabelText("Email")).toHaveValue("Dara@Example.com");
    expect(screen.getByLabelText("Full name")).toHaveValue("Dara Keo");
    await waitFor(() => expect(screen.getByRole("radio", { name: /Afternoon/ })).toBeChecked());

    await user.click(screen.getByRole("button", { name: "Place order" }));
    await user.type(await screen.findByLabelText("Verification code"), RIGHT_CODE);
    await user.click(screen.getByRole("button", { name: "Confirm and place order" }));
    await screen.findByRole("heading", { name: MSG.order.placed });
    expect(sentBodies(api, "POST", "/api/orders")).toHaveLength(1);
    // the first code's challenge, kept for the tab, goes with it
    expect(sentBodies(api, "POST", "/api/auth/email-code/verify")).toMatchObject([{ challenge: CHALLENGE }]);
  });
});

describe("a signed-in customer", { timeout: 20_000 }, () => {
  it("is never asked for a code, and her e-mail is her account's, read-only", async () => {
    const api = mockApi({
      "GET /api/products/3": () => product(),
      "GET /api/shop": () => shopAnswer(),
      "GET /api/addons": () => ADD_ONS,
      "GET /api/delivery/slots": (_init, url) =>
        slotsAnswer(url.searchParams.get("date") ?? TODAY, { morning: "past" }),
      "POST /api/orders": () => Response.json(orderWire({ id: 41, product_id: 3 }), { status: 201 }),
    });
    renderSignedIn(<OrderPage />, "/order/3", {
      path: "/order/:id",
      user: customer({ email: "sokha@example.com" }),
      routes: <Route path="/orders/:id/placed" element={<OrderPlacedPage />} />,
    });
    const user = userEvent.setup();
    const email = await screen.findByLabelText("Email");
    expect(email).toHaveValue("sokha@example.com");
    expect(email).toHaveAttribute("readonly");

    await user.click(screen.getByRole("radio", { name: /^Today/ }));
    const slot = await screen.findByRole("radio", { name: /Afternoon/ });
    await waitFor(() => expect(slot).toBeEnabled());
    await user.click(slot);
    await user.click(screen.getByRole("checkbox", { name: "I am the recipient" }));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByRole("heading", { name: MSG.order.placed });
    expect(screen.queryByLabelText("Verification code")).toBeNull();
    expect(api.mock.calls.some(([input]) => String(input).includes("/api/auth/"))).toBe(false);
  });
});
