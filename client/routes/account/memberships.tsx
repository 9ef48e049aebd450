// accounts/profile/memberships: the member's memberships at this venue (GET /user/holdings), each with the period it
// runs, its status in words and the booking it came with. Rendered in the browser only, for members only.
import { AccountShell } from "../../components/account/AccountShell";
import { HoldingsList } from "../../components/account/HoldingsList";
import { useT } from "../../i18n";
import { AccountQueries } from "../../account/account-queries";
import { useHoldings } from "../../account/holdings-query";
import { useRequiredMember } from "../../member/member-only";

export { HydrateFallback } from "../../member/member-only";
import { memberLoaderWithTexts } from "../../member/member-only";
export const clientLoader = memberLoaderWithTexts(["holdings"], ["route.accounts.profile.memberships"]);

export default function Memberships() {
  return (
    <AccountQueries>
      <MembershipsPage />
    </AccountQueries>
  );
}

function MembershipsPage() {
  const t = useT();
  const member = useRequiredMember();
  const holdings = useHoldings(member);
  const items = holdings.data?.memberships;
  const failed = !items && holdings.isError && !holdings.isFetching;
  return (
    <AccountShell title={t("route.accounts.profile.memberships")} testId="memberships-page">
      <p className="mt-2 max-w-2xl text-brand-slate">{t("holdings.memberships.intro")}</p>
      <section aria-busy={!items && !failed} aria-live="polite">
        <HoldingsList
          items={items}
          loading={!items && !failed}
          failed={failed}
          onRetry={() => void holdings.refetch()}
          kind="period"
          empty="holdings.memberships.empty"
          cta={{ label: "holdings.memberships.cta", path: "memberships" }}
          testId="memberships"
        />
      </section>
    </AccountShell>
  );
}
