import { describe, expect, it } from "vitest";
import { isolateLtrRuns } from "./bidi";

describe("isolateLtrRuns", () => {
  it("isolates a phone number and an e-mail address in an Arabic sentence", () => {
    expect(isolateLtrRuns("خدمة الضيوف: +20 2 1600 0000، من السبت")).toBe("خدمة الضيوف: \u2068+20 2 1600 0000\u2069، من السبت");
    expect(isolateLtrRuns("راسلنا على guests@skiegypt.example اليوم")).toBe("راسلنا على \u2068guests@skiegypt.example\u2069 اليوم");
  });
  it("leaves short numbers, times, years and percentages alone", () => {
    const text = "من 10 صباحًا حتى 7 مساءً، 2025، وفّر 15%";
    expect(isolateLtrRuns(text)).toBe(text);
  });
  it("does not isolate a run twice", () => {
    const once = isolateLtrRuns("اتصل على +971 4 409 4000");
    expect(isolateLtrRuns(once)).toBe(once);
  });
});
