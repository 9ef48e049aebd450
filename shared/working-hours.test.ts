import { describe, expect, it } from "vitest";
import { type WeeklyHours, hoursRows, hoursToday, isOpenAt, isOpenOn, minutesInZone, minutesOfDay, sameHoursEveryDay, weekdayInZone } from "./working-hours";

// Dubai is UTC+4 all year, Cairo is UTC+2 in winter and UTC+3 in summer (daylight saving since 2023).
const dubai = (hhmm: string) => new Date(`2026-01-15T${hhmm}:00+04:00`);

describe("minutesOfDay", () => {
  it("reads hh:mm", () => {
    expect(minutesOfDay("00:00")).toBe(0);
    expect(minutesOfDay("10:30")).toBe(630);
    expect(minutesOfDay("23:59")).toBe(1439);
    expect(minutesOfDay("24:00")).toBe(1440);
  });
  it("rejects malformed times", () => {
    expect(minutesOfDay("9:00")).toBeNull();
    expect(minutesOfDay("24:01")).toBeNull();
    expect(minutesOfDay("12:60")).toBeNull();
    expect(minutesOfDay("")).toBeNull();
  });
});

describe("minutesInZone", () => {
  it("reads the wall clock of the venue, not of the machine", () => {
    const instant = new Date("2026-01-15T06:00:00Z");
    expect(minutesInZone(instant, "Asia/Dubai")).toBe(10 * 60);
    expect(minutesInZone(instant, "Asia/Muscat")).toBe(10 * 60);
    expect(minutesInZone(instant, "Africa/Cairo")).toBe(8 * 60);
  });
  it("follows daylight saving where the zone has it", () => {
    expect(minutesInZone(new Date("2026-07-15T06:00:00Z"), "Africa/Cairo")).toBe(9 * 60);
  });
  it("shows midnight as 0, not 24", () => {
    expect(minutesInZone(new Date("2026-01-15T20:00:00Z"), "Asia/Dubai")).toBe(0);
  });
});

describe("isOpenAt", () => {
  it("opens at the start minute and closes at the end minute", () => {
    expect(isOpenAt("10:00", "23:00", dubai("09:59"), "Asia/Dubai")).toBe(false);
    expect(isOpenAt("10:00", "23:00", dubai("10:00"), "Asia/Dubai")).toBe(true);
    expect(isOpenAt("10:00", "23:00", dubai("22:59"), "Asia/Dubai")).toBe(true);
    expect(isOpenAt("10:00", "23:00", dubai("23:00"), "Asia/Dubai")).toBe(false);
  });
  it("uses the venue's zone: 08:30 UTC is 10:30 in Cairo in winter but 12:30 in Dubai", () => {
    const instant = new Date("2026-01-15T08:30:00Z");
    expect(isOpenAt("11:00", "22:00", instant, "Africa/Cairo")).toBe(false);
    expect(isOpenAt("11:00", "22:00", instant, "Asia/Dubai")).toBe(true);
  });
  it("runs past midnight when the end is before the start", () => {
    expect(isOpenAt("10:00", "01:00", dubai("23:30"), "Asia/Dubai")).toBe(true);
    expect(isOpenAt("10:00", "01:00", dubai("00:59"), "Asia/Dubai")).toBe(true);
    expect(isOpenAt("10:00", "01:00", dubai("01:00"), "Asia/Dubai")).toBe(false);
    expect(isOpenAt("10:00", "01:00", dubai("09:59"), "Asia/Dubai")).toBe(false);
  });
  it("reads an end of 00:00 or 24:00 as midnight", () => {
    expect(isOpenAt("09:00", "00:00", dubai("23:59"), "Asia/Dubai")).toBe(true);
    expect(isOpenAt("09:00", "00:00", dubai("00:00"), "Asia/Dubai")).toBe(false);
    expect(isOpenAt("09:00", "24:00", dubai("23:59"), "Asia/Dubai")).toBe(true);
    expect(isOpenAt("09:00", "24:00", dubai("00:00"), "Asia/Dubai")).toBe(false);
  });
  it("is open around the clock when start and end are the same", () => {
    expect(isOpenAt("00:00", "00:00", dubai("03:00"), "Asia/Dubai")).toBe(true);
    expect(isOpenAt("00:00", "24:00", dubai("03:00"), "Asia/Dubai")).toBe(true);
  });
  it("counts malformed hours as closed", () => {
    expect(isOpenAt("10", "23:00", dubai("12:00"), "Asia/Dubai")).toBe(false);
  });
});

// Ski Dubai's week: 10 AM to 11 PM on weekdays, 9 AM to midnight at the weekend.
const DUBAI_WEEK: WeeklyHours = {
  ...sameHoursEveryDay("10:00", "23:00"),
  saturday: { open: "09:00", close: "24:00" },
  sunday: { open: "09:00", close: "24:00" },
};
// 28 November 2026 is a Saturday.
const saturday = (hhmm: string) => new Date(`2026-11-28T${hhmm}:00+04:00`);

describe("weekdayInZone", () => {
  it("reads the day on the venue's clock, not the machine's", () => {
    expect(weekdayInZone(saturday("09:38"), "Asia/Dubai")).toBe(6);
    // 01:30 on Saturday in Dubai is still Friday in Cairo (23:30).
    expect(weekdayInZone(saturday("01:30"), "Africa/Cairo")).toBe(5);
  });
});

describe("isOpenOn", () => {
  it("is open at 09:38 on a Saturday when the weekend opens at 9 AM, and closed then on a weekday", () => {
    expect(isOpenOn(DUBAI_WEEK, saturday("09:38"), "Asia/Dubai")).toBe(true);
    expect(isOpenOn(DUBAI_WEEK, new Date("2026-11-30T09:38:00+04:00"), "Asia/Dubai")).toBe(false);
    expect(isOpenOn(DUBAI_WEEK, new Date("2026-11-30T10:00:00+04:00"), "Asia/Dubai")).toBe(true);
  });
  it("opens at the day's opening minute and closes at its closing minute", () => {
    expect(isOpenOn(DUBAI_WEEK, saturday("08:59"), "Asia/Dubai")).toBe(false);
    expect(isOpenOn(DUBAI_WEEK, saturday("23:59"), "Asia/Dubai")).toBe(true);
    expect(isOpenOn(DUBAI_WEEK, new Date("2026-11-27T23:00:00+04:00"), "Asia/Dubai")).toBe(false);
  });
  it("keeps a night that runs past midnight open into the next day, by the day it started", () => {
    const late: WeeklyHours = { ...sameHoursEveryDay("10:00", "22:00"), friday: { open: "10:00", close: "01:00" } };
    expect(isOpenOn(late, saturday("00:30"), "Asia/Dubai")).toBe(true);
    expect(isOpenOn(late, saturday("01:00"), "Asia/Dubai")).toBe(false);
    // Saturday's own hours end at 22:00: nothing runs into Sunday.
    expect(isOpenOn(late, new Date("2026-11-29T00:30:00+04:00"), "Asia/Dubai")).toBe(false);
  });
  it("is closed all day on a day without hours, and on malformed hours", () => {
    const closedFriday: WeeklyHours = { ...DUBAI_WEEK, friday: null };
    expect(isOpenOn(closedFriday, new Date("2026-11-27T12:00:00+04:00"), "Asia/Dubai")).toBe(false);
    expect(isOpenOn({ ...DUBAI_WEEK, saturday: { open: "9:00", close: "24:00" } }, saturday("12:00"), "Asia/Dubai")).toBe(false);
  });
  it("is open around the clock when a day opens and closes at the same time", () => {
    expect(isOpenOn(sameHoursEveryDay("00:00", "00:00"), saturday("03:00"), "Asia/Dubai")).toBe(true);
  });
  it("answers the single range every day the same as before", () => {
    for (const hhmm of ["09:59", "10:00", "22:59", "23:00"]) {
      expect(isOpenOn(sameHoursEveryDay("10:00", "23:00"), dubai(hhmm), "Asia/Dubai"), hhmm).toBe(isOpenAt("10:00", "23:00", dubai(hhmm), "Asia/Dubai"));
    }
  });
});

describe("hoursToday and hoursRows", () => {
  it("give the day's hours on the venue's clock", () => {
    expect(hoursToday(DUBAI_WEEK, saturday("09:38"), "Asia/Dubai")).toEqual({ open: "09:00", close: "24:00" });
    expect(hoursToday(DUBAI_WEEK, new Date("2026-11-30T09:38:00+04:00"), "Asia/Dubai")).toEqual({ open: "10:00", close: "23:00" });
  });
  it("group days that follow each other with the same hours, from the venue's first day of the week", () => {
    expect(hoursRows(DUBAI_WEEK, 1)).toEqual([
      { first: 1, last: 5, hours: { open: "10:00", close: "23:00" } },
      { first: 6, last: 0, hours: { open: "09:00", close: "24:00" } },
    ]);
    // A week starting on Saturday (Oman, Egypt) puts the weekend first.
    expect(hoursRows(DUBAI_WEEK, 6)).toEqual([
      { first: 6, last: 0, hours: { open: "09:00", close: "24:00" } },
      { first: 1, last: 5, hours: { open: "10:00", close: "23:00" } },
    ]);
    expect(hoursRows({ ...DUBAI_WEEK, wednesday: null }, 1).map((r) => [r.first, r.last, r.hours?.open ?? null])).toEqual([
      [1, 2, "10:00"],
      [3, 3, null],
      [4, 5, "10:00"],
      [6, 0, "09:00"],
    ]);
  });
});
