// Field rules shared by forms and endpoints: the newsletter email (content-and-account §5, §9).

/** Longest email address accepted anywhere in the shop (content-and-account §9). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The usual email pattern of form libraries: a dotted local part (or a quoted one), "@", then an IPv4
 * literal or dotted domain labels ending in a top-level domain of at least two letters.
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** The newsletter a sign-up joins when the caller names none. */
export const DEFAULT_NEWSLETTER_TYPE = "general";
/** A newsletter type is a short key: lower-case letters, digits, "_" or "-". */
export const NEWSLETTER_TYPE_PATTERN = /^[a-z0-9_-]{1,32}$/;

export type EmailRule = "required" | "max" | "email";
export interface FieldRuleFailure<R extends string> {
  rule: R;
}

/** The first rule a newsletter email breaks (after trimming), or null when it is acceptable. */
export function validateNewsletterEmail(value: unknown): FieldRuleFailure<EmailRule> | null {
  const email = typeof value === "string" ? value.trim() : "";
  if (email === "") return { rule: "required" };
  if (email.length > EMAIL_MAX_LENGTH) return { rule: "max" };
  if (!EMAIL_PATTERN.test(email)) return { rule: "email" };
  return null;
}

/** The form of an email the shop stores and compares: trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
