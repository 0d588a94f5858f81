// The three facts of the shop profile (shared/shop.ts) that the home page's first screen
// prints: SHOP is built from these, and the entry script imports them alone, so the first
// visit does not carry the whole profile (addresses, hours, services, links: 0.6 KB gzip of
// a 90 KB budget, docs/decisions/019).
export const SHOP_NAME = "Siem Reap Flowers";
export const SHOP_CITY = "Siem Reap";
export const SHOP_FOUNDED_YEAR = 2020;
