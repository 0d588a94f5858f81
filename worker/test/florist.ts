// Test tools for the florist's rules: a pinned shop clock, settings changed straight in D1,
// add-ons seeded through the real tables, and the extended order payload.
import { afterEach, vi } from "vitest";
import type { SlotSetting } from "../../shared/delivery";
import {
  DEFAULT_AREAS,
  DEFAULT_MAX_OPEN_UNPAID_ORDERS,
  DEFAULT_SLOTS,
  type SettingsInput,
  settingsBody,
} from "../../shared/settings";
import { addOns, orders } from "../db/schema";
import { clock } from "../services/clock";
import { readSettings, saveSettings, settingsWire } from "../services/settings";
import { orderPayload } from "./fixtures";
import { db } from "./helpers";

/** Pins the Worker's clock (services/clock.ts) to an instant, e.g. "2026-12-01T02:00:00Z". */
export function pinClock(iso: string) {
  vi.spyOn(clock, "now").mockImplementation(() => new Date(iso));
}

/** The instant of a shop (Phnom Penh, UTC+7) date and time: shopTime("2026-12-01", "09:00"). */
export const shopTime = (date: string, time: string) =>
  new Date(Date.parse(`${date}T${time}:00Z`) - 7 * 60 * 60 * 1000).toISOString();

export function restoreClockAfterEach() {
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** Replaces the settings with the defaults changed by `patch` (through the real schema). */
export async function setSettings(patch: Partial<SettingsInput> = {}) {
  const current = settingsWire(await readSettings(db()));
  const input = settingsBody.parse({ ...current, ...patch });
  await saveSettings(db(), input);
  return settingsWire(await readSettings(db()));
}

/** The default settings as the migration seeds them (areas re-created as new rows). */
export async function resetSettings() {
  await setSettings({
    slots: DEFAULT_SLOTS.map((slot) => ({ ...slot })),
    lead_minutes: 120,
    window_days: 60,
    closed_dates: [],
    areas: DEFAULT_AREAS.map((area) => ({ ...area })),
    exchange_rate_khr: 4100,
    max_open_unpaid_orders: DEFAULT_MAX_OPEN_UNPAID_ORDERS,
    peak_days: [],
  });
}

export const slotsWith = (changes: Partial<Record<string, Partial<SlotSetting>>>): SlotSetting[] =>
  DEFAULT_SLOTS.map((slot) => ({ ...slot, ...changes[slot.id] }));

/** The areas as stored now, by name prefix: area("Outer").id */
export async function areaNamed(prefix: string) {
  const { areas } = await readSettings(db());
  const found = areas.find((area) => area.name.startsWith(prefix));
  if (!found) throw new Error(`no area ${prefix}`);
  return found;
}

export async function createAddOn(options: { name?: string; price?: number; inStock?: boolean } = {}) {
  const [row] = await db()
    .insert(addOns)
    .values({
      name: options.name ?? "Glass vase",
      priceCents: Math.round((options.price ?? 12) * 100),
      image: "/api/uploads/seed/addon-glass-vase-400.webp",
      inStock: options.inStock ?? true,
    })
    .returning();
  if (!row) throw new Error("add-on insert failed");
  return row;
}

export async function emptyAddOns() {
  await db().delete(addOns);
}

/** The plain order payload plus florist fields. */
export const floristPayload = (productId: number, extra: Record<string, unknown> = {}) => ({
  ...orderPayload(productId),
  ...extra,
});

export const storedOrders = () => db().select().from(orders);
