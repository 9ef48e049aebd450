// The booking steps' browser reads through TanStack Query (DESIGN decision 11, issue: "account and booking-flow reads
// cached"): a cart line's card, its time slots on the line's day, and the add-ons of the cart's cards. Cached per site
// and language for the tab, de-duplicated (two steps asking for one card make one call), refetched when the tab comes
// back (a slot sold meanwhile shows as sold), and asked again when a step says the answer is stale. Imported by the
// booking steps only, never by the home page.
import { QueryClient, QueryClientProvider, useQueries, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Card, Performance } from "../../shared/catalogue";
import type { AddOn } from "../../shared/contract/order-schemas";
import type { Caller } from "../api/api";
import { type CardLookup, fetchAvailability, fetchCard } from "./catalogue-calls";
import { type OrderCaller, fetchAddOns } from "../cart/order-calls";

/** Cards and add-ons change rarely within a visit; time slots sell out, so they are fresh for a short while only. */
export const CATALOGUE_FRESH_MS = 60_000;
export const SLOTS_FRESH_MS = 15_000;

/** A card that could not be read for want of an answer (not a 404): thrown, so it is tried again and never kept. */
export class CardUnavailableError extends Error {
  constructor() {
    super("the card could not be read");
    this.name = "CardUnavailableError";
  }
}

export const bookingQueryKeys = {
  card: (site: number, locale: string, name: string) => ["booking", site, locale, "card", name] as const,
  slots: (site: number, eventAk: string, date: string) => ["booking", site, "slots", eventAk, date] as const,
  addOns: (site: number, locale: string, cardId: number) => ["booking", site, locale, "add-ons", cardId] as const,
};

let bookingClient: QueryClient | null = null;

/** One cache for the booking steps of this tab. */
export function bookingQueryClient(): QueryClient {
  bookingClient ??= new QueryClient({
    defaultOptions: {
      queries: { staleTime: CATALOGUE_FRESH_MS, refetchOnWindowFocus: true, retry: (failures, error) => failures < 1 && error instanceof CardUnavailableError },
    },
  });
  return bookingClient;
}

export function BookingQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={bookingQueryClient()}>{children}</QueryClientProvider>;
}

/** A card found, or a 404 (kept: the card does not exist); no answer throws. */
export type CardRead = Extract<CardLookup, { ok: true }> | { ok: false; reason: "not-found" };

async function readCard(caller: Caller, name: string): Promise<CardRead> {
  const found = await fetchCard(caller, name);
  if (!found.ok && found.reason === "error") throw new CardUnavailableError();
  return found as CardRead;
}

function cardQueryOptions(caller: Caller, name: string) {
  return { queryKey: bookingQueryKeys.card(caller.tenant.siteId, caller.locale, name), queryFn: () => readCard(caller, name) };
}

/** One card of the site in the page's language; `null` name waits. */
export function useCardRead(caller: Caller, name: string | null, enabled = true) {
  return useQuery<CardRead>({ ...cardQueryOptions(caller, name ?? ""), enabled: enabled && name !== null });
}

/**
 * Keeps a card a page already shows (the product page's, from its loader) as this tab's answer for it, unless a newer
 * one is kept: the buy-tickets step then reads it without a call.
 */
export function keepCard(caller: Caller, card: Card): void {
  const key = bookingQueryKeys.card(caller.tenant.siteId, caller.locale, card.name);
  const client = bookingQueryClient();
  if (client.getQueryState(key)?.dataUpdatedAt) return;
  client.setQueryData(key, { ok: true, card } satisfies CardRead);
}

/** The card for an imperative step (buy-tickets): from the cache when fresh, else one call shared with any other. */
export async function cardFor(caller: Caller, name: string): Promise<CardLookup> {
  try {
    return await bookingQueryClient().fetchQuery(cardQueryOptions(caller, name));
  } catch {
    return { ok: false, reason: "error" };
  }
}

/**
 * Hands the time slots a page shows of a day to the steps' cache, unless it holds that day already: a step that lists
 * them shows them at once. They are marked stale, so that step asks for them again at once and shows the answer.
 */
export function keepSlots(caller: Caller, eventAk: string, date: string, slots: Performance[]): void {
  const key = bookingQueryKeys.slots(caller.tenant.siteId, eventAk, date);
  const client = bookingQueryClient();
  if (client.getQueryData(key) !== undefined) return;
  client.setQueryData(key, slots);
  void client.invalidateQueries({ queryKey: key, exact: true, refetchType: "none" });
}

/** The time slots of one calendar on one day (empty when the day has none or nothing answered). */
export function useSlots(caller: Caller, eventAk: string | null, date: string | null) {
  return useQuery<Performance[]>({
    queryKey: bookingQueryKeys.slots(caller.tenant.siteId, eventAk ?? "", date ?? ""),
    queryFn: async ({ signal }) => (await fetchAvailability(caller, eventAk!, date!, date!, signal))?.get(date!)?.performanceList ?? [],
    enabled: eventAk !== null && date !== null,
    staleTime: SLOTS_FRESH_MS,
  });
}

function addOnsQueryOptions(caller: OrderCaller, cardId: number) {
  return { queryKey: bookingQueryKeys.addOns(caller.tenant.siteId, caller.locale, cardId), queryFn: () => fetchAddOns(caller, cardId) };
}

/**
 * Starts reading a card's add-ons into this tab's cache, unless fresh ones are there: the add-ons step after "Buy
 * tickets" then lists them at once instead of waiting a round trip for them.
 */
export function prefetchAddOns(caller: OrderCaller, cardId: number): void {
  void bookingQueryClient().prefetchQuery(addOnsQueryOptions(caller, cardId));
}

/** The add-ons of each card id, once all are read (null until then). */
export function useAddOnsOf(caller: OrderCaller, cardIds: readonly number[], enabled: boolean): Record<number, AddOn[]> | null {
  return useQueries({
    queries: cardIds.map((id) => ({ ...addOnsQueryOptions(caller, id), enabled })),
    combine: (results) => (results.every((r) => r.data !== undefined) ? Object.fromEntries(cardIds.map((id, i) => [id, results[i]!.data!])) : null),
  });
}

export type { Card };
