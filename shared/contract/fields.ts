// The zod schemas of the texts the shop stores and prints, built on the field rules of shared/validation.ts that
// the forms use too: safe text, email addresses and people's names. Each issue carries the rule's name in params,
// so a 400 names the same rule the form shows. Small on purpose: the newsletter form's bundle loads it.
import { z } from "zod";
import { firstUnsafeCharacter } from "../text";
import { EMAIL_MAX_LENGTH, type EmailRule, NAME_MAX_LENGTH, NAME_MIN_LENGTH, type NameRule, validateEmail, validatePersonName } from "../validation";

/** A string, "is required" when missing. */
const requiredString = () => z.string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") });

/** A text with no control or direction character (shared/text.ts): such text is stored and printed. */
export function safeText(max: number) {
  return z
    .string()
    .max(max)
    .superRefine((value, ctx) => {
      const unsafe = firstUnsafeCharacter(value);
      if (unsafe) ctx.addIssue({ code: "custom", message: `may not contain control or direction characters (${unsafe})`, params: { rule: "safe_text" } });
    });
}

const EMAIL_MESSAGES: Record<EmailRule, string> = {
  required: "is required",
  max: `may not be longer than ${EMAIL_MAX_LENGTH} characters`,
  email: "must be a valid email address",
};

/** An email address by the form's rule (validateEmail): trimmed, at most 254 characters, no control or direction character. */
export const emailSchema = requiredString()
  .trim()
  .superRefine((value, ctx) => {
    const failure = validateEmail(value);
    if (failure) ctx.addIssue({ code: "custom", message: EMAIL_MESSAGES[failure.rule], params: { rule: failure.rule } });
  });

const NAME_MESSAGES: Record<NameRule, string> = {
  required: "is required",
  alpha_spaces: "may only contain letters and spaces",
  min: `must be at least ${NAME_MIN_LENGTH} characters`,
  max: `may not be longer than ${NAME_MAX_LENGTH} characters`,
};

/** A first or last name by the form's rule (validatePersonName): letters of any script and spaces, 2 to 50 characters. */
export const personNameSchema = requiredString()
  .trim()
  .superRefine((value, ctx) => {
    const failure = validatePersonName(value);
    if (failure) ctx.addIssue({ code: "custom", message: NAME_MESSAGES[failure.rule], params: { rule: failure.rule } });
  });
