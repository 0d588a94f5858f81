// The seeded peak days (docs/decisions/072): the next Valentine's Day and International Women's
// Day (8 March) from the shop's today, each with a surcharge and a limit on the two rose
// bouquets that sell most on them (the catalogue's first two products, ids 1 and 2).
import { shopToday } from "../../shared/delivery.ts";
import type { PeakDay } from "../../shared/peak-days.ts";

/** The next `MM-DD` on or after `today` (YYYY-MM-DD). */
export function nextOccurrence(today: string, monthDay: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear >= today ? thisYear : `${year + 1}-${monthDay}`;
}

const ANGKOR_RED_ROSES = 1;
const BLUSH_ROSE_HATBOX = 2;

export function seedPeakDays(now = new Date()): PeakDay[] {
  const today = shopToday(now);
  const days: PeakDay[] = [
    {
      date: nextOccurrence(today, "02-14"),
      name: "Valentine's Day",
      name_km: "ទិវានៃក្តីស្រឡាញ់",
      name_zh: "情人节",
      lead_minutes: 240,
      surcharge_cents: 500,
      slots: [
        { id: "morning", capacity: 40 },
        { id: "afternoon", capacity: 40 },
        { id: "evening", capacity: 30 },
      ],
      limits: [
        { product_id: ANGKOR_RED_ROSES, quantity: 40 },
        { product_id: BLUSH_ROSE_HATBOX, quantity: 15 },
      ],
    },
    {
      date: nextOccurrence(today, "03-08"),
      name: "International Women's Day",
      name_km: "ទិវាអន្តរជាតិនារី",
      name_zh: "国际妇女节",
      lead_minutes: null,
      surcharge_cents: 300,
      slots: [],
      limits: [
        { product_id: ANGKOR_RED_ROSES, quantity: 30 },
        { product_id: BLUSH_ROSE_HATBOX, quantity: 12 },
      ],
    },
  ];
  return days.sort((a, b) => a.date.localeCompare(b.date));
}
