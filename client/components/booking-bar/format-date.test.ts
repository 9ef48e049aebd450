// Date labels of the booking bar in both languages.
import { describe, expect, it } from "vitest";
import { searchDateLabels } from "./format-date";

describe("searchDateLabels", () => {
  it("writes English dates day first", () => {
    expect(searchDateLabels("2030-12-13", "en")).toEqual({ shortDate: "13 Dec", selectedDate: "Fri, 13 Dec 2030" });
  });

  it("writes Arabic month names with Latin digits", () => {
    const { shortDate, selectedDate } = searchDateLabels("2030-12-13", "ar");
    expect(shortDate).toMatch(/13/);
    expect(shortDate).toMatch(/ديسمبر/);
    expect(selectedDate).toMatch(/2030/);
  });

  it("keeps a malformed key as it is", () => {
    expect(searchDateLabels("soon", "en")).toEqual({ shortDate: "soon", selectedDate: "soon" });
  });
});
