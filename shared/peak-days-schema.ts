// The zod schema of the owner's peak days (shared/peak-days.ts, docs/decisions/072), apart from
// the storefront's texts so the storefront's bundle never carries zod. PUT /api/admin/settings
// and the dashboard's Settings form both validate with it (through shared/settings.ts).
import { z } from "zod";
import { isValidDate } from "./delivery";
import { PEAK_LIMITS } from "./peak-days";
import { decimalNumber, isWholeCents } from "./schemas";

const whole = (min: number, max: number) =>
  decimalNumber.pipe(
    z
      .number()
      .int("must be a whole number")
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );

const name = z
  .string("is required")
  .trim()
  .min(1, "is required")
  .max(PEAK_LIMITS.name, `must be at most ${PEAK_LIMITS.name} characters`);

/** A translation: "" or null or left out is none (English is shown). */
const translation = z
  .union([
    z.string().trim().max(PEAK_LIMITS.name, `must be at most ${PEAK_LIMITS.name} characters`),
    z.null(),
  ])
  .optional()
  .transform((value) => value || null);

const distinct = <T>(items: T[], key: (item: T) => unknown) => new Set(items.map(key)).size === items.length;

export const peakDaySetting = z.object({
  date: z.string("must be a date YYYY-MM-DD").refine(isValidDate, "must be a date YYYY-MM-DD"),
  name,
  name_km: translation,
  name_zh: translation,
  lead_minutes: z
    .union([whole(0, PEAK_LIMITS.leadMinutes), z.null(), z.literal("")])
    .optional()
    .transform((value) => (typeof value === "number" ? value : null)),
  surcharge: decimalNumber.pipe(
    z
      .number()
      .min(0, "must be 0 or more")
      .max(PEAK_LIMITS.surcharge, `must be at most ${PEAK_LIMITS.surcharge}`)
      .refine(isWholeCents, "must have at most 2 decimals"),
  ),
  slots: z
    .array(z.object({ id: z.string("must be a slot id"), capacity: whole(0, PEAK_LIMITS.capacity) }))
    .optional()
    .transform((slots) => slots ?? [])
    .refine((slots) => distinct(slots, (slot) => slot.id), "each slot may be listed once"),
  limits: z
    .array(
      z.object({
        product_id: z
          .number("must be a product id")
          .int("must be a product id")
          .positive("must be a product id")
          .max(Number.MAX_SAFE_INTEGER, "must be a product id"),
        quantity: whole(1, PEAK_LIMITS.quantity),
      }),
    )
    .max(PEAK_LIMITS.limits, `must have at most ${PEAK_LIMITS.limits} products`)
    .refine((limits) => distinct(limits, (limit) => limit.product_id), "each product may be listed once"),
});

export const peakDaysField = z
  .array(peakDaySetting)
  .max(PEAK_LIMITS.days, `must have at most ${PEAK_LIMITS.days} days`)
  .refine((days) => distinct(days, (day) => day.date), "each date may be listed once");
