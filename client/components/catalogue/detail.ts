// The detail page's pure parts: price rows per ticket and age type, time-slot states for a party, the month
// ranges the browser still has to load, and the query Buy tickets carries.
import { type Card, type GuestCounts, type GuestType, type Performance, GUEST_TYPES } from "../../../shared/catalogue";
import { addDays } from "../../../shared/booking/calendar";
import { cardDiscountOn, discountedPrice, guestTypePrice } from "../../../shared/booking/pricing";

export interface PriceCell {
  /** Price on the date, after the card's discount that applies then. */
  price: number;
  /** Price before the discount. */
  original: number;
}

export interface PriceRow {
  ticketId: number;
  title: string;
  prices: Record<GuestType, PriceCell | null>;
}

/** One row per ticket, with a price for each age type the ticket sells (null where it sells none). */
export function priceRows(card: Card, date: string): PriceRow[] {
  const discount = cardDiscountOn(card, date);
  return card.tickets.map((ticket) => {
    const prices = {} as Record<GuestType, PriceCell | null>;
    for (const type of GUEST_TYPES) {
      const original = guestTypePrice(card, ticket, type);
      prices[type] = original === null ? null : { original, price: discountedPrice(original, discount, date) };
    }
    return { ticketId: ticket.id, title: ticket.title, prices };
  });
}

export type SlotState = "open" | "too-small" | "full";

/** A time slot is full with no place left, too small when the party does not fit, else open. */
export function slotState(performance: Pick<Performance, "availability">, guests: number): SlotState {
  if (performance.availability <= 0) return "full";
  return guests > performance.availability ? "too-small" : "open";
}

/**
 * The part of a range the date picker asks for (a month, with a camp's extra days) that is still to load: from
 * the day after the server's days (and not before today) to its end, or null when nothing of it is missing.
 */
export function missingRange(from: string, to: string, today: string, loadedUntil: string): { from: string; to: string } | null {
  const start = [from, today, addDays(loadedUntil, 1)].reduce((a, b) => (a > b ? a : b));
  return start > to ? null : { from: start, to };
}

/** card, then date and performance when chosen, then the party: what the buy-tickets step starts from. */
export function buyTicketsQuery(choice: { card: string; date: string | null; performance: string | null; people: GuestCounts }): string {
  const params = new URLSearchParams({ card: choice.card });
  if (choice.date) params.set("date", choice.date);
  if (choice.performance) params.set("performance", choice.performance);
  for (const type of GUEST_TYPES) params.set(type, String(choice.people[type]));
  return params.toString();
}
