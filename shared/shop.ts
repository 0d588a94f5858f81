// The shop profile: the one place every page, e-mail and structured-data block reads.
// Phone numbers, e-mail and social links are placeholders for the owner to change.
import { SHOP_CITY, SHOP_FOUNDED_YEAR, SHOP_NAME } from "./shop-facts";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
type Day = (typeof DAYS)[number];

export interface OpeningHours {
  days: readonly Day[];
  label: string;
  opens: string; // 24-hour "HH:MM"
  closes: string;
  display: string;
}

export const SHOP = {
  name: SHOP_NAME,
  tagline: "Fresh flowers, delivered the same day across Siem Reap",
  description:
    "Fresh flowers, hand-tied bouquets and wedding and event arrangements from our studio in Siem Reap, with free same-day delivery in the city.",
  keywords:
    "flowers Siem Reap, florist Cambodia, bouquet delivery, wedding flowers, event decoration, same-day flower delivery",
  url: "https://siemreapflowers.example",
  address: {
    street: "Sivatha Road, Wat Bo Village", // placeholder: owner to confirm
    city: SHOP_CITY,
    region: "Siem Reap Province",
    postalCode: "17252",
    country: "KH",
    countryName: "Cambodia",
  },
  geo: { latitude: 13.3546, longitude: 103.8595 },
  phones: ["+855 12 345 678", "+855 98 765 432"], // placeholders: owner to change
  whatsapp: "+855 12 345 678", // placeholder: the number the shop answers chats on
  email: "hello@siemreapflowers.example", // placeholder: owner to change
  supportEmail: "hello@siemreapflowers.example",
  social: {
    instagram: "https://www.instagram.com/siemreapflowers",
    tiktok: "https://www.tiktok.com/@siemreapflowers",
    telegram: "https://t.me/siemreapflowers",
  },
  openingHours: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      label: "Monday to Friday",
      opens: "08:00",
      closes: "20:00",
      display: "8:00 AM to 8:00 PM",
    },
    {
      days: ["Saturday", "Sunday"],
      label: "Saturday and Sunday",
      opens: "09:00",
      closes: "18:00",
      display: "9:00 AM to 6:00 PM",
    },
  ] satisfies OpeningHours[],
  foundedYear: SHOP_FOUNDED_YEAR,
  priceRange: "$$",
  currency: "USD",
  services: [
    "Wedding Bouquets",
    "Event Decorations",
    "Daily Fresh Flowers",
    "Custom Arrangements",
    "Special Occasions",
    "Corporate Events",
  ],
  socialImage: "/og-image.jpg",
} as const;

export const phoneHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

/** WhatsApp click-to-chat with a prefilled message. wa.me wants the international number's
 *  digits only: "+855 12 …" and "00855 12 …" as they are, a local "012 …" (as customers type
 *  their own number here) with Cambodia's 855 for its leading 0. */
export const whatsappChatUrl = (phone: string, text: string) =>
  `https://wa.me/${internationalDigits(phone)}?text=${encodeURIComponent(text)}`;

function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return digits;
  if (digits.startsWith("00")) return digits.slice(2);
  return digits.startsWith("0") ? `855${digits.slice(1)}` : digits;
}
