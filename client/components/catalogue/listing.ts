// What the catalogue pages show of a card and how they order, filter and group cards: the small, serialisable
// view a listing sends to the browser, built from the shared price, level and calendar rules.
import type { AvailabilityAnswer, AvailabilityDay, Card, DiscountWindow, GuestCounts } from "../../../shared/catalogue";
import { LESSON_TYPES } from "../../../shared/catalogue";
import { type DayBlockReason, dayBookability } from "../../../shared/booking/calendar";
import { totalGuests } from "../../../shared/booking/guests";
import { type LevelGroupKey, LEVEL_GROUPS, levelGroupOf } from "../../../shared/booking/levels";
import { cardFromPrice, discountNotEnded, discountedPrice, festiveDiscountApplies, offerWindow } from "../../../shared/booking/pricing";
import type { LessonSearch } from "../../../shared/booking/search";
import type { Locale } from "../../../shared/locale";

/** How a listing stands for the searched date and party: bookable, sold out, or not open that day. */
export type CardDayState = "bookable" | "sold-out" | "unavailable";

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

/** A discount window that is on at the date (a YYYY-MM-DD key read on the festive calendar), else null. */
export function activeDiscount(card: Pick<Card, "card_discount">, date: string): DiscountWindow | null {
  const window = card.card_discount;
  return window && festiveDiscountApplies(window, date) ? window : null;
}

/** A discount window that has not ended by the date (running now or still to come), for the detail page's note. */
export function upcomingDiscount(card: Pick<Card, "card_discount">, date: string): DiscountWindow | null {
  const window = card.card_discount;
  return window && discountNotEnded(window, date) ? window : null;
}

/** The listing view of a card on a date (the searched date, else today). */
export function cardView(card: Card, date: string, dayState: CardDayState | null = null): CardView {
  const from = cardFromPrice(card);
  const discount = activeDiscount(card, date);
  const price = discountedPrice(from, discount, date);
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

/** The calendar a listing asks about for a card: its first ticket's event AK. */
export function firstEventAk(card: Pick<Card, "tickets">): string | null {
  return card.tickets[0]?.event_ak ?? null;
}

/** Distinct event AKs of the cards' first tickets, in listing order, for one search-availability call. */
export function searchCodes(cards: readonly Pick<Card, "tickets">[]): string[] {
  const seen = new Set<string>();
  const codes: string[] = [];
  for (const card of cards) {
    const ak = firstEventAk(card);
    if (ak && !seen.has(ak.toLowerCase())) {
      seen.add(ak.toLowerCase());
      codes.push(ak);
    }
  }
  return codes;
}

/** The search answer's day per code (lower-cased) on the date: from codeList when the answer has it. */
export function daysByCode(answer: AvailabilityAnswer & { codeList?: { code: string; dayList: AvailabilityDay[] }[] }, date: string): Map<string, AvailabilityDay> {
  const byCode = new Map<string, AvailabilityDay>();
  for (const entry of answer.codeList ?? []) {
    const day = entry.dayList.find((d) => d.date === date);
    if (day) byCode.set(entry.code.toLowerCase(), day);
  }
  return byCode;
}

const SOLD_OUT_REASONS: readonly DayBlockReason[] = ["sold_out", "not_enough_places"];

/** Whether the party can book the card on the date, by the calendar's rule for its first ticket. */
export function cardDayState(
  card: Pick<Card, "tickets" | "is_table" | "max_number_per_table">,
  day: AvailabilityDay | undefined,
  opts: { date: string; today: string; people: GuestCounts; blockedDates?: readonly string[] },
): CardDayState {
  const ticket = card.tickets[0];
  const result = dayBookability({
    date: opts.date,
    today: opts.today,
    day,
    guests: totalGuests(opts.people),
    blockedDates: opts.blockedDates,
    table: card.is_table && card.max_number_per_table ? { perTable: card.max_number_per_table } : null,
    hasAdditionalCode: Boolean(ticket?.additional_ak),
  });
  if (result.bookable) return "bookable";
  return result.reason && SOLD_OUT_REASONS.includes(result.reason) ? "sold-out" : "unavailable";
}

/** Bookable cards first, then sold-out, then closed ones; the listing order is kept inside each part. */
export function orderByDayState<T extends { dayState: CardDayState | null }>(views: readonly T[]): T[] {
  const rank = (s: CardDayState | null) => (s === "sold-out" ? 1 : s === "unavailable" ? 2 : 0);
  return views
    .map((view, index) => ({ view, index }))
    .sort((a, b) => rank(a.view.dayState) - rank(b.view.dayState) || a.index - b.index)
    .map((e) => e.view);
}

// ---------- Lessons ----------
/** The level group a search's level falls in, or null (no level chosen). */
export function searchedLevelGroup(search: Pick<LessonSearch, "level">): LevelGroupKey | null {
  return search.level === null ? null : (levelGroupOf(search.level)?.key ?? null);
}

/**
 * A lesson matches a search when it teaches a level of the searched level's group (levels 3 and 4 count as one),
 * is of the searched lesson type (0 is every type) and suits the searched age (a card for all ages, 0, suits any).
 */
export function lessonMatches(card: Pick<Card, "lesson">, search: LessonSearch): boolean {
  const lesson = card.lesson;
  if (!lesson) return false;
  const group = search.level === null ? null : levelGroupOf(search.level);
  if (group && !lesson.level_ids.some((id) => (group.levelIds as readonly number[]).includes(id))) return false;
  if (search.lesson !== LESSON_TYPES.all && lesson.lesson_type !== search.lesson) return false;
  if (search.age !== null && search.age !== 0 && lesson.age_type !== 0 && lesson.age_type !== search.age) return false;
  return true;
}

/** The group a lesson is listed under: the searched group, else the group of its lowest level. */
export function lessonGroupKey(card: Pick<Card, "lesson">, searched: LevelGroupKey | null): LevelGroupKey | null {
  if (!card.lesson) return null;
  if (searched) return searched;
  const lowest = Math.min(...card.lesson.level_ids);
  return levelGroupOf(lowest)?.key ?? null;
}

/** Matching lessons in level-group order (Discovery … High Performance); empty groups are left out. */
export function groupLessons<C extends Pick<Card, "lesson">>(cards: readonly C[], search: LessonSearch): { key: LevelGroupKey; cards: C[] }[] {
  const searched = searchedLevelGroup(search);
  const groups = new Map<LevelGroupKey, C[]>();
  for (const card of cards) {
    if (!lessonMatches(card, search)) continue;
    const key = lessonGroupKey(card, searched);
    if (!key) continue;
    groups.set(key, [...(groups.get(key) ?? []), card]);
  }
  return LEVEL_GROUPS.filter((g) => groups.has(g.key)).map((g) => ({ key: g.key, cards: groups.get(g.key)! }));
}

// ---------- Collections ----------
/** The offers page's view of an offer (shared isOfferCard): its listing view, with the start of a window still to come. */
export function offerView(card: Card, today: string): CardView {
  const window = offerWindow(card, today);
  return { ...cardView(card, today), offerFrom: window && window.start_date > today ? window.start_date : null };
}

/** The cards the CMS names, in its order; when it names none (or none exists), the fallback cards. */
export function namedCards<C extends Pick<Card, "name">>(cards: readonly C[], names: readonly string[], fallback: (card: C) => boolean): C[] {
  const byName = new Map(cards.map((c) => [c.name, c]));
  const named = names.map((n) => byName.get(n)).filter((c): c is C => c !== undefined);
  return named.length > 0 ? named : cards.filter(fallback);
}

// ---------- Links and dates ----------
/** A path with a query string appended when there is one. */
export function withQuery(path: string, query: string | URLSearchParams): string {
  const text = typeof query === "string" ? query.replace(/^\?/, "") : query.toString();
  return text ? `${path}?${text}` : path;
}

/** "Fri, 12 Jun 2026" for a YYYY-MM-DD key, in the page's language with Western digits. */
export function formatDateKey(key: string, locale: Locale): string {
  const [y, m, d] = key.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale === "ar" ? "ar-AE-u-nu-latn" : "en-GB", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
