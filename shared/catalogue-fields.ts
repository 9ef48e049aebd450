// Field schemas of the catalogue that the order and member contracts use too: dates, times of day, access keys and
// guest counts (booking-and-checkout §3). Re-exported by shared/catalogue.ts; a module of its own so that those
// contracts load without the catalogue's card and availability schemas (docs/decisions/028).
import { z } from "zod";
import { GUEST_MAX_PER_TYPE, type GuestCounts } from "./booking/guests";

/** Dates on the wire and as calendar keys: YYYY-MM-DD in the venue's time zone. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date is YYYY-MM-DD")
  .refine((value) => {
    const [y, m, d] = value.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, "the date does not exist");
/** Time of day of a performance, HH:mm in the venue's time zone. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time is HH:mm");

/** Access keys (AKs) name products and calendars at the provider; searches send them lower-cased. */
export const akSchema = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "an AK is letters, digits, dots, dashes or underscores");

// ---------- Guest counts (§3) ----------
const guestCountSchema = z.number().int().min(0).max(GUEST_MAX_PER_TYPE);
export const guestCountsSchema: z.ZodType<GuestCounts> = z.object({
  adult: guestCountSchema,
  junior: guestCountSchema,
  child: guestCountSchema,
  infant: guestCountSchema,
});
