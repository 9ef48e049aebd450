// accounts/share: a share member's points and their worth in the site's currency (GET share-balance) and their points
// history (GET share-transactions, ten at a time); a member who is not one reads what SHARE is and what a booking of
// 100 would earn by the local estimate (booking-and-checkout §5, no call), and may join (POST shareoptin), after which
// the page shows their balance. Where the venue has no SHARE (Oman) the page says so and leads back to the dashboard.
import { Link } from "react-router";
import { shareEstimate } from "../../../shared/booking/share-estimate";
import { formatAmount } from "../../../shared/format";
import { AccountShell } from "../../components/account/AccountShell";
import { LoaderDots } from "../../components/Loader";
import { useT } from "../../i18n";
import { AccountQueries, useShareBalance } from "../../account/account-queries";
import { useRequiredMember } from "../../member/member-only";
import { useSite } from "../../layout/site-context";
import { useShareOptIn } from "../../account/share-queries";
import { ShareHistory } from "../../components/account/ShareHistory";
import { LoadFailed } from "./person-chooser";

export { HydrateFallback } from "../../member/member-only";
import { memberLoaderWithTexts } from "../../member/member-only";
export const clientLoader = memberLoaderWithTexts(["account", "share"], ["route.accounts.share"]);

/** The amount the estimate example is given for, in the site's currency. */
const EXAMPLE_AMOUNT = 100;

export default function Share() {
  return (
    <AccountQueries>
      <SharePage />
    </AccountQueries>
  );
}

function SharePage() {
  const t = useT();
  const site = useSite();
  const member = useRequiredMember();
  const offered = site.tenant.containsShare;
  const isShareMember = Boolean(member?.isShareMember);
  const balance = useShareBalance(member, offered && isShareMember);
  const optIn = useShareOptIn(member);
  const number = new Intl.NumberFormat(site.locale === "ar" ? "ar-AE-u-nu-latn" : "en-AE");
  const money = (amount: number) => formatAmount(amount, site.tenant.currency, site.tenant.decimals, site.locale);

  if (!offered) {
    return (
      <AccountShell title={t("route.accounts.share")} testId="share-page">
        <p className="mt-4 max-w-2xl" data-testid="share-not-offered">{t("account.share.notOffered")}</p>
        <p className="mt-6">
          <Link to={`${site.prefix}/accounts/dashboard`} className="btn-primary inline-block">{t("account.share.backToDashboard")}</Link>
        </p>
      </AccountShell>
    );
  }

  const estimate = shareEstimate(EXAMPLE_AMOUNT, site.tenant.decimals);
  return (
    <AccountShell title={t("route.accounts.share")} testId="share-page">
      <p className="mt-2 max-w-2xl text-brand-slate">{t("account.share.intro")}</p>
      {optIn.data ? (
        <p role="status" className="mt-6 max-w-xl rounded-xl bg-brand-ice p-3 font-semibold" data-testid="share-joined">
          {t("account.share.optIn.done", { id: optIn.data.member_id })}
        </p>
      ) : null}
      {!member ? null : isShareMember ? (
        <>
          <section className="mt-8 max-w-xl" aria-busy={balance.isPending}>
            {balance.data ? (
              <dl className="grid gap-4 rounded-2xl border border-black/10 p-6 sm:grid-cols-2" data-testid="share-balance">
                <div>
                  <dt className="text-sm text-brand-slate">{t("account.share.points")}</dt>
                  <dd className="text-start text-3xl font-bold" dir="ltr" data-testid="share-points-value">{number.format(balance.data.balance_points)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-brand-slate">{t("account.share.worth")}</dt>
                  <dd className="text-3xl font-bold" data-testid="share-amount-value">{money(balance.data.balance_currency_amount)}</dd>
                </div>
                <div className="sm:col-span-2">
                  <dt className="text-sm text-brand-slate">{t("account.share.memberId")}</dt>
                  <dd className="text-start font-semibold" dir="ltr">{balance.data.member_id}</dd>
                </div>
              </dl>
            ) : balance.isError && !balance.isFetching ? (
              <LoadFailed message={t("account.share.loadFailed")} onRetry={() => void balance.refetch()} testId="share-load-error" />
            ) : (
              <LoaderDots label={t("account.share.loading")} />
            )}
          </section>
          <ShareHistory member={member} />
        </>
      ) : (
        <section className="mt-8 max-w-xl rounded-2xl border border-black/10 p-6" aria-labelledby="share-estimate-title" data-testid="share-not-member">
          <p>{t("account.share.notMember")}</p>
          <h2 id="share-estimate-title" className="mt-6 text-xl font-bold">{t("account.share.estimateTitle")}</h2>
          <p className="mt-2" data-testid="share-estimate">
            {t("account.share.estimate", { amount: money(EXAMPLE_AMOUNT), count: estimate.points, reward: money(estimate.reward) })}
          </p>
          <p className="mt-2 text-sm text-brand-slate">{t("account.share.estimateRule")}</p>
          <h2 className="mt-6 text-xl font-bold">{t("account.share.optIn.title")}</h2>
          <p className="mt-2">{t("account.share.optIn.text", { email: member.email })}</p>
          {optIn.isError ? (
            <p role="alert" className="mt-3 font-semibold text-red-800" data-testid="share-join-error">
              {t("account.share.optIn.failed")}
            </p>
          ) : null}
          <button
            type="button"
            className="btn-primary mt-4"
            onClick={() => optIn.mutate()}
            disabled={optIn.isPending}
            aria-busy={optIn.isPending || undefined}
            data-testid="share-join"
          >
            {optIn.isPending ? t("account.share.optIn.working") : t("account.share.optIn.button")}
          </button>
        </section>
      )}
    </AccountShell>
  );
}
