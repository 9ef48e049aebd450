// The form rules and messages of booking-and-checkout §5 in English and Arabic, and the personal-details guest form
// built from them (title, names, email, mobile with country code, country of residence, terms).
// Plain functions: loaded by the personal-details page only, with the dial-code list.
import { ageInYears } from "../booking/ages";
import { GUEST_TITLES, type GuestTitle } from "../contract/orders";
import type { GuestTokenRequest } from "../contract/order-schemas";
import type { Locale } from "../locale";
import { type PluralText, countedText } from "../plural";
import { guestEmailBreaksStaffDiscount } from "../discounts";
import { isSafeText } from "../text";
import { ALPHA_SPACES_PATTERN, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH, isEmailAddress } from "../validation";
import { countryByIso2, isValidNationalNumber, normaliseNationalNumber } from "../dial-codes";
import type { GuestInfo } from "./state";

// ---------- Rules ----------
export interface PhoneValue {
  /** ISO alpha-2 of the chosen country code; empty when none chosen. */
  region: string;
  number: string;
}
export type FieldValue = string | boolean | PhoneValue | null | undefined;

export type FieldRule =
  /** `choice`: the field is chosen from a list (a dropdown), so the message asks to select it. */
  | { rule: "required"; choice?: boolean }
  | { rule: "phone" }
  | { rule: "regex"; pattern: RegExp }
  | { rule: "checkbox" }
  | { rule: "email" }
  | { rule: "password" }
  /** The age on `today` (YYYY-MM-DD) must be at least minAge. */
  | { rule: "date_of_birth"; minAge: number; today: string }
  /** The age on `today` must lie within minAge..maxAge, both included. */
  | { rule: "date_range"; minAge: number; maxAge: number; today: string }
  | { rule: "min"; length: number }
  | { rule: "max"; length: number }
  /** No control character and no invisible direction mark or override (shared/text.ts isSafeText). */
  | { rule: "safe_text" }
  | { rule: "alpha_spaces" };
export type RuleName = FieldRule["rule"];

/** Passwords need 8 characters with an upper-case and a lower-case letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
/** The age at which a date-range rule has no upper bound. */
export const OPEN_MAX_AGE = 99;

const isPhone = (v: FieldValue): v is PhoneValue => typeof v === "object" && v !== null;
const text = (v: FieldValue): string => (typeof v === "string" ? v.trim() : "");

function isEmpty(value: FieldValue): boolean {
  if (isPhone(value)) return value.number.trim() === "";
  if (typeof value === "boolean") return false;
  return text(value) === "";
}

/** True when the value passes the rule. Every rule but required, phone and checkbox lets an empty value pass. */
export function passesRule(rule: FieldRule, value: FieldValue): boolean {
  switch (rule.rule) {
    case "required":
      return !isEmpty(value);
    case "checkbox":
      return value !== false;
    case "phone": {
      if (!isPhone(value)) return text(value) === "";
      const region = value.region.trim();
      const number = value.number.trim();
      if (region === "" && number === "") return true;
      // A country code alone, or a number without one, is not a phone number.
      const country = countryByIso2(region);
      return country !== null && number !== "" && isValidNationalNumber(country, number);
    }
    default:
      break;
  }
  if (isEmpty(value)) return true;
  const v = text(value);
  switch (rule.rule) {
    case "regex":
      return new RegExp(rule.pattern.source, rule.pattern.flags.replace("g", "")).test(v);
    case "email":
      return isEmailAddress(v);
    case "password":
      return v.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v);
    case "date_of_birth": {
      const age = ageInYears(v, rule.today);
      return age !== null && age >= rule.minAge;
    }
    case "date_range": {
      const age = ageInYears(v, rule.today);
      return age !== null && age >= rule.minAge && age <= rule.maxAge;
    }
    case "min":
      return [...v].length >= rule.length;
    case "max":
      return [...v].length <= rule.length;
    case "safe_text":
      return isSafeText(v);
    case "alpha_spaces":
      return ALPHA_SPACES_PATTERN.test(v);
  }
}

// ---------- Messages ----------
/** Years and characters with their count, in the form each count takes (shared/plural.ts). */
const YEARS: Record<Locale, PluralText> = {
  en: { one: "{count} year", other: "{count} years" },
  ar: { zero: "{count} سنة", one: "سنة واحدة", two: "سنتين", few: "{count} سنوات", many: "{count} سنة", other: "{count} سنة" },
};
const CHARACTERS: Record<Locale, PluralText> = {
  en: { one: "{count} character", other: "{count} characters" },
  ar: { zero: "{count} حرف", one: "حرف واحد", two: "حرفين", few: "{count} أحرف", many: "{count} حرفًا", other: "{count} حرف" },
};

/** The message of a failed rule for a field label, in the page's language. */
export function ruleMessage(rule: FieldRule, label: string, locale: Locale): string {
  const ar = locale === "ar";
  const years = (n: number) => countedText(locale, n, YEARS[locale]);
  const characters = (n: number) => countedText(locale, n, CHARACTERS[locale]);
  switch (rule.rule) {
    case "required":
      if (rule.choice) return ar ? `يرجى اختيار ${label}.` : `Please select the ${label}.`;
      return ar ? `يرجى إدخال ${label}.` : `Please enter the ${label}.`;
    case "phone":
      return ar ? "صيغة رقم الهاتف المحمول غير صحيحة." : "Wrong mobile number format.";
    case "regex":
      return ar ? `يرجى إدخال ${label} بشكل صحيح.` : `Please enter a valid ${label}.`;
    case "checkbox":
      return ar ? `يرجى الموافقة على ${label}.` : `Please agree to ${label}.`;
    case "email":
      return ar
        ? "يرجى إدخال عنوان بريد إلكتروني صحيح حتى نتمكن من التواصل معك."
        : "Please enter a valid email address, so we can reach you.";
    case "password":
      return ar ? "كلمة المرور ضعيفة جدًا." : "The password is too weak.";
    case "date_of_birth":
      return ar ? `يجب أن يكون عمر المستخدم أكثر من ${years(rule.minAge)}` : `User age must be more than ${years(rule.minAge)}`;
    case "date_range":
      if (rule.maxAge >= OPEN_MAX_AGE) {
        return ar ? `يجب أن يكون عمر المستخدم ${years(rule.minAge)} أو أكثر` : `User's age must be ${years(rule.minAge)} or older`;
      }
      if (rule.minAge > 0) {
        return ar
          ? `يجب أن يكون عمر المستخدم بين ${rule.minAge} و${years(rule.maxAge)}`
          : `User's age must be between ${rule.minAge}-${years(rule.maxAge)}`;
      }
      return ar ? `يجب أن يكون عمر المستخدم أقل من ${years(rule.maxAge)}` : `User's age must be less than ${years(rule.maxAge)}`;
    case "min":
      return ar ? `يجب ألا يقل حقل ${label} عن ${characters(rule.length)}.` : `The ${label} field must be at least ${characters(rule.length)}.`;
    case "max":
      return ar ? `يجب ألا يزيد حقل ${label} عن ${characters(rule.length)}.` : `The ${label} field may not be greater than ${characters(rule.length)}.`;
    case "safe_text":
      return ar
        ? `يجب ألا يحتوي حقل ${label} على أحرف غير مرئية أو أحرف تحكم في الاتجاه.`
        : `The ${label} field may not contain invisible or direction characters.`;
    case "alpha_spaces":
      return ar ? `يجب أن يحتوي حقل ${label} على أحرف أبجدية فقط.` : `The ${label} field may only contain alphabetic characters.`;
  }
}

export interface RuleFailure {
  rule: RuleName;
  message: string;
}

/** The first rule the value breaks, with its message, or null when it passes them all. */
export function validateField(value: FieldValue, rules: readonly FieldRule[], label: string, locale: Locale): RuleFailure | null {
  for (const rule of rules) {
    if (!passesRule(rule, value)) return { rule: rule.rule, message: ruleMessage(rule, label, locale) };
  }
  return null;
}

// ---------- The personal-details guest form ----------
export const GUEST_TITLE_LABELS: Readonly<Record<Locale, Record<GuestTitle, string>>> = {
  en: { mr: "Mr.", mrs: "Mrs.", ms: "Ms.", miss: "Miss" },
  ar: { mr: "السيد", mrs: "السيدة", ms: "سيدة", miss: "الآنسة" },
};

export interface GuestFormValues {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  /** ISO alpha-2 of the mobile number's country code. */
  mobileRegion: string;
  /** The national number as typed. */
  mobile: string;
  /** ISO alpha-2. */
  countryOfResidence: string;
  terms: boolean;
}
export type GuestField = keyof GuestFormValues;

export const GUEST_FIELD_LABELS: Readonly<Record<Locale, Record<GuestField, string>>> = {
  en: {
    title: "title",
    firstName: "first name",
    lastName: "last name",
    email: "email address",
    mobileRegion: "country code",
    mobile: "mobile number",
    countryOfResidence: "country of residence",
    terms: "the terms and conditions",
  },
  ar: {
    title: "اللقب",
    firstName: "الاسم الأول",
    lastName: "اسم العائلة",
    email: "البريد الإلكتروني",
    mobileRegion: "رمز الدولة",
    mobile: "رقم الهاتف المحمول",
    countryOfResidence: "بلد الإقامة",
    terms: "الشروط والأحكام",
  },
};

/** The rules of a person's name, in the order they are said (the guest form and the member's details). */
export const NAME_RULES: readonly FieldRule[] = [
  { rule: "required" },
  // Said before alpha_spaces: an invisible character is not a letter the guest can see and remove.
  { rule: "safe_text" },
  { rule: "alpha_spaces" },
  { rule: "min", length: NAME_MIN_LENGTH },
  { rule: "max", length: NAME_MAX_LENGTH },
];
const TITLE_PATTERN = new RegExp(`^(${GUEST_TITLES.join("|")})$`);
const ISO2_PATTERN = /^[A-Za-z]{2}$/;

export type GuestFormErrors = Partial<Record<GuestField, string>>;

/** The e-mail field's words when a staff discount is applied and the guest's e-mail is not the staff e-mail. */
export const STAFF_EMAIL_MESSAGE: Readonly<Record<Locale, string>> = {
  en: "The staff discount is for the staff member's own booking: enter the staff email address it was applied with, or remove the discount.",
  ar: "خصم الموظفين مخصص لحجز الموظف نفسه: أدخل البريد الإلكتروني الوظيفي الذي طُبّق به الخصم، أو أزل الخصم.",
};

export interface GuestFormContext {
  /** The staff e-mail of an applied staff discount: the guest's e-mail must be it (guestEmailBreaksStaffDiscount). */
  staffEmail?: string | null;
}

/** Each field's first error in the page's language; an empty object when the form is valid. */
export function validateGuestForm(values: GuestFormValues, locale: Locale, context: GuestFormContext = {}): GuestFormErrors {
  const labels = GUEST_FIELD_LABELS[locale];
  const errors: GuestFormErrors = {};
  const check = (field: GuestField, value: FieldValue, rules: readonly FieldRule[]) => {
    const failure = validateField(value, rules, labels[field], locale);
    if (failure) errors[field] = failure.message;
  };
  check("title", values.title.toLowerCase(), [{ rule: "required", choice: true }, { rule: "regex", pattern: TITLE_PATTERN }]);
  check("firstName", values.firstName, NAME_RULES);
  check("lastName", values.lastName, NAME_RULES);
  check("email", values.email, [{ rule: "required" }, { rule: "email" }, { rule: "max", length: EMAIL_MAX_LENGTH }]);
  if (!errors.email && guestEmailBreaksStaffDiscount(context.staffEmail, values.email)) errors.email = STAFF_EMAIL_MESSAGE[locale];
  check("mobile", { region: values.mobileRegion, number: values.mobile }, [{ rule: "required" }, { rule: "phone" }]);
  const residence = values.countryOfResidence.trim();
  check("countryOfResidence", residence, [{ rule: "required", choice: true }, { rule: "regex", pattern: ISO2_PATTERN }]);
  if (!errors.countryOfResidence && residence !== "" && !countryByIso2(residence)) {
    errors.countryOfResidence = ruleMessage({ rule: "regex", pattern: ISO2_PATTERN }, labels.countryOfResidence, locale);
  }
  check("terms", values.terms, [{ rule: "checkbox" }]);
  return errors;
}

export function isGuestFormValid(values: GuestFormValues): boolean {
  return Object.keys(validateGuestForm(values, "en")).length === 0;
}

/** The guest as the cart keeps it (§3 guest info): trimmed, the number as digits without a trunk 0. Null if invalid. */
export function guestInfoOf(values: GuestFormValues): GuestInfo | null {
  if (!isGuestFormValid(values)) return null;
  const country = countryByIso2(values.mobileRegion)!;
  return {
    title: values.title.trim().toLowerCase(),
    email: values.email.trim(),
    firstName: values.firstName.trim().replace(/\s+/g, " "),
    lastName: values.lastName.trim().replace(/\s+/g, " "),
    mobileDetails: {
      regionCode: country.iso2,
      countryCode: country.dialCode,
      significantMobileNumber: normaliseNationalNumber(country, values.mobile) ?? "",
    },
    country_of_residence: values.countryOfResidence.trim().toLowerCase(),
  };
}

/** The generate-token payload for a guest; nationality is taken as the country of residence. */
export function guestTokenRequestOf(guest: GuestInfo, dateOfBirthPlaceholder: string): GuestTokenRequest {
  const { countryCode, significantMobileNumber } = guest.mobileDetails;
  const country = guest.country_of_residence.toUpperCase();
  return {
    title: guest.title as GuestTitle,
    email: guest.email,
    firstName: guest.firstName,
    lastName: guest.lastName,
    mobile: `+${countryCode}${significantMobileNumber}`,
    dateOfBirth: dateOfBirthPlaceholder,
    country,
    nationality: country,
  };
}
