// Add-ons: a vase, chocolates, a balloon… a small catalogue beside the
// flowers. The wire shape and the owner's form schema (the order's limit, MAX_ADD_ONS, is in limits.ts).
import { z } from "zod";
import { TEXT_MAX } from "./limits";
import { imageRef, money } from "./schemas";

/** GET /api/addons, and the admin routes. */
export interface AddOnWire {
  id: number;
  name: string;
  price: number;
  price_khr: number;
  image: string;
  in_stock: boolean;
}

/** A copy of an add-on kept on an order. */
export interface OrderAddOnWire {
  id: number;
  name: string;
  price: number;
}

/** POST /api/admin/addons, PUT /api/admin/addons/:id (in_stock accepted for inStock). */
export const adminAddOnBody = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
    const body = raw as Record<string, unknown>;
    return body.inStock === undefined && body.in_stock !== undefined
      ? { ...body, inStock: body.in_stock }
      : body;
  },
  z.object({
    name: z
      .string()
      .trim()
      .min(1, "is required")
      .max(TEXT_MAX.name, `must be at most ${TEXT_MAX.name} characters`),
    price: money,
    image: imageRef,
    inStock: z.boolean("must be true or false").optional().default(true),
  }),
);
export type AdminAddOnInput = z.input<typeof adminAddOnBody>;
