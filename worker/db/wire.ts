// Rows to the snake_case shapes the API serves (docs/decisions/005-wire-format.md).

import type { AddOnTranslationsWire, AddOnWire } from "../../shared/addons";
import { snakeKeys } from "../../shared/case";
import type { Category } from "../../shared/catalog";
import { DEFAULT_RATING, discountPercent } from "../../shared/catalog";
import type { AreaWire } from "../../shared/delivery";
import { DEFAULT_LOCALE, inLanguage, type Locale } from "../../shared/i18n/locales";
import { toDollars, toKhr } from "../../shared/pricing";
import { meanRating } from "../../shared/reviews";
import {
  type OrderWire,
  orderSchema,
  type ProductTranslationsWire,
  type ProductWire,
  type UserWire,
} from "../../shared/schemas";
import { DEFAULT_EXCHANGE_RATE_KHR } from "../../shared/settings";
import { SIZE_LABELS, type SizeId, type SizeWire } from "../../shared/sizes";
import type { AddOnRow, DeliveryAreaRow, OrderRow, ProductRow, UserRow } from "./schema";

/** The price of each size a product is offered in, standard first; null when not offered. */
export function sizePriceCents(row: ProductRow, size: SizeId): number | null {
  if (size === "deluxe") return row.deluxePriceCents;
  if (size === "premium") return row.premiumPriceCents;
  return row.priceCents;
}

function sizesWire(row: ProductRow, rate: number): SizeWire[] {
  const sizes: SizeWire[] = [];
  for (const id of ["standard", "deluxe", "premium"] as const) {
    const cents = sizePriceCents(row, id);
    if (cents === null) continue;
    sizes.push({
      id,
      label: SIZE_LABELS[id],
      price: toDollars(cents),
      price_khr: toKhr(toDollars(cents), rate),
    });
  }
  return sizes;
}

/** The product's name, description and "what's included" in `locale`, English where the owner gave none. */
export function productTexts(
  row: ProductRow,
  locale: Locale,
): { name: string; description: string; whatsIncluded: string } {
  return {
    name: inLanguage(locale, row.name, row.nameKm, row.nameZh),
    description: inLanguage(locale, row.description, row.descriptionKm, row.descriptionZh),
    whatsIncluded: inLanguage(locale, row.whatsIncluded, row.whatsIncludedKm, row.whatsIncludedZh),
  };
}

/** `rate`: the owner's riel rate (services/settings.ts), for the riel prices; `locale`: the
 *  language of the name, description and "what's included" (the public API's `lang`). */
export function productWire(
  row: ProductRow,
  rate: number = DEFAULT_EXCHANGE_RATE_KHR,
  locale: Locale = DEFAULT_LOCALE,
): ProductWire {
  const price = toDollars(row.priceCents);
  const originalPrice = row.originalPriceCents === null ? null : toDollars(row.originalPriceCents);
  const texts = productTexts(row, locale);
  return {
    id: row.id,
    name: texts.name,
    price,
    original_price: originalPrice,
    discount_percentage: discountPercent(price, originalPrice),
    image: row.image,
    description: texts.description,
    category: row.category as Category,
    rating: meanRating(row.reviewRatingSum, row.reviewCount, row.rating ?? DEFAULT_RATING),
    in_stock: row.inStock !== false,
    whats_included: texts.whatsIncluded,
    created_at: row.createdAt,
    sizes: sizesWire(row, rate),
    occasions: row.occasions,
    featured: row.featured,
    review_count: row.reviewCount,
    price_khr: toKhr(price, rate),
  };
}

/** The dashboard's product: the English wire and the owner's translations. */
export const adminProductWire = (row: ProductRow, rate: number): ProductWire & ProductTranslationsWire => ({
  ...productWire(row, rate),
  name_km: row.nameKm,
  description_km: row.descriptionKm,
  name_zh: row.nameZh,
  description_zh: row.descriptionZh,
  whats_included_km: row.whatsIncludedKm,
  whats_included_zh: row.whatsIncludedZh,
});

/** `locale`: the language of the name (GET /api/addons?lang=). */
export function addOnWire(row: AddOnRow, rate: number, locale: Locale = DEFAULT_LOCALE): AddOnWire {
  const price = toDollars(row.priceCents);
  return {
    id: row.id,
    name: inLanguage(locale, row.name, row.nameKm, row.nameZh),
    price,
    price_khr: toKhr(price, rate),
    image: row.image,
    in_stock: row.inStock !== false,
  };
}

/** The dashboard's add-on: the English wire and the owner's translations. */
export const adminAddOnWire = (row: AddOnRow, rate: number): AddOnWire & AddOnTranslationsWire => ({
  ...addOnWire(row, rate),
  name_km: row.nameKm,
  name_zh: row.nameZh,
});

/** `locale`: the language of the name (GET /api/shop?lang=). */
export function areaWire(row: DeliveryAreaRow, rate: number, locale: Locale = DEFAULT_LOCALE): AreaWire {
  const fee = toDollars(row.feeCents);
  const name = inLanguage(locale, row.name, row.nameKm, row.nameZh);
  return { id: row.id, name, fee, fee_khr: toKhr(fee, rate), same_day: row.sameDay };
}

/** The fields of an order served, in the order they are served (shared/schemas.ts). */
const ORDER_FIELDS = orderSchema.keyof().options;

/** The fields of `value` named in `keys`, in that order. */
const pick = <T extends object, K extends keyof T>(value: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;

/** The row's columns `orderSchema` names, as they are and snake_cased; its money, which the row
 *  keeps in cents, in dollars; its pin as one `location`. `rate`: the owner's riel rate now,
 *  for `price_khr` (the total in riel, as a KHQR asks it). */
export function orderWire(row: OrderRow, rate: number): OrderWire {
  const price = toDollars(row.priceCents);
  const served = {
    ...row,
    price,
    priceKhr: toKhr(price, rate),
    exchangeRateKhr: rate,
    productPrice: toDollars(row.productPriceCents ?? row.priceCents),
    addOns: row.addOns.map(({ id, name, priceCents }) => ({ id, name, price: toDollars(priceCents) })),
    deliveryFee: toDollars(row.deliveryFeeCents),
    peakSurcharge: toDollars(row.peakSurchargeCents),
    location:
      row.locationLat === null || row.locationLng === null
        ? null
        : { lat: row.locationLat, lng: row.locationLng },
  };
  return snakeKeys(pick(served, ORDER_FIELDS));
}

/** The password hash of an account that has no password (one made by an e-mail code, or one
 *  whose unverified password a code dropped): no password hashes to it (docs/decisions/060). */
export const NO_PASSWORD = "";

export const hasPassword = (row: Pick<UserRow, "passwordHash">) => row.passwordHash !== NO_PASSWORD;

/** Never includes the password hash or the token version; says only whether there is a password. */
export function userWire(row: UserRow): UserWire {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    address: row.address,
    is_verified: row.isVerified,
    is_suspended: row.isSuspended,
    is_admin: row.isAdmin,
    has_password: hasPassword(row),
    created_at: row.createdAt,
  };
}
