// Occasions the owner tags products with, so "birthday" finds the birthday bouquets.

export const OCCASIONS = [
  "birthday",
  "anniversary",
  "love",
  "sympathy",
  "congratulations",
  "wedding",
  "get-well",
  "thank-you",
] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const OCCASION_LABELS: Record<Occasion, string> = {
  birthday: "Birthday",
  anniversary: "Anniversary",
  love: "Love & romance",
  sympathy: "Sympathy",
  congratulations: "Congratulations",
  wedding: "Wedding",
  "get-well": "Get well",
  "thank-you": "Thank you",
};
