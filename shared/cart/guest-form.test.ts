import { describe, expect, it } from "vitest";
import { GUEST_DATE_OF_BIRTH_PLACEHOLDER } from "../contract/orders";
import { guestTokenRequestSchema } from "../contract/order-schemas";
import {
  type FieldRule,
  type GuestFormValues,
  GUEST_FIELD_LABELS,
  GUEST_TITLE_LABELS,
  STAFF_EMAIL_MESSAGE,
  guestInfoOf,
  guestTokenRequestOf,
  isGuestFormValid,
  passesRule,
  ruleMessage,
  validateField,
  validateGuestForm,
} from "./guest-form";

const TODAY = "2026-07-01";
const valid: GuestFormValues = {
  title: "mr",
  firstName: "Omar",
  lastName: "Al Hashimi",
  email: "omar@example.com",
  mobileRegion: "ae",
  mobile: "050 123 4567",
  countryOfResidence: "ae",
  terms: true,
};

describe("rules", () => {
  it("required trims and treats an empty number as missing", () => {
    expect(passesRule({ rule: "required" }, "  ")).toBe(false);
    expect(passesRule({ rule: "required" }, " a ")).toBe(true);
    expect(passesRule({ rule: "required" }, null)).toBe(false);
    expect(passesRule({ rule: "required" }, { region: "ae", number: "" })).toBe(false);
  });
  it("phone needs a country code and a number of the right shape", () => {
    const phone: FieldRule = { rule: "phone" };
    expect(passesRule(phone, { region: "ae", number: "501234567" })).toBe(true);
    expect(passesRule(phone, { region: "ae", number: "" })).toBe(false);
    expect(passesRule(phone, { region: "", number: "501234567" })).toBe(false);
    expect(passesRule(phone, { region: "ae", number: "5012" })).toBe(false);
    expect(passesRule(phone, { region: "zz", number: "501234567" })).toBe(false);
    expect(passesRule(phone, { region: "om", number: "92123456" })).toBe(true);
    expect(passesRule(phone, { region: "eg", number: "01001234567" })).toBe(true);
    expect(passesRule(phone, { region: "", number: "" })).toBe(true);
  });
  it("checkbox passes unless false", () => {
    expect(passesRule({ rule: "checkbox" }, false)).toBe(false);
    expect(passesRule({ rule: "checkbox" }, true)).toBe(true);
  });
  it("email uses the shop's pattern; optional rules let an empty value pass", () => {
    expect(passesRule({ rule: "email" }, " a@b.co ")).toBe(true);
    expect(passesRule({ rule: "email" }, "a@b")).toBe(false);
    expect(passesRule({ rule: "email" }, "")).toBe(true);
  });
  it("password needs 8 characters, upper, lower and a digit", () => {
    expect(passesRule({ rule: "password" }, "Abcdefg1")).toBe(true);
    expect(passesRule({ rule: "password" }, "Abcdef1")).toBe(false);
    expect(passesRule({ rule: "password" }, "abcdefg1")).toBe(false);
    expect(passesRule({ rule: "password" }, "ABCDEFG1")).toBe(false);
    expect(passesRule({ rule: "password" }, "Abcdefgh")).toBe(false);
  });
  it("regex, min, max and alpha_spaces (letters of any script)", () => {
    expect(passesRule({ rule: "regex", pattern: /^\d+$/g }, "123")).toBe(true);
    expect(passesRule({ rule: "regex", pattern: /^\d+$/g }, "12a")).toBe(false);
    expect(passesRule({ rule: "min", length: 2 }, "ab")).toBe(true);
    expect(passesRule({ rule: "min", length: 2 }, " a ")).toBe(false);
    expect(passesRule({ rule: "max", length: 3 }, "abcd")).toBe(false);
    expect(passesRule({ rule: "alpha_spaces" }, "محمد عبد الله")).toBe(true);
    expect(passesRule({ rule: "alpha_spaces" }, "Zoë Ångström")).toBe(true);
    expect(passesRule({ rule: "alpha_spaces" }, "O'Neil")).toBe(false);
    expect(passesRule({ rule: "alpha_spaces" }, "Anne-Marie")).toBe(false);
    expect(passesRule({ rule: "alpha_spaces" }, "R2D2")).toBe(false);
  });
  it("date of birth: whole years on today, either format", () => {
    const rule: FieldRule = { rule: "date_of_birth", minAge: 10, today: TODAY };
    expect(passesRule(rule, "01 Jul 2016")).toBe(true);
    expect(passesRule(rule, "2016-07-02")).toBe(false);
    expect(passesRule(rule, "31 Feb 2000")).toBe(false);
    expect(passesRule(rule, "2030-01-01")).toBe(false);
  });
  it("date range includes both ends", () => {
    const rule: FieldRule = { rule: "date_range", minAge: 3, maxAge: 6, today: TODAY };
    expect(passesRule(rule, "2023-07-01")).toBe(true);
    expect(passesRule(rule, "2023-07-02")).toBe(false);
    expect(passesRule(rule, "2019-07-02")).toBe(true);
    expect(passesRule(rule, "2019-07-01")).toBe(false);
  });
});

describe("messages", () => {
  const label = "first name";
  it("read as the spec words them in English", () => {
    expect(ruleMessage({ rule: "required" }, label, "en")).toBe("Please enter the first name.");
    expect(ruleMessage({ rule: "phone" }, label, "en")).toBe("Wrong mobile number format.");
    expect(ruleMessage({ rule: "regex", pattern: /x/ }, "title", "en")).toBe("Please enter a valid title.");
    expect(ruleMessage({ rule: "checkbox" }, "the terms and conditions", "en")).toBe("Please agree to the terms and conditions.");
    expect(ruleMessage({ rule: "email" }, "email", "en")).toBe("Please enter a valid email address, so we can reach you.");
    expect(ruleMessage({ rule: "email" }, "email", "ar")).toMatch(/\.$/);
    expect(ruleMessage({ rule: "required", choice: true }, "title", "en")).toBe("Please select the title.");
    expect(ruleMessage({ rule: "required", choice: true }, "بلد الإقامة", "ar")).toBe("يرجى اختيار بلد الإقامة.");
    expect(ruleMessage({ rule: "safe_text" }, label, "en")).toBe("The first name field may not contain invisible or direction characters.");
    expect(ruleMessage({ rule: "password" }, "password", "en")).toBe("The password is too weak.");
    expect(ruleMessage({ rule: "min", length: 2 }, label, "en")).toBe("The first name field must be at least 2 characters.");
    expect(ruleMessage({ rule: "max", length: 50 }, label, "en")).toBe("The first name field may not be greater than 50 characters.");
    expect(ruleMessage({ rule: "alpha_spaces" }, label, "en")).toBe("The first name field may only contain alphabetic characters.");
  });
  it("word the age rules by their bounds", () => {
    const dob = (minAge: number) => ruleMessage({ rule: "date_of_birth", minAge, today: TODAY }, "date of birth", "en");
    expect(dob(2)).toBe("User age must be more than 2 years");
    expect(dob(10)).toBe("User age must be more than 10 years");
    expect(dob(16)).toBe("User age must be more than 16 years");
    const range = (minAge: number, maxAge: number, locale: "en" | "ar" = "en") =>
      ruleMessage({ rule: "date_range", minAge, maxAge, today: TODAY }, "date of birth", locale);
    expect(range(14, 99)).toBe("User's age must be 14 years or older");
    expect(range(7, 13)).toBe("User's age must be between 7-13 years");
    expect(range(0, 2)).toBe("User's age must be less than 2 years");
    expect(range(14, 99, "ar")).toBe("يجب أن يكون عمر المستخدم 14 سنة أو أكثر");
    expect(range(0, 2, "ar")).toBe("يجب أن يكون عمر المستخدم أقل من سنتين");
    expect(range(7, 13, "ar")).toBe("يجب أن يكون عمر المستخدم بين 7 و13 سنة");
    expect(range(3, 6, "ar")).toBe("يجب أن يكون عمر المستخدم بين 3 و6 سنوات");
    expect(range(1, 99, "ar")).toBe("يجب أن يكون عمر المستخدم سنة واحدة أو أكثر");
    expect(dob(1)).toBe("User age must be more than 1 year");
  });
  it("count the characters of a length rule in the form each count takes", () => {
    const length = (rule: "min" | "max", n: number, locale: "en" | "ar") => ruleMessage({ rule, length: n }, locale === "ar" ? "الاسم" : "name", locale);
    expect(length("min", 2, "ar")).toBe("يجب ألا يقل حقل الاسم عن حرفين.");
    expect(length("min", 3, "ar")).toBe("يجب ألا يقل حقل الاسم عن 3 أحرف.");
    expect(length("max", 50, "ar")).toBe("يجب ألا يزيد حقل الاسم عن 50 حرفًا.");
    expect(length("max", 254, "ar")).toBe("يجب ألا يزيد حقل الاسم عن 254 حرفًا.");
    expect(length("max", 1, "en")).toBe("The name field may not be greater than 1 character.");
  });
  it("exist in Arabic for every rule", () => {
    const rules: FieldRule[] = [
      { rule: "required" }, { rule: "phone" }, { rule: "regex", pattern: /x/ }, { rule: "checkbox" }, { rule: "email" },
      { rule: "password" }, { rule: "date_of_birth", minAge: 2, today: TODAY }, { rule: "date_range", minAge: 3, maxAge: 6, today: TODAY },
      { rule: "min", length: 2 }, { rule: "max", length: 50 }, { rule: "alpha_spaces" }, { rule: "safe_text" },
      { rule: "required", choice: true },
    ];
    for (const rule of rules) {
      const ar = ruleMessage(rule, "الاسم الأول", "ar");
      expect(ar, rule.rule).toMatch(/[\u0600-\u06FF]/);
      expect(ar, rule.rule).not.toBe(ruleMessage(rule, "first name", "en"));
    }
    expect(ruleMessage({ rule: "required" }, "الاسم الأول", "ar")).toBe("يرجى إدخال الاسم الأول.");
    expect(ruleMessage({ rule: "date_of_birth", minAge: 2, today: TODAY }, "", "ar")).toBe("يجب أن يكون عمر المستخدم أكثر من سنتين");
    expect(ruleMessage({ rule: "date_of_birth", minAge: 10, today: TODAY }, "", "ar")).toBe("يجب أن يكون عمر المستخدم أكثر من 10 سنوات");
  });
  it("validateField gives the first failure only", () => {
    expect(validateField("", [{ rule: "required" }, { rule: "min", length: 2 }], "first name", "en")).toEqual({
      rule: "required",
      message: "Please enter the first name.",
    });
    expect(validateField("A", [{ rule: "required" }, { rule: "min", length: 2 }], "first name", "en")?.rule).toBe("min");
    expect(validateField("Al", [{ rule: "required" }, { rule: "min", length: 2 }], "first name", "en")).toBeNull();
  });
});

describe("validateGuestForm", () => {
  it("accepts a complete guest", () => {
    expect(validateGuestForm(valid, "en")).toEqual({});
    expect(isGuestFormValid(valid)).toBe(true);
    expect(validateGuestForm({ ...valid, firstName: "  محمد ", lastName: "الهاشمي", title: "MRS" }, "ar")).toEqual({});
  });
  it("gives each field's first error in English", () => {
    const errors = validateGuestForm(
      { title: "", firstName: "J", lastName: "Smith3", email: "nope", mobileRegion: "ae", mobile: "", countryOfResidence: "", terms: false },
      "en",
    );
    expect(errors).toEqual({
      title: "Please select the title.",
      firstName: "The first name field must be at least 2 characters.",
      lastName: "The last name field may only contain alphabetic characters.",
      email: "Please enter a valid email address, so we can reach you.",
      mobile: "Please enter the mobile number.",
      countryOfResidence: "Please select the country of residence.",
      terms: "Please agree to the terms and conditions.",
    });
  });
  it("gives them in Arabic", () => {
    const errors = validateGuestForm({ ...valid, firstName: "", mobile: "12", terms: false }, "ar");
    expect(errors).toEqual({
      firstName: "يرجى إدخال الاسم الأول.",
      mobile: "صيغة رقم الهاتف المحمول غير صحيحة.",
      terms: "يرجى الموافقة على الشروط والأحكام.",
    });
  });
  it("rejects unknown titles and countries, over-long names and emails", () => {
    const errors = validateGuestForm(
      { ...valid, title: "dr", countryOfResidence: "zz", firstName: "a".repeat(51), email: `${"a".repeat(250)}@b.co`, mobileRegion: "" },
      "en",
    );
    expect(errors).toEqual({
      title: "Please enter a valid title.",
      firstName: "The first name field may not be greater than 50 characters.",
      email: "The email address field may not be greater than 254 characters.",
      mobile: "Wrong mobile number format.",
      countryOfResidence: "Please enter a valid country of residence.",
    });
  });
  it("says a name with an invisible or direction character may not contain them, in both languages", () => {
    // U+202E reverses what a reader sees; U+0007 and U+200B are invisible.
    for (const name of ["Sam\u202Eyrf", "Sa\u0007m", "Sa\u200Bm"]) {
      expect(validateGuestForm({ ...valid, lastName: name }, "en").lastName).toBe("The last name field may not contain invisible or direction characters.");
      expect(validateGuestForm({ ...valid, lastName: name }, "ar").lastName).toBe("يجب ألا يحتوي حقل اسم العائلة على أحرف غير مرئية أو أحرف تحكم في الاتجاه.");
    }
    expect(passesRule({ rule: "safe_text" }, "محمد عبد الله")).toBe(true);
  });
  it("with a staff discount applied, the guest's e-mail must be the staff e-mail (compared normalised)", () => {
    const staff = { staffEmail: "amira.haddad@maf.ae" };
    expect(validateGuestForm(valid, "en", staff)).toEqual({ email: STAFF_EMAIL_MESSAGE.en });
    expect(validateGuestForm(valid, "ar", staff)).toEqual({ email: STAFF_EMAIL_MESSAGE.ar });
    expect(validateGuestForm({ ...valid, email: " Amira.Haddad@MAF.ae " }, "en", staff)).toEqual({});
    // An empty or malformed e-mail gets its own rule's words first.
    expect(validateGuestForm({ ...valid, email: "" }, "en", staff).email).toBe("Please enter the email address.");
    expect(validateGuestForm(valid, "en", { staffEmail: null })).toEqual({});
    expect(STAFF_EMAIL_MESSAGE.ar).toMatch(/[\u0600-\u06FF]/);
  });
  it("has labels for every field in both languages", () => {
    expect(Object.keys(GUEST_FIELD_LABELS.ar)).toEqual(Object.keys(GUEST_FIELD_LABELS.en));
    expect(Object.keys(GUEST_TITLE_LABELS.ar)).toEqual(Object.keys(GUEST_TITLE_LABELS.en));
  });
});

describe("guest info and token request", () => {
  it("keeps the guest trimmed with the number's parts", () => {
    expect(guestInfoOf({ ...valid, firstName: "  Omar  ", lastName: "Al   Hashimi" })).toEqual({
      title: "mr",
      email: "omar@example.com",
      firstName: "Omar",
      lastName: "Al Hashimi",
      mobileDetails: { regionCode: "ae", countryCode: "971", significantMobileNumber: "501234567" },
      country_of_residence: "ae",
    });
    expect(guestInfoOf({ ...valid, terms: false })).toBeNull();
  });
  it("builds a generate-token payload the contract accepts", () => {
    const request = guestTokenRequestOf(guestInfoOf(valid)!, GUEST_DATE_OF_BIRTH_PLACEHOLDER);
    expect(request).toMatchObject({ mobile: "+971501234567", country: "AE", nationality: "AE", dateOfBirth: "1990-01-01" });
    expect(guestTokenRequestSchema.safeParse(request).success).toBe(true);
  });
});
