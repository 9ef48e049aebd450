// The one way the worker checks its input (DESIGN decision 9): every body, query, header and path parameter goes
// through `valid()` (built on @hono/zod-validator) with a shared zod schema, and bad input gets one 400 shape,
// {error: "invalid_request", issues: [{field, rule, message}]}, with one rule name per rule.
import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler } from "hono";
import type { ValidationTargets } from "hono";
import { z } from "zod";
import { TENANTS } from "../tenants";

export interface FieldIssue {
  field: string;
  rule: string;
  message: string;
}

/** The field of an issue about the whole input. */
export const WHOLE_INPUT = "(body)";

/** The rule a zod issue breaks, in the shop's words: the rule a refinement names, else one name per zod check. */
function ruleOf(issue: z.core.$ZodIssue): string {
  const named = (issue as { params?: { rule?: unknown } }).params?.rule;
  if (typeof named === "string") return named;
  // Parsed with reportInput, so a missing value shows as input undefined whatever the check that caught it.
  if ("input" in issue && issue.input === undefined && (issue.code === "invalid_type" || issue.code === "invalid_value")) return "required";
  switch (issue.code) {
    case "invalid_type":
      return "type";
    case "too_small":
      return "min";
    case "too_big":
      return "max";
    case "invalid_format":
      return issue.format === "regex" ? "regex" : issue.format;
    case "invalid_value":
    case "invalid_union":
      return "one_of";
    case "unrecognized_keys":
      return "unknown_field";
    default:
      return issue.code;
  }
}

/** Each zod issue as a field and rule; an unknown key is named itself, one issue per key. */
export function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    const parent = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ field: parent ? `${parent}.${key}` : key, rule: "unknown_field", message: `${key} is not a known field` }));
    }
    const field = parent || WHOLE_INPUT;
    return [{ field, rule: ruleOf(issue), message: field === WHOLE_INPUT ? issue.message : `${field}: ${issue.message}` }];
  });
}

/** Parses with the input reported on each issue, so issuesOf can tell a missing value from a wrong one. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown) {
  return schema.safeParse(value, { reportInput: true });
}

/** The 400 answer of bad input. */
export function invalidRequest(c: Context, issues: FieldIssue[]) {
  return c.json({ error: "invalid_request", issues }, 400);
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
export const NOT_JSON_ISSUE: FieldIssue = { field: WHOLE_INPUT, rule: "json", message: "the body must be JSON, sent as content-type application/json" };

/**
 * Checks one part of the request (json, query, header, param) with a schema before the handler runs; the handler
 * reads the result with `c.req.valid(target)`. A JSON body must come as application/json and parse; headers are
 * matched whatever their case.
 */
export function valid<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  const check = zValidator(
    target,
    schema,
    (result, c) => {
      if (!result.success) return invalidRequest(c, issuesOf(result.error as unknown as z.ZodError));
    },
    // The result type of zod 4 differs in name only from the one the validator declares.
    { validationFunction: (s, value) => s.safeParseAsync(value, { reportInput: true }) as never },
  );
  if (target !== "json") return check;
  const gate: MiddlewareHandler = async (c, next) => {
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim();
    if (!JSON_MEDIA_TYPE.test(mediaType)) return invalidRequest(c, [NOT_JSON_ISSUE]);
    try {
      await c.req.json();
    } catch {
      return invalidRequest(c, [NOT_JSON_ISSUE]);
    }
    return check(c, next);
  };
  return gate as typeof check;
}

// ---------- Headers every provider and newsletter call carries ----------
const SITE_IDS = TENANTS.map((t) => t.siteId);

/** The site-id header (1 Dubai, 2 Abu Dhabi, 3 Oman, 4 Egypt), read as the site it names. */
export const siteIdHeaderSchema = z
  .string({ message: "site-id header is required" })
  .regex(/^\d+$/, "site-id is a whole number")
  .transform(Number)
  .refine((id) => SITE_IDS.includes(id), { message: `site-id must be one of ${SITE_IDS.join(", ")}`, params: { rule: "one_of" } })
  .transform((id) => TENANTS.find((t) => t.siteId === id)!);
