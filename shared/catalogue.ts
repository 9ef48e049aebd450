// The catalogue's entities and the provider's availability and price answers (booking-and-checkout §3, §7):
// one set of zod schemas for the embedded provider, the upstream proxy, the rules and the pages.
import { z } from "zod";
import { GUEST_TYPES, type GuestCounts, type GuestType } from "./booking/guests";
import { CARD_KINDS, COLOR_CODE_TAGS } from "./enumerations";
import { imageSchema } from "./image";

// The field schemas the order and member contracts share, in a module of their own so that those contracts load
// without the catalogue's other schemas (docs/decisions/028).
export { akSchema, guestCountsSchema, isoDateSchema, timeOfDaySchema } from "./catalogue-fields";
import { akSchema, isoDateSchema, timeOfDaySchema } from "./catalogue-fields";

// ---------- Enumerations (§3): shared/enumerations.ts, free of the schema library ----------
export { LESSON_LEVELS, type LessonLevelId, LESSON_TYPES, type LessonType, SKI_AGE_TYPES, SNOWBOARD_AGE_TYPES, type AgeTypeId, SKI_CATEGORY_CARD_TYPE, SNOWBOARD_CATEGORY_CARD_TYPE, PACKAGE_CARD_TYPE_ID, CARD_KINDS, type CardKind, COLOR_CODE_TAGS, type ColorCodeTag } from "./enumerations";
// The age types and guest counts are the booking rules' own (shared/booking/guests.ts, free of the schema library).
export { GUEST_TYPES, type GuestCounts, type GuestType };

// ---------- Ticket and card ----------
export const pricedAkSchema = z.object({ ak: akSchema, price: z.number().nonnegative() });
export type PricedAk = z.infer<typeof pricedAkSchema>;

export const ticketSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  /** Product AK: the daily price list is kept per product. */
  ak: akSchema,
  /** Calendar (event) AK whose days and performances carry the capacity this ticket books against. */
  event_ak: akSchema,
  isTimebased: z.boolean(),
  adult_details: pricedAkSchema.nullable(),
  junior_ak_details: pricedAkSchema.nullable(),
  child_ak_details: pricedAkSchema.nullable(),
  infant_ak_details: pricedAkSchema.nullable(),
  /** An additional ticket code: availability above 0 is then enough to book a day. */
  additional_ak: akSchema.nullable(),
  minimum_age: z.number().int().min(0).max(99),
  redeem_ak: akSchema.nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const discountWindowSchema = z.object({
  id: z.number().int().positive(),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  /** Percentage off the price on dates inside the window (Dubai time, inclusive). */
  percentage: z.number().positive().max(100),
});
export type DiscountWindow = z.infer<typeof discountWindowSchema>;

/** How the date picker selects a card's dates (content-and-account §2). */
export const dateModeSchema = z.object({
  type: z.enum(["default", "days", "week"]),
  /** Camp length: N days or N weeks; for default, the number of consecutive days highlighted (1 = a single day). */
  length: z.number().int().min(1).max(60),
  /** Days a camp skips (each extends the range by one). */
  skip_dates: z.array(isoDateSchema),
});
export type DateMode = z.infer<typeof dateModeSchema>;

export const lessonInfoSchema = z.object({
  level_ids: z.array(z.number().int().min(1).max(7)).min(1),
  lesson_type: z.number().int().min(0).max(5),
  age_type: z.number().int().min(0).max(4),
});
export type LessonInfo = z.infer<typeof lessonInfoSchema>;

const localizedTitleSchema = z.object({ en: z.string().min(1), ar: z.string().min(1) });

/** A card as the provider answers it, in the language of the call. */
export const cardSchema = z.object({
  id: z.number().int().positive(),
  /** URL key: the card's page is passes-packages/{name}. */
  name: z.string().regex(/^[a-z0-9-]{1,80}$/),
  kind: z.enum(CARD_KINDS),
  title: z.string().min(1),
  localized_title: localizedTitleSchema,
  description: z.string(),
  includes: z.array(z.string()),
  /** Age label ("Ages 3+"). */
  label_text: z.string(),
  /** Card ("from") price per person in the site's currency. */
  price: z.number().nonnegative(),
  image: imageSchema,
  /** Booking-bar experience categories this card is found under. */
  experience_category_ids: z.array(z.number().int().positive()),
  category_card_type: z.number().int().nullable(),
  card_type_id: z.number().int().min(1),
  is_membership: z.boolean(),
  is_table: z.boolean(),
  max_number_per_table: z.number().int().positive().nullable(),
  is_movie: z.boolean(),
  enable_christmas: z.boolean(),
  every_range_of_booking: z.number().int().min(0).max(2),
  days_of_booking: z.number().int().min(0),
  required_quantity: z.number().int().min(0),
  additional_price: z.number().nonnegative(),
  lesson: lessonInfoSchema.nullable(),
  date_mode: dateModeSchema,
  tickets: z.array(ticketSchema).min(1),
  upgrade_ticket: ticketSchema.nullable(),
  card_discount: discountWindowSchema.nullable(),
  card_discount_temp: discountWindowSchema.nullable(),
  external_link: z.string().nullable(),
  parent_id: z.number().int().positive().nullable(),
  gtm: z.object({
    category_one: z.string(),
    category_two: z.string(),
    category_three: z.string(),
    category_four: z.string(),
    category_five: z.string(),
  }),
});
export type Card = z.infer<typeof cardSchema>;

// ---------- Availability (§3 Availability day, §7) ----------
export const performanceSchema = z.object({
  ak: akSchema,
  time: timeOfDaySchema,
  endTime: timeOfDaySchema,
  /** Places still free in this performance (capacity less sold and held). */
  availability: z.number().int().min(0),
});
export type Performance = z.infer<typeof performanceSchema>;

export const availabilityDaySchema = z.object({
  date: isoDateSchema,
  isActive: z.boolean(),
  /** Places still free that day: capacity less sold and held; a booking's guest count must not exceed it. */
  maxAvailability: z.number().int().min(0),
  /** The day's capacity. */
  countAvailability: z.number().int().min(0),
  /** Most guests one booking may take that day; null keeps the default total of 36. */
  maxTotal: z.number().int().positive().nullable(),
  performanceList: z.array(performanceSchema),
  price: z.number().nonnegative().nullable(),
  color_code_tag: z.enum(COLOR_CODE_TAGS).nullable(),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const availabilityAnswerSchema = z.object({
  error: z.object({ code: z.number().int(), message: z.string().optional() }),
  dayList: z.array(availabilityDaySchema),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

/** What any availability failure gives the caller (§7: a failure yields an empty result). */
export const EMPTY_AVAILABILITY: AvailabilityAnswer = { error: { code: 200 }, dayList: [] };

/** One calendar's own days in a search answer. */
export const codeDayListSchema = z.object({ code: z.string(), dayList: z.array(availabilityDaySchema) });
export type CodeDayList = z.infer<typeof codeDayListSchema>;

/**
 * The availability search answer: the spec's merged `error` and `dayList`, plus `codeList` with each code's own
 * days, so a page can tell which product is bookable on a date. An answer without codeList reads as an empty one.
 */
export const searchAvailabilityAnswerSchema = availabilityAnswerSchema.extend({
  codeList: z.array(codeDayListSchema).default([]),
});
export type SearchAvailabilityAnswer = z.infer<typeof searchAvailabilityAnswerSchema>;
export const EMPTY_SEARCH_AVAILABILITY: SearchAvailabilityAnswer = { ...EMPTY_AVAILABILITY, codeList: [] };

export const dailyPriceSchema = z.object({
  date: isoDateSchema,
  price: z.number().nonnegative(),
  color_code_tag: z.enum(COLOR_CODE_TAGS),
});
export type DailyPrice = z.infer<typeof dailyPriceSchema>;
export const dailyPriceAnswerSchema = z.array(dailyPriceSchema);

/** Longest range one availability or price call may ask for, in days (inclusive). */
export const MAX_CALENDAR_RANGE_DAYS = 400;

// ---------- Provider call paths (relative to the provider's API host) ----------
export const PROVIDER_PATHS = {
  availability: (eventAk: string, from: string, to: string) => `/viva/rest-calender-availability/${eventAk}/${from}/${to}/true`,
  searchAvailability: (codes: readonly string[], from: string, to: string) =>
    `/viva/rest-search-calender-availability/${codes.map((c) => c.toLowerCase()).join(",")}/${from}/${to}/true`,
  dailyPrice: (productAk: string, from: string, to: string) => `/viva/product-daily-price/${productAk}/${from}/${to}`,
} as const;
