// Test tools for the order, admin and image routes: a valid plain order payload, orders
// seeded straight into D1, and a reset (D1 is isolated per test file, not per test).
import type { OrderStatus } from "../../shared/orders";
import type { PaymentStatus } from "../../shared/payment";
import { orders, products, users } from "../db/schema";
import { db } from "./helpers";

/** Empties the tables the shop's figures come from, children first. */
export async function emptyShop() {
  await db().batch([db().delete(orders), db().delete(products), db().delete(users)]);
}

/** The plain order create payload (no florist fields), as the first web app sent it. */
export function orderPayload(productId: number | string, customerInfo: Record<string, unknown> = {}) {
  return {
    productId: String(productId),
    productName: "Whatever the client says",
    price: 0.01,
    customerInfo: {
      name: "Sokha Chan",
      email: "sokha@example.com",
      mobile: "+855 12 345 678",
      address: "Sivatha Blvd 12",
      landmark: "Near the Old Market",
      city: "Siem Reap",
      postalCode: "17252",
      specialInstructions: "Ring twice",
      ...customerInfo,
    },
  };
}

/** Inserts an order for a user (price in dollars), bypassing the API; `fields` sets any other
 *  column (createdAt, productId, deliveryDate…). */
export async function seedOrder(options: {
  userId: number;
  price?: number;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  fields?: Partial<typeof orders.$inferInsert>;
}) {
  const [row] = await db()
    .insert(orders)
    .values({
      userId: options.userId,
      customerName: "Seeded Customer",
      customerEmail: "seeded@example.com",
      customerMobile: "+855 10 000 000",
      address: "Pub Street 1",
      city: "Siem Reap",
      productName: "Seeded Bouquet",
      priceCents: Math.round((options.price ?? 10) * 100),
      productImage: "/api/uploads/seed/red-roses.webp",
      productDescription: "A seeded bouquet.",
      status: options.status ?? "pending",
      paymentStatus: options.paymentStatus ?? "unpaid",
      ...options.fields,
    })
    .returning();
  if (!row) throw new Error("order insert failed");
  return row;
}
