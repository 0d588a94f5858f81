// Every call the owner's dashboard makes (spec §7), mapped to the web app's camelCase models.
// Each call first checks that a token is stored, so a missing one is reported as such.
import { MSG } from "../../shared/messages";
import type { OrderStatus } from "../../shared/orders";
import type {
  AdminProductInput,
  DashboardAnswer,
  OrderWire,
  ProductWire,
  UserWire,
} from "../../shared/schemas";
import { ApiError, http, storedToken } from "../api/client";
import { type Order, type Product, toOrder, toProduct, toUser, type User } from "../api/models";

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

const productPath = (id: string) => `/api/admin/products/${encodeURIComponent(id)}`;

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
      (await http.get<{ products: ProductWire[] }>("/api/admin/products")).products.map(toProduct),
    ),
  createProduct: (form: AdminProductInput) =>
    withToken(async () => toProduct(await http.post<ProductWire>("/api/admin/products", form))),
  /** Takes the form, or the whole product (the stock toggle resends it with the flag flipped). */
  updateProduct: (id: string, body: AdminProductInput | Product) =>
    withToken(async () => toProduct(await http.put<ProductWire>(productPath(id), body))),
  deleteProduct: (id: string) => withToken(() => http.delete<unknown>(productPath(id))),
  uploadImage: (file: File) =>
    withToken(async () => {
      const form = new FormData();
      form.append("file", file);
      return (await http.post<{ url: string }>("/api/upload-image", form)).url;
    }),

  orders: () => withToken(async () => (await http.get<OrderWire[]>("/api/orders")).map(toOrder)),
  setOrderStatus: (id: number, status: OrderStatus) =>
    withToken(async () => toOrder(await http.put<OrderWire>(`/api/admin/orders/${id}/status`, { status }))),

  users: () =>
    withToken(async () => (await http.get<{ users: UserWire[] }>("/api/admin/users")).users.map(toUser)),
  toggleSuspension: (id: number) =>
    withToken(async () => toUser(await http.put<UserWire>(`/api/admin/users/${id}/suspend`))),
};
