import { describe, expect, it } from "vitest";
import { MEMBER_TITLES, genderOfTitle } from "./members";
import { GUEST_TITLES } from "./titles";

describe("the member contract", () => {
  it("gives members the guest form's titles (two literals, so the header's code needs no order contract)", () => {
    expect(MEMBER_TITLES).toEqual(GUEST_TITLES);
  });
  it("takes the gender from the title", () => {
    expect(MEMBER_TITLES.map(genderOfTitle)).toEqual(["male", "female", "female", "female"]);
  });
});
