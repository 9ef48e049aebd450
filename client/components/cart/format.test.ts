import { describe, expect, it } from "vitest";
import { slotTimeLabel } from "./format";

describe("slotTimeLabel", () => {
  it("prints a slot on a 12-hour clock with AM or PM", () => {
    expect(slotTimeLabel("14:30", "en")).toBe("2:30 PM");
    expect(slotTimeLabel("09:05", "en")).toBe("9:05 AM");
  });
  it("prints midnight and noon as 12", () => {
    expect(slotTimeLabel("00:15", "en")).toBe("12:15 AM");
    expect(slotTimeLabel("12:00", "en")).toBe("12:00 PM");
  });
  it("uses the Arabic AM/PM words with Western digits", () => {
    expect(slotTimeLabel("16:45", "ar")).toBe("4:45 م");
    expect(slotTimeLabel("10:00", "ar")).toBe("10:00 ص");
  });
  it("gives back what is not a time", () => {
    expect(slotTimeLabel("later", "en")).toBe("later");
    expect(slotTimeLabel("25:00", "en")).toBe("25:00");
  });
});
