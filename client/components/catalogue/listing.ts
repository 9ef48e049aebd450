// What the catalogue pages show of a card and how they order it: the small, serialisable view a listing sends to
// the browser, built from the shared price, discount and calendar rules (which cards and groups: shared/booking).
import type { AvailabilityDay, Card, DiscountWindow, GuestCounts, SearchAvailabilityAnswer } from "../../../shared/catalogue";
import { type DayBlockReason, cardBookabilityOptions, cardCalendar, dayBookability } from "../../../shared/booking/calendar";
import { totalGuests } from "../../../shared/booking/guests";
import { cardPriceOn, sellsToParty, upcomingCardDiscount } from "../../../shared/booking/pricing";

/** How a listing stands for the searched date and party: bookable, sold out, or not open that day. */
export type CardDayState = "bookable" | "sold-out" | "unavailable" | "not-for-party";

export interface CardView {
  id: number;
  name: string;
  kind: Card["kind"];
  title: string;
  label: string;
  includes: string[];
  imageUrl: string;
  imageAlt: string;
  /** The "from" price, after a discount window that applies on the shown date. */
  price: number;
  /** The price before the discount when one applies, else null. */
  originalPrice: number | null;
  discount: Pick<DiscountWindow, "percentage" | "start_date" | "end_date"> | null;
  /** Set on a dated search only. */
  dayState: CardDayState | null;
  /** On the offers page: the first day of a discount window still to come, else null or absent. */
  offerFrom?: string | null;
}

/** The listing view of a card on a date (the searched date, else today). */
export function cardView(card: Card, date: string, dayState: CardDayState | null = null): CardView {
  const { from, discount, price } = cardPriceOn(card, date);
  return {
    id: card.id,
    name: card.name,
    kind: card.kind,
    title: card.title,
    label: card.label_text,
    includes: card.includes,
    imageUrl: card.image.image_url,
    imageAlt: card.image.alt_text ?? "",
    price,
    originalPrice: discount && price !== from ? from : null,
    discount: discount ? { percentage: discount.percentage, start_date: discount.start_date, end_date: discount.end_date } : null,
    dayState,
  };
}

/** The search answer's day per code (lower-cased) on the date, from each code's own list (codeList). */
export function daysByCode(answer: Pick<SearchAvailabilityAnswer, "codeList">, date: string): Map<string, AvailabilityDay> {
  const byCode = new Map<string, AvailabilityDay>();
  for (const entry of answer.codeList) {
    const day = entry.dayList.find((d) => d.date === date);
    if (day) byCode.set(entry.code.toLowerCase(), day);
  }
  return byCode;
}

/** A card's day from daysByCode: the day of the calendar it books against (cardCalendar). */
export function dayOfCard(days: ReadonlyMap<string, AvailabilityDay>, card: Pick<Card, "tickets">): AvailabilityDay | undefined {
  const calendar = cardCalendar(card);
  return calendar === null ? undefined : days.get(calendar.toLowerCase());
}

const SOLD_OUT_REASONS: readonly DayBlockReason[] = ["sold_out", "not_enough_places"];

/** Whether the party can book the card on the date: the day rule with the card's table and additional-code options. */
export function cardDayState(
  card: Pick<Card, "tickets" | "is_table" | "max_number_per_table">,
  day: AvailabilityDay | undefined,
  opts: { date: string; today: string; people: GuestCounts; blockedDates?: readonly string[] },
): CardDayState {
  if (!sellsToParty(card, opts.people)) return "not-for-party";
  const result = dayBookability({
    date: opts.date,
    today: opts.today,
    day,
    guests: totalGuests(opts.people),
    blockedDates: opts.blockedDates,
    ...cardBookabilityOptions(card),
  });
  if (result.bookable) return "bookable";
  return result.reason && SOLD_OUT_REASONS.includes(result.reason) ? "sold-out" : "unavailable";
}

/** Bookable cards first, then sold-out, then closed ones; the listing order is kept inside each part. */
export function orderByDayState<T extends { dayState: CardDayState | null }>(views: readonly T[]): T[] {
  const rank = (s: CardDayState | null) => (s === "not-for-party" ? 1 : s === "sold-out" ? 2 : s === "unavailable" ? 3 : 0);
  return views
    .map((view, index) => ({ view, index }))
    .sort((a, b) => rank(a.view.dayState) - rank(b.view.dayState) || a.index - b.index)
    .map((e) => e.view);
}

// ---------- Collections ----------
/** The offers page's view of an offer (shared isOfferCard): its listing view, with the start of a window still to come. */
export function offerView(card: Card, today: string): CardView {
  const window = upcomingCardDiscount(card, today);
  return { ...cardView(card, today), offerFrom: window && window.start_date > today ? window.start_date : null };
}

/** The cards the CMS names, in its order; when it names none (or none exists), the fallback cards. */
export function namedCards<C extends Pick<Card, "name">>(cards: readonly C[], names: readonly string[], fallback: (card: C) => boolean): C[] {
  const byName = new Map(cards.map((c) => [c.name, c]));
  const named = names.map((n) => byName.get(n)).filter((c): c is C => c !== undefined);
  return named.length > 0 ? named : cards.filter(fallback);
}

// ---------- Links ----------
/** A path with a query string appended when there is one. */
export function withQuery(path: string, query: string | URLSearchParams): string {
  const text = typeof query === "string" ? query.replace(/^\?/, "") : query.toString();
  return text ? `${path}?${text}` : path;
}
