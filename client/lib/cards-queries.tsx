// The payments page's saved cards through the account pages' TanStack Query cache (./account-queries.tsx): kept per
// member and site, and set from each change's answer then asked again, so a card added, made default or deleted shows
// at once.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { SavedCard } from "../../shared/contract/cards";
import type { SessionMember } from "../../shared/contract/member-schemas";
import { CallFailedError } from "./account-queries";
import type { CallResult } from "./api";
import { fetchSavedCards } from "./cards-calls";
import { type MemberScope, memberQueryKeys } from "./member-query-keys";
import { useSite } from "./site-context";

/** The member's saved cards on one site (GET cards-list). */
export const savedCardsKey = (scope: MemberScope) => [...memberQueryKeys.scope(scope), "cards"] as const;

function useCardsScope(member: SessionMember | null): MemberScope | null {
  const site = useSite();
  const mafid = member?.mafid ?? null;
  return useMemo(() => (mafid ? { mafid, site: site.tenant.slug } : null), [mafid, site.tenant.slug]);
}

export function useSavedCards(member: SessionMember | null) {
  const site = useSite();
  const scope = useCardsScope(member);
  return useQuery<SavedCard[]>({
    queryKey: scope ? savedCardsKey(scope) : ["member", null],
    queryFn: async () => {
      const result: CallResult<SavedCard[]> = await fetchSavedCards({ tenant: site.tenant, locale: site.locale });
      if (!result.ok) throw new CallFailedError(result);
      return result.data;
    },
    enabled: scope !== null,
  });
}

/** After a change: the list it answered (when it answered one) at once, then the list asked again. */
export function useCardsChanged(member: SessionMember | null): (cards?: SavedCard[]) => Promise<void> {
  const client = useQueryClient();
  const scope = useCardsScope(member);
  return useCallback(
    (cards?: SavedCard[]) => {
      if (!scope) return Promise.resolve();
      if (cards) client.setQueryData(savedCardsKey(scope), cards);
      return client.invalidateQueries({ queryKey: savedCardsKey(scope) });
    },
    [client, scope],
  );
}
