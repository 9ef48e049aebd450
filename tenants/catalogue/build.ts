// Builders for the catalogue seeds: the defaults every card shares and a venue's conventions (AK prefix, ids,
// analytics names), so each site file lists only what sets a card apart (texts, prices, flags) and its calendars.
import { CARD_DEFAULTS } from "../../shared/card-defaults";
import type { ColorCodeTag, DateMode, DiscountWindow, Ticket } from "../../shared/catalogue";
import type { Bilingual, CalendarSeed, CardSeed, PerformanceSeed } from "./types";

/** Suffixes of the per-age price AKs: {ticket ak}.ADT, .JNR, .CHD, .INF. */
export const AGE_AK_SUFFIXES = { adult: "ADT", junior: "JNR", child: "CHD", infant: "INF" } as const;

/** A single day, picked on its own. */
export const SINGLE_DAY: DateMode = CARD_DEFAULTS.date_mode;
/** A five-day camp: the picker selects five consecutive days from the chosen start. */
export const FIVE_DAY_CAMP: DateMode = { type: "days", length: 5, skip_dates: [] };

type Week = CalendarSeed["tag_by_weekday"];
/** UAE and Oman (index 0 = Sunday): Saturday and Sunday are the weekend and Friday is busy too. */
export const GULF_WEEK: Week = ["red", "green", "green", "green", "orange", "red", "red"];
/** Egypt: Friday and Saturday are the weekend; Thursday evening and Sunday are normal days. */
export const EGYPT_WEEK: Week = ["orange", "green", "green", "green", "orange", "red", "red"];
/** The same quiet colour every day: for products whose price does not change with the day. */
export const ALL_GREEN: Week = ["green", "green", "green", "green", "green", "green", "green"];
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
    ...CARD_DEFAULTS,
    ...rest,
    tickets: tickets.map(buildTicket),
    upgrade_ticket: upgrade_ticket ? buildTicket(upgrade_ticket) : null,
    ticket_titles: Object.fromEntries(drafts.map((t) => [t.ak, t.title])),
  };
}

export type IconName = "ticket" | "ski" | "snowboard" | "penguin" | "party" | "star" | "ice";

export function icon(name: IconName, alt: Bilingual): CardSeed["image"] {
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

/** A venue as its seed writes it: the AK prefix, the name analytics see, and what its calendars usually take. */
export interface Venue {
  /** Prefix of every product, price and calendar AK (SKD, SAD, SMO, SKE). */
  ak: string;
  /** The venue's name: the fifth analytics category of every card. */
  name: string;
  /** The currency's decimals, to which calendar prices are rounded. */
  decimals: number;
  week: Week;
  /** How much more a normal (orange) and a busy (red) day cost, unless a calendar says otherwise. */
  steps: CalendarDraft["steps"];
}

/** A discount window before it is tied to a card: the card's first ticket id becomes its id. */
export type OfferWindow = Omit<DiscountWindow, "id">;

type SettledByVenue =
  | "image"
  | "gtm"
  | "price"
  | "tickets"
  | "upgrade_ticket"
  | "ticket_titles"
  | "card_discount"
  | "card_discount_temp";

/**
 * A card and its one ticket as a site writes them, leaving out what the venue's conventions settle: AKs take the
 * venue's prefix (prices .ADT/.JNR/.CHD/.INF, an extra person .ADD, a voucher's redemption .RDM), the calendar is
 * {prefix}.EVN.{event_ak, else ak}; the ticket is card id × 10 + 1 and an upgrade × 10 + 9; analytics' third
 * category is the English title and the fifth the venue; the price is the ticket's first age price unless given.
 */
export interface VenueCardDraft extends Omit<CardDraft, SettledByVenue> {
  icon: IconName;
  alt: Bilingual;
  /** Analytics categories one, two and four. */
  gtm: [one: string, two: string, four: string];
  price?: number;
  card_discount?: OfferWindow | null;
  card_discount_temp?: OfferWindow | null;
  /** Product AK without the venue's prefix. */
  ak: string;
  /** Calendar AK without "{prefix}.EVN."; the product AK unless given. */
  event_ak?: string;
  /** The ticket's title; the card's unless given. */
  ticket_title?: Bilingual;
  prices: AgePrices;
  minimum_age: number;
  isTimebased?: boolean;
  /** Sells extra people at additional_price under {ak}.ADD. */
  additional?: boolean;
  /** A voucher, redeemed under {ak}.RDM. */
  redeemable?: boolean;
  /** An upgrade ticket on its own calendar, for the same ages; needs a title and prices too. */
  upgrade_ak?: string;
  upgrade_title?: Bilingual;
  upgrade_prices?: AgePrices;
}

/** A site's card seed from a venue draft (each card gets its own copy of what drafts may share). */
export function venueCard(venue: Venue, draft: VenueCardDraft): CardSeed {
  const {
    id,
    name,
    kind,
    sort_order,
    title,
    description,
    includes,
    label_text,
    experience_category_ids,
    icon: iconName,
    alt,
    gtm: [one, two, four],
    price,
    card_discount,
    card_discount_temp,
    ak,
    event_ak,
    ticket_title,
    prices,
    minimum_age,
    isTimebased,
    additional,
    redeemable,
    upgrade_ak,
    upgrade_title,
    upgrade_prices,
    ...flags
  } = structuredClone(draft);
  const ticketId = id * 10 + 1;
  const productAk = `${venue.ak}.${ak}`;
  const firstPrice = [prices.adult, prices.junior, prices.child, prices.infant].find((p) => p !== null);
  if (firstPrice === undefined) throw new Error(`${name}: a ticket needs a price`);
  if (upgrade_ak !== undefined && (!upgrade_title || !upgrade_prices)) throw new Error(`${name}: an upgrade needs a title and prices`);
  const window = (w: OfferWindow | null | undefined) => (w ? { id: ticketId, ...w } : null);
  // Keys in the order the hand-written cards had, so the seed's JSON (and the hash reseeding compares) stays the same.
  return card({
    id,
    name,
    kind,
    sort_order,
    title,
    description,
    includes,
    label_text,
    price: price ?? firstPrice,
    image: icon(iconName, alt),
    experience_category_ids,
    gtm: gtm(one, two, title.en, four, venue.name),
    ...flags,
    card_discount: window(card_discount),
    card_discount_temp: window(card_discount_temp),
    tickets: [
      {
        id: ticketId,
        title: ticket_title ?? title,
        ak: productAk,
        event_ak: `${venue.ak}.EVN.${event_ak ?? ak}`,
        prices,
        minimum_age,
        isTimebased: isTimebased ?? false,
        additional_ak: additional ? `${productAk}.ADD` : null,
        redeem_ak: redeemable ? `${productAk}.RDM` : null,
      },
    ],
    upgrade_ticket:
      upgrade_ak && upgrade_title && upgrade_prices
        ? {
            id: id * 10 + 9,
            title: upgrade_title,
            ak: `${venue.ak}.${upgrade_ak}`,
            event_ak: `${venue.ak}.EVN.${upgrade_ak}`,
            prices: upgrade_prices,
            minimum_age,
          }
        : null,
  });
}

export type CalendarOptions = Partial<Omit<CalendarDraft, "event_ak" | "green" | "capacity" | "decimals">>;

/** A venue's calendar maker: cal(event, green, capacity) is {prefix}.EVN.{event} with the venue's week and steps. */
export function venueCalendar(venue: Venue) {
  return (event: string, green: number, capacity: number, more: CalendarOptions = {}): CalendarSeed =>
    calendar({ event_ak: `${venue.ak}.EVN.${event}`, green, capacity, steps: venue.steps, week: venue.week, decimals: venue.decimals, ...more });
}
