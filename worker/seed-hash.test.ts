// The seed hash both embedded stores compare rows with: stable, short, and different for a changed text.
import { describe, expect, it } from "vitest";
import { seedHash } from "./seed-hash";

describe("seedHash", () => {
  it("is 16 hex digits and the same for the same text", () => {
    expect(seedHash('{"a":1}')).toMatch(/^[0-9a-f]{16}$/);
    expect(seedHash('{"a":1}')).toBe(seedHash('{"a":1}'));
    expect(seedHash("")).toMatch(/^[0-9a-f]{16}$/);
  });

  it("changes when one character changes, also outside ASCII", () => {
    expect(seedHash('{"a":1}')).not.toBe(seedHash('{"a":2}'));
    expect(seedHash("درس")).not.toBe(seedHash("دروس"));
  });
});
