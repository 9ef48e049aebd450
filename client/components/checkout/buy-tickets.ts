// What the buy-tickets step reads from its address (card, date, performance, party) and what it refuses, before
// any call: a missing card, a bad or past date, no guests or too many. Pure, so the rules are tested on their own.
import type { GuestCounts } from "../../../shared/catalogue";
import { isDateKey } from "../../../shared/booking/calendar";
import { GUEST_DEFAULT_MAX_TOTAL, GUEST_MAX_PER_TYPE, GUEST_TYPES, totalGuests } from "../../../shared/booking/guests";

export interface BuyTicketsChoice {
  card: string;
  date: string;
  /** The performance (time slot) AK picked on the product page, if any. */
  performance: string | null;
  people: GuestCounts;
}

export const BUY_TICKETS_REFUSALS = ["missing-card", "bad-date", "past-date", "no-guests", "too-many-guests"] as const;
export type BuyTicketsRefusal = (typeof BUY_TICKETS_REFUSALS)[number];

export type BuyTicketsQuery = { ok: true; choice: BuyTicketsChoice } | { ok: false; reason: BuyTicketsRefusal; card: string | null };

const CARD_NAME = /^[a-z0-9-]{1,80}$/;
const AK = /^[A-Za-z0-9._-]{1,64}$/;

function count(value: string | null): number | null {
  if (value === null || value === "") return 0;
  if (!/^\d{1,3}$/.test(value)) return null;
  return Number(value);
}

/** Reads the query; `today` is the venue's date key. A count that is not a whole number 0-12 is refused as no guests. */
export function parseBuyTicketsQuery(params: URLSearchParams, today: string): BuyTicketsQuery {
  const rawCard = params.get("card");
  const card = rawCard && CARD_NAME.test(rawCard) ? rawCard : null;
  if (!card) return { ok: false, reason: "missing-card", card: null };
  const date = params.get("date");
  if (!isDateKey(date)) return { ok: false, reason: "bad-date", card };
  if (date < today) return { ok: false, reason: "past-date", card };
  const people = { adult: 0, junior: 0, child: 0, infant: 0 } as GuestCounts;
  for (const type of GUEST_TYPES) {
    const n = count(params.get(type));
    if (n === null) return { ok: false, reason: "no-guests", card };
    if (n > GUEST_MAX_PER_TYPE) return { ok: false, reason: "too-many-guests", card };
    people[type] = n;
  }
  const total = totalGuests(people);
  if (total === 0) return { ok: false, reason: "no-guests", card };
  if (total > GUEST_DEFAULT_MAX_TOTAL) return { ok: false, reason: "too-many-guests", card };
  const performance = params.get("performance");
  return { ok: true, choice: { card, date, performance: performance && AK.test(performance) ? performance : null, people } };
}
