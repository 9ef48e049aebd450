// The personal-details form: prefilled from the member's information, the §5 rules and messages in both languages,
// the apply-info request, and the server's 400 issues on their fields.
import { describe, expect, it } from "vitest";
import type { MemberInformation } from "../../shared/contract/member-schemas";
import { applyRequestOf, errorsOfIssues, firstProfileError, profileChanged, profileValuesOf, validateProfile } from "./profile-form";

const TODAY = "2026-05-10";
const SARA: MemberInformation = {
  email: "sara.share@example.com",
  title: "ms",
  firstName: "Sara",
  lastName: "Al Mansoori",
  gender: "female",
  dateOfBirth: "1992-04-18",
  nationality: "AE",
  countryOfResidence: "AE",
  mobile: { number: "+971501234567", region: "ae", dialCode: "+971" },
  isShareMember: true,
  shareMemberId: "SH1",
};

describe("personal details form", () => {
  it("is prefilled from the member's information, the mobile split into country code and number", () => {
    expect(profileValuesOf(SARA, "om")).toEqual({
      title: "ms",
      firstName: "Sara",
      lastName: "Al Mansoori",
      dateOfBirth: "1992-04-18",
      nationality: "AE",
      countryOfResidence: "AE",
      mobileRegion: "ae",
      mobile: "501234567",
    });
    const empty = profileValuesOf({ ...SARA, title: null, dateOfBirth: null, nationality: null, mobile: null }, "om");
    expect(empty).toMatchObject({ title: "", dateOfBirth: "", nationality: "", mobileRegion: "om", mobile: "" });
  });

  it("a valid form has no errors and gives the apply-info request", () => {
    const values = profileValuesOf(SARA, "ae");
    expect(validateProfile(values, "en", TODAY)).toEqual({});
    expect(applyRequestOf({ ...values, mobile: "050 123 4567", firstName: "  Sara   Noor " }, TODAY)).toEqual({
      title: "ms",
      firstName: "Sara Noor",
      lastName: "Al Mansoori",
      dateOfBirth: "1992-04-18",
      nationality: "AE",
      countryOfResidence: "AE",
      mobile: "+971501234567",
      mobileRegion: "ae",
    });
  });

  it("says each field's first error in English and Arabic", () => {
    const bad = { title: "", firstName: "S", lastName: "Al-Mansoori", dateOfBirth: "2015-01-01", nationality: "", countryOfResidence: "XX", mobileRegion: "ae", mobile: "12" };
    expect(validateProfile(bad, "en", TODAY)).toEqual({
      title: "Please select the title.",
      firstName: "The first name field must be at least 2 characters.",
      lastName: "The last name field may only contain alphabetic characters.",
      dateOfBirth: "User age must be more than 18 years",
      nationality: "Please select the nationality.",
      countryOfResidence: "Please enter a valid country of residence.",
      mobile: "Wrong mobile number format.",
    });
    const ar = validateProfile({ ...bad, firstName: "" }, "ar", TODAY);
    expect(ar.firstName).toBe("يرجى إدخال الاسم الأول.");
    expect(ar.dateOfBirth).toBe("يجب أن يكون عمر المستخدم أكثر من 18 سنة");
    expect(ar.mobile).toBe("صيغة رقم الهاتف المحمول غير صحيحة.");
    expect(applyRequestOf(bad, TODAY)).toBeNull();
  });

  it("an 18th birthday today is old enough; the day before is not", () => {
    const values = profileValuesOf(SARA, "ae");
    expect(validateProfile({ ...values, dateOfBirth: "2008-05-10" }, "en", TODAY).dateOfBirth).toBeUndefined();
    expect(validateProfile({ ...values, dateOfBirth: "2008-05-11" }, "en", TODAY).dateOfBirth).toBe("User age must be more than 18 years");
    expect(validateProfile({ ...values, dateOfBirth: "" }, "en", TODAY).dateOfBirth).toBe("Please enter the date of birth.");
  });

  it("puts the server's 400 issues on their fields, the first of each", () => {
    const errors = errorsOfIssues([
      { field: "firstName", message: "may only contain letters and spaces" },
      { field: "firstName", message: "second" },
      { field: "mobile", message: "mobile is + then the country code and number" },
      { field: "unknown", message: "x" },
    ]);
    expect(errors).toEqual({ firstName: "may only contain letters and spaces", mobile: "mobile is + then the country code and number" });
    expect(firstProfileError(errors)).toBe("firstName");
  });

  it("knows when the member changed something", () => {
    const values = profileValuesOf(SARA, "ae");
    expect(profileChanged(values, { ...values, firstName: " Sara " })).toBe(false);
    expect(profileChanged(values, { ...values, lastName: "Noor" })).toBe(true);
  });
});
