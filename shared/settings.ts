// The owner's settings (docs/decisions/023): their defaults, the one zod schema the dashboard's
// form and PUT /api/admin/settings both validate with, and the shape they are served in.
import { z } from "zod";
import { type ClosedDate, isValidDate, type SlotSetting, TIME_PATTERN } from "./delivery";
import type { PaywayStatus } from "./payment";
import type { PeakDaySetting } from "./peak-days";
import { peakDaysField } from "./peak-days-schema";
import { decimalNumber, isWholeCents, translationText } from "./schemas";

export const DEFAULT_LEAD_MINUTES = 120;
export const DEFAULT_WINDOW_DAYS = 60;
const DEFAULT_CAPACITY = 20;
export const DEFAULT_EXCHANGE_RATE_KHR = 4100;
/** Orders one account may hold unpaid and not yet delivered or cancelled (docs/decisions/049). */
export const DEFAULT_MAX_OPEN_UNPAID_ORDERS = 5;

export const DEFAULT_SLOTS: readonly SlotSetting[] = [
  { id: "morning", label: "Morning", start: "09:00", end: "12:00", capacity: DEFAULT_CAPACITY },
  { id: "afternoon", label: "Afternoon", start: "12:00", end: "16:00", capacity: DEFAULT_CAPACITY },
  { id: "evening", label: "Evening", start: "16:00", end: "20:00", capacity: DEFAULT_CAPACITY },
];

/** The seeded delivery areas (also inserted by the migration); the first is the default. */
export const DEFAULT_AREAS: readonly { name: string; fee: number; same_day: boolean }[] = [
  { name: "Siem Reap town", fee: 0, same_day: true },
  { name: "Angkor and the temple road", fee: 5, same_day: true },
  { name: "Outer Siem Reap (Puok, Roluos, Chong Kneas)", fee: 10, same_day: false },
];

export interface KhqrSettings {
  merchant_name: string;
  merchant_city: string;
  bakong_account_id: string;
  phone: string;
}

export const DEFAULT_KHQR: KhqrSettings = {
  merchant_name: "Siem Reap Flowers",
  merchant_city: "Siem Reap",
  bakong_account_id: "",
  phone: "",
};

export const SETTINGS_LIMITS = {
  slots: 8,
  areas: 20,
  closedDates: 400,
  capacity: 1000,
  leadMinutes: 7 * 24 * 60,
  windowDays: 366,
  rate: { min: 1000, max: 10_000 },
  label: 40,
  areaName: 100,
  note: 200,
  fee: 1000,
  openUnpaidOrders: 100,
} as const;

interface AreaSetting {
  id: number;
  name: string;
  /** The owner's name in Khmer and Chinese (null: English is shown). */
  name_km: string | null;
  name_zh: string | null;
  fee: number;
  same_day: boolean;
}

/** GET/PUT /api/admin/settings */
export interface SettingsWire {
  slots: SlotSetting[];
  lead_minutes: number;
  window_days: number;
  closed_dates: ClosedDate[];
  areas: AreaSetting[];
  exchange_rate_khr: number;
  khqr: KhqrSettings;
  max_open_unpaid_orders: number;
  /** Sorted by date (docs/decisions/072). */
  peak_days: PeakDaySetting[];
  /** Read only: set by the Worker's configuration, not by the owner (a PUT ignores it). */
  payway?: PaywayStatus;
}

const wholeNumber = (min: number, max: number) =>
  decimalNumber.pipe(
    z
      .number()
      .int("must be a whole number")
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );

const label = (max: number) =>
  z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`);

const slotSetting = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9-]{0,31}$/, "must be lowercase letters, digits or dashes, starting with a letter"),
    label: label(SETTINGS_LIMITS.label),
    start: z.string().regex(TIME_PATTERN, "must be a time HH:MM"),
    end: z.string().regex(TIME_PATTERN, "must be a time HH:MM"),
    capacity: wholeNumber(0, SETTINGS_LIMITS.capacity),
  })
  .refine((slot) => slot.start < slot.end, { path: ["end"], message: "must be after the start" });

const closedDate = z.object({
  date: z.string().refine(isValidDate, "must be a date YYYY-MM-DD"),
  note: z
    .union([
      z.string().trim().max(SETTINGS_LIMITS.note, `must be at most ${SETTINGS_LIMITS.note} characters`),
      z.null(),
    ])
    .optional()
    .transform((note) => note ?? ""),
});

const fee = decimalNumber.pipe(
  z
    .number()
    .min(0, "must be 0 or more")
    .max(SETTINGS_LIMITS.fee, `must be at most ${SETTINGS_LIMITS.fee}`)
    .refine(isWholeCents, "must have at most 2 decimals"),
);

const areaSetting = z.object({
  id: z
    .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.null()])
    .optional()
    .transform((id) => id ?? null),
  name: label(SETTINGS_LIMITS.areaName),
  /** Omitted keeps what is stored (a new area has none), so a client that predates them keeps the owner's. */
  name_km: translationText(SETTINGS_LIMITS.areaName),
  name_zh: translationText(SETTINGS_LIMITS.areaName),
  fee,
  same_day: z.boolean("must be true or false"),
});

const khqrText = (max: number) =>
  z
    .union([z.string().trim().max(max, `must be at most ${max} characters`), z.null()])
    .optional()
    .transform((value) => value ?? "");

const khqrSettings = z.object({
  merchant_name: label(25),
  merchant_city: label(15),
  bakong_account_id: khqrText(32).refine(
    (value) => value === "" || /^[^@\s]+@[^@\s]+$/.test(value),
    "must look like name@bank",
  ),
  phone: khqrText(25),
});

const distinct = <T>(items: T[], key: (item: T) => unknown) => new Set(items.map(key)).size === items.length;

/** PUT /api/admin/settings (and the dashboard's Settings form). */
export const settingsBody = z
  .object({
    slots: z
      .array(slotSetting)
      .min(1, "needs at least one slot")
      .max(SETTINGS_LIMITS.slots, `must have at most ${SETTINGS_LIMITS.slots} slots`)
      .refine((slots) => distinct(slots, (slot) => slot.id), "slot ids must be different"),
    lead_minutes: wholeNumber(0, SETTINGS_LIMITS.leadMinutes),
    window_days: wholeNumber(1, SETTINGS_LIMITS.windowDays),
    closed_dates: z
      .array(closedDate)
      .max(SETTINGS_LIMITS.closedDates, `must have at most ${SETTINGS_LIMITS.closedDates} dates`)
      .refine((dates) => distinct(dates, (closed) => closed.date), "each date may be listed once"),
    areas: z
      .array(areaSetting)
      .min(1, "needs at least one area")
      .max(SETTINGS_LIMITS.areas, `must have at most ${SETTINGS_LIMITS.areas} areas`)
      .refine(
        (areas) =>
          distinct(
            areas.filter((area) => area.id !== null),
            (area) => area.id,
          ),
        "each area may be listed once",
      ),
    exchange_rate_khr: wholeNumber(SETTINGS_LIMITS.rate.min, SETTINGS_LIMITS.rate.max),
    khqr: khqrSettings,
    /** Optional, so a client that predates it keeps the owner's value when it saves. */
    max_open_unpaid_orders: wholeNumber(1, SETTINGS_LIMITS.openUnpaidOrders).optional(),
    /** Optional like the above: a client that predates peak days keeps the owner's (docs/decisions/072). */
    peak_days: peakDaysField.optional(),
  })
  // A peak day's capacities are for the shop's slots as this body sets them.
  .superRefine((body, context) => {
    const slotIds = new Set(body.slots.map((slot) => slot.id));
    body.peak_days?.forEach((day, dayIndex) => {
      day.slots.forEach((slot, slotIndex) => {
        if (slotIds.has(slot.id)) return;
        context.addIssue({
          code: "custom",
          path: ["peak_days", dayIndex, "slots", slotIndex, "id"],
          message: "must be one of the delivery slots",
        });
      });
    });
  });
export type SettingsInput = z.input<typeof settingsBody>;
export type SettingsOutput = z.output<typeof settingsBody>;
