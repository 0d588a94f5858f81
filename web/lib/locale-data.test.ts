import { afterEach, describe, expect, it, vi } from "vitest";
import { loadLocaleData, stepByStep } from "./locale-data";

afterEach(() => {
  vi.useRealTimers();
});

describe("the page's locale data", () => {
  it("loads in steps, each in a task of its own, none while the page's code is still running", () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    stepByStep(["collator", "locale", "numbers"].map((name) => () => ran.push(name)));
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["collator"]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["collator", "locale"]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["collator", "locale", "numbers"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("makes the language's number formatter by default", () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, "NumberFormat");
    loadLocaleData("km-KH");
    vi.runAllTimers();
    expect(made).toHaveBeenCalledWith("km-KH");
    made.mockRestore();
  });
});
