// Builders for the catalogue seeds: the defaults every card shares, so each site file lists only what sets a
// card apart (texts, prices, AKs, flags) and its calendars.
import type { ColorCodeTag, DateMode, DiscountWindow, Ticket } from "../../shared/catalogue";
import type { Bilingual, CalendarSeed, CardSeed, PerformanceSeed } from "./types";

/** Suffixes of the per-age price AKs: {ticket ak}.ADT, .JNR, .CHD, .INF. */
export const AGE_AK_SUFFIXES = { adult: "ADT", junior: "JNR", child: "CHD", infant: "INF" } as const;

/** A single day, picked on its own. */
export const SINGLE_DAY: DateMode = { type: "default", length: 1, skip_dates: [] };
/** A five-day camp: the picker selects five consecutive days from the chosen start. */
export const FIVE_DAY_CAMP: DateMode = { type: "days", length: 5, skip_dates: [] };

type Week = CalendarSeed["tag_by_weekday"];
/** UAE and Oman (index 0 = Sunday): Saturday and Sunday are the weekend and Friday is busy too. */
export const GULF_WEEK: Week = ["red", "green", "green", "green", "orange", "red", "red"];
/** Egypt: Friday and Saturday are the weekend; Thursday evening and Sunday are normal days. */
export const EGYPT_WEEK: Week = ["orange", "green", "green", "green", "orange", "red", "red"];
export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export interface AgePrices {
  adult: number | null;
  junior: number | null;
  child: number | null;
  infant: number | null;
}

export interface TicketDraft {
  id: number;
  title: Bilingual;
  /** Product AK; the per-age AKs add .ADT/.JNR/.CHD/.INF. */
  ak: string;
  event_ak: string;
  prices: AgePrices;
  minimum_age: number;
  isTimebased?: boolean;
  additional_ak?: string | null;
  redeem_ak?: string | null;
}

function priced(ak: string, suffix: string, price: number | null) {
  return price === null ? null : { ak: `${ak}.${suffix}`, price };
}

export function buildTicket(d: TicketDraft): Ticket {
  return {
    id: d.id,
    title: d.title.en,
    ak: d.ak,
    event_ak: d.event_ak,
    isTimebased: d.isTimebased ?? false,
    adult_details: priced(d.ak, AGE_AK_SUFFIXES.adult, d.prices.adult),
    junior_ak_details: priced(d.ak, AGE_AK_SUFFIXES.junior, d.prices.junior),
    child_ak_details: priced(d.ak, AGE_AK_SUFFIXES.child, d.prices.child),
    infant_ak_details: priced(d.ak, AGE_AK_SUFFIXES.infant, d.prices.infant),
    additional_ak: d.additional_ak ?? null,
    minimum_age: d.minimum_age,
    redeem_ak: d.redeem_ak ?? null,
  };
}

type Required = "id" | "name" | "kind" | "title" | "description" | "includes" | "label_text" | "price" | "image" | "experience_category_ids" | "gtm" | "sort_order";
export type CardDraft = Pick<CardSeed, Required> &
  Partial<Omit<CardSeed, Required | "tickets" | "upgrade_ticket" | "ticket_titles">> & {
    tickets: TicketDraft[];
    upgrade_ticket?: TicketDraft | null;
  };

/** A card seed from a draft: flags default off, one day at a time, no discounts, ticket titles kept bilingual. */
export function card(d: CardDraft): CardSeed {
  const { tickets, upgrade_ticket, ...rest } = d;
  const drafts = upgrade_ticket ? [...tickets, upgrade_ticket] : tickets;
  return {
    category_card_type: null,
    card_type_id: 1,
    is_membership: false,
    is_table: false,
    max_number_per_table: null,
    is_movie: false,
    enable_christmas: false,
    every_range_of_booking: 0,
    days_of_booking: 0,
    required_quantity: 0,
    additional_price: 0,
    lesson: null,
    date_mode: SINGLE_DAY,
    card_discount: null,
    card_discount_temp: null,
    external_link: null,
    parent_id: null,
    ...rest,
    tickets: tickets.map(buildTicket),
    upgrade_ticket: upgrade_ticket ? buildTicket(upgrade_ticket) : null,
    ticket_titles: Object.fromEntries(drafts.map((t) => [t.ak, t.title])),
  };
}

export function icon(name: "ticket" | "ski" | "snowboard" | "penguin" | "party" | "star" | "ice", alt: Bilingual): CardSeed["image"] {
  return { image_url: `/images/icons/${name}.svg`, alt_text: alt };
}

export function gtm(one: string, two: string, three: string, four: string, five: string): CardSeed["gtm"] {
  return { category_one: one, category_two: two, category_three: three, category_four: four, category_five: five };
}

export function discount(id: number, start_date: string, end_date: string, percentage: number): DiscountWindow {
  return { id, start_date, end_date, percentage };
}

/** Same-length performances back to back from `from` (HH:mm) up to `until`, each with its own capacity. */
export function performances(from: string, until: string, minutes: number, capacity: number, gapMinutes = 0): PerformanceSeed[] {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const toTime = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  const list: PerformanceSeed[] = [];
  for (let start = toMin(from); start + minutes <= toMin(until); start += minutes + gapMinutes) {
    list.push({ suffix: toTime(start).replace(":", ""), time: toTime(start), endTime: toTime(start + minutes), capacity });
  }
  return list;
}

export interface CalendarDraft {
  event_ak: string;
  /** Places per day; ignored for a time-based calendar (the sum of its performances). */
  capacity?: number;
  /** The green (quiet-day) price: the adult price of the ticket booked against this calendar. */
  green: number;
  /** How much more a normal (orange) and a busy (red) day cost. */
  steps: [orange: number, red: number];
  week: Week;
  open_weekdays?: number[];
  closed_day_offsets?: number[];
  max_total?: number | null;
  performances?: PerformanceSeed[] | null;
  /** Rounds prices to the site's decimals so float sums never leave a stray digit. */
  decimals: number;
}

export function calendar(d: CalendarDraft): CalendarSeed {
  const round = (n: number) => Math.round(n * 10 ** d.decimals) / 10 ** d.decimals;
  const perf = d.performances ?? null;
  const price_by_tag: Record<ColorCodeTag, number> = {
    green: round(d.green),
    orange: round(d.green + d.steps[0]),
    red: round(d.green + d.steps[1]),
  };
  return {
    event_ak: d.event_ak,
    capacity: perf ? perf.reduce((sum, p) => sum + p.capacity, 0) : (d.capacity ?? 0),
    open_weekdays: d.open_weekdays ?? EVERY_DAY,
    closed_day_offsets: d.closed_day_offsets ?? [],
    max_total: d.max_total ?? null,
    tag_by_weekday: d.week,
    price_by_tag,
    performances: perf,
  };
}
