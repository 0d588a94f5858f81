// Shop dates, slots and times as people read them: the same words on the site, in the
// e-mails and in the shop's chat, whatever time zone the reader is in.
import { describe, expect, it } from "vitest";
import { formatDayParts, formatShopDate, formatShopTime, formatSlot } from "../../shared/delivery-format";

describe("formatShopDate", () => {
  it("writes a shop date short for the site and in full for messages", () => {
    expect(formatShopDate("2026-11-25")).toBe("Wed, 25 Nov 2026");
    expect(formatShopDate("2026-12-01", "long")).toBe("Tuesday 1 December 2026");
  });

  it("gives back text that is not a real date as it is, in either style", () => {
    for (const text of ["2026-02-30", "soon", ""]) {
      expect(formatShopDate(text)).toBe(text);
      expect(formatShopDate(text, "long")).toBe(text);
    }
  });
});

describe("formatDayParts", () => {
  it("splits a date for the picker's buttons, and keeps bad text whole", () => {
    expect(formatDayParts("2026-11-25")).toEqual({ weekday: "Wed", dayMonth: "25 Nov" });
    expect(formatDayParts("nope")).toEqual({ weekday: "", dayMonth: "nope" });
  });
});

describe("formatSlot", () => {
  it("joins the label and the times it has", () => {
    expect(formatSlot("Afternoon", "12:00", "16:00")).toBe("Afternoon, 12:00–16:00");
    expect(formatSlot("Afternoon")).toBe("Afternoon");
    expect(formatSlot(null, "12:00", "16:00")).toBe("12:00–16:00");
  });
});

describe("formatShopTime", () => {
  it("reads an instant on Siem Reap's clock (UTC+7), and keeps bad text whole", () => {
    expect(formatShopTime("2026-03-02T12:00:00.000Z")).toBe("2 Mar 2026, 19:00");
    expect(formatShopTime("2026-03-02T20:30:00.000Z")).toBe("3 Mar 2026, 03:30");
    expect(formatShopTime("not a time")).toBe("not a time");
  });
});
