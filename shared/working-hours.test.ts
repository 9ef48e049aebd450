import { describe, expect, it } from "vitest";
import { isOpenAt, minutesInZone, minutesOfDay } from "./working-hours";

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
