// Dates as customers and the owner read them, and what happens with text that is no date.
import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./format";

describe("date format", () => {
  it("writes day, short month and year, with the time where asked", () => {
    expect(formatDate("2026-03-02T12:00:00.000Z")).toBe("2 Mar 2026");
    expect(formatDateTime("2026-03-02T12:00:00.000Z")).toMatch(/^2 Mar 2026,? \d{2}:\d{2}$/);
  });

  it("shows text that is not a date as it came", () => {
    expect(formatDate("soon")).toBe("soon");
    expect(formatDateTime("")).toBe("");
  });
});
