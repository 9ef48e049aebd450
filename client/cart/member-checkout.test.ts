// A member at checkout: the guest form from the profile, and the profile change saved when the details were edited.
import { describe, expect, it } from "vitest";
import type { MemberInformation } from "../../shared/contract/member-schemas";
import { guestInfoOf } from "../../shared/cart/guest-form";
import { applyRequestOfGuest, guestDiffersFromProfile, guestValuesOfMember } from "./member-checkout";

const OMAR: MemberInformation = {
  email: "omar.member@example.com",
  title: "mr",
  firstName: "Omar",
  lastName: "Haddad",
  gender: "male",
  dateOfBirth: "1988-11-02",
  nationality: "OM",
  countryOfResidence: "OM",
  mobile: { number: "+96892123456", region: "om", dialCode: "+968" },
  isShareMember: false,
  shareMemberId: null,
};

describe("member checkout", () => {
  it("fills the guest form from the profile, the member's own e-mail, terms still to agree", () => {
    expect(guestValuesOfMember(OMAR, "omar.member@example.com", "ae")).toEqual({
      title: "mr",
      firstName: "Omar",
      lastName: "Haddad",
      email: "omar.member@example.com",
      mobileRegion: "om",
      mobile: "92123456",
      countryOfResidence: "om",
      terms: false,
    });
    expect(guestValuesOfMember(null, "x@example.com", "ae")).toMatchObject({ title: "", email: "x@example.com", mobileRegion: "ae" });
  });

  it("unchanged details are not saved again; edited ones make the apply-info request with the birth date kept", () => {
    const values = { ...guestValuesOfMember(OMAR, OMAR.email, "ae"), terms: true };
    const same = guestInfoOf(values)!;
    expect(guestDiffersFromProfile(OMAR, same)).toBe(false);
    const edited = guestInfoOf({ ...values, lastName: "Haddad Saleh", mobile: "91234567" })!;
    expect(guestDiffersFromProfile(OMAR, edited)).toBe(true);
    expect(applyRequestOfGuest(OMAR, edited)).toEqual({
      title: "mr",
      firstName: "Omar",
      lastName: "Haddad Saleh",
      dateOfBirth: "1988-11-02",
      nationality: "OM",
      countryOfResidence: "OM",
      mobile: "+96891234567",
      mobileRegion: "om",
    });
    // A new member has no birth date yet: it is left out (kept as it is), so they can still pay.
    const withoutBirthDate = applyRequestOfGuest({ ...OMAR, dateOfBirth: null }, edited);
    expect(withoutBirthDate).not.toBeNull();
    expect(withoutBirthDate).not.toHaveProperty("dateOfBirth");
  });
});
