// Price rules of the booking flow (booking-and-checkout §5, content-and-account §5): package, lesson, per-guest,
// additional ticket and table prices and a card's discount windows (Dubai time).
// Type-only imports from the catalogue keep the schema library out of hydrated pages.
import type { Card, DiscountWindow, PricedAk, Ticket } from "../catalogue";
import { dateKeyInZone } from "../date-key";
import { LESSON_TYPES, PACKAGE_CARD_TYPE_ID } from "../enumerations";
import type { GuestType } from "./guests";


/** Festive (card) discount windows are matched on the Dubai calendar, whatever the venue. */
export const FESTIVE_TIME_ZONE = "Asia/Dubai";

/** Rounds half away from zero to the venue's decimals (1.005 → 1.01), without binary-float surprises. */
export function roundAmount(amount: number, decimals: 2 | 3): number {
  if (!Number.isFinite(amount)) return 0;
  const sign = amount < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(amount)}e${decimals}`));
  return (sign * Number(`${shifted}e-${decimals}`)) || 0;
}

/** A gross amount (VAT included, as every shop price is) split into net and VAT at the venue's rate, each in the site's decimals. */
export function vatSplit(gross: number, decimals: 2 | 3, vatRate: number): { net: number; tax: number } {
  const net = roundAmount(gross / (1 + vatRate), decimals);
  return { net, tax: roundAmount(gross - net, decimals) };
}

/** The adult price of a ticket, the price a package is counted in. */
function adultPrice(ticket: Ticket | undefined): number | null {
  return ticket?.adult_details?.price ?? null;
}

/** The days a package price counts: required_quantity when above 1 (it wins), else days_of_booking when above 0. */
function packageDays(card: Pick<Card, "days_of_booking" | "required_quantity">): number | null {
  if (card.required_quantity > 1) return card.required_quantity;
  if (card.days_of_booking > 0) return card.days_of_booking;
  return null;
}

/**
 * A package's price. The first ticket's adult price per day is multiplied by required_quantity when that is
 * above 1 (it wins over days_of_booking), else by days_of_booking when that is above 0; with neither, or
 * without an adult price on the first ticket, the card price is used.
 */
export function packagePrice(card: Pick<Card, "tickets" | "days_of_booking" | "required_quantity" | "price">): number {
  const perDay = adultPrice(card.tickets[0]);
  const days = packageDays(card);
  return perDay === null || days === null ? card.price : perDay * days;
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
  return dateKeyInZone(instant, FESTIVE_TIME_ZONE);
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

/** A card's two discount windows, the temporary one first: while both apply on a date, card_discount_temp wins. */
function windowsOf(card: Pick<Card, "card_discount" | "card_discount_temp">): DiscountWindow[] {
  return [card.card_discount_temp, card.card_discount].filter((w): w is DiscountWindow => w !== null);
}

/**
 * The discount that applies to a card on a date (an instant read in Dubai time, or a YYYY-MM-DD key), both ends
 * of a window included: card_discount_temp while it runs (a temporary window overrides the standing one), else
 * card_discount while it runs, else null. Every price a page shows for the date takes this window off.
 */
export function cardDiscountOn(card: Pick<Card, "card_discount" | "card_discount_temp">, date: Date | string): DiscountWindow | null {
  return windowsOf(card).find((w) => festiveDiscountApplies(w, date)) ?? null;
}

/**
 * The discount a card's page announces on a date: the one applying then (cardDiscountOn), else of the windows
 * still to come the one starting soonest; null when every window has ended or there is none.
 */
export function upcomingCardDiscount(card: Pick<Card, "card_discount" | "card_discount_temp">, date: Date | string): DiscountWindow | null {
  if (date instanceof Date && Number.isNaN(date.getTime())) return null;
  const running = cardDiscountOn(card, date);
  if (running) return running;
  const key = dubaiDateKey(date);
  const coming = windowsOf(card).filter((w) => w.start_date > key && discountNotEnded(w, key));
  return coming.sort((a, b) => a.start_date.localeCompare(b.start_date))[0] ?? null;
}

/**
 * An offer on `today` (the offers page and the provider's get-all-offers): a card with a discount that applies
 * today or is still to come (upcomingCardDiscount; one ending today still counts), or a lesson of the Offers type (4).
 */
export function isOfferCard(card: Pick<Card, "card_discount" | "card_discount_temp" | "lesson">, today: string): boolean {
  return card.lesson?.lesson_type === LESSON_TYPES.offers || upcomingCardDiscount(card, today) !== null;
}

/** Lowest positive adult, junior or child price of a ticket (a zero price is a missing one, not a free seat). */
export function lowestTicketPrice(ticket: Ticket | undefined): number | null {
  if (!ticket) return null;
  const prices = [ticket.adult_details, ticket.junior_ak_details, ticket.child_ak_details]
    .map((d) => d?.price ?? 0)
    .filter((p) => p > 0);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** Which price rule a card follows: packages (kind, or card_type_id 2 on a card that is not a lesson), lessons, or plain. */
function priceRuleOf(card: Pick<Card, "kind" | "card_type_id">): "package" | "lesson" | "plain" {
  if (card.kind === "package") return "package";
  if (card.kind === "lesson") return "lesson";
  // A card the provider marks as a package type (card_type_id 2) is priced as one whatever its kind.
  return card.card_type_id === PACKAGE_CARD_TYPE_ID ? "package" : "plain";
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
  const rule = priceRuleOf(card);
  if (rule === "package") return packagePrice(card);
  const lowest = lowestTicketPrice(card.tickets[0]);
  return rule === "lesson" ? lessonPrice(card, lowest ?? card.price) : (lowest ?? card.price);
}

/**
 * A card's "from" price (cardFromPrice), the discount window running on a date (cardDiscountOn) and what the card
 * costs then: the from price less that window, the same when none runs. The listing, the card's page and its booking
 * bar all show these.
 */
export function cardPriceOn(
  card: Parameters<typeof cardFromPrice>[0] & Pick<Card, "card_discount" | "card_discount_temp">,
  date: string,
): { from: number; discount: DiscountWindow | null; price: number } {
  const from = cardFromPrice(card);
  const discount = cardDiscountOn(card, date);
  return { from, discount, price: discountedPrice(from, discount, date) };
}

/** A ticket's price details for one guest type, or null where it sells none. */
export function ticketPriceOf(ticket: Ticket, guestType: GuestType): PricedAk | null {
  switch (guestType) {
    case "adult":
      return ticket.adult_details;
    case "junior":
      return ticket.junior_ak_details;
    case "child":
      return ticket.child_ak_details;
    case "infant":
      return ticket.infant_ak_details;
  }
}

/**
 * What one guest of a type pays for a ticket of a card, before any discount; null where the ticket sells that
 * type none. Packages: the type's price per day times the package's days (as packagePrice counts them; with
 * none, the price itself). Lessons: lessonPrice over the type's price. Anything else: the type's price.
 */
export function guestTypePrice(
  card: Pick<Card, "kind" | "card_type_id" | "days_of_booking" | "required_quantity" | "every_range_of_booking">,
  ticket: Ticket,
  guestType: GuestType,
): number | null {
  const details = ticketPriceOf(ticket, guestType);
  if (!details) return null;
  const rule = priceRuleOf(card);
  if (rule === "package") return details.price * (packageDays(card) ?? 1);
  return rule === "lesson" ? lessonPrice(card, details.price) : details.price;
}

/**
 * Whether a card sells a ticket to every guest the party has: its first ticket must price each guest type the
 * party counts (a penguin encounter for ages 8+ sells no child ticket, so a party with a child cannot book it).
 */
export function sellsToParty(card: Pick<Card, "tickets">, people: Readonly<Record<GuestType, number>>): boolean {
  const ticket = card.tickets[0];
  if (!ticket) return false;
  return (Object.keys(people) as GuestType[]).every((type) => people[type] === 0 || ticketPriceOf(ticket, type) !== null);
}

/** One age type of a party on a ticket: how many, the unit price that day (discount window taken off), the amount. */
export interface GuestTypeAmount {
  guestType: GuestType;
  quantity: number;
  unitPrice: number;
  amount: number;
}

const PARTY_TYPES: readonly GuestType[] = ["adult", "junior", "child", "infant"];

/**
 * What a party pays for one ticket of a card on a date, per age type: guestTypePrice with the card's discount
 * window of that date, unit prices rounded to the venue's decimals; `unsold` lists the types the party counts
 * that the ticket sells none of. The basket check charges these amounts and the cart quotes them.
 */
export function partyTicketAmounts(
  card: Parameters<typeof guestTypePrice>[0] & Pick<Card, "card_discount" | "card_discount_temp">,
  ticket: Ticket,
  people: Readonly<Record<GuestType, number>>,
  date: string,
  decimals: 2 | 3,
): { amounts: GuestTypeAmount[]; unsold: GuestType[] } {
  const window = cardDiscountOn(card, date);
  const amounts: GuestTypeAmount[] = [];
  const unsold: GuestType[] = [];
  for (const guestType of PARTY_TYPES) {
    const quantity = people[guestType];
    if (quantity === 0) continue;
    const base = guestTypePrice(card, ticket, guestType);
    if (base === null) {
      unsold.push(guestType);
      continue;
    }
    const unitPrice = roundAmount(discountedPrice(base, window, date), decimals);
    amounts.push({ guestType, quantity, unitPrice, amount: roundAmount(unitPrice * quantity, decimals) });
  }
  return { amounts, unsold };
}
