// The newsletter call (content-and-account §5, §7): POST /api/newsletter with {email, newsletter_type} and the answer,
// one set of schemas for the worker that checks the call and the footer form that reads its answer.
import { z } from "zod";
import { DEFAULT_NEWSLETTER_TYPE, EMAIL_MAX_LENGTH, type EmailRule, NEWSLETTER_TYPE_PATTERN, normaliseEmail, validateEmail } from "../validation";

/** Where the shop takes newsletter sign-ups. */
export const NEWSLETTER_PATH = "/api/newsletter";

const EMAIL_MESSAGES: Record<EmailRule, string> = {
  required: "is required",
  max: `may not be longer than ${EMAIL_MAX_LENGTH} characters`,
  email: "must be a valid email address",
};

/** The email, checked by the same rule as the form; the rule travels in params so the 400 can name it. */
const emailField = z
  .unknown()
  .superRefine((value, ctx) => {
    if (value !== undefined && value !== null && typeof value !== "string") {
      ctx.addIssue({ code: "custom", message: "must be a string", params: { rule: "type" } });
      return;
    }
    const failure = validateEmail(value);
    if (failure) ctx.addIssue({ code: "custom", message: EMAIL_MESSAGES[failure.rule], params: { rule: failure.rule } });
  })
  .transform((value) => normaliseEmail(value as string));

export const newsletterBodySchema = z.object({
  email: emailField,
  newsletter_type: z
    .string({ message: "newsletter_type must be a string" })
    .regex(NEWSLETTER_TYPE_PATTERN, "newsletter_type is 1 to 32 lower-case letters, digits, '_' or '-'")
    .default(DEFAULT_NEWSLETTER_TYPE),
});
export type NewsletterRequest = z.infer<typeof newsletterBodySchema>;

export const newsletterAnswerSchema = z.object({
  email: z.string(),
  newsletter_type: z.string(),
  status: z.enum(["subscribed", "already_subscribed"]),
});
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;
