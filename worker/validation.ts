// Turns a zod failure into the shop's 400 answer: the field, the rule and a readable message.
import type { Context } from "hono";
import { z } from "zod";
import { TENANTS } from "../tenants";

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

const SITE_IDS = TENANTS.map((t) => t.siteId);

/** The site-id header of a provider call (1 Dubai, 2 Abu Dhabi, 3 Oman, 4 Egypt), read as the site it names. */
export const siteIdHeaderSchema = z
  .string({ message: "site-id header is required" })
  .regex(/^\d+$/, "site-id is a whole number")
  .transform(Number)
  .refine((id) => SITE_IDS.includes(id), { message: `site-id must be one of ${SITE_IDS.join(", ")}`, params: { rule: "one_of" } })
  .transform((id) => TENANTS.find((t) => t.siteId === id)!);

/** Like issuesOf, but a rule named by a refinement (required, max, email, one_of …) replaces zod's generic "custom". */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return issuesOf(error).map((issue, index) => {
    const params = (error.issues[index] as { params?: { rule?: unknown } }).params;
    return typeof params?.rule === "string" ? { ...issue, rule: params.rule } : issue;
  });
}

export const NOT_JSON_ISSUE: FieldIssue = { field: "(body)", rule: "invalid_json", message: "body must be a JSON object" };

/** The request's JSON body, or the issue that says it is not JSON. */
export async function jsonBodyOf(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; issue: FieldIssue }> {
  try {
    return { ok: true, value: await c.req.json() };
  } catch {
    return { ok: false, issue: NOT_JSON_ISSUE };
  }
}
