// The SHARE data of the account and checkout pages through TanStack Query (DESIGN decision 11; decision 012): the
// points history page by page ("Show more" asks for the next with the cursor), joining SHARE, and what a purchase
// or joining makes stale. The cache is the account pages' (account-queries.tsx); the library loads only with them.
import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { SessionMember } from "../../shared/contract/member-schemas";
import type { ShareOptIn, ShareSimulateRequest, ShareSimulation, ShareTransactionsPage } from "../../shared/contract/share-schemas";
import { CallFailedError, WAITING_KEY, accountQueryClient, useScope } from "./account-queries";
import type { CallResult } from "../api/api";
import { memberQueryKeys } from "../member/member-query-keys";
import { useMemberStore } from "../member/member-store";
import { fetchShareTransactions, optInShare, simulateShare } from "./share-calls";
import { useSite } from "../layout/site-context";

/** The member's points history on this site, in the page's language. */
export const shareTransactionsKey = (mafid: string, site: string) => [...memberQueryKeys.scope({ mafid, site }), "share-transactions"] as const;

async function dataOrThrow<T>(call: Promise<CallResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new CallFailedError(result);
  return result.data;
}

/** The points history, newest first, ten at a time (asked only for a SHARE member on a site with SHARE). */
export function useShareTransactions(member: SessionMember | null, enabled: boolean) {
  const site = useSite();
  const mafid = member?.mafid ?? null;
  const key = useMemo(() => (mafid ? shareTransactionsKey(mafid, site.tenant.slug) : (["member", null, "share-transactions"] as const)), [mafid, site.tenant.slug]);
  return useInfiniteQuery<ShareTransactionsPage, Error, { pages: ShareTransactionsPage[] }, readonly unknown[], string | null>({
    queryKey: key,
    queryFn: ({ pageParam }) => dataOrThrow(fetchShareTransactions({ tenant: site.tenant, locale: site.locale }, pageParam)),
    initialPageParam: null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: mafid !== null && enabled,
  });
}

/**
 * After points changed (a purchase, a redemption, joining): the member's SHARE data asked again everywhere, and the
 * points kept with the member (the account menu's) forgotten so they are fetched again.
 */
export function sharePointsChanged(client: QueryClient, mafid: string): Promise<void> {
  useMemberStore.setState({ sharePoints: null });
  return client.invalidateQueries({
    predicate: (query) => {
      const [root, who, , kind] = query.queryKey as unknown[];
      return root === "member" && who === mafid && (kind === "share-balance" || kind === "share-transactions" || kind === "share-simulation" || kind === "orders");
    },
  });
}

/** sharePointsChanged on the account pages' cache, from a page that does not hold it (the booking's return page). */
export function sharePointsChangedEverywhere(mafid: string): void {
  void sharePointsChanged(accountQueryClient(), mafid);
}

/** Joins SHARE with the member's own e-mail; the member is then known as a SHARE member, and the balance is asked. */
export function useShareOptIn(member: SessionMember | null) {
  const site = useSite();
  const client = useQueryClient();
  return useMutation<ShareOptIn, Error>({
    mutationFn: () => dataOrThrow(optInShare({ tenant: site.tenant, locale: site.locale }, member?.email ?? "")),
    onSuccess: async () => {
      if (!member) return;
      useMemberStore.getState().adopt({ ...member, isShareMember: true });
      await sharePointsChanged(client, member.mafid);
    },
  });
}

/**
 * What a SHARE member's booking earns and redeems, from the server's simulation (POST /share-simulate): asked only for
 * a SHARE member on a site with SHARE, and only with something to simulate; others get the local estimate, no call.
 * Each basket's amounts are their own entry: a changed basket shows nothing of the last one's answer.
 */
export function useShareSimulation(member: SessionMember | null, request: ShareSimulateRequest | null) {
  const site = useSite();
  const scope = useScope(member);
  const enabled = scope !== null && request !== null && Boolean(member?.isShareMember) && site.tenant.containsShare;
  return useQuery<ShareSimulation>({
    queryKey: enabled ? [...memberQueryKeys.scope(scope!), "share-simulation", request!.pay_in_amount, request!.trx_amount] : WAITING_KEY,
    queryFn: () => dataOrThrow(simulateShare({ tenant: site.tenant, locale: site.locale }, request!)),
    enabled,
  });
}
