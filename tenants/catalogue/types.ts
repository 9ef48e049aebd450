// The shape of a site's catalogue seed: bilingual cards and the calendar rules the embedded provider
// turns into bookable days, performances and daily prices for a rolling window from today.
import type { Card, ColorCodeTag } from "../../shared/catalogue";

export interface Bilingual {
  en: string;
  ar: string;
}

/** Booking-bar experience categories; the CMS filter data (BookingBarFilterData) lists the same ids. */
export const EXPERIENCE_CATEGORY_IDS = {
  snowPark: 1,
  packages: 2,
  skiLessons: 3,
  snowboardLessons: 4,
  penguins: 5,
  iceRink: 6,
  eventsAndDining: 7,
} as const;

/** A card as written in the seed: texts in both languages; the provider answers one language per call. */
export interface CardSeed
  extends Omit<Card, "title" | "localized_title" | "description" | "includes" | "label_text" | "image"> {
  title: Bilingual;
  description: Bilingual;
  includes: { en: string[]; ar: string[] };
  label_text: Bilingual;
  image: { image_url: string; alt_text: Bilingual };
  /** Position in listings, lowest first. */
  sort_order: number;
  /** Ticket titles in both languages by ticket AK (tickets and upgrade ticket); a missing one keeps ticket.title. */
  ticket_titles?: Record<string, Bilingual>;
}

export interface PerformanceSeed {
  /** Suffix of the performance AK ({event_ak}.{suffix}.{YYYYMMDD}). */
  suffix: string;
  time: string;
  endTime: string;
  capacity: number;
}

/** One calendar (event AK): when it opens, how many places, at what day price and colour. */
export interface CalendarSeed {
  event_ak: string;
  /** Places per day; for a time-based calendar the day's capacity is the sum of its performances. */
  capacity: number;
  /** Weekdays open in the venue's time zone, 0 = Sunday. */
  open_weekdays: number[];
  /** Days after today (0 = today) that are closed, e.g. for a private event; they answer inactive. */
  closed_day_offsets: number[];
  /** Most guests in one booking that day; null keeps the default total. */
  max_total: number | null;
  /** Colour of each weekday (index 0 = Sunday): green quiet, orange normal, red peak. */
  tag_by_weekday: [ColorCodeTag, ColorCodeTag, ColorCodeTag, ColorCodeTag, ColorCodeTag, ColorCodeTag, ColorCodeTag];
  /** Day price by colour, in the site's currency; a product's daily price adds the same step over green. */
  price_by_tag: Record<ColorCodeTag, number>;
  performances: PerformanceSeed[] | null;
}

export interface CatalogueSeed {
  cards: CardSeed[];
  calendars: CalendarSeed[];
}
