// The visitor's time zone as sent to the CMS, and the language of an API call.
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_TIME_ZONE, browserTimeZone, localeOfCall } from "./locale";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("browserTimeZone", () => {
  it("is the zone the runtime reports", () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("falls back to the default zone (Dubai) when the runtime reports none or cannot say", () => {
    expect(DEFAULT_TIME_ZONE).toBe("Asia/Dubai");
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: "" };
    });
    expect(browserTimeZone()).toBe(DEFAULT_TIME_ZONE);
    expect(browserTimeZone("Asia/Muscat")).toBe("Asia/Muscat");
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(() => {
      throw new RangeError("no zone");
    });
    expect(browserTimeZone()).toBe(DEFAULT_TIME_ZONE);
  });
});

describe("localeOfCall", () => {
  it.each([
    ["ar", "en", "ar", "the Lang query first"],
    [undefined, "ar", "ar", "then the lang header"],
    ["fr", "ar", "ar", "an unknown Lang falls to the header"],
    [undefined, undefined, "en", "English without either"],
    ["AR", "Ar", "en", "no case folding: only the contract's spellings"],
    ["", "", "en", "empty values"],
  ] as const)("Lang %j, header %j → %s (%s)", (query, header, want, _why) => {
    expect(localeOfCall(query, header)).toBe(want);
  });
});
