// The extra pages' data (decision 014) through TanStack Query, in the account pages' cache: the order's tickets with
// their holders, cached per member, site and order; and the pages' loader, which guards the member, opens a page
// without an id at the member's next booking (or My bookings), and answers another member's order with not-found.
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { data, redirect } from "react-router";
import type { SessionMember } from "../../shared/contract/member-schemas";
import type { OrderGuests } from "../../shared/contract/order-guests";
import { reservationCodeSchema } from "../../shared/contract/order-schemas";
import { resolvePath } from "../../shared/tenant";
import { VENUES } from "../../tenants/venues";
import { type PartTexts, loadPartTexts } from "../i18n/texts";
import { CallFailedError } from "../account/account-queries";
import { type ExtraStep, extraHref } from "./after-purchase";
import { fetchMemberOrders } from "../member/member-calls";
import { memberGuardRedirect } from "../member/member-only";
import { type MemberScope, memberQueryKeys } from "../member/member-query-keys";
import { fetchOrderGuests } from "./order-guest-calls";
import { useSite } from "../layout/site-context";
import { unauthorizedHref } from "../member/member-store";

export const orderGuestsKey = (scope: MemberScope, orderId: string) => [...memberQueryKeys.scope(scope), "order-guests", orderId] as const;

export interface ExtraLoaderData {
  orderId: string;
  /** The first answer, so the page shows at once; null when the call got no answer (the page offers another try). */
  initial: OrderGuests | null;
  /** The texts of the extra pages' dictionary parts, in the page's language. */
  texts: PartTexts;
}

/** The dictionary parts the extra pages render (their shell, the holders, guest ages and the order's lines). */
const EXTRA_PARTS = ["extra", "account", "order", "catalogue"] as const;
/** The titles of the four steps, which every extra page shows as its steps' links. */
const EXTRA_TITLES = ["route.extra.add-guest", "route.extra.gear", "route.extra.waiver", "route.extra.confirm"] as const;

/** The extra pages' clientLoader (step: the page's own), run on the first load too. */
export async function extraPageLoader(step: ExtraStep, request: Request, id: string | undefined): Promise<ExtraLoaderData> {
  const guard = memberGuardRedirect(request.url);
  if (guard) throw redirect(guard);
  const url = new URL(request.url);
  const location = resolvePath(VENUES, url.pathname);
  if (!location) throw data(null, { status: 404 });
  const caller = { tenant: location.tenant, locale: location.locale };
  if (!id) {
    // No booking named: the member's next visit, else their bookings.
    const orders = await fetchMemberOrders(caller);
    const next = orders.ok ? orders.data.find((o) => o.upcoming && o.status === "confirmed") : undefined;
    throw redirect(next ? extraHref(location.prefix, step, next.reservationCode) : `${location.prefix}/accounts/transactions`);
  }
  const code = reservationCodeSchema.safeParse(id);
  if (!code.success) throw data(null, { status: 404 });
  const [answer, texts] = await Promise.all([fetchOrderGuests(caller, code.data), loadPartTexts(location.locale, EXTRA_PARTS, EXTRA_TITLES)]);
  if (answer.ok) return { orderId: code.data, initial: answer.data, texts };
  if (answer.status === 404) throw data(null, { status: 404 });
  if (answer.status === 401 || answer.signedOut) throw redirect(unauthorizedHref(location.prefix, `${url.pathname}${url.search}`));
  return { orderId: code.data, initial: null, texts };
}

/** The order's tickets with their holders. */
export function useOrderGuests(member: SessionMember | null, orderId: string, initial: OrderGuests | null) {
  const site = useSite();
  const mafid = member?.mafid ?? null;
  const scope = useMemo(() => (mafid ? { mafid, site: site.tenant.slug } : null), [mafid, site.tenant.slug]);
  return useQuery<OrderGuests>({
    queryKey: scope ? orderGuestsKey(scope, orderId) : ["member", null],
    queryFn: async () => {
      const answer = await fetchOrderGuests({ tenant: site.tenant, locale: site.locale }, orderId);
      if (!answer.ok) throw new CallFailedError(answer);
      return answer.data;
    },
    enabled: scope !== null,
    initialData: initial ?? undefined,
  });
}

/**
 * Keeps the server's answer to a save as the order's holders. A read of the order still under way (asked again after
 * a guest was added, a moment before the save) is stopped first: answered after the save, it would put back the
 * holders as they were before it.
 */
export async function storeSavedGuests(client: QueryClient, key: readonly unknown[], saved: OrderGuests): Promise<void> {
  await client.cancelQueries({ queryKey: key, exact: true });
  client.setQueryData(key, saved);
}

/** After an assignment: the saved answer at once, and the member's data on this site asked again. */
export function useOrderGuestsSaved(member: SessionMember | null, orderId: string): (saved: OrderGuests) => Promise<void> {
  const client = useQueryClient();
  const site = useSite();
  const mafid = member?.mafid ?? null;
  return useCallback(
    async (saved: OrderGuests) => {
      if (!mafid) return;
      const scope = { mafid, site: site.tenant.slug };
      await storeSavedGuests(client, orderGuestsKey(scope, orderId), saved);
      // My bookings and the booking's details show the holders' names.
      void client.invalidateQueries({ queryKey: [...memberQueryKeys.scope(scope), "booking"] });
    },
    [client, mafid, site.tenant.slug, orderId],
  );
}
