// The waiver page's form (decision 011): every required requirement of the waiver document accepted, a skill, the
// signing adult's name (§5 name rules) and today's date; the POST /waiver request. Pure, so it is tested without a page.
import type { WaiverRequest } from "../../shared/contract/account-schemas";
import { NAME_RULES, ruleMessage, validateField } from "../../shared/cart/guest-form";
import type { Locale } from "../../shared/locale";

export interface WaiverValues {
  accepted: string[];
  skill: string;
  signatureName: string;
}
export type WaiverField = "accepted" | "skill" | "signatureName";
export type WaiverErrors = Partial<Record<WaiverField, string>>;
export const WAIVER_FIELD_ORDER: readonly WaiverField[] = ["accepted", "skill", "signatureName"];

export const WAIVER_FIELD_LABELS: Readonly<Record<Locale, Record<WaiverField, string>>> = {
  en: { accepted: "the requirements", skill: "skill", signatureName: "signature name" },
  ar: { accepted: "المتطلبات", skill: "المهارة", signatureName: "اسم التوقيع" },
};

export interface WaiverRules {
  requirements: readonly { id: string; required: boolean }[];
  skills: readonly string[];
}

export function validateWaiver(values: WaiverValues, rules: WaiverRules, locale: Locale): WaiverErrors {
  const labels = WAIVER_FIELD_LABELS[locale];
  const errors: WaiverErrors = {};
  if (rules.requirements.some((r) => r.required && !values.accepted.includes(r.id))) errors.accepted = ruleMessage({ rule: "checkbox" }, labels.accepted, locale);
  if (!rules.skills.includes(values.skill)) errors.skill = ruleMessage({ rule: "required", choice: true }, labels.skill, locale);
  const name = validateField(values.signatureName, NAME_RULES, labels.signatureName, locale);
  if (name) errors.signatureName = name.message;
  return errors;
}

/** The POST /waiver request for one person, dated `today` at the venue (null when not valid). */
export function waiverRequestOf(userId: string, values: WaiverValues, rules: WaiverRules, today: string): WaiverRequest | null {
  if (Object.keys(validateWaiver(values, rules, "en")).length > 0) return null;
  return {
    userId,
    acceptedRequirements: rules.requirements.filter((r) => values.accepted.includes(r.id)).map((r) => r.id) as WaiverRequest["acceptedRequirements"],
    skill: values.skill as WaiverRequest["skill"],
    signatureName: values.signatureName.trim().replace(/\s+/g, " "),
    date: today,
  };
}

/** The server's issues on the form's fields (acceptedRequirements on the requirements). */
export function waiverErrorsOfIssues(issues: readonly { field: string; message: string }[]): WaiverErrors {
  const errors: WaiverErrors = {};
  for (const issue of issues) {
    const head = issue.field.split(".")[0] ?? "";
    const field = (head === "acceptedRequirements" ? "accepted" : head) as WaiverField;
    if (WAIVER_FIELD_ORDER.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
