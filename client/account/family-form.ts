// The family page's form (content-and-account §5 rules and messages, decision 011 requests): a sub-account's values
// from a person, each field's first error in the page's language, the create or update request, and the server's 400
// issues on their fields. Pure, so it is tested without a page.
import { MAX_PERSON_AGE, SUB_ACCOUNT_RELATIONS, type SubAccountRelation } from "../../shared/contract/account";
import type { AccountPerson, SubAccountRequest, UpdateSubAccountRequest } from "../../shared/contract/account-schemas";
import { MEMBER_TITLES, type MemberTitle } from "../../shared/contract/members";
import { NAME_RULES, type FieldRule, type FieldValue, ruleMessage, validateField } from "../../shared/cart/guest-form";
import type { Locale } from "../../shared/locale";

export interface SubAccountValues {
  title: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD (the date input's value). */
  dateOfBirth: string;
  relation: string;
}
export type SubAccountField = keyof SubAccountValues;
export type SubAccountErrors = Partial<Record<SubAccountField, string>>;

export const SUB_ACCOUNT_FIELD_ORDER: readonly SubAccountField[] = ["title", "firstName", "lastName", "dateOfBirth", "relation"];

export const SUB_ACCOUNT_FIELD_LABELS: Readonly<Record<Locale, Record<SubAccountField, string>>> = {
  en: { title: "title", firstName: "first name", lastName: "last name", dateOfBirth: "date of birth", relation: "relation" },
  ar: { title: "اللقب", firstName: "الاسم الأول", lastName: "اسم العائلة", dateOfBirth: "تاريخ الميلاد", relation: "صلة القرابة" },
};

export const RELATION_LABELS: Readonly<Record<Locale, Record<SubAccountRelation, string>>> = {
  en: { child: "Child", spouse: "Spouse", parent: "Parent", sibling: "Sibling", other: "Other" },
  ar: { child: "ابن / ابنة", spouse: "زوج / زوجة", parent: "أب / أم", sibling: "أخ / أخت", other: "أخرى" },
};

export const EMPTY_SUB_ACCOUNT: SubAccountValues = { title: "", firstName: "", lastName: "", dateOfBirth: "", relation: "" };

/** The form's values of a person (to edit them). */
export function subAccountValuesOf(person: AccountPerson): SubAccountValues {
  return {
    title: person.title ?? "",
    firstName: person.firstName,
    lastName: person.lastName,
    dateOfBirth: person.dateOfBirth ?? "",
    relation: person.relation ?? "",
  };
}

/** A person's name as shown. */
export const fullName = (p: Pick<AccountPerson, "firstName" | "lastName">) => `${p.firstName} ${p.lastName}`.trim();

const TITLE_PATTERN = new RegExp(`^(${MEMBER_TITLES.join("|")})$`);
const RELATION_PATTERN = new RegExp(`^(${SUB_ACCOUNT_RELATIONS.join("|")})$`);
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Each field's first error in the page's language (`today` is YYYY-MM-DD); an empty object when the form is valid. */
export function validateSubAccount(values: SubAccountValues, locale: Locale, today: string): SubAccountErrors {
  const labels = SUB_ACCOUNT_FIELD_LABELS[locale];
  const errors: SubAccountErrors = {};
  const check = (field: SubAccountField, value: FieldValue, rules: readonly FieldRule[]) => {
    const failure = validateField(value, rules, labels[field], locale);
    if (failure) errors[field] = failure.message;
  };
  check("title", values.title.toLowerCase(), [{ rule: "required", choice: true }, { rule: "regex", pattern: TITLE_PATTERN }]);
  check("firstName", values.firstName, NAME_RULES);
  check("lastName", values.lastName, NAME_RULES);
  // A family member of any age up to the oldest a person may be, born on or before today; a date still to come is no
  // date of birth ("Please enter a valid date of birth.").
  check("dateOfBirth", values.dateOfBirth, [{ rule: "required" }, { rule: "regex", pattern: ISO_DATE_PATTERN }]);
  if (!errors.dateOfBirth && values.dateOfBirth > today) errors.dateOfBirth = ruleMessage({ rule: "regex", pattern: ISO_DATE_PATTERN }, labels.dateOfBirth, locale);
  if (!errors.dateOfBirth) check("dateOfBirth", values.dateOfBirth, [{ rule: "date_range", minAge: 0, maxAge: MAX_PERSON_AGE, today }]);
  check("relation", values.relation, [{ rule: "required", choice: true }, { rule: "regex", pattern: RELATION_PATTERN }]);
  return errors;
}

const tidyName = (name: string) => name.trim().replace(/\s+/g, " ");

/** The create request of valid values (null when the form is not valid). */
export function subAccountRequestOf(values: SubAccountValues, today: string): SubAccountRequest | null {
  if (Object.keys(validateSubAccount(values, "en", today)).length > 0) return null;
  return {
    title: values.title.trim().toLowerCase() as MemberTitle,
    firstName: tidyName(values.firstName),
    lastName: tidyName(values.lastName),
    dateOfBirth: values.dateOfBirth,
    relation: values.relation as SubAccountRelation,
  };
}

/** The update request of one sub-account (null when the form is not valid). */
export function updateSubAccountRequestOf(id: string, values: SubAccountValues, today: string): UpdateSubAccountRequest | null {
  const request = subAccountRequestOf(values, today);
  return request ? { id, ...request } : null;
}

/** The server's 400 issues on the form's fields (the first of each field). */
export function subAccountErrorsOfIssues(issues: readonly { field: string; message: string }[]): SubAccountErrors {
  const errors: SubAccountErrors = {};
  for (const issue of issues) {
    const field = (issue.field.split(".")[0] ?? "") as SubAccountField;
    if (SUB_ACCOUNT_FIELD_ORDER.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function firstSubAccountError(errors: SubAccountErrors): SubAccountField | null {
  return SUB_ACCOUNT_FIELD_ORDER.find((f) => errors[f]) ?? null;
}
