// The web app's camelCase models, mapped from the API's snake_case wire shapes.
import type { CamelKeys } from "../../shared/case";
import type { Category } from "../../shared/catalog";
import type { Occasion } from "../../shared/occasions";
import type { OrderWire, ProductWire, UserWire } from "../../shared/schemas";

export interface Product {
  id: string;
  name: string;
  price: number;
  /** `price` in riel at the owner's rate (docs/decisions/024) */
  priceKhr: number;
  originalPrice: number | null;
  discountPercentage: number;
  image: string;
  description: string;
  category: Category;
  rating: number;
  inStock: boolean;
  whatsIncluded: string;
  occasions: Occasion[];
  featured: boolean;
  /** Visible reviews; `rating` is their mean when there are any. */
  reviewCount: number;
}

export interface User {
  id: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  isVerified: boolean;
  isSuspended: boolean;
  isAdmin: boolean;
  /** False for an account made by an e-mail code that has not set a password yet. */
  hasPassword: boolean;
  createdAt: string;
}

/** An order as the app reads it: the wire's fields in camelCase (shared/schemas.ts orderSchema). */
export type Order = CamelKeys<OrderWire>;

export const toProduct = (p: ProductWire): Product => ({
  id: String(p.id),
  name: p.name,
  price: p.price,
  priceKhr: p.price_khr,
  originalPrice: p.original_price,
  discountPercentage: p.discount_percentage,
  image: p.image,
  description: p.description,
  category: p.category,
  rating: p.rating,
  inStock: p.in_stock !== false,
  whatsIncluded: p.whats_included ?? "",
  occasions: p.occasions ?? [],
  featured: p.featured === true,
  reviewCount: p.review_count ?? 0,
});

export const toUser = (u: UserWire): User => ({
  id: u.id,
  name: u.name,
  email: u.email,
  mobile: u.mobile,
  address: u.address,
  isVerified: u.is_verified,
  isSuspended: u.is_suspended,
  isAdmin: u.is_admin,
  hasPassword: u.has_password,
  createdAt: u.created_at,
});
