// The contact forms (content-and-account §3 "contact form types", §5, §7 ContactForm/GetContactFormByType and the
// provider's /contact-form): the CMS document of each type's form, the enquiry a visitor sends and the rules of
// its fields, written once for the page, the worker and the ops listing (docs/decisions/017).
import { z } from "zod";
import { imageSchema } from "./image";
import { firstUnsafeCharacter } from "./text";
import { emailSchema, personNameSchema } from "./contract/fields";
import { countryByIso2, isValidNationalNumber, normaliseNationalNumber } from "./dial-codes";
import { normaliseEmail } from "./validation";

/** The contact form types of booking-and-checkout §3: general 1, birthdays 2, schools 3, company 4. */
export const CONTACT_FORM_TYPES = { general: 1, birthdays: 2, schools: 3, company: 4 } as const;
export type ContactFormTypeName = keyof typeof CONTACT_FORM_TYPES;
export type ContactFormType = (typeof CONTACT_FORM_TYPES)[ContactFormTypeName];
export const CONTACT_FORM_TYPE_NUMBERS = Object.values(CONTACT_FORM_TYPES) as ContactFormType[];
export const DEFAULT_CONTACT_FORM_TYPE: ContactFormType = CONTACT_FORM_TYPES.general;

export function contactTypeName(type: ContactFormType): ContactFormTypeName {
  return (Object.keys(CONTACT_FORM_TYPES) as ContactFormTypeName[]).find((name) => CONTACT_FORM_TYPES[name] === type)!;
}

/** The type of a `contact-us/{type}` path parameter: absent means general; anything but 1-4 is no form (null). */
export function contactTypeOfParam(param: string | undefined): ContactFormType | null {
  if (param === undefined || param === "") return DEFAULT_CONTACT_FORM_TYPE;
  if (!/^[1-4]$/.test(param)) return null;
  return Number(param) as ContactFormType;
}

// ---------- Limits (named, so the form, the worker and the table agree) ----------
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const CONTACT_ORGANISATION_MAX_LENGTH = 100;
export const CONTACT_GROUP_SIZE_MAX = 500;
/** A preferred date at most this many days ahead. */
export const CONTACT_PREFERRED_DATE_MAX_DAYS = 366;
/** An ALTCHA payload (base64 JSON of a challenge and its solution) is well under this. */
export const CAPTCHA_PAYLOAD_MAX_LENGTH = 4000;

/** The optional fields a type's form asks for; first and last name, email, mobile and message are always asked. */
export const CONTACT_EXTRA_FIELDS = ["organisation", "group_size", "preferred_date"] as const;
export type ContactExtraField = (typeof CONTACT_EXTRA_FIELDS)[number];

/** Which extra fields each type requires (a birthday needs a date and a head count; a school or company its name). */
export const CONTACT_REQUIRED_EXTRAS: Readonly<Record<ContactFormType, readonly ContactExtraField[]>> = {
  1: [],
  2: ["group_size", "preferred_date"],
  3: ["organisation", "group_size"],
  4: ["organisation"],
};

// ---------- The CMS document ----------
const text = z.string().trim().min(1);

/** One type's form: its page texts, the extra fields it shows with their labels, and the words after sending. */
export const contactFormSchema = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  seo: z.object({ meta_title: text, meta_description: text }),
  title: text,
  description: text,
  image: imageSchema.optional(),
  /** Labels of the extra fields this form shows (a school's "School name", a company's "Company name"). */
  fields: z
    .object({
      organisation: z.object({ label: text }).optional(),
      group_size: z.object({ label: text }).optional(),
      preferred_date: z.object({ label: text }).optional(),
    })
    .strict(),
  message_label: text,
  message_placeholder: z.string(),
  /** How the venue answers, shown beside the form (hours, a phone number, a reply time). */
  response_note: text,
  success: z.object({ title: text, description: text }),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** The contact forms of a site and language: one per type, each type once (the document `contact-forms`). */
export const contactFormsSchema = z
  .array(contactFormSchema)
  .length(CONTACT_FORM_TYPE_NUMBERS.length)
  .superRefine((forms, ctx) => {
    for (const type of CONTACT_FORM_TYPE_NUMBERS) {
      if (forms.filter((f) => f.type === type).length !== 1) ctx.addIssue({ code: "custom", message: `form type ${type} must appear exactly once` });
    }
    forms.forEach((form, i) => {
      for (const field of CONTACT_REQUIRED_EXTRAS[form.type]) {
        if (!form.fields[field]) ctx.addIssue({ code: "custom", path: [i, "fields", field], message: `type ${form.type} asks for ${field}` });
      }
    });
  });

export const CONTACT_FORM_DOCUMENTS = { "contact-forms": contactFormsSchema } as const;
/** The CMS read of one type's form (below the site's CMS path), with the Type query parameter. */
export const CONTACT_FORM_READ = "api/ContactForm/GetContactFormByType";

// ---------- The enquiry ----------
/** Where the browser sends enquiries and asks for captcha challenges (provider paths, site-id header). */
export const CONTACT_FORM_PATH = "/api/provider/contact-form";
export const CAPTCHA_CHALLENGE_PATH = "/api/provider/captcha/challenge";

function safe(max: number, min = 1) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
    .trim()
    .superRefine((value, ctx) => {
      const unsafe = firstUnsafeCharacter(value);
      if (unsafe) ctx.addIssue({ code: "custom", message: `may not contain control or direction characters (${unsafe})`, params: { rule: "safe_text" } });
      else if ([...value].length < min) ctx.addIssue({ code: "custom", message: min === 1 ? "is required" : `must be at least ${min} characters`, params: { rule: min === 1 ? "required" : "min" } });
      else if ([...value].length > max) ctx.addIssue({ code: "custom", message: `may not be longer than ${max} characters`, params: { rule: "max" } });
    });
}

/** The day `days` after a YYYY-MM-DD date. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The body of POST /contact-form, checked against `today` (YYYY-MM-DD in the venue's zone): names by the person-name
 * rules, free text by safe_text and bounded, the mobile number by its country's rule, the type's required extras.
 */
export function contactEnquiryBodySchema(today: string) {
  return z
    .object({
      type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { message: "type is 1 (general), 2 (birthdays), 3 (schools) or 4 (company)" }),
      first_name: personNameSchema,
      last_name: personNameSchema,
      email: emailSchema.transform(normaliseEmail),
      mobile_region: z.string({ message: "is required" }).regex(/^[A-Za-z]{2}$/, "is a two-letter country code"),
      mobile_number: z.string({ message: "is required" }).max(20, "may not be longer than 20 characters"),
      organisation: safe(CONTACT_ORGANISATION_MAX_LENGTH, 2).optional(),
      group_size: z.number({ message: "must be a whole number" }).int("must be a whole number").min(1).max(CONTACT_GROUP_SIZE_MAX).optional(),
      preferred_date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "a date is YYYY-MM-DD")
        .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), { message: "is not a real date", params: { rule: "date" } })
        .refine((d) => d >= today, { message: "may not be in the past", params: { rule: "not_past" } })
        .refine((d) => d <= addDays(today, CONTACT_PREFERRED_DATE_MAX_DAYS), { message: `is at most ${CONTACT_PREFERRED_DATE_MAX_DAYS} days ahead`, params: { rule: "max" } })
        .optional(),
      message: safe(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MIN_LENGTH),
      /** The captcha's answer: an ALTCHA payload, or a hosted captcha's token. */
      captcha: z.string({ message: "is required" }).min(1, "is required").max(CAPTCHA_PAYLOAD_MAX_LENGTH),
      /** One per enquiry the page sends: a repeat (a double click, a retry after a lost answer) gets the same answer. */
      idempotency_key: z.uuid({ message: "is a UUID" }),
    })
    .strict()
    .superRefine((body, ctx) => {
      const country = countryByIso2(body.mobile_region);
      if (!country) ctx.addIssue({ code: "custom", path: ["mobile_region"], message: "is not a known country code", params: { rule: "one_of" } });
      else if (!body.mobile_number.trim()) ctx.addIssue({ code: "custom", path: ["mobile_number"], message: "is required", params: { rule: "required" } });
      else if (!isValidNationalNumber(country, body.mobile_number)) ctx.addIssue({ code: "custom", path: ["mobile_number"], message: "is not a mobile number of that country", params: { rule: "phone" } });
      for (const field of CONTACT_REQUIRED_EXTRAS[body.type] ?? []) {
        if (body[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: "is required for this type of enquiry", params: { rule: "required" } });
      }
    })
    .transform((body) => {
      const country = countryByIso2(body.mobile_region)!;
      return { ...body, mobile: `+${country.dialCode}${normaliseNationalNumber(country, body.mobile_number) ?? ""}` };
    });
}
export type ContactEnquiryBody = z.input<ReturnType<typeof contactEnquiryBodySchema>>;
export type ContactEnquiry = z.output<ReturnType<typeof contactEnquiryBodySchema>>;

/** The answer of a stored enquiry: its reference, said to the visitor and quoted by ops. */
export const contactEnquiryAnswerSchema = z.object({ reference: z.string(), created_at: z.string() });
export type ContactEnquiryAnswer = z.infer<typeof contactEnquiryAnswerSchema>;

/** An enquiry as ops read it. */
export interface StoredEnquiry {
  reference: string;
  site: string;
  locale: string;
  type: ContactFormType;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  organisation: string | null;
  group_size: number | null;
  preferred_date: string | null;
  message: string;
  created_at: string;
  /** When a staff member marked it handled, and who; null while it is open. */
  handled_at: string | null;
  handled_by: string | null;
}

// ---------- The captcha (content-and-account §5, §8) ----------
/** How the page shows the captcha: the embedded proof of work (ALTCHA) or a hosted captcha with its site key and version. */
export const captchaConfigSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("altcha"), challengeUrl: z.string() }),
  z.object({ kind: z.literal("hosted"), siteKey: z.string().min(1), version: z.string().min(1) }),
]);
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

/** The spec's captcha errors (content-and-account §8). */
export const CAPTCHA_ERRORS = {
  loadScript: "ReCaptcha error: Failed to load script",
  execute: "Failed to execute",
  executeWith: (reason: string) => `Failed to execute ${reason}`,
  noKey: "No key provided",
  noVersion: "No version provided",
} as const;
