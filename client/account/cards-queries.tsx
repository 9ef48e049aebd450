// The payments page's saved cards through the account pages' TanStack Query cache (./account-queries.tsx): kept per
// member and site, and set from each change's answer then asked again, so a card added, made default or deleted shows
// at once. A change cancels a read still under way, so a list read before it never shows after it.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { CardWarning, SavedCard } from "../../shared/contract/cards";
import type { SessionMember } from "../../shared/contract/member-schemas";
import { CallFailedError } from "./account-queries";
import type { CallResult } from "../api/api";
import { fetchSavedCards } from "./cards-calls";
import { cmsSchema, readCmsLaterOrNull } from "../api/cms-later";
import { type MemberScope, memberQueryKeys } from "../member/member-query-keys";
import { useSite } from "../layout/site-context";

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

/**
 * The site configuration's saved-card warnings (card_warning_message_ski_school), read by the payments page alone
 * rather than sent with every page's data. None when the configuration cannot be read: a card then shows no warning.
 */
export function useCardWarnings() {
  const site = useSite();
  return useQuery<CardWarning[]>({
    queryKey: ["card-warnings", site.tenant.slug, site.locale],
    queryFn: async () => {
      const config = await readCmsLaterOrNull(site, "api/SiteConfiguration/GetSiteConfiguration", () => cmsSchema("siteConfigurationSchema"));
      return config?.card_warning_message_ski_school ?? [];
    },
    staleTime: 5 * 60_000,
  });
}

/** After a change: the list it answered (when it answered one) at once, then the list asked again. */
export function useCardsChanged(member: SessionMember | null): (cards?: SavedCard[]) => Promise<void> {
  const client = useQueryClient();
  const scope = useCardsScope(member);
  return useCallback(
    async (cards?: SavedCard[]) => {
      if (!scope) return;
      const queryKey = savedCardsKey(scope);
      // A read still under way started before the change (the first one of the page, say): its answer is stale, and an
      // invalidation would only wait for it while the list has no data yet, so it is cancelled first.
      await client.cancelQueries({ queryKey });
      if (cards) client.setQueryData(queryKey, cards);
      await client.invalidateQueries({ queryKey });
    },
    [client, scope],
  );
}
