// The inputs of the provider's catalogue calls as zod schemas for the one validator (worker/validation.ts): the
// site-id and language of every call, path AKs and date ranges, and the content bodies.
import { z } from "zod";
import { CARD_KINDS, type CardKind, MAX_CALENDAR_RANGE_DAYS, akSchema, isoDateSchema } from "../../shared/catalogue";
import { LOCALES } from "../../shared/locale";
import { daysBetween } from "../../shared/booking/calendar";
import { siteIdHeaderSchema } from "../validation";

/** Most codes one search may name. */
export const MAX_SEARCH_CODES = 20;

/** Every provider call names its site in the site-id header. */
export const providerHeadersSchema = z.object({ "site-id": siteIdHeaderSchema });
/** The call's language: the Lang query (which must be en or ar when given), else the lang header, else English. */
export const langQuerySchema = z.object({ Lang: z.enum(LOCALES, { message: "Lang must be en or ar" }).optional() });

/** from..to: both real dates, from not after to, at most MAX_CALENDAR_RANGE_DAYS days inclusive. */
const dateRange = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .superRefine(({ from, to }, ctx) => {
    // Each date's own issue is reported by its schema; the span is measured between real dates only.
    if (!isoDateSchema.safeParse(from).success || !isoDateSchema.safeParse(to).success) return;
    const span = daysBetween(from, to);
    if (span < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "must not be before from", params: { rule: "not_before_from" } });
    else if (span + 1 > MAX_CALENDAR_RANGE_DAYS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: `a range is at most ${MAX_CALENDAR_RANGE_DAYS} days`, params: { rule: "max_range" } });
    }
  });

export const availabilityParamsSchema = z.object({ eventAk: akSchema, from: z.string(), to: z.string() }).and(dateRange);
export const dailyPriceParamsSchema = z.object({ productAk: akSchema, from: z.string(), to: z.string() }).and(dateRange);
/** Comma-separated codes; callers send them lower-cased, any case is accepted and matched case-insensitively. */
export const searchParamsSchema = z
  .object({
    codes: z
      .string()
      .refine((value) => value.split(",").length <= MAX_SEARCH_CODES, { message: `at most ${MAX_SEARCH_CODES} codes`, params: { rule: "max" } })
      .refine((value) => value.split(",").every((code) => akSchema.safeParse(code).success), {
        message: "each code is an AK (letters, digits, dots, dashes or underscores)",
        params: { rule: "ak" },
      })
      .transform((value) => value.split(",")),
    from: z.string(),
    to: z.string(),
  })
  .and(dateRange);

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
  /** One or more card kinds, comma-separated. */
  kind: z
    .string()
    .refine((value) => value.split(",").every((k) => (CARD_KINDS as readonly string[]).includes(k)), {
      message: `kind must be one or more of ${CARD_KINDS.join(", ")}, comma-separated`,
      params: { rule: "one_of" },
    })
    .transform((value) => value.split(",") as CardKind[])
    .optional(),
  experience: z.coerce.number().int().positive().optional(),
  Lang: z.string().optional(),
  TimeZone: z.string().optional(),
});
