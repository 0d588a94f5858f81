// The calls whose answers carry the owner's texts (add-ons, areas, a product, the customer's
// orders, the order just placed) ask for them in the page's language, and
// English pages ask as they always did, without `lang`.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../shared/i18n/locales";
import { setLanguage } from "../i18n";
import { productWire } from "../test/catalog";
import { ADD_ONS, shopAnswer } from "../test/florist";
import { orderWire } from "../test/orders";
import { mockApi, sentBodies } from "../test/render";
import { floristApi } from "./florist";
import { ordersApi } from "./orders";

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
