// The web app's camelCase models, mapped from the API's snake_case wire shapes.
import type { Category } from "../../shared/catalog";
import type { Occasion } from "../../shared/occasions";
import type { OrderStatus } from "../../shared/orders";
import type { PaymentMethod, PaymentStatus } from "../../shared/payment";
import type { ProductWire, UserWire } from "../../shared/schemas";

export interface Product {
  id: string;
  name: string;
  price: number;
  /** `price` in riel at the owner's rate (florist.md §9) */
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
  createdAt: string;
}

export interface Order {
  id: number;
  /** The bouquet ordered, while it is in the shop (null once deleted). */
  productId: number | null;
  customerName: string;
  customerEmail: string;
  customerMobile: string;
  productName: string;
  price: number;
  /** `price` in riel at `exchangeRateKhr` (florist.md §9) */
  priceKhr: number;
  /** the owner's riel rate the order's riel amounts are at */
  exchangeRateKhr: number;
  address: string;
  landmark: string | null;
  city: string;
  postalCode: string | null;
  specialInstructions: string | null;
  productImage: string;
  productDescription: string;
  status: OrderStatus;
  createdAt: string;
  // The lines and delivery details the order keeps a copy of (docs/decisions/024).
  size: string;
  productPrice: number;
  addOns: { id: number; name: string; price: number }[];
  deliveryFee: number;
  areaId: number | null;
  areaName: string | null;
  deliveryDate: string | null;
  deliverySlot: string | null;
  deliverySlotLabel: string | null;
  deliveryStart: string | null;
  deliveryEnd: string | null;
  /** null when the buyer receives the flowers */
  recipientName: string | null;
  recipientPhone: string | null;
  cardMessage: string | null;
  location: { lat: number; lng: number } | null;
  // Paying (florist.md §5), apart from the fulfilment status.
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  paidAt: string | null;
  /** PayWay's transaction id of the payment, or null. */
  paymentReference: string | null;
  paymentProofAt: string | null;
  deliveryPhotoAt: string | null;
}

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
  createdAt: u.created_at,
});
