// The owner's settings in D1 (docs/decisions/023): read with the defaults of shared/settings.ts
// filling any gap, and saved in one atomic batch. Areas are rows of their own (they have
// ids orders refer to); everything else is one JSON value per key.
import { asc, eq, inArray, notInArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ClosedDate, SlotSetting } from "../../shared/delivery";
import type { PeakDay, PeakDaySetting } from "../../shared/peak-days";
import { toCents, toDollars } from "../../shared/pricing";
import {
  DEFAULT_EXCHANGE_RATE_KHR,
  DEFAULT_KHQR,
  DEFAULT_LEAD_MINUTES,
  DEFAULT_MAX_OPEN_UNPAID_ORDERS,
  DEFAULT_SLOTS,
  DEFAULT_WINDOW_DAYS,
  type KhqrSettings,
  type SettingsOutput,
  type SettingsWire,
} from "../../shared/settings";
import type { Db } from "../db/client";
import { type DeliveryAreaRow, deliveryAreas, products, settings } from "../db/schema";

export interface ShopSettings {
  slots: SlotSetting[];
  leadMinutes: number;
  windowDays: number;
  closedDates: ClosedDate[];
  exchangeRateKhr: number;
  khqr: KhqrSettings;
  maxOpenUnpaidOrders: number;
  /** Sorted by date (docs/decisions/072). */
  peakDays: PeakDay[];
  /** In the owner's order; the first is the default area. */
  areas: DeliveryAreaRow[];
}

type Values = Omit<ShopSettings, "areas">;

const DEFAULTS: Values = {
  slots: DEFAULT_SLOTS.map((slot) => ({ ...slot })),
  leadMinutes: DEFAULT_LEAD_MINUTES,
  windowDays: DEFAULT_WINDOW_DAYS,
  closedDates: [],
  exchangeRateKhr: DEFAULT_EXCHANGE_RATE_KHR,
  khqr: { ...DEFAULT_KHQR },
  maxOpenUnpaidOrders: DEFAULT_MAX_OPEN_UNPAID_ORDERS,
  peakDays: [],
};

/** The D1 key of each value. */
const KEYS: Record<keyof Values, string> = {
  slots: "slots",
  leadMinutes: "lead_minutes",
  windowDays: "window_days",
  closedDates: "closed_dates",
  exchangeRateKhr: "exchange_rate_khr",
  khqr: "khqr",
  maxOpenUnpaidOrders: "max_open_unpaid_orders",
  peakDays: "peak_days",
};

function parse<T>(text: string | undefined, fallback: T): T {
  if (text === undefined) return fallback;
  try {
    const value = JSON.parse(text) as unknown;
    // A value of the wrong kind (hand-edited row) falls back rather than breaking the shop.
    if (Array.isArray(fallback) !== Array.isArray(value) || typeof value !== typeof fallback) return fallback;
    return value as T;
  } catch {
    return fallback;
  }
}

export async function readSettings(db: Db): Promise<ShopSettings> {
  const [rows, areas] = await db.batch([
    db.select().from(settings),
    db.select().from(deliveryAreas).orderBy(asc(deliveryAreas.position), asc(deliveryAreas.id)),
  ]);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const values = Object.fromEntries(
    (Object.keys(KEYS) as (keyof Values)[]).map((name) => [
      name,
      parse(stored.get(KEYS[name]), DEFAULTS[name]),
    ]),
  ) as unknown as Values;
  return { ...values, areas };
}

/** Ids in `areas` that are not areas (deleted meanwhile, or made up). */
export async function unknownAreaIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: deliveryAreas.id })
    .from(deliveryAreas)
    .where(inArray(deliveryAreas.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** `items` in lists short enough for one statement's IN (D1 binds at most 100 parameters). */
export const inChunks = <T>(items: readonly T[], size = 90): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/** The products of `ids` that exist, with their names (any number of ids). */
export async function productNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const parts = await Promise.all(
    inChunks([...new Set(ids)]).map((part) =>
      db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, part)),
    ),
  );
  return new Map(parts.flat().map((row) => [row.id, row.name]));
}

/** Ids in `ids` that are not products (deleted meanwhile, or made up). */
export async function unknownProductIds(db: Db, ids: number[]): Promise<number[]> {
  const known = await productNames(db, ids);
  return [...new Set(ids)].filter((id) => !known.has(id));
}

const storedPeakDay = ({ surcharge, ...day }: PeakDaySetting): PeakDay => ({
  ...day,
  surcharge_cents: toCents(surcharge),
});

const servedPeakDay = ({ surcharge_cents, ...day }: PeakDay): PeakDaySetting => ({
  ...day,
  surcharge: toDollars(surcharge_cents),
});

/** Replaces every setting at once (a value the body leaves out keeps what is stored); areas
 *  not listed are removed (orders keep their copies). */
export async function saveSettings(db: Db, input: SettingsOutput): Promise<void> {
  const values: Partial<Values> = {
    slots: input.slots,
    leadMinutes: input.lead_minutes,
    windowDays: input.window_days,
    closedDates: [...input.closed_dates].sort((a, b) => a.date.localeCompare(b.date)),
    exchangeRateKhr: input.exchange_rate_khr,
    khqr: input.khqr,
    maxOpenUnpaidOrders: input.max_open_unpaid_orders,
    peakDays: input.peak_days?.map(storedPeakDay).sort((a, b) => a.date.localeCompare(b.date)),
  };
  const given = (Object.keys(KEYS) as (keyof Values)[]).filter((name) => values[name] !== undefined);
  const writes: BatchItem<"sqlite">[] = given.map((name) =>
    db
      .insert(settings)
      .values({ key: KEYS[name], value: JSON.stringify(values[name]) })
      .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(values[name]) } }),
  );
  const kept = input.areas.flatMap((area) => (area.id === null ? [] : [area.id]));
  writes.push(
    kept.length > 0
      ? db.delete(deliveryAreas).where(notInArray(deliveryAreas.id, kept))
      : db.delete(deliveryAreas),
  );
  input.areas.forEach((area, position) => {
    const columns = {
      name: area.name,
      // undefined (omitted) keeps the stored translation
      nameKm: area.name_km,
      nameZh: area.name_zh,
      feeCents: toCents(area.fee),
      sameDay: area.same_day,
      position,
    };
    writes.push(
      area.id === null
        ? db.insert(deliveryAreas).values(columns)
        : db.update(deliveryAreas).set(columns).where(eq(deliveryAreas.id, area.id)),
    );
  });
  const [first, ...rest] = writes;
  if (!first) return;
  await db.batch([first, ...rest]);
}

export function settingsWire(current: ShopSettings): SettingsWire {
  return {
    slots: current.slots,
    lead_minutes: current.leadMinutes,
    window_days: current.windowDays,
    closed_dates: current.closedDates,
    areas: current.areas.map((area) => ({
      id: area.id,
      name: area.name,
      name_km: area.nameKm,
      name_zh: area.nameZh,
      fee: toDollars(area.feeCents),
      same_day: area.sameDay,
    })),
    exchange_rate_khr: current.exchangeRateKhr,
    khqr: current.khqr,
    max_open_unpaid_orders: current.maxOpenUnpaidOrders,
    peak_days: current.peakDays.map(servedPeakDay),
  };
}

/** The riel rate an answer's prices are given at: the owner's, or the default where a
 *  hand-edited row holds no usable rate. */
export const servedRate = (rate: number) =>
  Number.isFinite(rate) && rate > 0 ? rate : DEFAULT_EXCHANGE_RATE_KHR;

/** The riel rate alone, for answers that only need prices in riel. */
export async function exchangeRate(db: Db): Promise<number> {
  const row = await db.query.settings.findFirst({ where: eq(settings.key, KEYS.exchangeRateKhr) });
  return servedRate(parse(row?.value, DEFAULT_EXCHANGE_RATE_KHR));
}
