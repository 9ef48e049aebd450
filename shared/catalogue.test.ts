// The availability search answer shared by the provider, the upstream proxy and the pages.
import { describe, expect, it } from "vitest";
import { EMPTY_SEARCH_AVAILABILITY, searchAvailabilityAnswerSchema } from "./catalogue";

const day = { date: "2026-06-12", isActive: true, maxAvailability: 3, countAvailability: 9, maxTotal: null, performanceList: [], price: 10, color_code_tag: "green" };

describe("searchAvailabilityAnswerSchema", () => {
  it("keeps each code's own days beside the merged ones", () => {
    const answer = { error: { code: 200 }, dayList: [day], codeList: [{ code: "sp.evt", dayList: [day] }] };
    expect(searchAvailabilityAnswerSchema.parse(answer)).toEqual(answer);
  });

  it("reads an answer without codeList (the spec's shape alone) as one with an empty list", () => {
    expect(searchAvailabilityAnswerSchema.parse({ error: { code: 200 }, dayList: [day] }).codeList).toEqual([]);
    expect(searchAvailabilityAnswerSchema.parse(EMPTY_SEARCH_AVAILABILITY)).toEqual({ error: { code: 200 }, dayList: [], codeList: [] });
  });

  it("refuses a code list whose days do not fit the availability day", () => {
    const bad = { error: { code: 200 }, dayList: [], codeList: [{ code: "sp.evt", dayList: [{ ...day, date: "2026-02-30" }] }] };
    expect(searchAvailabilityAnswerSchema.safeParse(bad).success).toBe(false);
    expect(searchAvailabilityAnswerSchema.safeParse({ error: { code: 200 }, dayList: [], codeList: {} }).success).toBe(false);
  });
});
