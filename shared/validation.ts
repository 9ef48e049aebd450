// Field rules shared by forms and endpoints: email addresses (content-and-account §5, §9; booking-and-checkout §5),
// people's names and the newsletter type. Every text rule also refuses control and direction characters
// (shared/text.ts), since these texts are stored and printed on tickets and invoices.
import { isSafeText } from "./text";

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

/** An address (already trimmed) of the email pattern with no control or direction character. */
export function isEmailAddress(email: string): boolean {
  return isSafeText(email) && EMAIL_PATTERN.test(email);
}

/** The first rule an email breaks (after trimming), or null when it is acceptable. */
export function validateEmail(value: unknown): FieldRuleFailure<EmailRule> | null {
  const email = typeof value === "string" ? value.trim() : "";
  if (email === "") return { rule: "required" };
  if (email.length > EMAIL_MAX_LENGTH) return { rule: "max" };
  if (!isEmailAddress(email)) return { rule: "email" };
  return null;
}

/** The form of an email the shop stores and compares: trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

// ---------- People's names (booking-and-checkout §5 alpha_spaces, min, max) ----------
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
/** Letters of any script (with their combining marks, as Arabic diacritics are) and spaces. */
export const ALPHA_SPACES_PATTERN = /^[\p{L}\p{M} ]+$/u;

export type NameRule = "required" | "alpha_spaces" | "min" | "max";

/** The first rule a first or last name breaks (after trimming), or null. Length counts characters, not UTF-16 units. */
export function validatePersonName(value: unknown): FieldRuleFailure<NameRule> | null {
  const name = typeof value === "string" ? value.trim() : "";
  if (name === "") return { rule: "required" };
  if (!ALPHA_SPACES_PATTERN.test(name)) return { rule: "alpha_spaces" };
  const length = [...name].length;
  if (length < NAME_MIN_LENGTH) return { rule: "min" };
  if (length > NAME_MAX_LENGTH) return { rule: "max" };
  return null;
}
