// The booking steps' browser reads through TanStack Query (DESIGN decision 11, issue: "account and booking-flow reads
// cached"): a cart line's card, its time slots on the line's day, the add-ons of the cart's cards, and a signed-in
// member's details for the cart step's form. Cached per site and language for the tab, de-duplicated (two steps asking
// for one card make one call), refetched when the tab comes back (a slot sold meanwhile shows as sold), and asked again
// when a step says the answer is stale. Imported by the booking steps only, never by the home page; the cart step loads
// it for members only.
import { QueryClient, QueryClientProvider, useQueries, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import type { Card, Performance } from "../../shared/catalogue";
import type { MemberInformation } from "../../shared/contract/member-schemas";
import type { AddOn } from "../../shared/contract/order-schemas";
import type { CallResult, Caller } from "../api/api";
import { linkPrefetch } from "../document/browser-rules";
import { fetchMemberInformation } from "../member/member-calls";
import { useMemberStore } from "../member/member-store";
import { type CardLookup, fetchAvailability, fetchCard } from "./catalogue-calls";
import { type OrderCaller, fetchAddOns } from "../cart/order-calls";

/** Cards and add-ons change rarely within a visit; time slots sell out, so they are fresh for a short while only. */
export const CATALOGUE_FRESH_MS = 60_000;
export const SLOTS_FRESH_MS = 15_000;
/**
 * A member's details change only when the member changes them (the cart step and the account pages keep what they
 * save): read on a step before the cart, they serve the cart step of the booking session.
 */
export const MEMBER_DETAILS_FRESH_MS = 15 * 60_000;

/** A card that could not be read for want of an answer (not a 404): thrown, so it is tried again and never kept. */
export class CardUnavailableError extends Error {
  constructor() {
    super("the card could not be read");
    this.name = "CardUnavailableError";
  }
}

const MEMBER_DETAILS = "member-details";

export const bookingQueryKeys = {
  card: (site: number, locale: string, name: string) => ["booking", site, locale, "card", name] as const,
  slots: (site: number, eventAk: string, date: string) => ["booking", site, "slots", eventAk, date] as const,
  addOns: (site: number, locale: string, cardId: number) => ["booking", site, locale, "add-ons", cardId] as const,
  /** One member's details (by their e-mail), never another's. */
  memberDetails: (site: number, locale: string, email: string) => ["booking", site, locale, MEMBER_DETAILS, email] as const,
};

let bookingClient: QueryClient | null = null;

/** One cache for the booking steps of this tab. */
export function bookingQueryClient(): QueryClient {
  if (bookingClient) return bookingClient;
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: CATALOGUE_FRESH_MS, refetchOnWindowFocus: true, retry: (failures, error) => failures < 1 && error instanceof CardUnavailableError },
    },
  });
  // Once the member signs out (or the page has another member), nothing of another member's details stays.
  useMemberStore.subscribe((state) => {
    if (state.known) forgetMemberDetailsBut(client, state.member?.email ?? null);
  });
  bookingClient = client;
  return client;
}

function forgetMemberDetailsBut(client: QueryClient, email: string | null): void {
  client.removeQueries({ predicate: ({ queryKey }) => queryKey[3] === MEMBER_DETAILS && queryKey[4] !== email });
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

/** A member's details that could not be read: thrown, so the error is never kept as the answer. */
export class MemberDetailsUnavailableError extends Error {
  constructor() {
    super("the member's details could not be read");
    this.name = "MemberDetailsUnavailableError";
  }
}

/**
 * The member's details (POST info/user) as the cart step's form is filled from them: once. Never asked again on a
 * returning tab or a reconnection (the form would not take it, and the member may be typing); a failure is not retried
 * here (the step shows it and asks again when next shown). `answer` is a read already under way.
 */
function memberDetailsQueryOptions(caller: Caller, email: string, answer?: Promise<CallResult<MemberInformation>>) {
  return {
    queryKey: bookingQueryKeys.memberDetails(caller.tenant.siteId, caller.locale, email),
    queryFn: async () => {
      const result = await (answer ?? fetchMemberInformation(caller, email));
      if (!result.ok) throw new MemberDetailsUnavailableError();
      return result.data;
    },
    staleTime: MEMBER_DETAILS_FRESH_MS,
    gcTime: MEMBER_DETAILS_FRESH_MS,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  } as const;
}

/**
 * While a signed-in member is on a step before the cart (the time slot, the add-ons), their details are read into
 * this tab's cache under the prefetch rule (not offline, on 2g or with data saver): the cart step shows them at once.
 */
export function usePrefetchMemberDetails(caller: Caller, email: string | null): void {
  const { tenant, locale } = caller;
  useEffect(() => {
    if (!email || linkPrefetch() !== "intent") return;
    void bookingQueryClient().prefetchQuery(memberDetailsQueryOptions({ tenant, locale }, email));
    // Only another member, venue or language is another read.
  }, [email, tenant.siteId, locale]);
}

/** The member's details this tab holds and still counts as fresh (read on a step before), else undefined. */
export function keptMemberDetails(caller: Caller, email: string): MemberInformation | undefined {
  const key = bookingQueryKeys.memberDetails(caller.tenant.siteId, caller.locale, email);
  const query = bookingQueryClient().getQueryCache().find<MemberInformation>({ queryKey: key, exact: true });
  return query && query.state.data !== undefined && !query.isStaleByTime(MEMBER_DETAILS_FRESH_MS) ? query.state.data : undefined;
}

/**
 * The member's details: those this tab holds when fresh, the read under way when there is one, else a new read
 * (`answer` when the caller has started it). Null when they could not be read.
 */
export async function readMemberDetails(caller: Caller, email: string, answer?: Promise<CallResult<MemberInformation>>): Promise<MemberInformation | null> {
  try {
    return await bookingQueryClient().fetchQuery(memberDetailsQueryOptions(caller, email, answer));
  } catch {
    return null;
  }
}

/** Details the member has just saved are this tab's answer from now on. */
export function keepMemberDetails(caller: Caller, email: string, info: MemberInformation): void {
  bookingQueryClient().setQueryData(bookingQueryKeys.memberDetails(caller.tenant.siteId, caller.locale, email), info);
}

/** Details saved elsewhere (the account pages): every kept copy of them is forgotten, so the cart step reads them anew. */
export function forgetMemberDetails(): void {
  forgetMemberDetailsBut(bookingQueryClient(), null);
}

export type { Card };
