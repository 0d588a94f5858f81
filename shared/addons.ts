// Add-ons: a vase, chocolates, a balloon… a small catalogue beside the
// flowers. The wire shape and the owner's form schema (the order's limit, MAX_ADD_ONS, is in limits.ts).
import { z } from "zod";
import { TEXT_MAX } from "./limits";
import { imageRef, money, translationText } from "./schemas";

/** GET /api/addons (`name` in the asked-for language), and the admin routes. */
export interface AddOnWire {
  id: number;
  name: string;
  price: number;
  price_khr: number;
  image: string;
  in_stock: boolean;
}

/** The owner's names of an add-on in Khmer and Chinese (null: English is shown), as the
 *  dashboard edits them; only the admin routes serve them. */
export interface AddOnTranslationsWire {
  name_km: string | null;
  name_zh: string | null;
}

/** A copy of an add-on kept on an order. */
export interface OrderAddOnWire {
  id: number;
  name: string;
  price: number;
}

/** Snake-case keys as served, accepted in place of the form's camelCase. */
const SERVED_TO_FORM = { in_stock: "inStock", name_km: "nameKm", name_zh: "nameZh" };

/** POST /api/admin/addons, PUT /api/admin/addons/:id. */
export const adminAddOnBody = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
    const body: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
    for (const [served, form] of Object.entries(SERVED_TO_FORM)) {
      if (body[form] === undefined && body[served] !== undefined) body[form] = body[served];
    }
    return body;
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
    nameKm: translationText(TEXT_MAX.name),
    nameZh: translationText(TEXT_MAX.name),
  }),
);
export type AdminAddOnInput = z.input<typeof adminAddOnBody>;
