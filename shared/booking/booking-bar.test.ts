// The booking bar's steps: which steps an experience has, when they unlock and what a search still needs.
import { describe, expect, it } from "vitest";
import {
  MOBILE_STEP_DELAY_AFTER_DATE_MS,
  MOBILE_STEP_DELAY_AFTER_EXPERIENCE_MS,
  experienceDiscipline,
  lessonRoute,
  missingSearchStep,
  stepEnabled,
  stepsFor,
} from "./booking-bar";

const dated = { ski_school_experience_category_type: 0 };
const ski = { ski_school_experience_category_type: 1 };
const snowboard = { ski_school_experience_category_type: 2 };

describe("experience types", () => {
  it("treats 0 and null as dated passes, 1 as ski and anything else as snowboard", () => {
    expect(experienceDiscipline(0)).toBeNull();
    expect(experienceDiscipline(null)).toBeNull();
    expect(experienceDiscipline(undefined)).toBeNull();
    expect(experienceDiscipline(1)).toBe("ski");
    expect(experienceDiscipline(2)).toBe("snowboard");
    expect(experienceDiscipline(7)).toBe("snowboard");
  });

  it("gives dated passes Date and People, ski school Level and Age", () => {
    expect(stepsFor(0)).toEqual(["experience", "date", "people"]);
    expect(stepsFor(null)).toEqual(["experience", "date", "people"]);
    expect(stepsFor(1)).toEqual(["experience", "level", "age"]);
    expect(stepsFor(2)).toEqual(["experience", "level", "age"]);
    expect(lessonRoute("ski")).toBe("ski-lessons");
    expect(lessonRoute("snowboard")).toBe("snowboard-lessons");
  });

  it("keeps the spec's mobile delays", () => {
    expect(MOBILE_STEP_DELAY_AFTER_EXPERIENCE_MS).toBe(766);
    expect(MOBILE_STEP_DELAY_AFTER_DATE_MS).toBe(500);
  });
});

describe("missingSearchStep", () => {
  it("asks for an experience first", () => {
    expect(missingSearchStep({ experience: null, date: { fullDate: "2030-01-01" }, level: { id: 1 } })).toBe("experience");
  });

  it("asks a dated experience for its date, not a level", () => {
    expect(missingSearchStep({ experience: dated, date: null, level: { id: 2 } })).toBe("date");
    expect(missingSearchStep({ experience: dated, date: { fullDate: "2030-01-01" }, level: null })).toBeNull();
  });

  it("asks a ski-school experience for its level, not a date", () => {
    expect(missingSearchStep({ experience: ski, date: { fullDate: "2030-01-01" }, level: null })).toBe("level");
    expect(missingSearchStep({ experience: snowboard, date: null, level: { id: 3 } })).toBeNull();
  });
});

describe("stepEnabled", () => {
  it("opens later steps only once the earlier value exists", () => {
    const none = { experience: null, date: null, level: null };
    expect(stepEnabled("experience", none)).toBe(true);
    expect(stepEnabled("date", none)).toBe(false);
    expect(stepEnabled("people", none)).toBe(false);
    expect(stepEnabled("date", { ...none, experience: dated })).toBe(true);
    expect(stepEnabled("people", { ...none, experience: dated })).toBe(false);
    expect(stepEnabled("people", { ...none, experience: dated, date: { fullDate: "2030-01-01" } })).toBe(true);
    expect(stepEnabled("age", { ...none, experience: ski })).toBe(false);
    expect(stepEnabled("age", { ...none, experience: ski, level: { id: 2 } })).toBe(true);
  });
});
