import { describe, expect, it } from "vitest";
import { cachedFormat } from "./intl-cache";

describe("cachedFormat", () => {
  it("builds a format once per key and gives the same one back", () => {
    const cache = new Map<string, Intl.NumberFormat>();
    let built = 0;
    const make = () => {
      built++;
      return new Intl.NumberFormat("en-AE");
    };
    const first = cachedFormat(cache, "en", make);
    expect(cachedFormat(cache, "en", make)).toBe(first);
    expect(cachedFormat(cache, "ar", make)).not.toBe(first);
    expect(built).toBe(2);
  });
});
