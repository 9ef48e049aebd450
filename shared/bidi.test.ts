import { describe, expect, it } from "vitest";
import { isolateLtrRuns, isolateLtrRunsInMarkup, ltrRunsIsolatedIn, ltrRunsIsolatedInMarkup } from "./bidi";

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

describe("isolateLtrRunsInMarkup", () => {
  it("isolates the runs of the text and leaves tags and attributes alone", () => {
    const html = '<p>اتصل على +968 2455 0103 أو <a href="mailto:guests@snowoman.example">guests@snowoman.example</a>.</p><a href="tel:+96824550103">اتصل</a>';
    expect(isolateLtrRunsInMarkup(html)).toBe(
      '<p>اتصل على \u2068+968 2455 0103\u2069 أو <a href="mailto:guests@snowoman.example">\u2068guests@snowoman.example\u2069</a>.</p><a href="tel:+96824550103">اتصل</a>',
    );
  });
  it("is applied in Arabic only", () => {
    expect(ltrRunsIsolatedInMarkup("en", "<p>Call +968 2455 0103</p>")).toBe("<p>Call +968 2455 0103</p>");
    expect(ltrRunsIsolatedIn("ar", "اتصل على +968 2455 0103")).toBe("اتصل على \u2068+968 2455 0103\u2069");
  });
});
