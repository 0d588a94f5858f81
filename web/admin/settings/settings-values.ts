// The Settings form's values and checks (docs/decisions/023). The form keeps what the owner
// types as text, with a stable key per row so a message stays under its row when another is
// removed; before sending, the values are checked by `settingsBody`, the very schema
// PUT /api/admin/settings validates with, and its messages are shown under the fields.
import type { ClosedDate } from "../../../shared/delivery";
import type { FieldError } from "../../../shared/schemas";
import {
  type SettingsInput,
  type SettingsOutput,
  type SettingsWire,
  settingsBody,
} from "../../../shared/settings";

export interface SlotRow {
  key: string;
  /** The slot's id on orders; null for a slot added in this form (named from its label on save). */
  id: string | null;
  label: string;
  start: string;
  end: string;
  capacity: string;
}

export interface AreaRow {
  key: string;
  /** null for an area added in this form: the server gives it an id. */
  id: number | null;
  name: string;
  /** "" shows the English name on that language's pages. */
  nameKm: string;
  nameZh: string;
  fee: string;
  sameDay: boolean;
}

/** A peak day's limit on one product (docs/decisions/072). */
export interface PeakLimitRow {
  key: string;
  /** "" until a product is chosen */
  productId: string;
  quantity: string;
}

export interface PeakDayRow {
  key: string;
  date: string;
  name: string;
  nameKm: string;
  nameZh: string;
  /** "" keeps the shop's lead time that day */
  leadMinutes: string;
  surcharge: string;
  /** By the slot row's key; "" keeps the slot's own capacity that day. */
  capacities: Record<string, string>;
  limits: PeakLimitRow[];
}

export interface SettingsFormValues {
  slots: SlotRow[];
  leadMinutes: string;
  windowDays: string;
  /** Kept sorted by date. */
  closedDates: ClosedDate[];
  areas: AreaRow[];
  exchangeRate: string;
  maxOpenUnpaidOrders: string;
  merchantName: string;
  merchantCity: string;
  bakongAccountId: string;
  phone: string;
  /** Kept in the owner's order; the server sorts them by date. */
  peakDays: PeakDayRow[];
}

/** One message per field; a field's key is also its control's `name` (e.g. "slots.k3.capacity"). */
export type SettingsErrors = Record<string, string>;

let lastKey = 0;
const newRowKey = () => {
  lastKey += 1;
  return `k${lastKey}`;
};

export const sortClosedDates = (dates: readonly ClosedDate[]): ClosedDate[] =>
  [...dates].sort((a, b) => a.date.localeCompare(b.date));

export const emptySlot = (): SlotRow => ({
  key: newRowKey(),
  id: null,
  label: "",
  start: "",
  end: "",
  capacity: "20",
});
export const emptyArea = (): AreaRow => ({
  key: newRowKey(),
  id: null,
  name: "",
  nameKm: "",
  nameZh: "",
  fee: "0",
  sameDay: true,
});

export const emptyPeakLimit = (): PeakLimitRow => ({ key: newRowKey(), productId: "", quantity: "" });
export const emptyPeakDay = (): PeakDayRow => ({
  key: newRowKey(),
  date: "",
  name: "",
  nameKm: "",
  nameZh: "",
  leadMinutes: "",
  surcharge: "0",
  capacities: {},
  limits: [],
});

export function formFromSettings(settings: SettingsWire): SettingsFormValues {
  const slots = settings.slots.map((slot) => ({
    key: newRowKey(),
    id: slot.id,
    label: slot.label,
    start: slot.start,
    end: slot.end,
    capacity: String(slot.capacity),
  }));
  const slotKey = new Map(slots.map((slot) => [slot.id, slot.key]));
  return {
    slots,
    leadMinutes: String(settings.lead_minutes),
    windowDays: String(settings.window_days),
    closedDates: sortClosedDates(settings.closed_dates.map(({ date, note }) => ({ date, note: note ?? "" }))),
    areas: settings.areas.map((area) => ({
      key: newRowKey(),
      id: area.id,
      name: area.name,
      nameKm: area.name_km ?? "",
      nameZh: area.name_zh ?? "",
      fee: String(area.fee),
      sameDay: area.same_day,
    })),
    exchangeRate: String(settings.exchange_rate_khr),
    maxOpenUnpaidOrders: String(settings.max_open_unpaid_orders),
    merchantName: settings.khqr.merchant_name,
    merchantCity: settings.khqr.merchant_city,
    bakongAccountId: settings.khqr.bakong_account_id,
    phone: settings.khqr.phone,
    // a Worker that predates peak days serves none
    peakDays: (settings.peak_days ?? []).map((day) => ({
      key: newRowKey(),
      date: day.date,
      name: day.name,
      nameKm: day.name_km ?? "",
      nameZh: day.name_zh ?? "",
      leadMinutes: day.lead_minutes === null ? "" : String(day.lead_minutes),
      surcharge: String(day.surcharge),
      capacities: Object.fromEntries(
        day.slots.flatMap((slot) => {
          const key = slotKey.get(slot.id);
          return key ? [[key, String(slot.capacity)]] : [];
        }),
      ),
      limits: day.limits.map((limit) => ({
        key: newRowKey(),
        productId: String(limit.product_id),
        quantity: String(limit.quantity),
      })),
    })),
  };
}

/** A new slot's id from its label ("Late evening" → "late-evening"), unlike every other id. */
function slotId(label: string, taken: Set<string>): string {
  const base =
    label
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^[^a-z]+|-+$/g, "")
      .slice(0, 24) || "slot";
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** The values as the API's body (numbers still as typed: the schema reads them). */
function bodyFromForm(values: SettingsFormValues): SettingsInput {
  const taken = new Set(values.slots.flatMap((slot) => (slot.id ? [slot.id] : [])));
  const slots: SettingsInput["slots"] = values.slots.map((slot) => ({
    id: slot.id ?? slotId(slot.label, taken),
    label: slot.label,
    start: slot.start,
    end: slot.end,
    capacity: slot.capacity,
  }));
  return {
    slots,
    peak_days: values.peakDays.map((day) => ({
      date: day.date,
      name: day.name,
      name_km: day.nameKm,
      name_zh: day.nameZh,
      lead_minutes: day.leadMinutes,
      surcharge: day.surcharge,
      // only the capacities typed, in the slots' order (errorKey finds a row back by it)
      slots: values.slots.flatMap((slot, index) => {
        const capacity = day.capacities[slot.key]?.trim() ?? "";
        return capacity ? [{ id: slots[index]?.id ?? "", capacity }] : [];
      }),
      limits: day.limits.map((limit) => ({
        // an unchosen product is 0, which the schema refuses as "must be a product id"
        product_id: Number(limit.productId) || 0,
        quantity: limit.quantity,
      })),
    })),
    lead_minutes: values.leadMinutes,
    window_days: values.windowDays,
    closed_dates: values.closedDates,
    areas: values.areas.map((area) => ({
      id: area.id,
      name: area.name,
      // "" clears a translation
      name_km: area.nameKm,
      name_zh: area.nameZh,
      fee: area.fee,
      same_day: area.sameDay,
    })),
    exchange_rate_khr: values.exchangeRate,
    max_open_unpaid_orders: values.maxOpenUnpaidOrders,
    khqr: {
      merchant_name: values.merchantName,
      merchant_city: values.merchantCity,
      bakong_account_id: values.bakongAccountId,
      phone: values.phone,
    },
  };
}

const ROW_LABELS: Record<string, Record<string, string>> = {
  slots: { id: "Name", label: "Name", start: "Start", end: "End", capacity: "Capacity" },
  areas: {
    name: "Area name",
    name_km: "Name in Khmer",
    name_zh: "Name in Chinese",
    fee: "Fee",
    same_day: "Same-day delivery",
  },
  closed_dates: { date: "Date", note: "Note" },
  peak_days: {
    date: "Date",
    name: "Name",
    name_km: "Name in Khmer",
    name_zh: "Name in Chinese",
    lead_minutes: "Lead time",
    surcharge: "Surcharge",
    product_id: "Product",
    quantity: "Limit",
    capacity: "Capacity",
    id: "Slot",
  },
};

export const FIELD_LABELS: Record<string, string> = {
  slots: "Delivery slots",
  lead_minutes: "Lead time",
  window_days: "Booking window",
  closed_dates: "Closed dates",
  areas: "Delivery areas",
  exchange_rate_khr: "Exchange rate",
  max_open_unpaid_orders: "Unpaid orders per customer",
  "khqr.merchant_name": "Merchant name",
  "khqr.merchant_city": "Merchant city",
  "khqr.bakong_account_id": "Bakong account ID",
  "khqr.phone": "Phone",
  peak_days: "Peak days",
};

/** The error key of a schema issue's path, or null when it names nothing on the form. */
function errorKey(
  path: readonly PropertyKey[],
  values: SettingsFormValues,
): { key: string; label: string } | null {
  const [top, index, field] = path.map(String);
  if (top === undefined) return null;
  if ((top === "slots" || top === "areas") && index !== undefined && field !== undefined) {
    const row = values[top][Number(index)];
    // A new slot's id comes from its label, so a problem with it is shown there.
    const name = top === "slots" && field === "id" ? "label" : field;
    return row ? { key: `${top}.${row.key}.${name}`, label: ROW_LABELS[top]?.[field] ?? field } : null;
  }
  if (top === "peak_days" && index !== undefined) return peakDayErrorKey(path.map(String), values);
  if (top === "closed_dates" && index !== undefined) {
    const date = values.closedDates[Number(index)]?.date;
    return { key: "closed_dates", label: date ? `Closed date ${date}` : (FIELD_LABELS.closed_dates ?? top) };
  }
  const key = top === "khqr" && index !== undefined ? `khqr.${index}` : top;
  return { key, label: FIELD_LABELS[key] ?? key };
}

/** A peak day's field: "peak_days.<day>.<field>", a limit's "peak_days.<day>.limits.<limit>.<field>",
 *  a slot's capacity "peak_days.<day>.capacities.<slot row>"; the day's date for a list-wide one. */
function peakDayErrorKey(path: string[], values: SettingsFormValues): { key: string; label: string } | null {
  const [, index, field, rowIndex, rowField] = path;
  const day = values.peakDays[Number(index)];
  const labels = ROW_LABELS.peak_days ?? {};
  if (!day || field === undefined) return { key: "peak_days", label: FIELD_LABELS.peak_days ?? "" };
  if (field === "limits" && rowIndex !== undefined && rowField !== undefined) {
    const limit = day.limits[Number(rowIndex)];
    if (limit)
      return {
        key: `peak_days.${day.key}.limits.${limit.key}.${rowField}`,
        label: labels[rowField] ?? rowField,
      };
  }
  if (field === "slots" && rowIndex !== undefined) {
    const typed = values.slots.filter((slot) => day.capacities[slot.key]?.trim());
    const slot = typed[Number(rowIndex)];
    if (slot) return { key: `peak_days.${day.key}.capacities.${slot.key}`, label: "Capacity" };
  }
  if (field === "limits" || field === "slots") {
    return {
      key: `peak_days.${day.key}.${field}`,
      label: field === "limits" ? "Product limits" : "Capacities",
    };
  }
  return { key: `peak_days.${day.key}.${field}`, label: labels[field] ?? field };
}

/** Either the body to send (as the schema gives it) or the messages to show, keyed by field. */
export function checkSettingsForm(
  values: SettingsFormValues,
): { ok: true; body: SettingsOutput } | { ok: false; errors: SettingsErrors } {
  const body = bodyFromForm(values);
  const parsed = settingsBody.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: SettingsErrors = {};
  for (const issue of parsed.error.issues) {
    const target = errorKey(issue.path, values);
    if (!target || errors[target.key]) continue;
    // An empty box is "required" rather than "must be a number".
    const typed = issue.path.reduce<unknown>(
      (node, step) =>
        node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[step] : undefined,
      body,
    );
    const empty = typeof typed === "string" && typed.trim() === "";
    errors[target.key] = `${target.label} ${empty ? "is required" : issue.message}`;
  }
  return { ok: false, errors };
}

/** The fields a refused save names (path "slots.1.capacity", message "must be at most 1000")
 *  as the form's messages; the first message for a field wins. */
export function serverFieldErrors(fields: readonly FieldError[], values: SettingsFormValues): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const { path, message } of fields) {
    const target = errorKey(path.split("."), values);
    if (target && !errors[target.key]) errors[target.key] = `${target.label} ${message}`;
  }
  return errors;
}
