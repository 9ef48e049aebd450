// The browser's catalogue calls to the provider (booking-and-checkout §7): one card, a booking-bar experience's
// cards, and availability, made through client/api/api.ts. A failure never breaks a page: the cards' calls give an
// empty answer, availability gives no answer (null, asked again later); a malformed day or card is left out rather
// than failing the whole answer.
import { z } from "zod";
import {
  type AvailabilityDay,
  type Card,
  PROVIDER_PATHS,
  availabilityAnswerSchema,
  availabilityDaySchema,
  cardSchema,
} from "../../shared/catalogue";
import { type Caller, callProvider } from "../api/api";

export type AvailabilityByDate = Map<string, AvailabilityDay>;

/** An availability answer read day by day: the envelope strictly, each day on its own. */
const availabilityEnvelope = z.object({ error: availabilityAnswerSchema.shape.error, dayList: z.array(z.unknown()) });

function daysByDate(dayList: readonly unknown[]): AvailabilityByDate {
  const days: AvailabilityByDate = new Map();
  for (const entry of dayList) {
    const day = availabilityDaySchema.safeParse(entry);
    if (day.success) days.set(day.data.date, day.data);
  }
  return days;
}

/**
 * The days of an availability answer, or null for no answer: the call failed, or it answered no days at all. The
 * provider answers every failure of its own with an empty list (§8), so no days is taken as "ask again when shown
 * again", never kept as the range's answer (docs/decisions/026).
 */
async function availabilityAt(caller: Caller, path: string, signal?: AbortSignal): Promise<AvailabilityByDate | null> {
  const answer = await callProvider(caller, path, availabilityEnvelope, { method: "POST", signal });
  const days = answer.ok && answer.data.error.code === 200 ? daysByDate(answer.data.dayList) : null;
  return days && days.size > 0 ? days : null;
}

/** Availability of several calendars together (the booking bar's search); null for no answer (availabilityAt). */
export function fetchSearchAvailability(caller: Caller, codes: readonly string[], from: string, to: string, signal?: AbortSignal): Promise<AvailabilityByDate | null> {
  if (codes.length === 0) return Promise.resolve(null);
  return availabilityAt(caller, PROVIDER_PATHS.searchAvailability(codes, from, to), signal);
}

/** Availability of one calendar (event AK); null for no answer (availabilityAt). */
export function fetchAvailability(caller: Caller, eventAk: string, from: string, to: string, signal?: AbortSignal): Promise<AvailabilityByDate | null> {
  return availabilityAt(caller, PROVIDER_PATHS.availability(eventAk, from, to), signal);
}

const cardListAnswer = z.object({ data: z.array(z.unknown()) });

/** The cards of a booking-bar experience; a malformed card is left out, any failure gives none. */
export async function fetchExperienceCards(caller: Caller, categoryId: number, signal?: AbortSignal): Promise<Card[]> {
  const answer = await callProvider(caller, "/experience-category-tab", cardListAnswer, {
    method: "POST",
    body: { experience_category_id: categoryId },
    signal,
  });
  if (!answer.ok) return [];
  return answer.data.data.flatMap((entry) => {
    const card = cardSchema.safeParse(entry);
    return card.success ? [card.data] : [];
  });
}

export type CardLookup = { ok: true; card: Card } | { ok: false; reason: "not-found" | "error" };

const cardAnswer = z.object({ data: cardSchema });

/** One card by its URL name, in the page's language. */
export async function fetchCard(caller: Caller, name: string): Promise<CardLookup> {
  if (!/^[a-z0-9-]{1,80}$/.test(name)) return { ok: false, reason: "not-found" };
  const answer = await callProvider(caller, `/cards/${name}`, cardAnswer);
  if (answer.ok) return { ok: true, card: answer.data.data };
  return { ok: false, reason: answer.status === 404 ? "not-found" : "error" };
}
