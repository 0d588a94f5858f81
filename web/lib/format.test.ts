// Dates as customers and the owner read them, and what happens with text that is no date.
import { describe, expect, it } from "vitest";
import { formatDate, formatShopDateTime } from "./format";

describe("date format", () => {
  it("writes day, short month and year", () => {
    expect(formatDate("2026-03-02T12:00:00.000Z")).toBe("2 Mar 2026");
  });

  it("dates an instant by the shop's calendar: 23:30 UTC is already the next day in Siem Reap", () => {
    expect(formatDate("2026-03-02T23:30:00.000Z")).toBe("3 Mar 2026");
  });

  it("writes the shop's clock, named, whatever the device's time zone", () => {
    // 20:30 UTC is 03:30 the next day in Siem Reap (UTC+7).
    expect(formatShopDateTime("2026-03-02T20:30:00.000Z")).toBe("3 Mar 2026, 03:30 (Siem Reap time)");
  });

  it("shows text that is not a date as it came", () => {
    expect(formatDate("soon")).toBe("soon");
    expect(formatShopDateTime("")).toBe("");
    expect(formatShopDateTime("not a date")).toBe("not a date");
  });
});
