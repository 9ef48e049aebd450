// accounts/dashboard: "Hello, {firstName}", the member's upcoming bookings (GET /orders through the account pages'
// queries: loading, empty with a way to the passes, error with another try; asked again when the tab returns), and
// the account areas with the privacy center. Rendered on the server from the session with the bookings in the document
// (docs/decisions/033), then kept fresh by the account pages' queries; for members only.
import { type LoaderFunctionArgs, Link, useLoaderData } from "react-router";
import { shopContext } from "../../../shared/request-context";
import { pageTexts } from "../../i18n/messages.server";
import type { MemberOrder } from "../../../shared/contract/member-schemas";
import { AccountShell } from "../../components/account/AccountShell";
import { dashboardLinks } from "../../components/account/links";
import { PrivacyCenterButton } from "../../components/account/PrivacyCenterButton";
import { LoaderDots } from "../../components/Loader";
import { useT } from "../../i18n";
import { AccountQueries, useMemberOrders } from "../../account/account-queries";
import { bookingDetailsHref, bookingRowOf, upcomingConfirmed } from "../../account/bookings-list";
import { memberGuardThenServer, useRequiredMember } from "../../member/member-only";
import { useSite } from "../../layout/site-context";

/** Rendered on the server with the member's bookings (one document); a navigation in the app asks the same loader. */
export async function loader({ context }: LoaderFunctionArgs) {
  const reads = context.get(shopContext).memberReads;
  return {
    texts: pageTexts(context, ["account", "holdings"], ["route.accounts.dashboard"]),
    orders: { data: (await reads?.orders()) ?? null, at: Date.now() },
  };
}
export const clientLoader = memberGuardThenServer<Awaited<ReturnType<typeof loader>>>;

export default function Dashboard() {
  return (
    <AccountQueries>
      <DashboardPage />
    </AccountQueries>
  );
}

function DashboardPage() {
  const t = useT();
  const site = useSite();
  const member = useRequiredMember();
  const { orders: fromServer } = useLoaderData<typeof loader>();
  const bookings = useMemberOrders(member, fromServer);
  const orders = bookings.data ? upcomingConfirmed(bookings.data) : null;
  // A failed refetch keeps the bookings already shown; the error shows only when there are none, and gives way to the
  // loader while another try is under way.
  const failed = !orders && bookings.isError && !bookings.isFetching;
  const loading = !orders && !failed;
  if (!member) return <LoaderDots label={t("common.loading")} />;
  return (
    <AccountShell title={t("route.accounts.dashboard")} heading={t("account.greeting", { name: member.firstName || member.email })} testId="account-dashboard">
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="upcoming-title" aria-busy={loading}>
          <h2 id="upcoming-title" className="text-2xl font-bold">{t("account.dashboard.upcoming")}</h2>
          <div className="mt-4" data-testid="upcoming-bookings">
            {loading ? <LoaderDots label={t("account.dashboard.loading")} /> : null}
            {failed ? (
              <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-5" data-testid="bookings-error">
                <p className="font-semibold text-red-800">{t("account.dashboard.error")}</p>
                <button type="button" className="mt-3 rounded-full border border-brand-navy px-5 py-2 font-semibold" onClick={() => void bookings.refetch()}>
                  {t("account.dashboard.retry")}
                </button>
              </div>
            ) : null}
            {orders && orders.length === 0 ? (
              <div className="rounded-2xl bg-brand-ice p-6" data-testid="bookings-empty">
                <p className="text-lg">{t("account.dashboard.empty")}</p>
                <Link to={`${site.prefix}/passes-packages/explore`} className="btn-primary mt-4">
                  {t("account.dashboard.emptyCta")}
                </Link>
              </div>
            ) : null}
            {orders && orders.length > 0 ? (
              <ul className="flex flex-col gap-4">
                {orders.map((order) => (
                  <BookingCard key={order.reservationCode} order={order} />
                ))}
              </ul>
            ) : null}
          </div>
        </section>
        <nav aria-labelledby="areas-title">
          <h2 id="areas-title" className="text-2xl font-bold">{t("account.dashboard.areas")}</h2>
          <ul className="mt-4 flex flex-col gap-2" data-testid="account-areas">
            {dashboardLinks(site.tenant.containsShare).map((link) => (
              <li key={link.id}>
                <Link to={`${site.prefix}/${link.path}`} className="flex items-center justify-between rounded-xl border border-black/10 px-4 py-3 font-semibold hover:bg-brand-ice" data-testid={`account-area-${link.id}`}>
                  {t(link.label)}
                  <span aria-hidden="true" className="rtl:rotate-180">›</span>
                </Link>
              </li>
            ))}
            <li>
              {/* The shop's route adds the member's access token on the way (the browser never holds it). */}
              <PrivacyCenterButton locale={site.locale} site={site.tenant.slug} className="flex w-full items-center justify-between rounded-xl border border-black/10 px-4 py-3 text-start font-semibold hover:bg-brand-ice" testId="account-area-privacy-center">
                <span>
                  {t("account.privacyCenter")}
                  <span className="sr-only"> {t("account.opensInNewTab")}</span>
                </span>
                <span aria-hidden="true" className="rtl:-scale-x-100">↗</span>
              </PrivacyCenterButton>
            </li>
          </ul>
        </nav>
      </div>
    </AccountShell>
  );
}

function BookingCard({ order }: { order: MemberOrder }) {
  const t = useT();
  const site = useSite();
  const row = bookingRowOf(order, site.locale, site.tenant.decimals);
  return (
    <li className="rounded-2xl border border-black/10 p-5 shadow-sm" data-testid="upcoming-booking">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-bold">{row.items.map((item) => item.title).join(", ")}</p>
        {/* The code is isolated left to right; the words around it follow the page's direction. */}
        <p className="text-sm text-brand-slate">{t("account.dashboard.bookingCode", { code: `\u2066${row.code}\u2069` })}</p>
      </div>
      <p className="mt-1">
        {row.date}
        {row.time ? ` · ${row.time}` : ""}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-brand-slate">
          {t("account.dashboard.tickets", { count: row.tickets })} · {t("account.dashboard.total")}: {row.total}
        </p>
        <Link
          to={bookingDetailsHref(site.prefix, order.reservationCode)}
          className="font-semibold underline underline-offset-2"
          aria-label={t("account.dashboard.open", { code: order.reservationCode })}
        >
          {t("account.dashboard.open", { code: "" }).trim()}
        </Link>
      </div>
    </li>
  );
}
