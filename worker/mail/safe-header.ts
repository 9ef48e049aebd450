// What may reach an e-mail's header or the SMTP conversation: an address of a strict shape (no spaces, no control
// characters, no angle brackets, quotes or commas, so nothing can end a header or a command early), and display names
// with every control character, quote and backslash taken out. A guest's name or e-mail can never add a header, a
// recipient or an SMTP command.
import { z } from "zod";

/** The longest address SMTP carries (RFC 5321: 64 + 1 + 255, kept to 254 in practice). */
export const MAIL_ADDRESS_MAX = 254;
/** Display names are cut to this many characters. */
export const MAIL_NAME_MAX = 100;

export const mailAddressSchema = z
  .string()
  .max(MAIL_ADDRESS_MAX)
  .regex(/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/, "a plain e-mail address");

/** Whether an address is safe to send to and to write into a header. */
export function isMailAddress(value: string): boolean {
  return mailAddressSchema.safeParse(value).success;
}

/**
 * A display name safe in a header: one line, without quotes, backslashes or angle brackets (so it cannot close its
 * quoting nor show an address of its own), trimmed and cut to MAIL_NAME_MAX.
 */
export function mailNameOf(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029"\\<>]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAIL_NAME_MAX)
    .trim();
}

/** A subject safe in a header: one line, cut to 200 characters. */
export function mailSubjectOf(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);
}
