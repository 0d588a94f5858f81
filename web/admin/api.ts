// Every call the owner's dashboard makes, mapped to the web
// app's camelCase models. Each call first checks that a token is stored, so a missing one is
// reported as such.
import type { AddOnTranslationsWire, AddOnWire, AdminAddOnInput } from "../../shared/addons";
import { type CamelKeys, camelKeys } from "../../shared/case";
import type { Category } from "../../shared/catalog";
import { MSG } from "../../shared/messages";
import type { OrderStatus } from "../../shared/orders";
import { PAGE_LIMIT_DEFAULT } from "../../shared/paging";
import type { ExtraPaymentWire, PaymentStatus } from "../../shared/payment";
import type {
  AdminProductInput,
  DashboardAnswer,
  ProductTranslationsWire,
  ProductWire,
} from "../../shared/schemas";
import type { SettingsOutput } from "../../shared/settings";
import { ApiError, storedToken } from "../api/client";
import { type Order, type Product, toProduct, toUser, type User } from "../api/models";
import { toOrder } from "../api/orders";
import { api, fileForm, read } from "../api/rpc";
import type { Page } from "../hooks/usePagedList";

export class MissingTokenError extends Error {
  constructor() {
    super(MSG.admin.noToken);
    this.name = "MissingTokenError";
  }
}

/** Runs an admin call only when a token is stored; otherwise fails with MissingTokenError. */
export function withToken<T>(call: () => Promise<T>): Promise<T> {
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
  peakDays: DashboardAnswer["peak_days"];
}

/** A product as the owner edits it: the catalogue's fields plus the prices of its other sizes
 *  (null = that size is not offered). */
export interface AdminProduct extends Product {
  deluxePrice: number | null;
  premiumPrice: number | null;
  /** The owner's Khmer and Chinese texts; "" where English is shown. */
  nameKm: string;
  descriptionKm: string;
  nameZh: string;
  descriptionZh: string;
  whatsIncludedKm: string;
  whatsIncludedZh: string;
}

export const toAdminProduct = (wire: ProductWire & Partial<ProductTranslationsWire>): AdminProduct => {
  const sizePrice = (id: string) => wire.sizes?.find((size) => size.id === id)?.price ?? null;
  return {
    ...toProduct(wire),
    deluxePrice: sizePrice("deluxe"),
    premiumPrice: sizePrice("premium"),
    nameKm: wire.name_km ?? "",
    descriptionKm: wire.description_km ?? "",
    nameZh: wire.name_zh ?? "",
    descriptionZh: wire.description_zh ?? "",
    whatsIncludedKm: wire.whats_included_km ?? "",
    whatsIncludedZh: wire.whats_included_zh ?? "",
  };
};

/** An add-on as the dashboard shows it. */
export interface AddOn {
  id: number;
  name: string;
  price: number;
  priceKhr: number;
  image: string;
  inStock: boolean;
  /** The owner's Khmer and Chinese names; "" where English is shown. */
  nameKm: string;
  nameZh: string;
}

export const toAddOn = (wire: AddOnWire & Partial<AddOnTranslationsWire>): AddOn => ({
  id: wire.id,
  name: wire.name,
  price: wire.price,
  priceKhr: wire.price_khr,
  image: wire.image,
  inStock: wire.in_stock,
  nameKm: wire.name_km ?? "",
  nameZh: wire.name_zh ?? "",
});

const admin = api.admin;

/** A second PayWay payment as the dashboard shows it. */
export type ExtraPayment = CamelKeys<ExtraPaymentWire>;
const toExtraPayment = (wire: ExtraPaymentWire): ExtraPayment => camelKeys(wire);

export type SearchFilter = { q?: string };

export type ProductFilters = SearchFilter & { category?: Category | "" };

/** The orders list's filters, named as the admin URL names them (?status&payment&date&q). */
export type OrderFilters = SearchFilter & {
  status?: OrderStatus | "";
  payment?: PaymentStatus | "";
  date?: string;
};

/** The filters that are set: "" is "any" in the tabs' selects, and an empty search is no
 *  search, so neither is sent. */
function setFilters<T extends Record<string, string | undefined>>(filters: T) {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  return query as { [K in keyof T]?: Exclude<T[K], ""> };
}

/** The query of one page: always `limit` (so the answer is paged), the cursor, and the
 *  filters that are set. */
function pageParams<T extends Record<string, string | undefined>>(filters: T, cursor: string | null) {
  return { limit: String(PAGE_LIMIT_DEFAULT), ...setFilters(filters), ...(cursor ? { cursor } : {}) };
}

/** The orders tab's filters under the API's names (the list and its CSV file alike). */
const apiOrderFilters = ({ status, payment, date, q }: OrderFilters) => ({
  status,
  payment_status: payment,
  delivery_date: date,
  q,
});

/** The file name the server gives in Content-Disposition ("orders-2026-12-01.csv"). */
const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? "orders.csv";

const productId = (id: string) => ({ param: { id: encodeURIComponent(id) } });
const numberId = (id: number) => ({ param: { id: String(id) } });

export const adminApi = {
  dashboard: () =>
    withToken(async (): Promise<Dashboard> => {
      const answer = await read(admin.dashboard.$get());
      return {
        stats: answer.stats,
        recentOrders: answer.recent_orders.map(toOrder),
        recentUsers: answer.recent_users.map(toUser),
        // a Worker that predates peak days answers none
        peakDays: answer.peak_days ?? [],
      };
    }),

  /** One page of the catalogue (ADR 038), by category or searched by name or category. */
  products: (filters: ProductFilters = {}, cursor: string | null = null) =>
    withToken(async (): Promise<Page<AdminProduct>> => {
      const answer = await read(admin.products.$get({ query: pageParams(filters, cursor) }));
      return { items: answer.products.map(toAdminProduct), nextCursor: answer.next_cursor ?? null };
    }),
  createProduct: (json: AdminProductInput) =>
    withToken(async () => toAdminProduct(await read(admin.products.$post({ json })))),
  /** Takes the form, or the whole product (the stock toggle resends it with the flag flipped). */
  updateProduct: (id: string, json: AdminProductInput | AdminProduct) =>
    withToken(async () =>
      toAdminProduct(
        await read(admin.products[":id"].$put({ ...productId(id), json: json as AdminProductInput })),
      ),
    ),
  /** `keepalive` lets a delete sent as the owner leaves the page outlive it. */
  deleteProduct: (id: string, init?: RequestInit) =>
    withToken(() => admin.products[":id"].$delete(productId(id), { init })),
  /** The route reads the multipart body itself (no validator), so the form goes as the raw body. */
  uploadImage: (file: File) =>
    withToken(async () => (await read(api["upload-image"].$post(undefined, { init: fileForm(file) }))).url),

  addOns: () => withToken(async () => (await read(admin.addons.$get())).map(toAddOn)),
  createAddOn: (json: AdminAddOnInput) =>
    withToken(async () => toAddOn(await read(admin.addons.$post({ json })))),
  updateAddOn: (id: number, json: AdminAddOnInput) =>
    withToken(async () => toAddOn(await read(admin.addons[":id"].$put({ ...numberId(id), json })))),
  deleteAddOn: (id: number, init?: RequestInit) =>
    withToken(() => admin.addons[":id"].$delete(numberId(id), { init })),

  settings: () => withToken(() => read(admin.settings.$get())),
  /** Sends the form as the shared schema parsed it; answers the settings as saved. */
  saveSettings: (json: SettingsOutput) => withToken(() => read(admin.settings.$put({ json }))),

  /** One page of orders, newest first, filtered on the server (ADR 038). */
  orders: (filters: OrderFilters = {}, cursor: string | null = null) =>
    withToken(async (): Promise<Page<Order>> => {
      const query = pageParams(apiOrderFilters(filters), cursor);
      const answer = await read(api.orders.$get({ query }));
      return { items: answer.orders.map(toOrder), nextCursor: answer.next_cursor ?? null };
    }),
  /** The orders the filters keep as a CSV file, with the name the server gives it. */
  ordersCsv: (filters: OrderFilters) =>
    withToken(async () => {
      const response = await admin["orders.csv"].$get({ query: setFilters(apiOrderFilters(filters)) });
      return { file: await response.blob(), name: fileNameOf(response.headers.get("Content-Disposition")) };
    }),
  setOrderStatus: (id: number, status: OrderStatus) =>
    withToken(async () =>
      toOrder(await read(admin.orders[":id"].status.$put({ ...numberId(id), json: { status } }))),
    ),
  setPaymentStatus: (id: number, status: PaymentStatus) =>
    withToken(async () =>
      toOrder(await read(admin.orders[":id"].payment.$put({ ...numberId(id), json: { status } }))),
    ),
  /** The PayWay payments approved after the order was paid (docs/decisions/061). */
  extraPayments: (id: number) =>
    withToken(async () =>
      (await read(admin.orders[":id"]["extra-payments"].$get(numberId(id)))).payments.map(toExtraPayment),
    ),
  /** Gives one of them back (PayWay's refund API, or recorded after the owner refunded it herself). */
  refundExtraPayment: (id: number, tranId: string) =>
    withToken(async () =>
      toExtraPayment(
        await read(
          admin.orders[":id"]["extra-payments"][":tranId"].$put({
            param: { id: String(id), tranId },
            json: { status: "refunded" },
          }),
        ),
      ),
    ),
  /** Multipart like uploadImage: the route reads the form itself. */
  uploadDeliveryPhoto: (id: number, file: File) =>
    withToken(async () =>
      toOrder(
        await read(admin.orders[":id"]["delivery-photo"].$post(numberId(id), { init: fileForm(file) })),
      ),
    ),

  /** One page of users, newest first, searched by name, e-mail or mobile. */
  users: (search: SearchFilter = {}, cursor: string | null = null) =>
    withToken(async (): Promise<Page<User>> => {
      const answer = await read(admin.users.$get({ query: pageParams(search, cursor) }));
      return { items: answer.users.map(toUser), nextCursor: answer.next_cursor ?? null };
    }),
  toggleSuspension: (id: number) =>
    withToken(async () => toUser(await read(admin.users[":id"].suspend.$put(numberId(id))))),
};
