// The account pages' browser data through TanStack Query (DESIGN decision 11): the member's bookings, personal details
// and one booking's details, cached per member, site and language, de-duplicated, refetched when the tab returns and
// invalidated after a change. Imported by the account pages only, so the library never comes with the home page.
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import type { MemberInformation, MemberOrder, SessionMember, ShareBalance } from "../../shared/contract/member-schemas";
import type { Order } from "../../shared/contract/order-schemas";
import { type ApiFailure, type CallResult, isOutage, onSignedOut } from "../api/api";
import type { PassportType } from "../../shared/contract/account";
import type { AccountPerson, Passport, PersonGear, PersonWaiver } from "../../shared/contract/account-schemas";
import { type GearMeta, type WaiverMeta, fetchAllGear, fetchAllWaivers, fetchGearMeta, fetchPassport, fetchPeople, fetchWaiverMeta } from "./account-calls";
import { fetchMemberInformation, fetchMemberOrders, fetchShareBalance } from "../member/member-calls";
import { type MemberScope, documentQueryKeys, memberQueryKeys } from "../member/member-query-keys";
import { fetchBookingDetails } from "../cart/order-calls";
import { useSite } from "../layout/site-context";

/** A call that did not answer what was asked: the refusal it answered instead, as the page explains it. */
export class CallFailedError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
    this.name = "CallFailedError";
  }
}

export async function dataOrThrow<T>(call: Promise<CallResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new CallFailedError(result);
  return result.data;
}

/** The refusal behind a query's error (an unknown error counts as no answer). */
export function failureOf(error: unknown): Pick<ApiFailure, "status" | "message"> {
  return error instanceof CallFailedError ? error.failure : { status: 0, message: "" };
}

/** How long an answer counts as fresh: moving between account pages does not ask again within it. */
const FRESH_FOR_MS = 30_000;

/** One more try when nothing answered (offline, 5xx); a refusal is shown at once. */
export function retriesAfter(failures: number, error: unknown): boolean {
  return failures < 1 && isOutage(failureOf(error));
}

let accountClient: QueryClient | null = null;

function newAccountClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FRESH_FOR_MS, refetchOnWindowFocus: true, retry: retriesAfter },
    },
  });
}

/** One cache for the account pages of this tab, kept while the member moves between them. */
export function accountQueryClient(): QueryClient {
  if (accountClient) return accountClient;
  const client = newAccountClient();
  // When the shop signs the member out, nothing of theirs stays in the cache.
  onSignedOut(() => client.clear());
  accountClient = client;
  return client;
}

/**
 * Wraps an account page: its queries share the account pages' cache. On the server every render has a cache of its
 * own, so one member's data never reaches another member's page.
 */
export function AccountQueries({ children }: { children: ReactNode }) {
  const [client] = useState(() => (import.meta.env.SSR ? newAccountClient() : accountQueryClient()));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** What the server read for a member page: the data (null when the provider did not answer) and when it was read. */
export interface ServerRead<T> {
  data: T | null;
  at: number;
}

/** A query's first data from the page's server read, so the page renders with it and does not ask again at once. */
function fromServer<T>(read: ServerRead<T> | undefined): { initialData?: T; initialDataUpdatedAt?: number } {
  return read?.data != null ? { initialData: read.data, initialDataUpdatedAt: read.at } : {};
}

/** The member and site the page's data belongs to (null until the page has its member). */
export function useScope(member: SessionMember | null): MemberScope | null {
  const site = useSite();
  const mafid = member?.mafid ?? null;
  return useMemo(() => (mafid ? { mafid, site: site.tenant.slug } : null), [mafid, site.tenant.slug]);
}

/** A key for a query that waits for its member (never run: the query is disabled). */
export const WAITING_KEY = ["member", null] as const;

/** The member's bookings, upcoming first (soonest first), then past ones. */
export function useMemberOrders(member: SessionMember | null, server?: ServerRead<MemberOrder[]>) {
  const site = useSite();
  const scope = useScope(member);
  return useQuery<MemberOrder[]>({
    queryKey: scope ? memberQueryKeys.orders(scope, site.locale) : WAITING_KEY,
    queryFn: () => dataOrThrow(fetchMemberOrders({ tenant: site.tenant, locale: site.locale })),
    enabled: scope !== null,
    ...fromServer(server),
  });
}

/** The member's personal details. */
export function useMemberInformation(member: SessionMember | null, server?: ServerRead<MemberInformation>) {
  const site = useSite();
  const scope = useScope(member);
  const email = member?.email ?? "";
  return useQuery<MemberInformation>({
    queryKey: scope ? memberQueryKeys.information(scope) : WAITING_KEY,
    queryFn: () => dataOrThrow(fetchMemberInformation({ tenant: site.tenant, locale: site.locale }, email)),
    enabled: scope !== null && email !== "",
    ...fromServer(server),
  });
}

/** After the profile is saved: the saved details at once, then the member's data on this site asked again. */
export function profileSaved(client: QueryClient, scope: MemberScope, saved: MemberInformation): Promise<void> {
  client.setQueryData(memberQueryKeys.information(scope), saved);
  // The booking steps' copy, read for the cart's form, is forgotten: the cart reads the saved details.
  void import("../catalogue/booking-queries").then((queries) => queries.forgetMemberDetails(), () => {});
  return client.invalidateQueries({ queryKey: memberQueryKeys.scope(scope) });
}

export function useProfileSaved(member: SessionMember | null): (saved: MemberInformation) => void {
  const client = useQueryClient();
  const scope = useScope(member);
  return useCallback(
    (saved: MemberInformation) => {
      if (scope) void profileSaved(client, scope, saved);
    },
    [client, scope],
  );
}

/** One of the member's bookings, opened with the member's session (no guest token). */
export function useMemberBooking(member: SessionMember | null, code: string | null) {
  const site = useSite();
  const scope = useScope(member);
  return useQuery<Order>({
    queryKey: scope && code ? memberQueryKeys.booking(scope, site.locale, code) : WAITING_KEY,
    queryFn: () => dataOrThrow(fetchBookingDetails({ tenant: site.tenant, locale: site.locale, token: null }, code ?? "")),
    enabled: scope !== null && Boolean(code),
  });
}

/** The member and their sub-accounts, the member first. */
export function usePeople(member: SessionMember | null) {
  const site = useSite();
  const scope = useScope(member);
  return useQuery<AccountPerson[]>({
    queryKey: scope ? memberQueryKeys.people(scope) : WAITING_KEY,
    queryFn: () => dataOrThrow(fetchPeople({ tenant: site.tenant, locale: site.locale })),
    enabled: scope !== null,
  });
}

/** The gear saved for the member's people. */
export function useAllGear(member: SessionMember | null) {
  const site = useSite();
  const scope = useScope(member);
  return useQuery<PersonGear[]>({
    queryKey: scope ? memberQueryKeys.gear(scope) : WAITING_KEY,
    queryFn: () => dataOrThrow(fetchAllGear({ tenant: site.tenant, locale: site.locale })),
    enabled: scope !== null,
  });
}

/** The waivers signed for the member's people. */
export function useAllWaivers(member: SessionMember | null) {
  const site = useSite();
  const scope = useScope(member);
  return useQuery<PersonWaiver[]>({
    queryKey: scope ? memberQueryKeys.waivers(scope) : WAITING_KEY,
    queryFn: () => dataOrThrow(fetchAllWaivers({ tenant: site.tenant, locale: site.locale })),
    enabled: scope !== null,
  });
}

/** One person's ski or snowboard passport (asked once a person is chosen). */
export function usePassport(member: SessionMember | null, type: PassportType, userId: string | null) {
  const site = useSite();
  const scope = useScope(member);
  return useQuery<Passport>({
    queryKey: scope && userId ? memberQueryKeys.passport(scope, type, userId, site.locale) : WAITING_KEY,
    queryFn: () => dataOrThrow(fetchPassport({ tenant: site.tenant, locale: site.locale }, type, userId ?? "")),
    enabled: scope !== null && Boolean(userId),
  });
}

/** After exercise answers are saved: that person's passport asked again (in every language). */
export function usePassportChanged(member: SessionMember | null): (type: PassportType, userId: string) => Promise<void> {
  const client = useQueryClient();
  const scope = useScope(member);
  return useCallback(
    (type: PassportType, userId: string) => (scope ? client.invalidateQueries({ queryKey: memberQueryKeys.personPassport(scope, type, userId) }) : Promise.resolve()),
    [client, scope],
  );
}

/** A share member's points balance (asked only for a share member on a site with SHARE). */
export function useShareBalance(member: SessionMember | null, enabled: boolean) {
  const site = useSite();
  const scope = useScope(member);
  return useQuery<ShareBalance>({
    queryKey: scope ? memberQueryKeys.shareBalance(scope) : WAITING_KEY,
    queryFn: () => dataOrThrow(fetchShareBalance({ tenant: site.tenant, locale: site.locale, token: null })),
    enabled: scope !== null && enabled,
  });
}

/** A metadata document stays fresh for an hour, as its Cache-Control says. */
const DOCUMENT_FRESH_MS = 3_600_000;

export function useGearMeta() {
  const site = useSite();
  return useQuery<GearMeta>({
    queryKey: documentQueryKeys.gear(site.tenant.slug, site.locale),
    queryFn: () => dataOrThrow(fetchGearMeta({ tenant: site.tenant, locale: site.locale }, site.tenant.locationCode)),
    staleTime: DOCUMENT_FRESH_MS,
  });
}

export function useWaiverMeta() {
  const site = useSite();
  return useQuery<WaiverMeta>({
    queryKey: documentQueryKeys.waiver(site.tenant.slug, site.locale),
    queryFn: () => dataOrThrow(fetchWaiverMeta({ tenant: site.tenant, locale: site.locale }, site.tenant.locationCode)),
    staleTime: DOCUMENT_FRESH_MS,
  });
}

/** What a change on the family, gear or waiver pages makes stale. */
export type AccountChange = "people" | "gear" | "waivers";

/** After a change: its list (and the dashboard's counts with the rest of the member's data on this site) asked again. */
export function accountChanged(client: QueryClient, scope: MemberScope, change: AccountChange): Promise<void> {
  return client.invalidateQueries({ queryKey: change === "people" ? memberQueryKeys.people(scope) : change === "gear" ? memberQueryKeys.gear(scope) : memberQueryKeys.waivers(scope) });
}

export function useAccountChanged(member: SessionMember | null): (change: AccountChange) => Promise<void> {
  const client = useQueryClient();
  const scope = useScope(member);
  return useCallback((change: AccountChange) => (scope ? accountChanged(client, scope, change) : Promise.resolve()), [client, scope]);
}
