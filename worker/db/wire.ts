// Rows to the snake_case shapes the API serves (decisions.md, "Wire format").

import type { Category } from "../../shared/catalog";
import { DEFAULT_RATING, discountPercent } from "../../shared/catalog";
import type { OrderWire, ProductWire, UserWire } from "../../shared/schemas";
import type { OrderRow, ProductRow, UserRow } from "./schema";

export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;

export function productWire(row: ProductRow): ProductWire {
  const price = toDollars(row.priceCents);
  const originalPrice = row.originalPriceCents === null ? null : toDollars(row.originalPriceCents);
  return {
    id: row.id,
    name: row.name,
    price,
    original_price: originalPrice,
    discount_percentage: discountPercent(price, originalPrice),
    image: row.image,
    description: row.description,
    category: row.category as Category,
    rating: row.rating ?? DEFAULT_RATING,
    in_stock: row.inStock !== false,
    whats_included: row.whatsIncluded,
    created_at: row.createdAt,
  };
}

export function orderWire(row: OrderRow): OrderWire {
  return {
    id: row.id,
    user_id: row.userId,
    product_id: row.productId,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    customer_mobile: row.customerMobile,
    product_name: row.productName,
    price: toDollars(row.priceCents),
    address: row.address,
    landmark: row.landmark,
    city: row.city,
    postal_code: row.postalCode,
    special_instructions: row.specialInstructions,
    product_image: row.productImage,
    product_description: row.productDescription,
    status: row.status,
    created_at: row.createdAt,
  };
}

/** Never includes the password hash or the token version. */
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
    created_at: row.createdAt,
  };
}
