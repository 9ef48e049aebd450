// Checks of the provider calls' inputs: path AKs and date ranges, the site-id and lang headers, the content bodies.
import { z } from "zod";
import { MAX_CALENDAR_RANGE_DAYS, akSchema, isoDateSchema } from "../../shared/catalogue";
import { type Locale, isLocale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { type FieldIssue, fieldIssues, siteIdHeaderSchema } from "../validation";
import { daysBetween } from "../../shared/booking/calendar";

/** Most codes one search may name. */
export const MAX_SEARCH_CODES = 20;

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

function firstIssue(field: string, schema: z.ZodType, value: unknown): FieldIssue | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { field, rule: issue.code === "custom" ? "date" : issue.code, message: `${field}: ${issue.message}` };
}

/** from..to: both real dates, from not after to, at most MAX_CALENDAR_RANGE_DAYS days inclusive. */
export function checkRange(from: string, to: string): FieldIssue[] {
  const issues = [firstIssue("from", isoDateSchema, from), firstIssue("to", isoDateSchema, to)].filter(
    (i): i is FieldIssue => i !== null,
  );
  if (issues.length) return issues;
  const span = daysBetween(from, to);
  if (span < 0) return [{ field: "to", rule: "not_before_from", message: "to must not be before from" }];
  if (span + 1 > MAX_CALENDAR_RANGE_DAYS) {
    return [{ field: "to", rule: "max_range", message: `a range is at most ${MAX_CALENDAR_RANGE_DAYS} days` }];
  }
  return [];
}

export function checkAk(field: string, value: string): FieldIssue[] {
  const issue = firstIssue(field, akSchema, value);
  return issue ? [{ ...issue, rule: "ak" }] : [];
}

/** Comma-separated codes; callers send them lower-cased, any case is accepted and matched case-insensitively. */
export function checkCodes(value: string): Checked<string[]> {
  const codes = value.split(",");
  if (codes.length > MAX_SEARCH_CODES) {
    return { ok: false, issues: [{ field: "codes", rule: "max_codes", message: `at most ${MAX_SEARCH_CODES} codes` }] };
  }
  const bad = codes.find((code) => !akSchema.safeParse(code).success);
  if (bad !== undefined) {
    return { ok: false, issues: [{ field: "codes", rule: "ak", message: `codes: "${bad}" is not an AK (letters, digits, dots, dashes or underscores)` }] };
  }
  return { ok: true, value: codes };
}

/** The site of a provider call, from its site-id header (1-4). */
export function checkSiteId(header: string | undefined): Checked<Tenant> {
  const parsed = siteIdHeaderSchema.safeParse(header);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, issues: fieldIssues(parsed.error).map((issue) => ({ ...issue, field: "site-id" })) };
}

/** The call's language: query Lang first, then the lang header, else English. A bad Lang query is an error. */
export function checkLanguage(query: string | undefined, header: string | undefined): Checked<Locale> {
  if (query !== undefined) {
    return isLocale(query)
      ? { ok: true, value: query }
      : { ok: false, issues: [{ field: "Lang", rule: "locale", message: "Lang must be en or ar" }] };
  }
  return { ok: true, value: isLocale(header) ? header : "en" };
}

// ---------- Content call bodies ----------
export const lessonsByLevelBodySchema = z.object({
  category_card_type: z.union([z.literal(1), z.literal(2)], { message: "category_card_type is 1 (ski) or 2 (snowboard)" }),
  level_id: z.number().int().min(1).max(7).optional(),
  lesson_type: z.number().int().min(0).max(5).optional(),
  age_type: z.number().int().min(0).max(4).optional(),
});
export type LessonsByLevelBody = z.infer<typeof lessonsByLevelBodySchema>;

export const experienceCategoryBodySchema = z.object({
  experience_category_id: z.number().int().positive(),
});

export const cardsQuerySchema = z.object({
  kind: z
    .string()
    .regex(/^[a-z_]+(,[a-z_]+)*$/, "kind is one or more card kinds, comma-separated")
    .optional(),
  experience: z.coerce.number().int().positive().optional(),
  Lang: z.string().optional(),
  TimeZone: z.string().optional(),
});
