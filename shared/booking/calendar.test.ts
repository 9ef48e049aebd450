// The date picker's days: today in the venue's zone, month grids, the calendar a card books against, bookable days,
// camps and multi-day runs.
import { describe, expect, it } from "vitest";
import type { AvailabilityDay, DateMode } from "../catalogue";
import {
  type AllowedDates,
  addDays,
  calendarsOf,
  campDates,
  campStartBookability,
  campStartSelectable,
  cardBookabilityOptions,
  cardCalendar,
  consecutiveRun,
  dayBookability,
  datesFrom,
  daysBetween,
  isAllowedDate,
  monthGrid,
  restoreSearchDate,
  todayIn,
  weekdayOf,
} from "./calendar";
import { card, ticket } from "./test-cards";

const day = (date: string, maxAvailability: number, isActive = true): AvailabilityDay => ({
  date,
  isActive,
  maxAvailability,
  countAvailability: 40,
  maxTotal: null,
  performanceList: [],
  price: null,
  color_code_tag: null,
});

describe("date keys", () => {
  it("know today in the venue's zone", () => {
    const lateUtc = new Date("2025-03-31T21:30:00Z");
    expect(todayIn("Asia/Dubai", lateUtc)).toBe("2025-04-01");
    expect(todayIn("Asia/Muscat", lateUtc)).toBe("2025-04-01");
    // Cairo is two hours ahead in March: 23:30 is still the 31st, 00:30 the 1st.
    expect(todayIn("Africa/Cairo", lateUtc)).toBe("2025-03-31");
    expect(todayIn("Africa/Cairo", new Date("2025-03-31T22:30:00Z"))).toBe("2025-04-01");
    expect(todayIn("UTC", lateUtc)).toBe("2025-03-31");
  });

  it("add days across months and leap years", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
    expect(daysBetween("2025-01-01", "2025-03-01")).toBe(59);
    expect(daysBetween("2025-03-01", "2025-01-01")).toBe(-59);
  });

  it("list every date of a range, both ends included, across a month and a leap day", () => {
    expect(datesFrom("2024-02-27", "2024-03-01")).toEqual(["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"]);
    expect(datesFrom("2025-12-31", "2026-01-01")).toEqual(["2025-12-31", "2026-01-01"]);
    expect(datesFrom("2025-06-12", "2025-06-12")).toEqual(["2025-06-12"]);
    expect(datesFrom("2025-06-12", "2025-06-11")).toEqual([]);
    expect(datesFrom("2025-01-01", "2025-03-31")).toHaveLength(90);
  });

  it("name weekdays from Sunday", () => {
    expect(weekdayOf("2025-06-15")).toBe(0);
    expect(weekdayOf("2025-06-21")).toBe(6);
  });
});

describe("monthGrid", () => {
  it("lays a month in weeks starting on Sunday, Monday or Saturday", () => {
    // June 2025 starts on a Sunday and has 30 days.
    const sunday = monthGrid(2025, 6, 0);
    expect(sunday[0]?.[0]).toBe("2025-06-01");
    expect(sunday).toHaveLength(5);
    const monday = monthGrid(2025, 6, 1);
    expect(monday[0]).toEqual([null, null, null, null, null, null, "2025-06-01"]);
    expect(monday).toHaveLength(6);
    const saturday = monthGrid(2025, 6, 6);
    expect(saturday[0]?.slice(0, 2)).toEqual([null, "2025-06-01"]);
    for (const grid of [sunday, monday, saturday]) {
      expect(grid.every((w) => w.length === 7)).toBe(true);
      expect(grid.flat().filter(Boolean)).toHaveLength(30);
    }
  });
  it("handles February of a leap year", () => {
    expect(monthGrid(2024, 2, 1).flat().filter(Boolean).at(-1)).toBe("2024-02-29");
  });
});

describe("allowed dates", () => {
  it("only: allows only the listed dates", () => {
    const rule: AllowedDates = { kind: "only", dates: new Set(["2025-06-10", "2025-06-11"]) };
    expect(isAllowedDate(rule, "2025-06-10")).toBe(true);
    expect(isAllowedDate(rule, "2025-06-12")).toBe(false);
  });
  it("except: disables the listed dates", () => {
    const rule: AllowedDates = { kind: "except", dates: new Set(["2025-06-10"]) };
    expect(isAllowedDate(rule, "2025-06-10")).toBe(false);
    expect(isAllowedDate(rule, "2025-06-11")).toBe(true);
  });
  it("any: allows any date", () => {
    expect(isAllowedDate({ kind: "any" }, "2025-06-12")).toBe(true);
  });
});

describe("dayBookability", () => {
  const today = "2025-06-10";
  const base = { today, guests: 2 };

  it("disables past dates", () => {
    expect(dayBookability({ ...base, date: "2025-06-09", day: day("2025-06-09", 10) })).toEqual({ bookable: false, reason: "past" });
    expect(dayBookability({ ...base, date: today, day: day(today, 10) })).toEqual({ bookable: true, reason: null });
  });

  it("disables missing and inactive days", () => {
    expect(dayBookability({ ...base, date: "2025-06-11" }).reason).toBe("inactive");
    expect(dayBookability({ ...base, date: "2025-06-11", day: day("2025-06-11", 10, false) }).reason).toBe("inactive");
  });

  it("disables dates the CMS blocks and dates outside the allowed set", () => {
    const d = day("2025-06-11", 10);
    expect(dayBookability({ ...base, date: d.date, day: d, blockedDates: ["2025-06-11"] }).reason).toBe("blocked");
    const allowed: AllowedDates = { kind: "only", dates: new Set(["2025-06-12"]) };
    expect(dayBookability({ ...base, date: d.date, day: d, allowed }).reason).toBe("not_allowed");
  });

  it("books up to maxAvailability guests", () => {
    const d = day("2025-06-11", 3);
    expect(dayBookability({ today, date: d.date, day: d, guests: 3 }).bookable).toBe(true);
    expect(dayBookability({ today, date: d.date, day: d, guests: 4 })).toEqual({ bookable: false, reason: "not_enough_places" });
    expect(dayBookability({ today, date: d.date, day: day(d.date, 0), guests: 1 })).toEqual({ bookable: false, reason: "sold_out" });
  });

  it("fits table products into whole tables", () => {
    const d = day("2025-06-11", 10);
    const table = { perTable: 4 };
    expect(dayBookability({ today, date: d.date, day: d, guests: 8, table }).bookable).toBe(true);
    expect(dayBookability({ today, date: d.date, day: d, guests: 9, table }).reason).toBe("not_enough_places");
    expect(dayBookability({ today, date: d.date, day: day(d.date, 3), guests: 1, table }).reason).toBe("not_enough_places");
  });

  it("needs only availability above 0 with an additional ticket code", () => {
    expect(dayBookability({ today, date: "2025-06-11", day: day("2025-06-11", 1), guests: 5, hasAdditionalCode: true }).bookable).toBe(true);
    expect(dayBookability({ today, date: "2025-06-11", day: day("2025-06-11", 0), guests: 1, hasAdditionalCode: true }).reason).toBe("sold_out");
  });
});

describe("camps", () => {
  const days = (length: number, skip_dates: string[] = []): DateMode => ({ type: "days", length, skip_dates });
  const weeks = (length: number, skip_dates: string[] = []): DateMode => ({ type: "week", length, skip_dates });

  it("cover N days or N weeks", () => {
    expect(campDates("2025-06-10", days(3))).toEqual(["2025-06-10", "2025-06-11", "2025-06-12"]);
    const week = campDates("2025-06-10", weeks(1));
    expect(week).toHaveLength(7);
    expect(week.at(-1)).toBe("2025-06-16");
    expect(campDates("2025-06-10", weeks(2))).toHaveLength(14);
  });

  it("leave out skipped dates, each extending the range by one", () => {
    expect(campDates("2025-06-10", days(3, ["2025-06-11"]))).toEqual(["2025-06-10", "2025-06-12", "2025-06-13"]);
    expect(campDates("2025-06-10", days(3, ["2025-06-11", "2025-06-12"]))).toEqual(["2025-06-10", "2025-06-13", "2025-06-14"]);
    // A skipped date after the range changes nothing.
    expect(campDates("2025-06-10", days(3, ["2025-06-20"]))).toEqual(["2025-06-10", "2025-06-11", "2025-06-12"]);
    const week = campDates("2025-06-10", weeks(1, ["2025-06-13"]));
    expect(week).toHaveLength(7);
    expect(week).not.toContain("2025-06-13");
    expect(week.at(-1)).toBe("2025-06-17");
  });

  it("can start only where every camp day is bookable", () => {
    const closed = new Set(["2025-06-13"]);
    const open = (d: string) => !closed.has(d);
    expect(campStartSelectable("2025-06-10", days(3), open)).toBe(true);
    expect(campStartSelectable("2025-06-11", days(3), open)).toBe(false);
    // Skipping the closed day makes the camp fit again.
    expect(campStartSelectable("2025-06-11", days(3, ["2025-06-13"]), open)).toBe(true);
    expect(campStartSelectable("2025-06-10", weeks(1), open)).toBe(false);
    expect(campStartSelectable("2025-06-14", weeks(1), open)).toBe(true);
    // A camp does not start on a day it skips.
    expect(campStartSelectable("2025-06-13", days(2, ["2025-06-13"]), () => true)).toBe(false);
  });

  it("say why a start cannot be chosen", () => {
    const of = (d: string) => (d === "2025-06-12" ? { bookable: false, reason: "sold_out" as const } : { bookable: true, reason: null });
    expect(campStartBookability("2025-06-10", days(3), of)).toEqual({ bookable: false, reason: "camp_incomplete" });
    expect(campStartBookability("2025-06-12", days(3), of)).toEqual({ bookable: false, reason: "sold_out" });
    expect(campStartBookability("2025-06-13", days(3), of)).toEqual({ bookable: true, reason: null });
  });
});

describe("consecutiveRun", () => {
  const open = (d: string) => d !== "2025-06-13";
  it("gives the run of bookable days from the start", () => {
    expect(consecutiveRun("2025-06-10", 3, open)).toEqual(["2025-06-10", "2025-06-11", "2025-06-12"]);
    expect(consecutiveRun("2025-06-10", 1, open)).toEqual(["2025-06-10"]);
  });
  it("is null when a day in the run cannot be booked", () => {
    expect(consecutiveRun("2025-06-11", 3, open)).toBeNull();
    expect(consecutiveRun("2025-06-13", 1, open)).toBeNull();
    expect(consecutiveRun("2025-06-10", 0, open)).toBeNull();
  });
});

describe("restoreSearchDate", () => {
  it("replaces a past date by today and keeps today or later", () => {
    expect(restoreSearchDate("2025-06-09", "2025-06-10")).toBe("2025-06-10");
    expect(restoreSearchDate("2025-06-10", "2025-06-10")).toBe("2025-06-10");
    expect(restoreSearchDate("2025-06-11", "2025-06-10")).toBe("2025-06-11");
  });
  it("keeps no date as no date, and drops a bad one", () => {
    expect(restoreSearchDate(null, "2025-06-10")).toBeNull();
    expect(restoreSearchDate("2025-02-30", "2025-06-10")).toBeNull();
  });
});

describe("the calendar a card books against", () => {
  it("is the first ticket's event AK, whatever the later tickets book", () => {
    const c = card({ tickets: [ticket({ id: 1, event_ak: "SP.EVT" }), ticket({ id: 2, event_ak: "PEN.EVT" })] });
    expect(cardCalendar(c)).toBe("SP.EVT");
    expect(cardCalendar({ tickets: [] })).toBeNull();
  });

  it("asks each calendar of a listing once, in listing order, AKs compared case-insensitively", () => {
    const cards = [
      card({ tickets: [ticket({ event_ak: "SP.EVT" })] }),
      card({ tickets: [ticket({ event_ak: "sp.evt" })] }),
      card({ tickets: [ticket({ event_ak: "PEN.EVT" }), ticket({ event_ak: "EXTRA.EVT" })] }),
      { tickets: [] },
    ];
    expect(calendarsOf(cards)).toEqual(["SP.EVT", "PEN.EVT"]);
    expect(calendarsOf([])).toEqual([]);
  });
});

describe("cardBookabilityOptions", () => {
  it("counts whole tables only for a table product with a table size", () => {
    expect(cardBookabilityOptions(card({ is_table: true, max_number_per_table: 4 })).table).toEqual({ perTable: 4 });
    expect(cardBookabilityOptions(card({ is_table: true, max_number_per_table: null })).table).toBeNull();
    expect(cardBookabilityOptions(card({ is_table: false, max_number_per_table: 4 })).table).toBeNull();
  });

  it("reads the additional code of the first ticket only", () => {
    expect(cardBookabilityOptions(card({ tickets: [ticket({ additional_ak: "X.1" })] })).hasAdditionalCode).toBe(true);
    expect(cardBookabilityOptions(card({ tickets: [ticket(), ticket({ id: 2, additional_ak: "X.1" })] })).hasAdditionalCode).toBe(false);
  });

  it("feeds the day rule: whole tables, and any place with an additional code", () => {
    const base = { date: "2026-06-12", today: "2026-06-10", day: day("2026-06-12", 3), guests: 3 };
    expect(dayBookability({ ...base, ...cardBookabilityOptions(card({ is_table: true, max_number_per_table: 4 })) }).reason).toBe("not_enough_places");
    expect(dayBookability({ ...base, guests: 5, ...cardBookabilityOptions(card({ tickets: [ticket({ additional_ak: "X.1" })] })) }).bookable).toBe(true);
  });
});
