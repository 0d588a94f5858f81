// Contact details someone can use: a phone number (the buyer's mobile, the recipient's phone)
// has at least six digits and is kept as typed, whatever its country's format; an address has
// more than a letter. Orders stored before the rule keep showing and being found.
import { beforeEach, describe, expect, it } from "vitest";
import { emptyShop, seedOrder } from "../test/fixtures";
import { floristPayload, storedOrders } from "../test/florist";
import { call, clientAddress, createProduct, createUser, type SeededUser } from "../test/helpers";

let customer: SeededUser;
beforeEach(async () => {
  await emptyShop();
  customer = await createUser();
});

const order = (body: Record<string, unknown>) => call("POST", "/api/orders", { token: customer.token, body });
const withInfo = (productId: number, info: Record<string, unknown>) => {
  const payload = floristPayload(productId);
  return { ...payload, customerInfo: { ...payload.customerInfo, ...info } };
};

describe("phone numbers and the address of an order", () => {
  it("refuses a mobile, a recipient's phone or an address nobody can use, and stores nothing", async () => {
    const product = await createProduct();
    for (const [body, detail] of [
      [withInfo(product.id, { mobile: "abc" }), "customerInfo.mobile: must have at least 6 digits"],
      [withInfo(product.id, { mobile: "12 34 5" }), "customerInfo.mobile: must have at least 6 digits"],
      [
        { ...floristPayload(product.id), recipient: { name: "Dara", phone: "call the hotel" } },
        "recipient.phone: must have at least 6 digits",
      ],
      [
        withInfo(product.id, { address: "x" }),
        "customerInfo.address: must be at least 4 characters: a street, hotel or house",
      ],
    ] as const) {
      const { status, json } = await order(body);
      expect(status, detail).toBe(400);
      expect(json.detail).toBe(detail);
    }
    // an empty one is only "is required"
    const empty = await order(withInfo(product.id, { mobile: " " }));
    expect(empty.json.errors).toEqual([{ path: "customerInfo.mobile", message: "is required" }]);
    expect(await storedOrders()).toEqual([]);
  });

  it("stores numbers of any country and any way of writing them as typed, and a short hotel name", async () => {
    const product = await createProduct();
    for (const [mobile, phone, address] of [
      ["012 345 678", "+855 92 111 222", "Wat Bo Road"],
      ["+33 6 12 34 56 78", "(555) 010-9999 ext. 2", "吴哥酒店"],
      ["០១២ ៣៤៥ ៦៧៨", "+86 138 0013 8000", "ផ្សារចាស់"],
    ]) {
      const { status, json } = await order({
        ...withInfo(product.id, { mobile, address }),
        recipient: { name: "Dara", phone },
      });
      expect(status, mobile).toBe(201);
      expect(json).toMatchObject({ customer_mobile: mobile, recipient_phone: phone, address });
    }
  });

  it("shows and finds an order stored before the rule with a phone of letters", async () => {
    const admin = await createUser({ admin: true });
    const { id } = await seedOrder({
      userId: customer.id,
      fields: {
        customerName: "Old Order",
        customerMobile: "abc",
        recipientName: "Mom",
        recipientPhone: "call the hotel",
      },
    });
    const one = await call("GET", `/api/orders/${id}`, { token: admin.token });
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ customer_mobile: "abc", recipient_phone: "call the hotel" });
    for (const q of ["abc", "the hotel", "Old Order", "ab"]) {
      const found = await call("GET", `/api/orders?q=${encodeURIComponent(q)}`, { token: admin.token });
      expect(
        found.json.orders.map((row: { id: number }) => row.id),
        q,
      ).toEqual([id]);
    }
  });
});

describe("the mobile of an account", () => {
  it("is refused without six digits at registration and in the profile", async () => {
    const registered = await call("POST", "/api/auth/register", {
      headers: { "CF-Connecting-IP": clientAddress() },
      body: {
        name: "Sokha",
        email: "sokha-phone@example.com",
        mobile: "abc",
        password: "roses-are-red",
        confirmPassword: "roses-are-red",
      },
    });
    expect(registered.status).toBe(400);
    expect(registered.json.detail).toBe("mobile: must have at least 6 digits");
    const profile = await call("PUT", "/api/user/profile", {
      token: customer.token,
      body: { name: "Sokha", mobile: "call me" },
    });
    expect(profile.status).toBe(400);
    expect(profile.json.detail).toBe("mobile: must have at least 6 digits");
  });
});
