// Date keys as the shop writes them: in the page's language with Western digits, read as a calendar day.
import { describe, expect, it } from "vitest";
import { dateLocaleTag, formatDateKey } from "./date-key";

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

describe("formatDateKey", () => {
  it("writes a date key in English, day before month, in each style", () => {
    expect(formatDateKey("2026-06-12", "en")).toBe("Fri, 12 Jun 2026");
    expect(formatDateKey("2026-06-12", "en", "date")).toBe("Fri, 12 Jun 2026");
    expect(formatDateKey("2026-06-12", "en", "longDate")).toMatch(/^Friday,? 12 June 2026$/);
    expect(formatDateKey("2026-06-12", "en", "dayMonth")).toBe("12 Jun");
    expect(formatDateKey("2026-06-12", "en", "monthYear")).toBe("June 2026");
    expect(formatDateKey("2026-06-12", "en", "day")).toBe("12");
    expect(formatDateKey("2026-06-12", "en", "weekday")).toBe("Fri");
    expect(formatDateKey("2026-06-12", "en", "longWeekday")).toBe("Friday");
  });

  it("writes Arabic month and day names with Western digits", () => {
    expect(dateLocaleTag("ar")).toBe("ar-AE-u-nu-latn");
    expect(dateLocaleTag("en")).toBe("en-GB");
    const ar = formatDateKey("2026-12-13", "ar", "date");
    expect(ar).toContain("13");
    expect(ar).toContain("2026");
    expect(ar).toMatch(/ديسمبر/);
    expect(ar).not.toMatch(ARABIC_INDIC_DIGITS);
    expect(formatDateKey("2026-12-13", "ar", "monthYear")).toMatch(/ديسمبر 2026/);
    expect(formatDateKey("2026-12-13", "ar", "day")).toBe("13");
  });

  it("keeps the key's own day whatever the zone, at both ends of the year", () => {
    expect(formatDateKey("2026-01-01", "en")).toBe("Thu, 1 Jan 2026");
    expect(formatDateKey("2026-12-31", "en")).toBe("Thu, 31 Dec 2026");
  });

  it("gives a malformed or impossible key back as it is", () => {
    expect(formatDateKey("soon", "en")).toBe("soon");
    expect(formatDateKey("2026-02-30", "en", "dayMonth")).toBe("2026-02-30");
    expect(formatDateKey("", "ar")).toBe("");
  });
});
