// Base64url without padding, one writing for the worker's secrets, cursors and sealed tokens.
import { describe, expect, it } from "vitest";
import { base64url, fromBase64url } from "./base64url";

describe("base64url", () => {
  it("writes the URL-safe alphabet without padding, and reads back the same bytes", () => {
    const bytes = Uint8Array.from([251, 255, 191, 0, 1]);
    expect(base64url(bytes)).toBe("-_-_AAE");
    expect(fromBase64url("-_-_AAE")).toEqual(bytes);
    for (const length of [0, 1, 2, 3, 31, 32]) {
      const random = crypto.getRandomValues(new Uint8Array(length));
      expect(base64url(random)).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(fromBase64url(base64url(random))).toEqual(random);
    }
  });

  it("refuses text outside the alphabet: standard base64's + and /, padding, dots, spaces, control and bidi characters", () => {
    for (const bad of ["a+b", "a/b", "YQ==", "a.b", "a b", "a\u0000", "a\u202Eb", "A"]) expect(fromBase64url(bad)).toBeNull();
  });
});
