// The member's memberships, alpine vouchers and group lessons (GET /user/holdings), and the vouchers on their account
// (GET /get-vouchers-list), through the account pages' cache: one entry per member, site and language (the titles come
// in the page's language).
import { useQuery } from "@tanstack/react-query";
import { ACCOUNT_PATHS } from "../../shared/contract/account";
import { type Voucher, vouchersAnswerSchema } from "../../shared/contract/account-schemas";
import { HOLDINGS_PATH, type Holdings, holdingsAnswerSchema } from "../../shared/contract/holdings";
import type { SessionMember } from "../../shared/contract/member-schemas";
import { WAITING_KEY, dataOrThrow, useScope } from "./account-queries";
import { callProvider } from "../api/api";
import { memberQueryKeys } from "../member/member-query-keys";
import { useSite } from "../layout/site-context";
import { orderVouchers } from "./vouchers";

export function useHoldings(member: SessionMember | null) {
  const site = useSite();
  const scope = useScope(member);
  return useQuery<Holdings>({
    queryKey: scope ? [...memberQueryKeys.scope(scope), "holdings", site.locale] : WAITING_KEY,
    queryFn: async () => {
      const answer = await dataOrThrow(callProvider({ tenant: site.tenant, locale: site.locale, token: null }, HOLDINGS_PATH, holdingsAnswerSchema));
      return answer.data;
    },
    enabled: scope !== null,
  });
}

/** The vouchers on the member's account at this site (GET /get-vouchers-list), each with its state, in the page's language. */
export function useVouchers(member: SessionMember | null) {
  const site = useSite();
  const scope = useScope(member);
  return useQuery<Voucher[]>({
    queryKey: scope ? [...memberQueryKeys.scope(scope), "vouchers", site.locale] : WAITING_KEY,
    queryFn: async () => {
      const answer = await dataOrThrow(callProvider({ tenant: site.tenant, locale: site.locale, token: null }, ACCOUNT_PATHS.vouchers, vouchersAnswerSchema));
      return orderVouchers(answer.data.vouchers);
    },
    enabled: scope !== null,
  });
}
