import { describe, expect, it } from "vitest";
import { clockLabel, clockRange } from "./clock";

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
