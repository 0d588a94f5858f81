// Florist fixtures for component tests: the shop's settings as
// GET /api/shop serves them, a date's slots, and the add-on catalogue.
import type { AddOnWire } from "../../shared/addons";
import type { ShopAnswer, SlotReason, SlotsAnswer } from "../../shared/delivery";

export const TODAY = "2026-11-23";
export const TOMORROW = "2026-11-24";

export const shopAnswer = (over: Partial<ShopAnswer> = {}): ShopAnswer => ({
  timezone: "Asia/Phnom_Penh",
  today: TODAY,
  exchange_rate_khr: 4100,
  languages: ["en"],
  slots: [
    { id: "morning", label: "Morning", start: "09:00", end: "12:00", capacity: 20 },
    { id: "afternoon", label: "Afternoon", start: "12:00", end: "16:00", capacity: 20 },
    { id: "evening", label: "Evening", start: "16:00", end: "20:00", capacity: 20 },
  ],
  lead_minutes: 120,
  window_days: 60,
  areas: [
    { id: 1, name: "Siem Reap town", fee: 0, fee_khr: 0, same_day: true },
    { id: 2, name: "Angkor and the temple road", fee: 5, fee_khr: 20500, same_day: true },
    { id: 3, name: "Outer Siem Reap", fee: 10, fee_khr: 41000, same_day: false },
  ],
  payment_methods: ["cash"],
  closed_dates: [{ date: "2026-11-26", note: "Water Festival" }],
  peak_days: [],
  ...over,
});

/** A date's three default slots; `off` lists the unavailable ones with their reason. */
export const slotsAnswer = (
  date: string,
  off: Partial<Record<"morning" | "afternoon" | "evening", SlotReason>> = {},
  closed: { note: string } | null = null,
): SlotsAnswer => ({
  date,
  closed: closed !== null,
  note: closed?.note ?? null,
  slots: shopAnswer().slots.map(({ id, label, start, end }) => {
    const reason = closed ? "closed" : (off[id as keyof typeof off] ?? null);
    return { id, label, start, end, available: reason === null, reason };
  }),
});

export const ADD_ONS: AddOnWire[] = [
  {
    id: 1,
    name: "Glass vase",
    price: 8,
    price_khr: 32800,
    image: "/api/uploads/seed/vase.webp",
    in_stock: true,
  },
  {
    id: 2,
    name: "Chocolates",
    price: 6.5,
    price_khr: 26700,
    image: "/api/uploads/seed/chocs.webp",
    in_stock: true,
  },
  {
    id: 3,
    name: "Teddy bear",
    price: 12,
    price_khr: 49200,
    image: "/api/uploads/seed/teddy.webp",
    in_stock: false,
  },
];
