// Cart lines built from a card and the guest's choices (booking-and-checkout §3 booking item): the line a product
// starts as on buy-tickets, the time slot / ticket / upgrade chosen on add-activity, the add-ons taken. Pure.
import type { AddOn } from "../../../shared/contract/order-schemas";
import type { AddOnSelection, BookingItem, CartCardType } from "../../../shared/cart/state";
import { makeUniqueID } from "../../../shared/cart/state";
import { ALPINE_JOURNEY } from "../../../shared/enumerations";
import { type Card, type GuestCounts, PACKAGE_CARD_TYPE_ID, type Ticket } from "../../../shared/catalogue";
import { GUEST_MAX_PER_TYPE, GUEST_TYPES, totalGuests, withinGuestLimits } from "../../../shared/booking/guests";
import { additionalTicketPrice, partyTicketAmounts, roundAmount, sellsToParty, tablesNeeded } from "../../../shared/booking/pricing";
import type { BuyTicketsChoice } from "./buy-tickets";

/** Lessons, packages (kind, or card_type_id 2) and everything else as passes. */
export function cartTypeOf(card: Pick<Card, "kind" | "card_type_id">): CartCardType {
  if (card.kind === "lesson") return "lessons";
  if (card.kind === "package" || card.card_type_id === PACKAGE_CARD_TYPE_ID) return "packages";
  return "passes";
}

/** The ticket a line books: the upgrade ticket when chosen, else the chosen ticket, else the first. */
export function ticketOfLine(card: Pick<Card, "tickets" | "upgrade_ticket">, ticketId: number | null, upgrade: boolean): Ticket {
  if (upgrade && card.upgrade_ticket) return card.upgrade_ticket;
  return card.tickets.find((t) => t.id === ticketId) ?? card.tickets[0]!;
}

/** What the party pays for the ticket on the date, as the shop shows it before the basket check prices it. */
export function sellPriceOf(card: Card, ticket: Ticket, people: GuestCounts, date: string, decimals: 2 | 3): number {
  const { amounts } = partyTicketAmounts(card, ticket, people, date, decimals);
  const sum = amounts.reduce((total, a) => total + a.amount, 0);
  return roundAmount(sum + additionalTicketPrice(card.additional_price, totalGuests(people)), decimals);
}

/** Tables a table product's party needs (0 for anything else). */
export function tablesOf(card: Pick<Card, "is_table" | "max_number_per_table">, people: GuestCounts): number {
  return card.is_table && card.max_number_per_table ? tablesNeeded(totalGuests(people), card.max_number_per_table) : 0;
}

/** A fresh line id: the card, the date and a time-based random part. */
export function newLineId(card: Pick<Card, "id">, date: string, now: number = Date.now(), random: () => number = Math.random): string {
  return makeUniqueID(card.id, date, `${now.toString(36)}${Math.floor(random() * 36 ** 6).toString(36)}`);
}

/** The line buy-tickets saves: the first ticket for the party, the performance picked on the product page if any. */
export function bookingItemFor(card: Card, choice: BuyTicketsChoice, uniqueID: string, decimals: 2 | 3, bookingBar: BookingItem["booking_bar"] = null): BookingItem {
  const ticket = card.tickets[0]!;
  return {
    cardID: card.id,
    cardType: cartTypeOf(card),
    cardName: card.name,
    date: choice.date,
    uniqueID,
    sellPrice: sellPriceOf(card, ticket, choice.people, choice.date, decimals),
    title: card.title,
    people: { ...choice.people },
    tickets: [
      {
        ticketId: ticket.id,
        performanceAk: ticket.isTimebased ? choice.performance : null,
        performanceTime: null,
        quantities: { ...choice.people },
        isTimebased: ticket.isTimebased,
      },
    ],
    addOnsSelection: [],
    isPassTimebasedSelection: ticket.isTimebased,
    upgradeSelection: false,
    tableSelection: tablesOf(card, choice.people),
    booking_bar: bookingBar,
    // A voucher, not a dated visit: the confirmed page says so (isAlpineVoucher).
    ...(card.kind === "alpine" ? { journey: ALPINE_JOURNEY } : {}),
  };
}

export interface ActivityChoice {
  /** The chosen ticket (of card.tickets), ignored when upgrade is chosen. */
  ticketId: number | null;
  upgrade: boolean;
  performanceAk: string | null;
  performanceTime: string | null;
}

/** The line with the ticket, upgrade and time slot chosen on add-activity; the party and add-ons stay. */
export function withActivity(item: BookingItem, card: Card, choice: ActivityChoice, decimals: 2 | 3): BookingItem {
  const upgrade = choice.upgrade && card.upgrade_ticket !== null;
  const ticket = ticketOfLine(card, choice.ticketId, upgrade);
  return {
    ...item,
    upgradeSelection: upgrade,
    isPassTimebasedSelection: ticket.isTimebased,
    sellPrice: sellPriceOf(card, ticket, item.people, item.date, decimals),
    tableSelection: tablesOf(card, item.people),
    tickets: [
      {
        ticketId: ticket.id,
        performanceAk: ticket.isTimebased ? choice.performanceAk : null,
        performanceTime: ticket.isTimebased ? choice.performanceTime : null,
        quantities: { ...item.people },
        isTimebased: ticket.isTimebased,
      },
    ],
  };
}

/** Add-on counters kept between 0 and the add-on's maximum. */
export function clampCounter(addOn: Pick<AddOn, "maxQuantity">, counter: number): number {
  if (!Number.isFinite(counter)) return 0;
  return Math.min(addOn.maxQuantity, Math.max(0, Math.trunc(counter)));
}

/** The line with the add-ons taken (counter above 0 only), priced as the add-ons call gave them. */
export function withAddOns(item: BookingItem, addOns: readonly AddOn[], counters: Readonly<Record<string, number>>): BookingItem {
  const addOnsSelection: AddOnSelection[] = addOns
    .map((a) => ({ ak: a.ak, title: a.title, amount: a.price, counter: clampCounter(a, counters[a.ak] ?? 0) }))
    .filter((a) => a.counter > 0);
  return { ...item, addOnsSelection };
}

/** What the chosen add-ons cost together. */
export function addOnsTotal(addOns: readonly Pick<AddOn, "ak" | "price" | "maxQuantity">[], counters: Readonly<Record<string, number>>, decimals: 2 | 3): number {
  return roundAmount(addOns.reduce((sum, a) => sum + a.price * clampCounter(a, counters[a.ak] ?? 0), 0), decimals);
}

/** Why a cart line's new party is refused before any call: outside the guest limits, or an age the product does not sell. */
export type PartyRefusal = "limits" | "not-sold";
export type PartyChange = { ok: true; item: BookingItem } | { ok: false; reason: PartyRefusal };

/** Each count a whole number from 0 to 12, somebody at all, and no more than 36 in all. */
export function partyInLimits(people: GuestCounts): boolean {
  const whole = GUEST_TYPES.every((type) => Number.isInteger(people[type]) && people[type] >= 0 && people[type] <= GUEST_MAX_PER_TYPE);
  return whole && totalGuests(people) > 0 && withinGuestLimits(people);
}

/**
 * The line with another party (the cart's "change guests"): the same ticket, time slot and add-ons, its quantities,
 * price and tables for the new party. Refused when a count is not a whole number from 0 to 12, nobody is left or the
 * total passes 36, or the product's ticket does not sell one of the ages asked for (an adults-only pass, say). The
 * basket check then holds the places for the new party, or says why it cannot.
 */
export function withParty(item: BookingItem, card: Card, people: GuestCounts, decimals: 2 | 3): PartyChange {
  if (!partyInLimits(people)) return { ok: false, reason: "limits" };
  const ticket = ticketOfLine(card, item.tickets[0]?.ticketId ?? null, item.upgradeSelection);
  if (!sellsToParty({ tickets: [ticket] }, people)) return { ok: false, reason: "not-sold" };
  const party = { adult: people.adult, junior: people.junior, child: people.child, infant: people.infant };
  return {
    ok: true,
    item: {
      ...item,
      people: party,
      sellPrice: sellPriceOf(card, ticket, party, item.date, decimals),
      tableSelection: tablesOf(card, party),
      tickets: item.tickets.map((booked, index) => (index === 0 ? { ...booked, quantities: { ...party } } : booked)),
    },
  };
}

/**
 * The party a line's guest form holds: each shown age's count as typed (a count that is not a whole number is -1, so
 * withParty refuses it), the ages the site hides kept as the line has them.
 */
export function partyFromForm(form: FormData, current: GuestCounts): GuestCounts {
  const party = { ...current };
  for (const type of GUEST_TYPES) {
    const value = form.get(type);
    if (typeof value !== "string") continue;
    party[type] = /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : -1;
  }
  return party;
}
