// The calls whose answers carry the owner's texts (add-ons, areas, a product, the customer's
// orders, the order just placed) ask for them in the page's language, and
// English pages ask as they always did, without `lang`. Every account call that may send an
// e-mail (a code, a notice) names the page's language, so the e-mail is written in it.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../shared/i18n/locales";
import { setLanguage } from "../i18n";
import { productWire } from "../test/catalog";
import { ADD_ONS, shopAnswer } from "../test/florist";
import { orderWire } from "../test/orders";
import { mockApi, sentBodies, userWire } from "../test/render";
import { floristApi } from "./florist";
import { ordersApi } from "./orders";
import { authApi } from "./shop";

afterEach(() => {
  vi.restoreAllMocks();
  setLanguage("en");
});

/** Every call the web app makes, in the page's `locale`, with the query each one sent. */
async function queriesSent(locale: Locale) {
  setLanguage(locale);
  const fetch = mockApi({
    "GET /api/shop": () => shopAnswer(),
    "GET /api/addons": () => ADD_ONS,
    "GET /api/products/3": () => productWire({ id: 3 }),
    "POST /api/orders": () => Response.json(orderWire(), { status: 201 }),
    "GET /api/user/orders": (_init, url) =>
      url.searchParams.has("limit") ? { orders: [orderWire()], next_cursor: null } : [orderWire()],
  });
  await floristApi.shop();
  await floristApi.addOns();
  await floristApi.product("3");
  await floristApi.placeOrder({ productId: 3 } as Parameters<typeof floristApi.placeOrder>[0]);
  await ordersApi.mine();
  await ordersApi.minePage(null, null);
  await ordersApi.minePage(null, "abc");
  return fetch.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), "http://localhost");
    return `${init?.method ?? "GET"} ${url.pathname}${url.search}`;
  });
}

describe("the owner's texts in the page's language", () => {
  it("asks with lang=zh on a Chinese page", async () => {
    expect(await queriesSent("zh")).toEqual([
      "GET /api/shop?lang=zh",
      "GET /api/addons?lang=zh",
      "GET /api/products/3?lang=zh",
      "POST /api/orders?lang=zh",
      "GET /api/user/orders?lang=zh",
      "GET /api/user/orders?limit=50&lang=zh",
      "GET /api/user/orders?limit=50&cursor=abc&lang=zh",
    ]);
  });

  it("asks with lang=km on a Khmer page", async () => {
    expect((await queriesSent("km")).every((call) => call.endsWith("lang=km"))).toBe(true);
  });

  it("asks without lang on an English page, as before", async () => {
    expect(await queriesSent("en")).toEqual([
      "GET /api/shop",
      "GET /api/addons",
      "GET /api/products/3",
      "POST /api/orders",
      "GET /api/user/orders",
      "GET /api/user/orders?limit=50",
      "GET /api/user/orders?limit=50&cursor=abc",
    ]);
  });
});

describe("the order remembers the page's language", () => {
  it.each(["en", "km", "zh"] as const)("a %s page places the order with that locale", async (locale) => {
    setLanguage(locale);
    const fetch = mockApi({ "POST /api/orders": () => Response.json(orderWire(), { status: 201 }) });
    await floristApi.placeOrder({ productId: 3 } as Parameters<typeof floristApi.placeOrder>[0]);
    expect(sentBodies(fetch, "POST", "/api/orders")).toEqual([{ productId: 3, locale }]);
  });
});

describe("the account's e-mails in the page's language", () => {
  /** Every account call, from a `locale` page, with the query each one sent. */
  async function authQueriesSent(locale: Locale) {
    setLanguage(locale);
    const signedIn = () => ({ user: userWire(), access_token: "token-1" });
    const fetch = mockApi({
      "POST /api/auth/email-code": () => ({ message: "sent", challenge: "c".repeat(43) }),
      "POST /api/auth/email-code/verify": signedIn,
      "POST /api/auth/register": () =>
        Response.json({ message: "sent", email: "a@example.com" }, { status: 201 }),
      "POST /api/auth/resend-otp": () => ({ message: "sent" }),
      "POST /api/auth/login": signedIn,
      "POST /api/auth/forgot-password": () => ({ message: "sent" }),
      "POST /api/auth/reset-password": () => ({ message: "reset" }),
      "POST /api/auth/verify-and-set-password": signedIn,
    });
    const email = "wang.li@example.com";
    await authApi.emailCode(email);
    await authApi.verifyEmailCode({ email, otp: "123456" });
    await authApi.register({
      name: "Wang Li",
      email,
      mobile: "+86 138 0013 8000",
      password: "p",
      confirmPassword: "p",
    });
    await authApi.resendOtp(email);
    await authApi.login(email, "orchid-house");
    await authApi.forgotPassword(email);
    await authApi.resetPassword(email, "123456", "orchid-house");
    await authApi.verifyAndSetPassword(email, "123456", "orchid-house");
    return fetch.mock.calls.map(([input, init]) => {
      const url = new URL(String(input), "http://localhost");
      return `${init?.method ?? "GET"} ${url.pathname}${url.search}`;
    });
  }

  it.each(["zh", "km", "en"] as const)(
    "a %s page names its language on every one of them",
    async (locale) => {
      expect(await authQueriesSent(locale)).toEqual([
        `POST /api/auth/email-code?lang=${locale}`,
        `POST /api/auth/email-code/verify?lang=${locale}`,
        `POST /api/auth/register?lang=${locale}`,
        `POST /api/auth/resend-otp?lang=${locale}`,
        `POST /api/auth/login?lang=${locale}`,
        `POST /api/auth/forgot-password?lang=${locale}`,
        `POST /api/auth/reset-password?lang=${locale}`,
        `POST /api/auth/verify-and-set-password?lang=${locale}`,
      ]);
    },
  );
});
