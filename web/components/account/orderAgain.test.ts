// An earlier order as the order form's draft: the same bouquet, size, gifts, recipient, card
// and address, never its day or time; what the shop no longer sells is left out and named;
// a bouquet gone or sold out cannot be ordered again.
import { describe, expect, it } from "vitest";
import { toOrder } from "../../api/orders";
import { toProductWithSizes } from "../../api/product";
import { productDetailWire } from "../../test/catalog";
import { ADD_ONS } from "../../test/florist";
import { DELUXE_WITH_VASE_TO_ANGKOR, orderWire } from "../../test/orders";
import { leftSomethingOut, planOrderAgain } from "./orderAgain";

const DELUXE = [
  { id: "standard", label: "Standard", price: 45, price_khr: 184500 },
  { id: "deluxe", label: "Deluxe", price: 60, price_khr: 246000 },
] as const;

const bouquet = (over: Parameters<typeof productDetailWire>[0] = {}) =>
  toProductWithSizes(productDetailWire({ id: 3, sizes: [...DELUXE], ...over }));

const earlier = toOrder(
  orderWire({
    product_id: 3,
    ...DELUXE_WITH_VASE_TO_ANGKOR,
    area_id: 2,
    recipient_name: "Chan Sophea",
    recipient_phone: "+855 92 111 222",
    card_message: "Happy birthday, Mum",
    location: { lat: 13.41, lng: 103.86 },
  }),
);

describe("order again", () => {
  it("repeats the bouquet, size, gifts, recipient, card and address, with no day or time", () => {
    const plan = planOrderAgain(earlier, bouquet(), ADD_ONS);
    expect(plan).toEqual({
      available: true,
      productId: "3",
      path: "/order/3?size=deluxe",
      draft: {
        size: "deluxe",
        addOns: [1],
        selfRecipient: false,
        recipientName: "Chan Sophea",
        recipientPhone: "+855 92 111 222",
        cardMessage: "Happy birthday, Mum",
        area: "2",
        address: "Street 9, Wat Bo",
        landmark: "Near the pagoda",
        location: { lat: 13.41, lng: 103.86 },
        paymentMethod: "cash",
      },
      sizeLeftOut: null,
      addOnsLeftOut: [],
    });
    if (plan.available) {
      expect(leftSomethingOut(plan)).toBe(false);
      expect(plan.draft).not.toHaveProperty("date");
      expect(plan.draft).not.toHaveProperty("slot");
    }
  });

  it("keeps the way the order was paid: card through PayWay, or KHQR, never turned into cash", () => {
    for (const paymentMethod of ["payway", "khqr"] as const) {
      const order = toOrder(orderWire({ product_id: 3, payment_method: paymentMethod }));
      expect(planOrderAgain(order, bouquet(), ADD_ONS)).toMatchObject({
        available: true,
        draft: { paymentMethod },
      });
    }
  });

  it("keeps the buyer as the recipient when the flowers were for her, and the standard size in a bare address", () => {
    const plan = planOrderAgain(toOrder(orderWire({ product_id: 3 })), bouquet(), ADD_ONS);
    expect(plan).toMatchObject({
      available: true,
      path: "/order/3",
      draft: { size: "standard", selfRecipient: true, recipientName: "", cardMessage: "", addOns: [] },
    });
  });

  it("leaves out and names a gift out of stock or no longer sold", () => {
    const order = toOrder(
      orderWire({
        product_id: 3,
        add_ons: [
          { id: 1, name: "Glass vase", price: 8 },
          { id: 3, name: "Teddy bear", price: 12 },
          { id: 9, name: "Balloon", price: 3 },
        ],
      }),
    );
    const plan = planOrderAgain(order, bouquet(), ADD_ONS);
    expect(plan).toMatchObject({
      available: true,
      draft: { addOns: [1] },
      addOnsLeftOut: ["Teddy bear", "Balloon"],
    });
    if (plan.available) expect(leftSomethingOut(plan)).toBe(true);
  });

  it("falls back to the standard size, and names the size, when the bouquet no longer comes in it", () => {
    const plan = planOrderAgain(earlier, bouquet({ sizes: [DELUXE[0]] }), ADD_ONS);
    expect(plan).toMatchObject({
      available: true,
      path: "/order/3",
      draft: { size: "standard" },
      sizeLeftOut: "deluxe",
    });
  });

  it("cannot order again a bouquet that is gone or out of stock", () => {
    expect(planOrderAgain(earlier, null, ADD_ONS)).toEqual({ available: false });
    expect(planOrderAgain(earlier, bouquet({ in_stock: false }), ADD_ONS)).toEqual({ available: false });
  });
});
