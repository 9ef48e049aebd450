// accounts/alpine with its two children, ski-group-lessons and snowboard-group-lessons: the vouchers on the member's
// account (GET /get-vouchers-list) with the alpine gift vouchers they bought, and the group lessons they booked at this
// venue (GET /user/holdings), under three tabs that are links (each section has its own address). Rendered in the
// browser only, for members only.
import { NavLink, useLocation } from "react-router";
import { AccountShell } from "../../components/account/AccountShell";
import { HoldingsList } from "../../components/account/HoldingsList";
import { VoucherList } from "../../components/account/VoucherList";
import { type MessageKey, useT } from "../../i18n";
import { AccountQueries } from "../../account/account-queries";
import { useHoldings, useVouchers } from "../../account/holdings-query";
import { useRequiredMember } from "../../member/member-only";
import { useSite } from "../../layout/site-context";

export { HydrateFallback } from "../../member/member-only";
import { memberLoaderWithTexts } from "../../member/member-only";
export const clientLoader = memberLoaderWithTexts(["holdings"], ["route.accounts.alpine", "route.accounts.alpine.ski-group-lessons", "route.accounts.alpine.snowboard-group-lessons"]);

type Section = "vouchers" | "ski" | "snowboard";

const SECTIONS: { id: Section; path: string; label: MessageKey; empty: MessageKey; cta: { label: MessageKey; path: string } }[] = [
  { id: "vouchers", path: "accounts/alpine", label: "holdings.alpine.vouchers", empty: "holdings.alpine.vouchersEmpty", cta: { label: "holdings.alpine.vouchersCta", path: "alpine-vouchers" } },
  { id: "ski", path: "accounts/alpine/ski-group-lessons", label: "route.accounts.alpine.ski-group-lessons", empty: "holdings.alpine.skiEmpty", cta: { label: "holdings.alpine.lessonsCta", path: "ski-lessons" } },
  { id: "snowboard", path: "accounts/alpine/snowboard-group-lessons", label: "route.accounts.alpine.snowboard-group-lessons", empty: "holdings.alpine.snowboardEmpty", cta: { label: "holdings.alpine.lessonsCta", path: "snowboard-lessons" } },
];

export default function Alpine() {
  return (
    <AccountQueries>
      <AlpinePage />
    </AccountQueries>
  );
}

function AlpinePage() {
  const t = useT();
  const site = useSite();
  const { pathname } = useLocation();
  const member = useRequiredMember();
  const holdings = useHoldings(member);
  const current = pathname.endsWith("/ski-group-lessons") ? SECTIONS[1]! : pathname.endsWith("/snowboard-group-lessons") ? SECTIONS[2]! : SECTIONS[0]!;
  const onVouchers = current.id === "vouchers";
  // Asked on the vouchers tab only; the other tabs never wait for it.
  const accountVouchers = useVouchers(onVouchers ? member : null);
  const items = holdings.data ? { vouchers: holdings.data.vouchers, ski: holdings.data.skiGroupLessons, snowboard: holdings.data.snowboardGroupLessons }[current.id] : undefined;
  const vouchersFailed = onVouchers && !accountVouchers.data && accountVouchers.isError && !accountVouchers.isFetching;
  const vouchersLoading = onVouchers && !accountVouchers.data && !vouchersFailed;
  const failed = (!items && holdings.isError && !holdings.isFetching) || vouchersFailed;
  const loading = (!items || vouchersLoading) && !failed;
  const held = accountVouchers.data ?? [];
  return (
    <AccountShell title={current.id === "vouchers" ? t("route.accounts.alpine") : t(current.label)} heading={t("route.accounts.alpine")} testId="alpine-page">
      <p className="mt-2 max-w-2xl text-brand-slate">{t("holdings.alpine.intro")}</p>
      <nav aria-label={t("holdings.alpine.tabs")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <NavLink
                to={`${site.prefix}/${s.path}`}
                end
                className={({ isActive }) =>
                  `inline-block rounded-full border px-5 py-2 font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-navy ${isActive ? "border-brand-navy bg-brand-navy text-white" : "border-black/20"}`
                }
                data-testid={`alpine-tab-${s.id}`}
              >
                {t(s.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-busy={loading} aria-live="polite">
        <h2 className="sr-only">{t(current.label)}</h2>
        {onVouchers && !loading && !failed && held.length > 0 ? <VoucherList vouchers={held} /> : null}
        {/* Vouchers on the account are something held: the "none yet" words are only for a member with none at all. */}
        {onVouchers && !loading && !failed && held.length > 0 && items?.length === 0 ? null : (
        <HoldingsList
          items={items}
          loading={loading}
          failed={failed}
          onRetry={() => {
            void holdings.refetch();
            if (onVouchers) void accountVouchers.refetch();
          }}
          kind={current.id === "vouchers" ? "period" : "lesson"}
          empty={current.empty}
          cta={current.cta}
          testId={`alpine-${current.id}`}
        />
        )}
      </section>
    </AccountShell>
  );
}
