// The seeded peak days fall on the next 14 February and 8 March from the shop's today.
import { describe, expect, it } from "vitest";
import { nextOccurrence, seedPeakDays } from "./peak-days";

describe("seedPeakDays", () => {
  it("takes this year's date until it has passed, then next year's", () => {
    expect(nextOccurrence("2026-11-29", "02-14")).toBe("2027-02-14");
    expect(nextOccurrence("2027-02-14", "02-14")).toBe("2027-02-14");
    expect(nextOccurrence("2027-02-15", "03-08")).toBe("2027-03-08");
  });

  it("names Valentine's Day and 8 March in three languages, each limiting two bouquets", () => {
    const days = seedPeakDays(new Date("2027-02-20T03:00:00Z"));
    expect(days.map((day) => [day.date, day.name, day.name_km, day.name_zh])).toEqual([
      ["2027-03-08", "International Women's Day", "ទិវាអន្តរជាតិនារី", "国际妇女节"],
      ["2028-02-14", "Valentine's Day", "ទិវានៃក្តីស្រឡាញ់", "情人节"],
    ]);
    expect(days.map((day) => day.limits.map((limit) => limit.product_id))).toEqual([
      [1, 2],
      [1, 2],
    ]);
  });
});
