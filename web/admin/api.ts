// Every call the owner's dashboard makes, mapped to the web
// app's camelCase models. Each call first checks that a token is stored, so a missing one is
// reported as such.
import type { AddOnWire, AdminAddOnInput } from "../../shared/addons";
import { MSG } from "../../shared/messages";
import type { OrderStatus } from "../../shared/orders";
import type {
  AdminProductInput,
  DashboardAnswer,
  OrderWire,
  ProductWire,
  UserWire,
} from "../../shared/schemas";
import type { SettingsOutput, SettingsWire } from "../../shared/settings";
import { ApiError, http, storedToken } from "../api/client";
import { type Order, type Product, toProduct, toUser, type User } from "../api/models";
import { toOrder } from "../api/orders";

export class MissingTokenError extends Error {
  constructor() {
    super(MSG.admin.noToken);
    this.name = "MissingTokenError";
  }
}

function withToken<T>(call: () => Promise<T>): Promise<T> {
  return storedToken() ? call() : Promise.reject(new MissingTokenError());
}

/** What a failed action tells the owner: the token message, the server's detail, or a fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof MissingTokenError) return MSG.admin.noToken;
  if (error instanceof ApiError && error.status > 0 && error.detail) return error.detail;
  return fallback;
}

export interface Dashboard {
  stats: DashboardAnswer["stats"];
  recentOrders: Order[];
  recentUsers: User[];
}

/** A product as the owner edits it: the catalogue's fields plus the prices of its other sizes
 *  (null = that size is not offered). */
export interface AdminProduct extends Product {
  deluxePrice: number | null;
  premiumPrice: number | null;
}

export const toAdminProduct = (wire: ProductWire): AdminProduct => {
  const sizePrice = (id: string) => wire.sizes?.find((size) => size.id === id)?.price ?? null;
  return { ...toProduct(wire), deluxePrice: sizePrice("deluxe"), premiumPrice: sizePrice("premium") };
};

/** An add-on as the dashboard shows it. */
export interface AddOn {
  id: number;
  name: string;
  price: number;
  priceKhr: number;
  image: string;
  inStock: boolean;
}

export const toAddOn = (wire: AddOnWire): AddOn => ({
  id: wire.id,
  name: wire.name,
  price: wire.price,
  priceKhr: wire.price_khr,
  image: wire.image,
  inStock: wire.in_stock,
});

const productPath = (id: string) => `/api/admin/products/${encodeURIComponent(id)}`;
const addOnPath = (id: number) => `/api/admin/addons/${id}`;

export const adminApi = {
  dashboard: () =>
    withToken(async (): Promise<Dashboard> => {
      const answer = await http.get<DashboardAnswer>("/api/admin/dashboard");
      return {
        stats: answer.stats,
        recentOrders: answer.recent_orders.map(toOrder),
        recentUsers: answer.recent_users.map(toUser),
      };
    }),

  products: () =>
    withToken(async () =>
      (await http.get<{ products: ProductWire[] }>("/api/admin/products")).products.map(toAdminProduct),
    ),
  createProduct: (form: AdminProductInput) =>
    withToken(async () => toAdminProduct(await http.post<ProductWire>("/api/admin/products", form))),
  /** Takes the form, or the whole product (the stock toggle resends it with the flag flipped). */
  updateProduct: (id: string, body: AdminProductInput | AdminProduct) =>
    withToken(async () => toAdminProduct(await http.put<ProductWire>(productPath(id), body))),
  deleteProduct: (id: string) => withToken(() => http.delete<unknown>(productPath(id))),
  uploadImage: (file: File) =>
    withToken(async () => {
      const form = new FormData();
      form.append("file", file);
      return (await http.post<{ url: string }>("/api/upload-image", form)).url;
    }),

  addOns: () => withToken(async () => (await http.get<AddOnWire[]>("/api/admin/addons")).map(toAddOn)),
  createAddOn: (body: AdminAddOnInput) =>
    withToken(async () => toAddOn(await http.post<AddOnWire>("/api/admin/addons", body))),
  updateAddOn: (id: number, body: AdminAddOnInput) =>
    withToken(async () => toAddOn(await http.put<AddOnWire>(addOnPath(id), body))),
  deleteAddOn: (id: number) => withToken(() => http.delete<unknown>(addOnPath(id))),

  settings: () => withToken(() => http.get<SettingsWire>("/api/admin/settings")),
  /** Sends the form as the shared schema parsed it; answers the settings as saved. */
  saveSettings: (body: SettingsOutput) =>
    withToken(() => http.put<SettingsWire>("/api/admin/settings", body)),

  orders: () => withToken(async () => (await http.get<OrderWire[]>("/api/orders")).map(toOrder)),
  setOrderStatus: (id: number, status: OrderStatus) =>
    withToken(async () => toOrder(await http.put<OrderWire>(`/api/admin/orders/${id}/status`, { status }))),

  users: () =>
    withToken(async () => (await http.get<{ users: UserWire[] }>("/api/admin/users")).users.map(toUser)),
  toggleSuspension: (id: number) =>
    withToken(async () => toUser(await http.put<UserWire>(`/api/admin/users/${id}/suspend`))),
};
