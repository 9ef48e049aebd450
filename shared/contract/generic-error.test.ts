// An error page's words: the busy words for a page whose database stayed locked, the words of any failure otherwise.
import { describe, expect, it } from "vitest";
import { BUSY_STATUS, GENERIC_ERROR, errorWordsOf } from "./generic-error";

describe("errorWordsOf", () => {
  it("words a busy page as busy, asking for a reload, in both languages", () => {
    expect(BUSY_STATUS).toBe(503);
    expect(errorWordsOf(503, "en")).toEqual({ title: "The shop is busy", body: "The shop is busy for a moment. Please reload the page in a few seconds.", retry: "Try again" });
    expect(errorWordsOf(503, "ar")).toEqual({ title: "المتجر مشغول", body: "المتجر مشغول للحظات. يرجى إعادة تحميل الصفحة بعد بضع ثوانٍ.", retry: "حاول مرة أخرى" });
  });

  it("words every other failure as the generic error, with no line under it and no asking again", () => {
    for (const status of [500, 502, 504, 400]) {
      expect(errorWordsOf(status, "en")).toEqual({ title: GENERIC_ERROR.en, body: "", retry: null });
      expect(errorWordsOf(status, "ar")).toEqual({ title: GENERIC_ERROR.ar, body: "", retry: null });
    }
  });
});
