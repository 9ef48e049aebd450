// The newsletter call (content-and-account §5, §7): POST /api/newsletter with {email, newsletter_type} and the answer,
// one set of schemas for the worker that checks the call and the footer form that reads its answer.
import { z } from "zod";
import { DEFAULT_NEWSLETTER_TYPE, NEWSLETTER_TYPE_PATTERN, normaliseEmail } from "../validation";
import { emailSchema } from "./fields";

/** Where the shop takes newsletter sign-ups. */
export const NEWSLETTER_PATH = "/api/newsletter";

export const newsletterBodySchema = z.object({
  email: emailSchema.transform(normaliseEmail),
  newsletter_type: z
    .string({ message: "newsletter_type must be a string" })
    .regex(NEWSLETTER_TYPE_PATTERN, "newsletter_type is 1 to 32 lower-case letters, digits, '_' or '-'")
    .default(DEFAULT_NEWSLETTER_TYPE),
});

export const newsletterAnswerSchema = z.object({
  email: z.string(),
  newsletter_type: z.string(),
  status: z.enum(["subscribed", "already_subscribed"]),
});
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;
