// Turns a zod failure into the shop's 400 answer: the field, the rule and a readable message.
import type { Context } from "hono";
import type { z } from "zod";

export interface FieldIssue {
  field: string;
  rule: string;
  message: string;
}

export function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.join(".") || "(body)",
    rule: issue.code,
    message: issue.message,
  }));
}

export function badRequest(c: Context, error: z.ZodError) {
  return c.json({ error: "invalid_request", issues: issuesOf(error) }, 400);
}
