// The member's personal-details form (content-and-account §5, booking-and-checkout §5): its values from the member's
// information, each field's first error with the shared rules and messages in the page's language, the apply-info
// request it sends, and the server's 400 issues placed on their fields. Pure, so it is tested without a page.
import { MEMBER_MINIMUM_AGE, MEMBER_TITLES, type MemberTitle } from "../../shared/contract/members";
import type { ApplyInfoRequest, MemberInformation } from "../../shared/contract/member-schemas";
import { GUEST_TITLE_LABELS, NAME_RULES, type FieldRule, type FieldValue, ruleMessage, validateField } from "../../shared/cart/guest-form";
import { countryByIso2, normaliseNationalNumber } from "../../shared/dial-codes";
import type { Locale } from "../../shared/locale";

export { GUEST_TITLE_LABELS as TITLE_LABELS };

export interface ProfileValues {
  title: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD (the date input's value). */
  dateOfBirth: string;
  /** ISO alpha-2, upper case; empty when not chosen. */
  nationality: string;
  countryOfResidence: string;
  /** ISO alpha-2 of the mobile number's country code, lower case. */
  mobileRegion: string;
  /** The national number as typed. */
  mobile: string;
}
export type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** Form order: the first invalid field in this order takes the focus on submit. */
export const PROFILE_FIELD_ORDER: readonly ProfileField[] = ["title", "firstName", "lastName", "dateOfBirth", "nationality", "countryOfResidence", "mobileRegion", "mobile"];

export const PROFILE_FIELD_LABELS: Readonly<Record<Locale, Record<ProfileField, string>>> = {
  en: {
    title: "title",
    firstName: "first name",
    lastName: "last name",
    dateOfBirth: "date of birth",
    nationality: "nationality",
    countryOfResidence: "country of residence",
    mobileRegion: "country code",
    mobile: "mobile number",
  },
  ar: {
    title: "اللقب",
    firstName: "الاسم الأول",
    lastName: "اسم العائلة",
    dateOfBirth: "تاريخ الميلاد",
    nationality: "الجنسية",
    countryOfResidence: "بلد الإقامة",
    mobileRegion: "رمز الدولة",
    mobile: "رقم الهاتف المحمول",
  },
};

/** The national number of a full mobile number (+ dial code + number), for the form's number field. */
function nationalPart(number: string, dialCode: string): string {
  const digits = number.replace(/^\+/, "");
  const code = dialCode.replace(/^\+/, "");
  return digits.startsWith(code) ? digits.slice(code.length) : digits;
}

/** The form's values from the member's information; what is missing stays empty (the mobile region defaults to the site's). */
export function profileValuesOf(info: MemberInformation | null, defaultRegion: string): ProfileValues {
  return {
    title: info?.title ?? "",
    firstName: info?.firstName ?? "",
    lastName: info?.lastName ?? "",
    dateOfBirth: info?.dateOfBirth ?? "",
    nationality: info?.nationality ?? "",
    countryOfResidence: info?.countryOfResidence ?? "",
    mobileRegion: info?.mobile?.region ?? defaultRegion,
    mobile: info?.mobile ? nationalPart(info.mobile.number, info.mobile.dialCode) : "",
  };
}

const TITLE_PATTERN = new RegExp(`^(${MEMBER_TITLES.join("|")})$`);
const ISO2_PATTERN = /^[A-Za-z]{2}$/;
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Each field's first error in the page's language (`today` is YYYY-MM-DD); an empty object when the form is valid. */
export function validateProfile(values: ProfileValues, locale: Locale, today: string): ProfileErrors {
  const labels = PROFILE_FIELD_LABELS[locale];
  const errors: ProfileErrors = {};
  const check = (field: ProfileField, value: FieldValue, rules: readonly FieldRule[]) => {
    const failure = validateField(value, rules, labels[field], locale);
    if (failure) errors[field] = failure.message;
  };
  const country = (field: ProfileField) => {
    const value = values[field].trim();
    check(field, value, [{ rule: "required", choice: true }, { rule: "regex", pattern: ISO2_PATTERN }]);
    if (!errors[field] && !countryByIso2(value)) errors[field] = ruleMessage({ rule: "regex", pattern: ISO2_PATTERN }, labels[field], locale);
  };
  check("title", values.title.toLowerCase(), [{ rule: "required", choice: true }, { rule: "regex", pattern: TITLE_PATTERN }]);
  check("firstName", values.firstName, NAME_RULES);
  check("lastName", values.lastName, NAME_RULES);
  check("dateOfBirth", values.dateOfBirth, [
    { rule: "required" },
    { rule: "regex", pattern: ISO_DATE_PATTERN },
    { rule: "date_of_birth", minAge: MEMBER_MINIMUM_AGE, today },
  ]);
  country("nationality");
  country("countryOfResidence");
  check("mobileRegion", values.mobileRegion, [{ rule: "required", choice: true }]);
  check("mobile", { region: values.mobileRegion, number: values.mobile }, [{ rule: "required" }, { rule: "phone" }]);
  return errors;
}

/** The apply-info request of valid values (null when the form is not valid). */
export function applyRequestOf(values: ProfileValues, today: string): ApplyInfoRequest | null {
  if (Object.keys(validateProfile(values, "en", today)).length > 0) return null;
  const country = countryByIso2(values.mobileRegion)!;
  const number = normaliseNationalNumber(country, values.mobile) ?? "";
  return {
    title: values.title.trim().toLowerCase() as MemberTitle,
    firstName: values.firstName.trim().replace(/\s+/g, " "),
    lastName: values.lastName.trim().replace(/\s+/g, " "),
    dateOfBirth: values.dateOfBirth,
    nationality: values.nationality.trim().toUpperCase(),
    countryOfResidence: values.countryOfResidence.trim().toUpperCase(),
    mobile: `+${country.dialCode}${number}`,
    mobileRegion: country.iso2.toLowerCase(),
  };
}

/** The server's 400 issues on the form's fields (first issue of each field; mobile number and region both on their field). */
export function errorsOfIssues(issues: readonly { field: string; message: string }[]): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const issue of issues) {
    const field = (issue.field.split(".")[0] ?? "") as ProfileField;
    if (PROFILE_FIELD_ORDER.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The first field with an error, in form order. */
export function firstProfileError(errors: ProfileErrors): ProfileField | null {
  return PROFILE_FIELD_ORDER.find((f) => errors[f]) ?? null;
}

/** True when the values differ from those the form started with (trimmed, case-insensitive for codes). */
export function profileChanged(before: ProfileValues, after: ProfileValues): boolean {
  return PROFILE_FIELD_ORDER.some((f) => before[f].trim().toLowerCase() !== after[f].trim().toLowerCase());
}
