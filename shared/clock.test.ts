import { describe, expect, it } from "vitest";
import { clockLabel, clockRange, venueTimeOf, weekdayName, weekdaySpan } from "./clock";
import { formatDateKey } from "./date-key";

describe("clockLabel", () => {
  it("prints a slot on a 12-hour clock with AM or PM", () => {
    expect(clockLabel("14:30", "en")).toBe("2:30 PM");
    expect(clockLabel("09:05", "en")).toBe("9:05 AM");
  });
  it("prints midnight and noon as 12", () => {
    expect(clockLabel("00:15", "en")).toBe("12:15 AM");
    expect(clockLabel("12:00", "en")).toBe("12:00 PM");
  });
  it("uses the Arabic AM/PM words with Western digits", () => {
    expect(clockLabel("16:45", "ar")).toBe("4:45 م");
    expect(clockLabel("10:00", "ar")).toBe("10:00 ص");
  });
  it("gives back what is not a time", () => {
    expect(clockLabel("later", "en")).toBe("later");
    expect(clockLabel("25:00", "en")).toBe("25:00");
  });
});

describe("clockRange", () => {
  it("prints a slot's start and end in the page's language", () => {
    expect(clockRange("10:00", "23:00", "en")).toBe("10:00 AM – 11:00 PM");
    expect(clockRange("10:00", "24:00", "ar")).toBe("10:00 ص – 12:00 ص");
  });
});

describe("venueTimeOf", () => {
  // 20:30 UTC on 28 November is already the 29th in Dubai and Muscat (UTC+4), still the 28th in Cairo (UTC+2).
  const instant = new Date("2026-11-28T20:30:00Z");
  it("gives the day and time on the venue's clock, not the machine's", () => {
    expect(venueTimeOf(instant, "Asia/Dubai", "en")).toEqual({ date: formatDateKey("2026-11-29", "en"), time: "12:30 AM" });
    expect(venueTimeOf(instant, "Asia/Muscat", "ar")).toEqual({ date: formatDateKey("2026-11-29", "ar"), time: "12:30 ص" });
    expect(venueTimeOf(instant, "Africa/Cairo", "en")).toEqual({ date: formatDateKey("2026-11-28", "en"), time: "10:30 PM" });
  });
  it("writes the day in the page's language", () => {
    expect(venueTimeOf(instant, "Asia/Dubai", "en").date).toMatch(/29 Nov 2026/);
    expect(venueTimeOf(instant, "Asia/Dubai", "ar").date).toMatch(/29/);
    expect(venueTimeOf(instant, "Asia/Dubai", "ar").date).not.toMatch(/Nov/);
  });
});

describe("weekdayName", () => {
  it("names each day of the week in both languages, Sunday first", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((d) => weekdayName(d, "en"))).toEqual(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
    expect([0, 1, 5, 6].map((d) => weekdayName(d, "ar"))).toEqual(["الأحد", "الاثنين", "الجمعة", "السبت"]);
  });
  it("says a span of days first to last, or one day alone", () => {
    expect(weekdaySpan(1, 5, "en")).toBe("Monday – Friday");
    expect(weekdaySpan(6, 0, "ar")).toBe("السبت – الأحد");
    expect(weekdaySpan(5, 5, "en")).toBe("Friday");
  });
});
