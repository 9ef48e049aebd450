// The guest counter a visitor presses: limits per type and in total, and never fewer than one guest.
import { describe, expect, it } from "vitest";
import type { GuestCounts } from "../catalogue";
import {
  GUEST_DEFAULT_MAX_TOTAL,
  GUEST_MAX_PER_TYPE,
  MIN_TOTAL_GUESTS,
  canDecrement,
  canIncrement,
  clampToEnabled,
  decrementGuest,
  enabledGuestTypes,
  guestTypesOf,
  incrementGuest,
  setGuestCount,
  totalGuests,
} from "./guests";

const counts = (adult: number, junior = 0, child = 0, infant = 0): GuestCounts => ({ adult, junior, child, infant });

describe("guest limits", () => {
  it("are the spec's numbers", () => {
    expect(GUEST_MAX_PER_TYPE).toBe(12);
    expect(GUEST_DEFAULT_MAX_TOTAL).toBe(36);
    expect(MIN_TOTAL_GUESTS).toBe(1);
    expect(totalGuests(counts(2, 3, 4, 1))).toBe(10);
  });
});

describe("plus", () => {
  it("adds up to 12 of a type and stops there", () => {
    expect(canIncrement(counts(11), "adult")).toBe(true);
    expect(incrementGuest(counts(11), "adult")).toEqual(counts(12));
    expect(canIncrement(counts(12), "adult")).toBe(false);
    expect(incrementGuest(counts(12), "adult")).toEqual(counts(12));
    // 13 is never reached; other types still count up.
    expect(canIncrement(counts(12), "junior")).toBe(true);
  });

  it("stops when the total reaches 36 by default", () => {
    expect(totalGuests(counts(12, 12, 11))).toBe(35);
    expect(canIncrement(counts(12, 12, 11), "child")).toBe(true);
    const full = incrementGuest(counts(12, 12, 11), "child");
    expect(totalGuests(full)).toBe(36);
    expect(canIncrement(full, "infant")).toBe(false);
    expect(incrementGuest(full, "infant")).toEqual(full);
    expect(totalGuests(incrementGuest(full, "infant"))).not.toBe(37);
  });

  it("uses the day's maxTotal instead when it sets one, and 36 when it is null", () => {
    expect(canIncrement(counts(4), "adult", 5)).toBe(true);
    expect(canIncrement(counts(5), "adult", 5)).toBe(false);
    expect(canIncrement(counts(3, 2), "child", 5)).toBe(false);
    expect(canIncrement(counts(12, 12, 11), "infant", null)).toBe(true);
    expect(canIncrement(counts(12, 12, 12), "infant", null)).toBe(false);
    // A larger maxTotal lifts the total limit but never the 12 per type.
    expect(canIncrement(counts(12, 12, 12), "infant", 40)).toBe(true);
    expect(canIncrement(counts(12, 12, 12, 3), "adult", 40)).toBe(false);
  });

  it("does not change the counts it was given", () => {
    const before = counts(1);
    incrementGuest(before, "adult");
    expect(before).toEqual(counts(1));
  });
});

describe("minus", () => {
  it("is blocked at zero", () => {
    expect(canDecrement(counts(2, 0), "junior")).toBe(false);
    expect(decrementGuest(counts(2, 0), "junior")).toEqual(counts(2, 0));
  });

  it("never removes the last guest", () => {
    expect(canDecrement(counts(1), "adult")).toBe(false);
    expect(decrementGuest(counts(1), "adult")).toEqual(counts(1));
    expect(canDecrement(counts(0, 0, 1), "child")).toBe(false);
  });

  it("removes a guest while another remains", () => {
    expect(canDecrement(counts(2), "adult")).toBe(true);
    expect(decrementGuest(counts(2), "adult")).toEqual(counts(1));
    expect(decrementGuest(counts(1, 1), "adult")).toEqual(counts(0, 1));
  });
});

describe("enabledGuestTypes", () => {
  const none = { hide_adult: false, hide_junior: false, hide_child: false };

  it("offers adult, junior and child, never infant", () => {
    expect(enabledGuestTypes(none)).toEqual(["adult", "junior", "child"]);
  });

  it("leaves out what the site hides", () => {
    expect(enabledGuestTypes({ ...none, hide_junior: true })).toEqual(["adult", "child"]);
    expect(enabledGuestTypes({ ...none, hide_adult: true })).toEqual(["junior", "child"]);
    expect(enabledGuestTypes({ hide_adult: true, hide_junior: true, hide_child: false })).toEqual(["child"]);
  });

  it("keeps adult when all three are hidden", () => {
    expect(enabledGuestTypes({ hide_adult: true, hide_junior: true, hide_child: true })).toEqual(["adult"]);
  });
});

describe("guestTypesOf", () => {
  it("offers adult, junior and child when the site configuration is missing or sets no switch", () => {
    expect(guestTypesOf(null)).toEqual(["adult", "junior", "child"]);
    expect(guestTypesOf(undefined)).toEqual(["adult", "junior", "child"]);
    expect(guestTypesOf({})).toEqual(["adult", "junior", "child"]);
  });

  it("leaves out what the site configuration hides, keeping adult when it hides all three", () => {
    expect(guestTypesOf({ hide_junior: true })).toEqual(["adult", "child"]);
    expect(guestTypesOf({ hide_adult: true, hide_junior: false, hide_child: true })).toEqual(["junior"]);
    expect(guestTypesOf({ hide_adult: true, hide_junior: true, hide_child: true })).toEqual(["adult"]);
  });
});

describe("clampToEnabled", () => {
  it("zeroes the types not offered", () => {
    expect(clampToEnabled(counts(2, 1, 3, 1), ["adult", "child"])).toEqual(counts(2, 0, 3, 0));
  });

  it("puts one adult back when nothing offered is left", () => {
    expect(clampToEnabled(counts(0, 2), ["adult", "child"])).toEqual(counts(1));
    expect(clampToEnabled(counts(0, 0, 0, 0), ["adult", "junior", "child"])).toEqual(counts(1));
  });

  it("uses the first offered type when adults are hidden", () => {
    expect(clampToEnabled(counts(3), ["junior", "child"])).toEqual(counts(0, 1));
  });

  it("caps a type at 12", () => {
    expect(clampToEnabled(counts(20), ["adult"])).toEqual(counts(12));
  });
});

describe("a typed count (setGuestCount)", () => {
  it("takes a count within the limits", () => {
    expect(setGuestCount(counts(1), "junior", 3)).toEqual(counts(1, 3));
    expect(setGuestCount(counts(1), "adult", 0 + GUEST_MAX_PER_TYPE)).toEqual(counts(GUEST_MAX_PER_TYPE));
  });

  it("caps a type at 12 and the total at the limit in force", () => {
    expect(setGuestCount(counts(1), "adult", 40)).toEqual(counts(GUEST_MAX_PER_TYPE));
    expect(setGuestCount(counts(12, 12), "child", 12)).toEqual(counts(12, 12, GUEST_DEFAULT_MAX_TOTAL - 24));
    expect(setGuestCount(counts(12, 12, 11), "child", 12)).toEqual(counts(12, 12, 12));
    expect(setGuestCount(counts(2, 1), "junior", 5, 4)).toEqual(counts(2, 2));
  });

  it("refuses to leave no guest, and takes zero of a type while others remain", () => {
    expect(setGuestCount(counts(1), "adult", 0)).toBeNull();
    expect(setGuestCount(counts(1, 1), "adult", 0)).toEqual(counts(0, 1));
    expect(setGuestCount(counts(1), "adult", -3)).toBeNull();
  });
});
