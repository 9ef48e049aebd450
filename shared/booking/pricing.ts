// Price rules of the booking flow (booking-and-checkout §5, content-and-account §5): package, lesson, additional
// ticket and table prices, the festive discount window (Dubai time) and the local points estimate.
// Type-only imports from the catalogue keep the schema library out of hydrated pages.
import type { Card, DiscountWindow, LESSON_TYPES, PACKAGE_CARD_TYPE_ID, Ticket } from "../catalogue";

const PACKAGE_TYPE_ID: typeof PACKAGE_CARD_TYPE_ID = 2;
const OFFERS_LESSON_TYPE: typeof LESSON_TYPES.offers = 4;

/** Festive (card) discount windows are matched on the Dubai calendar, whatever the venue. */
export const FESTIVE_TIME_ZONE = "Asia/Dubai";
/** Non-members earn an estimated 0.3 points per unit of currency; 10 points are worth 1 unit. */
export const LOCAL_POINTS_RATE = 0.3;
export const POINTS_PER_REWARD_UNIT = 10;

/** Rounds half away from zero to the venue's decimals (1.005 → 1.01), without binary-float surprises. */
export function roundAmount(amount: number, decimals: 2 | 3): number {
  if (!Number.isFinite(amount)) return 0;
  const sign = amount < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(amount)}e${decimals}`));
  return (sign * Number(`${shifted}e-${decimals}`)) || 0;
}

/** The adult price of a ticket, the price a package is counted in. */
function adultPrice(ticket: Ticket | undefined): number | null {
  return ticket?.adult_details?.price ?? null;
}

/**
 * A package's price. The first ticket's adult price per day is multiplied by required_quantity when that is
 * above 1 (it wins over days_of_booking), else by days_of_booking when that is above 0; with neither, or
 * without an adult price on the first ticket, the card price is used.
 */
export function packagePrice(card: Pick<Card, "tickets" | "days_of_booking" | "required_quantity" | "price">): number {
  const perDay = adultPrice(card.tickets[0]);
  if (perDay === null) return card.price;
  if (card.required_quantity > 1) return perDay * card.required_quantity;
  if (card.days_of_booking > 0) return perDay * card.days_of_booking;
  return card.price;
}

/** Multi-day lessons (every_range_of_booking 1 or 2) cost the unit price per day; 0 days counts as 1. */
export function lessonPrice(card: Pick<Card, "every_range_of_booking" | "days_of_booking">, unitPrice: number): number {
  if (card.every_range_of_booking === 1 || card.every_range_of_booking === 2) {
    return unitPrice * Math.max(1, card.days_of_booking);
  }
  return unitPrice;
}

/** The additional price is paid for each person beyond the first. */
export function additionalTicketPrice(additionalPrice: number, persons: number): number {
  return additionalPrice * Math.max(0, Math.floor(persons) - 1);
}

/** Seats bookable on a table product: only whole tables count. A table size below 1 groups nothing. */
export function tableSeats(availability: number, perTable: number): number {
  if (!(perTable >= 1)) return Math.max(0, availability);
  return Math.floor(Math.max(0, availability) / perTable) * perTable;
}

/** Tables a party needs: guests over the table size, rounded up. */
export function tablesNeeded(guests: number, perTable: number): number {
  if (guests <= 0) return 0;
  if (!(perTable >= 1)) return 1;
  return Math.ceil(guests / perTable);
}

/** The Dubai calendar date of an instant, or a YYYY-MM-DD key as it is. */
function dubaiDateKey(instant: Date | string): string {
  if (typeof instant === "string") return instant;
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: FESTIVE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** True when the date (an instant read in Dubai time, or a YYYY-MM-DD key) lies in the window, both ends included. */
export function festiveDiscountApplies(
  window: Pick<DiscountWindow, "start_date" | "end_date">,
  instant: Date | string,
): boolean {
  if (instant instanceof Date && Number.isNaN(instant.getTime())) return false;
  const key = dubaiDateKey(instant);
  return key >= window.start_date && key <= window.end_date;
}

/** The price less the window's percentage on dates inside it; rounded to 3 decimals to drop float noise. */
export function discountedPrice(
  price: number,
  window: Pick<DiscountWindow, "start_date" | "end_date" | "percentage"> | null,
  date: Date | string,
): number {
  if (!window || !festiveDiscountApplies(window, date)) return price;
  return roundAmount(price - (price * window.percentage) / 100, 3);
}

/** True while a window has not ended by the date (a YYYY-MM-DD key): running on it, or still to come. */
export function discountNotEnded(window: Pick<DiscountWindow, "end_date">, date: string): boolean {
  return window.end_date >= date;
}

/**
 * The discount window that makes a card an offer on `today`: of card_discount and card_discount_temp, those not
 * ended, the one running today first, else the one starting soonest; null when both have ended or there is none.
 */
export function offerWindow(card: Pick<Card, "card_discount" | "card_discount_temp">, today: string): DiscountWindow | null {
  const open = [card.card_discount, card.card_discount_temp].filter(
    (w): w is DiscountWindow => w !== null && discountNotEnded(w, today),
  );
  return open.find((w) => w.start_date <= today) ?? open.sort((a, b) => a.start_date.localeCompare(b.start_date))[0] ?? null;
}

/**
 * An offer on `today` (the offers page and the provider's get-all-offers): a card whose card_discount or
 * card_discount_temp window has not ended (running or upcoming; one ending today still counts), or a lesson of
 * the Offers type (4).
 */
export function isOfferCard(card: Pick<Card, "card_discount" | "card_discount_temp" | "lesson">, today: string): boolean {
  return card.lesson?.lesson_type === OFFERS_LESSON_TYPE || offerWindow(card, today) !== null;
}

export interface PointsEstimate {
  points: number;
  rewardAmount: number;
}

/** Points a non-member would earn, estimated locally: whole points, 0.3 per unit; the reward is points / 10. */
export function pointsEstimate(amount: number): PointsEstimate {
  if (!Number.isFinite(amount) || amount <= 0) return { points: 0, rewardAmount: 0 };
  const points = Math.floor(roundAmount(amount * LOCAL_POINTS_RATE, 3));
  return { points, rewardAmount: points / POINTS_PER_REWARD_UNIT };
}

/** Lowest positive adult, junior or child price of a ticket (a zero price is a missing one, not a free seat). */
export function lowestTicketPrice(ticket: Ticket | undefined): number | null {
  if (!ticket) return null;
  const prices = [ticket.adult_details, ticket.junior_ak_details, ticket.child_ak_details]
    .map((d) => d?.price ?? 0)
    .filter((p) => p > 0);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/**
 * The "from" price a listing shows: the package price for packages, the lesson price (lowest first-ticket price,
 * else card price, per lesson day) for lessons, else the lowest first-ticket price, else the card price.
 */
export function cardFromPrice(
  card: Pick<
    Card,
    "kind" | "card_type_id" | "tickets" | "days_of_booking" | "required_quantity" | "price" | "every_range_of_booking"
  >,
): number {
  if (card.kind === "package") return packagePrice(card);
  const lowest = lowestTicketPrice(card.tickets[0]);
  if (card.kind === "lesson") return lessonPrice(card, lowest ?? card.price);
  // A card the provider marks as a package type (card_type_id 2) is priced as one whatever its kind.
  if (card.card_type_id === PACKAGE_TYPE_ID) return packagePrice(card);
  return lowest ?? card.price;
}
