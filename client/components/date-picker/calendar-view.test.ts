// The date picker's view of a month: which days can be chosen and why not, ranges and keyboard moves.
import { describe, expect, it } from "vitest";
import type { AvailabilityDay } from "../../../shared/catalogue";
import { addMonths, calendarRules, monthFetchRange, moveFocus, rangeMode, shiftMonth } from "./calendar-view";

const day = (date: string, over: Partial<AvailabilityDay> = {}): AvailabilityDay => ({
  date,
  isActive: true,
  maxAvailability: 10,
  countAvailability: 50,
  maxTotal: null,
  performanceList: [],
  price: null,
  color_code_tag: "green",
  ...over,
});
const mapOf = (...days: AvailabilityDay[]) => new Map(days.map((d) => [d.date, d]));
const TODAY = "2030-03-10";

describe("calendarRules", () => {
  it("marks past days, missing days, blocked days and full days with their reason", () => {
    const rules = calendarRules({
      today: TODAY,
      days: mapOf(day("2030-03-09"), day("2030-03-11"), day("2030-03-12"), day("2030-03-13", { maxAvailability: 0 }), day("2030-03-14", { maxAvailability: 2 })),
      guests: 3,
      blockedDates: ["2030-03-12"],
    });
    expect(rules.viewOf("2030-03-09")).toMatchObject({ selectable: false, reason: "past" });
    expect(rules.viewOf("2030-03-11")).toEqual({ date: "2030-03-11", selectable: true, reason: null, color: "green" });
    expect(rules.viewOf("2030-03-12")).toMatchObject({ selectable: false, reason: "blocked", color: null });
    expect(rules.viewOf("2030-03-13")).toMatchObject({ selectable: false, reason: "sold_out" });
    expect(rules.viewOf("2030-03-14")).toMatchObject({ selectable: false, reason: "not_enough_places" });
    expect(rules.viewOf("2030-03-20")).toMatchObject({ selectable: false, reason: "inactive" });
  });

  it("shows every future day as loading while availability is on its way", () => {
    const rules = calendarRules({ today: TODAY, days: null, guests: 1 });
    expect(rules.viewOf("2030-03-10")).toMatchObject({ selectable: false, reason: "loading" });
    expect(rules.viewOf("2030-03-01")).toMatchObject({ selectable: false, reason: "past" });
  });

  it("lets a camp start only where every camp day is bookable, skipping skip dates", () => {
    const mode = { type: "days" as const, length: 3, skip_dates: ["2030-03-12"] };
    const rules = calendarRules({
      today: TODAY,
      days: mapOf(day("2030-03-11"), day("2030-03-13"), day("2030-03-14"), day("2030-03-15")),
      guests: 1,
      dateMode: mode,
    });
    expect(rules.viewOf("2030-03-11").selectable).toBe(true);
    expect(rules.rangeOf("2030-03-11")).toEqual(["2030-03-11", "2030-03-13", "2030-03-14"]);
    expect(rules.viewOf("2030-03-14")).toMatchObject({ selectable: false, reason: "camp_incomplete" });
  });

  it("needs the whole multi-day run bookable in default mode with a length above 1", () => {
    const mode = { type: "default" as const, length: 2, skip_dates: [] };
    const rules = calendarRules({ today: TODAY, days: mapOf(day("2030-03-11"), day("2030-03-12")), guests: 1, dateMode: mode });
    expect(rangeMode(mode)).toBe("run");
    expect(rules.viewOf("2030-03-11").selectable).toBe(true);
    expect(rules.viewOf("2030-03-12")).toMatchObject({ selectable: false, reason: "camp_incomplete" });
    expect(rules.rangeOf("2030-03-11")).toEqual(["2030-03-11", "2030-03-12"]);
  });
});

describe("months and keys", () => {
  it("fetches the month and, for ranges, the days a range may run into", () => {
    expect(monthFetchRange(2030, 2)).toEqual({ from: "2030-02-01", to: "2030-02-28" });
    expect(monthFetchRange(2030, 12, { type: "week", length: 1, skip_dates: [] })).toEqual({ from: "2030-12-01", to: "2031-01-06" });
    expect(shiftMonth(2030, 12, 1)).toEqual({ year: 2031, month: 1 });
    expect(shiftMonth(2030, 1, -1)).toEqual({ year: 2029, month: 12 });
    expect(addMonths("2030-01-31", 1)).toBe("2030-02-28");
  });

  it("moves by day, week, week edge and month, mirrored in right-to-left pages", () => {
    expect(moveFocus("2030-03-13", "ArrowRight", { rtl: false })).toBe("2030-03-14");
    expect(moveFocus("2030-03-13", "ArrowRight", { rtl: true })).toBe("2030-03-12");
    expect(moveFocus("2030-03-13", "ArrowLeft", { rtl: true })).toBe("2030-03-14");
    expect(moveFocus("2030-03-13", "ArrowDown", { rtl: false })).toBe("2030-03-20");
    expect(moveFocus("2030-03-13", "ArrowUp", { rtl: false })).toBe("2030-03-06");
    // 13 March 2030 is a Wednesday; weeks start on Monday.
    expect(moveFocus("2030-03-13", "Home", { rtl: false })).toBe("2030-03-11");
    expect(moveFocus("2030-03-13", "End", { rtl: false })).toBe("2030-03-17");
    // A week from Saturday (Oman, Egypt): Wednesday 13 March 2030 lies in the week of Saturday 9 to Friday 15.
    expect(moveFocus("2030-03-13", "Home", { rtl: true, weekStartsOn: 6 })).toBe("2030-03-09");
    expect(moveFocus("2030-03-13", "End", { rtl: true, weekStartsOn: 6 })).toBe("2030-03-15");
    expect(moveFocus("2030-03-13", "PageDown", { rtl: false })).toBe("2030-04-13");
    expect(moveFocus("2030-03-13", "PageUp", { rtl: false, shift: true })).toBe("2029-03-13");
  });
});
