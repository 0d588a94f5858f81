// Dates and slots on Khmer and Chinese pages: written in the page's language whatever the
// browser's Intl knows (Chromium's own builds have no Khmer), on the shop's clock.
import { afterEach, describe, expect, it } from "vitest";
import km from "../../shared/i18n/km.json";
import zh from "../../shared/i18n/zh.json";
import { setLanguage } from "../i18n";
import { formatDayParts, formatShopDate, formatSlot } from "./delivery-format";
import { formatDate, formatShopDateTime } from "./format";

afterEach(() => setLanguage("en"));

describe("on a Khmer page", () => {
  it("names the weekday and month in Khmer, day before month", () => {
    setLanguage("km", km);
    expect(formatShopDate("2026-11-27")).toBe("សុក្រ 27 វិច្ឆិកា 2026");
    expect(formatDayParts("2026-11-29")).toEqual({ weekday: "អាទិត្យ", dayMonth: "29 វិច្ឆិកា" });
    expect(formatDate("2026-01-05T10:00:00.000Z")).toMatch(/^5 មករា 2026$/);
  });

  it("reads an instant on Siem Reap's clock, and the slot's name in Khmer", () => {
    setLanguage("km", km);
    expect(formatShopDateTime("2026-03-02T12:00:00.000Z")).toBe("2 មីនា 2026 19:00 (ម៉ោងសៀមរាប)");
    expect(formatSlot("Morning", "09:00", "12:00")).toBe("ពេលព្រឹក, 09:00–12:00");
    expect(formatSlot("Garden party", "09:00", "12:00")).toBe("Garden party, 09:00–12:00");
  });
});

describe("on a Chinese page", () => {
  it("writes dates as Chinese does", () => {
    setLanguage("zh", zh);
    expect(formatShopDate("2026-11-27")).toBe("2026年11月27日周五");
    expect(formatSlot("Evening", "16:00", "20:00")).toBe("傍晚，16:00–20:00");
  });
});
