// Prices a basket on the server from the stored catalogue (never from the client): each ticket's guest-type price
// with the card's discount window, add-ons from the site's seed, and the places each line must hold.
import type { BasketLine, PricedLine } from "../../shared/contract/order-schemas";
import type { Card, GuestCounts, Ticket } from "../../shared/catalogue";
import { GUEST_TYPES, NO_GUESTS, maxTotalOf, totalGuests, withinGuestLimits } from "../../shared/booking/guests";
import { campDates } from "../../shared/booking/calendar";
import { additionalTicketPrice, partyTicketAmounts, roundAmount, tablesNeeded, ticketPriceOf } from "../../shared/booking/pricing";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { ADD_ON_SEEDS, type AddOnSeed } from "../../tenants/catalogue/add-ons";
import type { FieldIssue } from "../validation";
import { cardsByIdsStatement, cardsOfRows } from "../provider/store";
import type { HoldRequest } from "./holds";

export interface PricedBasket {
  lines: PricedLine[];
  holds: HoldRequest[];
  /** Sum of the lines' gross, before any discount. */
  subtotal: number;
}

export type PricingOutcome =
  | { ok: true; basket: PricedBasket }
  /** The request names what the catalogue does not sell (unknown card, ticket, add-on, guest type): a 400. */
  | { ok: false; kind: "invalid"; issues: FieldIssue[] }
  /** A line's day (or performance) is not sold: closed, past, or outside the calendar (5036). */
  | { ok: false; kind: "not_sold"; uniqueIDs: string[] }
  /** The cart's guests on one day of one calendar exceed 12 of an age type or the day's total (5037). */
  | { ok: false; kind: "party"; uniqueIDs: string[] };

/** The add-ons a site sells (bilingual seeds). */
export function addOnsOf(tenant: Tenant): AddOnSeed[] {
  return ADD_ON_SEEDS[tenant.slug];
}

function ticketOf(card: Card, ticketId: number): Ticket | null {
  return card.tickets.find((t) => t.id === ticketId) ?? (card.upgrade_ticket?.id === ticketId ? card.upgrade_ticket : null);
}

/** Places a ticket line holds: its guests, or whole tables of a table product. */
export function seatsToHold(card: Pick<Card, "is_table" | "max_number_per_table">, guests: number): number {
  if (!card.is_table || !card.max_number_per_table) return guests;
  return tablesNeeded(guests, card.max_number_per_table) * card.max_number_per_table;
}

/** Whether the day (d) is among seat_days, whose objects the calendar asks (worker/orders/seats.ts). */
const SEAT_DAY_KNOWN = "EXISTS (SELECT 1 FROM seat_days s WHERE s.site_id = d.site_id AND s.event_ak = d.event_ak AND s.date = d.date)";

interface SlotCheck {
  uniqueID: string;
  eventAk: string;
  date: string;
  performanceAk: string | null;
  /** The guests of the ticket, by age type, counted against the day's party limits. */
  guests: Readonly<GuestCounts>;
}

/**
 * The lines whose calendar day would hold more of the cart's guests than one booking may (booking-and-checkout §5,
 * §9): 12 of an age type, and 36 in all or the day's maxTotal. Every line of an offending day is named.
 */
export function linesOverPartyLimit(checks: readonly SlotCheck[], dayLimitOf: (check: SlotCheck) => number | null): string[] {
  const days = new Map<string, { guests: GuestCounts; maxTotal: number; lines: Set<string> }>();
  for (const check of checks) {
    const key = `${check.eventAk.toLowerCase()}|${check.date}`;
    const day = days.get(key) ?? { guests: { ...NO_GUESTS }, maxTotal: maxTotalOf(null), lines: new Set() };
    for (const type of GUEST_TYPES) day.guests[type] += check.guests[type];
    day.maxTotal = Math.min(day.maxTotal, maxTotalOf(dayLimitOf(check)));
    day.lines.add(check.uniqueID);
    days.set(key, day);
  }
  return [...new Set([...days.values()].filter((day) => !withinGuestLimits(day.guests, day.maxTotal)).flatMap((day) => [...day.lines]))];
}

interface CalendarRow {
  time: string | null;
  max_total: number | null;
  day_capacity: number;
  performance_capacity: number | null;
  seat_day: number;
}

type Slot = Pick<SlotCheck, "eventAk" | "date" | "performanceAk">;
const slotKeyOf = (s: Slot) => JSON.stringify([s.eventAk, s.date, s.performanceAk]);

/** The calendar row of a slot: its day open, and its performance on it (when it names one). */
function calendarStatement(db: D1Database, siteId: number, s: Slot): D1PreparedStatement {
  return s.performanceAk === null
    ? db
        .prepare(
          `SELECT NULL AS time, max_total, capacity AS day_capacity, NULL AS performance_capacity, ${SEAT_DAY_KNOWN} AS seat_day
           FROM calendar_days d WHERE site_id = ?1 AND event_ak = ?2 AND date = ?3 AND is_active = 1`,
        )
        .bind(siteId, s.eventAk, s.date)
    : db
        .prepare(
          `SELECT p.time, d.max_total, d.capacity AS day_capacity, p.capacity AS performance_capacity, ${SEAT_DAY_KNOWN} AS seat_day
           FROM calendar_performances p JOIN calendar_days d
             ON d.site_id = p.site_id AND d.event_ak = p.event_ak AND d.date = p.date AND d.is_active = 1
           WHERE p.site_id = ?1 AND p.event_ak = ?2 AND p.date = ?3 AND p.performance_ak = ?4`,
        )
        .bind(siteId, s.eventAk, s.date, s.performanceAk);
}

/**
 * The calendar each ticket was last seen to book against in this isolate (site, card and ticket → event AK, and
 * whether it books a performance). Only a guess: it lets the first read of a basket ask for the cards and their
 * calendar rows in one batch; what the cards read then say is what counts, and a slot guessed wrong is read again.
 */
const ticketEvents = new Map<string, { eventAk: string; timed: boolean }>();
const ticketKey = (siteId: number, cardId: number, ticketId: number) => `${siteId}:${cardId}:${ticketId}`;

/**
 * Prices every line and lists its holds. `today` is the venue's date: earlier dates are not sold. Reads the cards
 * and the calendar rows the lines name in one batch (a second one for the slots of a ticket not seen before).
 */
export async function priceBasket(db: D1Database, tenant: Tenant, locale: Locale, lines: readonly BasketLine[], today: string): Promise<PricingOutcome> {
  const guessed = new Map<string, Slot>();
  for (const line of lines) {
    for (const choice of line.tickets) {
      const seen = ticketEvents.get(ticketKey(tenant.siteId, line.cardId, choice.ticketId));
      const slot = seen ? { eventAk: seen.eventAk, date: line.date, performanceAk: seen.timed ? (choice.performanceAk ?? null) : null } : null;
      if (slot) guessed.set(slotKeyOf(slot), slot);
    }
  }
  const [cardRows, ...guessedRows] = await db.batch<unknown>([
    cardsByIdsStatement(db, tenant.siteId, lines.map((l) => l.cardId)),
    ...[...guessed.values()].map((s) => calendarStatement(db, tenant.siteId, s)),
  ]);
  const cards = cardsOfRows(cardRows!.results as { body: string }[], locale);
  const calendarRows = new Map<string, CalendarRow | undefined>();
  [...guessed.keys()].forEach((key, i) => calendarRows.set(key, guessedRows[i]!.results[0] as CalendarRow | undefined));
  const addOns = new Map(addOnsOf(tenant).map((a) => [a.ak.toUpperCase(), a]));
  const round = (n: number) => roundAmount(n, tenant.decimals);
  const issues: FieldIssue[] = [];
  const notSold = new Set<string>();
  const checks: SlotCheck[] = [];
  const holds: HoldRequest[] = [];
  const priced: PricedLine[] = [];

  lines.forEach((line, i) => {
    const at = `lineItems.${i}`;
    const card = cards.get(line.cardId);
    if (!card) {
      issues.push({ field: `${at}.cardId`, rule: "unknown_card", message: `card ${line.cardId} is not sold on this site` });
      return;
    }
    if (line.date < today) notSold.add(line.uniqueID);
    const dates = campDates(line.date, card.date_mode);
    const pricedLine: PricedLine = { uniqueID: line.uniqueID, cardId: card.id, title: card.title, date: line.date, performanceAk: null, time: null, tickets: [], addOns: [], gross: 0 };

    line.tickets.forEach((choice, j) => {
      const field = `${at}.tickets.${j}`;
      const ticket = ticketOf(card, choice.ticketId);
      if (!ticket) {
        issues.push({ field: `${field}.ticketId`, rule: "unknown_ticket", message: `ticket ${choice.ticketId} is not a ticket of card ${card.id}` });
        return;
      }
      if (ticketEvents.size > 10_000) ticketEvents.clear();
      ticketEvents.set(ticketKey(tenant.siteId, card.id, ticket.id), { eventAk: ticket.event_ak, timed: ticket.isTimebased });
      const guests = totalGuests(choice.quantities);
      if (guests === 0) {
        issues.push({ field: `${field}.quantities`, rule: "no_guests", message: "a ticket needs at least one guest" });
        return;
      }
      const { amounts, unsold } = partyTicketAmounts(card, ticket, choice.quantities, line.date, tenant.decimals);
      for (const type of unsold) {
        issues.push({ field: `${field}.quantities.${type}`, rule: "guest_type_not_sold", message: `the ticket sells no ${type} places` });
      }
      for (const { guestType, quantity, unitPrice, amount } of amounts) {
        pricedLine.tickets.push({ ticketId: ticket.id, ak: ticketPriceOf(ticket, guestType)!.ak, guestType, quantity, unitPrice, amount });
      }
      let performanceAk: string | null = null;
      if (ticket.isTimebased) {
        if (!choice.performanceAk) {
          issues.push({ field: `${field}.performanceAk`, rule: "required", message: "a time-based ticket needs a performance" });
          return;
        }
        performanceAk = choice.performanceAk;
        pricedLine.performanceAk = performanceAk;
      }
      const quantity = seatsToHold(card, guests);
      dates.forEach((date, d) => {
        // A performance belongs to one day: the first day of a multi-day line.
        const slot = { uniqueID: line.uniqueID, eventAk: ticket.event_ak, date, performanceAk: d === 0 ? performanceAk : null };
        checks.push({ ...slot, guests: choice.quantities });
        holds.push({ ...slot, quantity });
      });
    });

    line.addOns.forEach((choice, k) => {
      const addOn = addOns.get(choice.ak.toUpperCase());
      if (!addOn) {
        issues.push({ field: `${at}.addOns.${k}.ak`, rule: "unknown_add_on", message: `add-on ${choice.ak} is not sold on this site` });
        return;
      }
      if (choice.quantity > addOn.maxQuantity) {
        issues.push({ field: `${at}.addOns.${k}.quantity`, rule: "max", message: `at most ${addOn.maxQuantity} of ${addOn.ak}` });
        return;
      }
      const unitPrice = round(addOn.price);
      pricedLine.addOns.push({ ak: addOn.ak, title: addOn.title[locale], quantity: choice.quantity, unitPrice, amount: round(unitPrice * choice.quantity) });
    });

    // The card's additional price for each guest of the line beyond the first, as the product page quotes it.
    const lineGuests = line.tickets.reduce((sum, choice) => sum + totalGuests(choice.quantities), 0);
    const additional = round(additionalTicketPrice(card.additional_price, lineGuests));
    if (additional > 0) pricedLine.additionalAmount = additional;
    pricedLine.gross = round(
      pricedLine.tickets.reduce((s, t) => s + t.amount, 0) + pricedLine.addOns.reduce((s, a) => s + a.amount, 0) + additional,
    );
    priced.push(pricedLine);
  });

  if (issues.length) return { ok: false, kind: "invalid", issues };

  // The days must be open and the performances must exist on them (reads only: the seat authority counts the places).
  // The slots read with the cards are taken as read; the others (a ticket not seen before, a camp's later days) now.
  const missing = [...new Map(checks.filter((s) => !calendarRows.has(slotKeyOf(s))).map((s) => [slotKeyOf(s), s] as const)).values()];
  if (missing.length) {
    const results = await db.batch<CalendarRow>(missing.map((s) => calendarStatement(db, tenant.siteId, s)));
    missing.forEach((s, i) => calendarRows.set(slotKeyOf(s), results[i]!.results[0]));
  }
  const maxTotals = new Map<SlotCheck, number | null>();
  checks.forEach((s, i) => {
    const row = calendarRows.get(slotKeyOf(s));
    if (!row) notSold.add(s.uniqueID);
    else {
      maxTotals.set(s, row.max_total);
      // The seat authority counts against the capacities read here (checks and holds are made in the same order).
      holds[i]!.capacity = { day: row.day_capacity, performance: row.performance_capacity };
      holds[i]!.seatDay = row.seat_day === 1;
      if (s.performanceAk !== null) {
        const line = priced.find((l) => l.uniqueID === s.uniqueID);
        if (line) line.time = row.time;
      }
    }
  });
  if (notSold.size) return { ok: false, kind: "not_sold", uniqueIDs: [...notSold] };
  const overLimit = linesOverPartyLimit(checks, (s) => maxTotals.get(s) ?? null);
  if (overLimit.length) return { ok: false, kind: "party", uniqueIDs: overLimit };

  return { ok: true, basket: { lines: priced, holds, subtotal: round(priced.reduce((s, l) => s + l.gross, 0)) } };
}
