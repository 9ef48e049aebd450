// The contact form's values, field rules and messages in the page's language (content-and-account §5 via the shared
// rules of shared/cart/guest-form.ts), and the body the page sends (shared/contact-form.ts checks it again).
import {
  CONTACT_GROUP_SIZE_MAX,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_ORGANISATION_MAX_LENGTH,
  CONTACT_PREFERRED_DATE_MAX_DAYS,
  CONTACT_REQUIRED_EXTRAS,
  type ContactEnquiryBody,
  type ContactExtraField,
  type ContactForm,
  type ContactFormType,
} from "../../shared/contact-form";
import { GUEST_FIELD_LABELS, NAME_RULES, type FieldRule, ruleMessage, validateField } from "../../shared/cart/guest-form";
import { EMAIL_MAX_LENGTH } from "../../shared/validation";
import type { Locale } from "../../shared/locale";

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  mobileRegion: string;
  mobile: string;
  organisation: string;
  groupSize: string;
  preferredDate: string;
  message: string;
}
export type ContactField = keyof ContactValues | "captcha";

/** Form order: the first invalid field in this order gets the focus on submit. */
export const CONTACT_FIELD_ORDER: readonly ContactField[] = ["firstName", "lastName", "email", "mobile", "organisation", "groupSize", "preferredDate", "message", "captcha"];

/** The body field of each form field, to place the worker's 400 issues under the right field. */
export const BODY_FIELD: Readonly<Record<string, ContactField>> = {
  first_name: "firstName",
  last_name: "lastName",
  email: "email",
  mobile_region: "mobile",
  mobile_number: "mobile",
  organisation: "organisation",
  group_size: "groupSize",
  preferred_date: "preferredDate",
  message: "message",
  captcha: "captcha",
};

const EXTRA_OF: Readonly<Record<ContactExtraField, keyof ContactValues>> = { organisation: "organisation", group_size: "groupSize", preferred_date: "preferredDate" };

export function emptyContactValues(region: string): ContactValues {
  return { firstName: "", lastName: "", email: "", mobileRegion: region, mobile: "", organisation: "", groupSize: "", preferredDate: "", message: "" };
}

/** The day `days` after a YYYY-MM-DD date. */
export function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const lastPreferredDate = (today: string) => dayAfter(today, CONTACT_PREFERRED_DATE_MAX_DAYS);

type ContactTextField = Exclude<keyof ContactValues, "mobileRegion">;

/**
 * What each field is called in a message, and what an empty required field says, in each language. The CMS labels are
 * headings written for the page ("Anything we should know"), not nouns a sentence can hold, so the messages never use
 * them. A school's and a company's organisation field is named for what it is.
 */
const CONTACT_FIELD_TEXTS: Readonly<Record<Locale, { name: Record<ContactTextField, string>; organisation: Partial<Record<ContactFormType, string>>; required: Record<ContactTextField, string>; requiredOrganisation: Partial<Record<ContactFormType, string>> }>> = {
  en: {
    name: { ...GUEST_FIELD_LABELS.en, email: "e-mail address", organisation: "organisation name", groupSize: "number of people", preferredDate: "date", message: "message" },
    organisation: { 3: "school name", 4: "company name" },
    required: {
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      email: "Please enter your e-mail address.",
      mobile: "Please enter your mobile number.",
      organisation: "Please enter the name of your organisation.",
      groupSize: "Please tell us how many people are coming.",
      preferredDate: "Please choose the date you would like to come.",
      message: "Please write your message.",
    },
    requiredOrganisation: { 3: "Please enter the name of your school.", 4: "Please enter the name of your company." },
  },
  ar: {
    name: { ...GUEST_FIELD_LABELS.ar, email: "البريد الإلكتروني", organisation: "اسم الجهة", groupSize: "عدد الأشخاص", preferredDate: "التاريخ", message: "الرسالة" },
    organisation: { 3: "اسم المدرسة", 4: "اسم الشركة" },
    required: {
      firstName: "يرجى إدخال اسمك الأول.",
      lastName: "يرجى إدخال اسم عائلتك.",
      email: "يرجى إدخال عنوان بريدك الإلكتروني.",
      mobile: "يرجى إدخال رقم هاتفك المحمول.",
      organisation: "يرجى إدخال اسم الجهة التي تمثلها.",
      groupSize: "يرجى إخبارنا بعدد الأشخاص القادمين.",
      preferredDate: "يرجى اختيار التاريخ الذي تود القدوم فيه.",
      message: "يرجى كتابة رسالتك.",
    },
    requiredOrganisation: { 3: "يرجى إدخال اسم مدرستك.", 4: "يرجى إدخال اسم شركتك." },
  },
};

/** Each field's first error in the page's language, for the form's type (its required extras) and the venue's today. */
export function validateContact(values: ContactValues, form: ContactForm, locale: Locale, today: string): Partial<Record<keyof ContactValues, string>> {
  const texts = CONTACT_FIELD_TEXTS[locale];
  const nameOf = (field: ContactTextField) => (field === "organisation" ? (texts.organisation[form.type] ?? texts.name.organisation) : texts.name[field]);
  const requiredOf = (field: ContactTextField) => (field === "organisation" ? (texts.requiredOrganisation[form.type] ?? texts.required.organisation) : texts.required[field]);
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  const check = (field: ContactTextField, value: Parameters<typeof validateField>[0], rules: readonly FieldRule[]) => {
    const failure = validateField(value, rules, nameOf(field), locale);
    if (failure) errors[field] = failure.rule === "required" ? requiredOf(field) : failure.message;
  };
  const required = new Set(CONTACT_REQUIRED_EXTRAS[form.type]);
  const needs = (f: ContactExtraField): FieldRule[] => (required.has(f) ? [{ rule: "required" }] : []);
  check("firstName", values.firstName, NAME_RULES);
  check("lastName", values.lastName, NAME_RULES);
  check("email", values.email, [{ rule: "required" }, { rule: "email" }, { rule: "max", length: EMAIL_MAX_LENGTH }]);
  check("mobile", { region: values.mobileRegion, number: values.mobile }, [{ rule: "required" }, { rule: "phone" }]);
  if (form.fields.organisation) {
    check("organisation", values.organisation, [...needs("organisation"), { rule: "safe_text" }, { rule: "min", length: 2 }, { rule: "max", length: CONTACT_ORGANISATION_MAX_LENGTH }]);
  }
  if (form.fields.group_size) {
    const sizeRule: FieldRule = { rule: "regex", pattern: /^\d{1,3}$/ };
    check("groupSize", values.groupSize, [...needs("group_size"), sizeRule]);
    const n = Number(values.groupSize.trim());
    if (!errors.groupSize && values.groupSize.trim() !== "" && (n < 1 || n > CONTACT_GROUP_SIZE_MAX)) errors.groupSize = ruleMessage(sizeRule, nameOf("groupSize"), locale);
  }
  if (form.fields.preferred_date) {
    const dateRule: FieldRule = { rule: "regex", pattern: /^\d{4}-\d{2}-\d{2}$/ };
    check("preferredDate", values.preferredDate, [...needs("preferred_date"), dateRule]);
    const d = values.preferredDate.trim();
    if (!errors.preferredDate && d !== "" && (d < today || d > lastPreferredDate(today))) errors.preferredDate = ruleMessage(dateRule, nameOf("preferredDate"), locale);
  }
  check("message", values.message, [{ rule: "required" }, { rule: "safe_text" }, { rule: "min", length: CONTACT_MESSAGE_MIN_LENGTH }, { rule: "max", length: CONTACT_MESSAGE_MAX_LENGTH }]);
  // A field the form does not show is never required: keep only the extras of this type.
  for (const extra of Object.keys(EXTRA_OF) as ContactExtraField[]) if (!form.fields[extra]) delete errors[EXTRA_OF[extra]];
  return errors;
}

/** What the page sends: only the fields this form shows, trimmed. */
export function enquiryBodyOf(values: ContactValues, form: ContactForm, captcha: string, idempotencyKey: string): ContactEnquiryBody {
  return {
    type: form.type,
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    mobile_region: values.mobileRegion,
    mobile_number: values.mobile.trim(),
    ...(form.fields.organisation && values.organisation.trim() ? { organisation: values.organisation.trim() } : {}),
    ...(form.fields.group_size && values.groupSize.trim() ? { group_size: Number(values.groupSize.trim()) } : {}),
    ...(form.fields.preferred_date && values.preferredDate.trim() ? { preferred_date: values.preferredDate.trim() } : {}),
    message: values.message.trim(),
    captcha,
    idempotency_key: idempotencyKey,
  };
}
