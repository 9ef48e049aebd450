// accounts/transactions: the member's bookings (GET /orders through the account pages' queries), upcoming first
// (soonest first), then past ones (latest first), each with its date, time, items, total in the site's currency and
// status. Opening one (?booking={code}) shows its details (GET booking-details/{code}, opened with the member's
// session, no token): items and totals, a QR code per ticket, the ticket PDF and the invoice. Loading, empty (a way
// to the passes) and error (another try) states. The list is rendered on the server from the session (docs/decisions/033);
// for members only.
import { useEffect, useRef } from "react";
import { type LoaderFunctionArgs, Link, useLoaderData, useSearchParams } from "react-router";
import { shopContext } from "../../../shared/request-context";
import { pageTexts } from "../../i18n/messages.server";
import type { MemberOrder, SessionMember } from "../../../shared/contract/member-schemas";
import { AccountShell } from "../../components/account/AccountShell";
import { LoaderDots } from "../../components/Loader";
import { DocumentActions, OrderItems, OrderTickets } from "../../components/order/OrderParts";
import { useT } from "../../i18n";
import { isOutage } from "../../api/api";
import { AccountQueries, failureOf, useMemberBooking, useMemberOrders } from "../../account/account-queries";
import { OPEN_BOOKING_PARAM, bookingDetailsHref, bookingRowOf, groupBookings } from "../../account/bookings-list";
import { memberGuardThenServer, useRequiredMember } from "../../member/member-only";
import { useSite } from "../../layout/site-context";

/** Rendered on the server with the member's bookings (one document); a navigation in the app asks the same loader. */
export async function loader({ context }: LoaderFunctionArgs) {
  const reads = context.get(shopContext).memberReads;
  return {
    texts: pageTexts(context, ["account", "order", "catalogue"], ["route.accounts.transactions"]),
    orders: { data: (await reads?.orders()) ?? null, at: Date.now() },
  };
}
export const clientLoader = memberGuardThenServer<Awaited<ReturnType<typeof loader>>>;

export default function Transactions() {
  return (
    <AccountQueries>
      <TransactionsPage />
    </AccountQueries>
  );
}

function TransactionsPage() {
  const t = useT();
  const member = useRequiredMember();
  const [search] = useSearchParams();
  const code = search.get(OPEN_BOOKING_PARAM)?.trim() || null;
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(code);

  // Opening a booking or going back to the list moves the focus to the new heading, so a screen reader announces it.
  useEffect(() => {
    if (opened.current === code) return;
    opened.current = code;
    heading.current?.focus();
  }, [code]);

  if (!member) return <LoaderDots label={t("common.loading")} />;
  return (
    <AccountShell
      title={code ? t("account.dashboard.bookingCode", { code }) : t("route.accounts.transactions")}
      heading={code ? <BookingHeading code={code} /> : undefined}
      headingRef={heading}
      testId="account-transactions"
    >
      {code ? <BookingDetails member={member} code={code} /> : <BookingsList member={member} />}
    </AccountShell>
  );
}

/** "Booking {code}", the code isolated left to right (so "AB-12" reads the same in Arabic). */
function BookingHeading({ code }: { code: string }) {
  const t = useT();
  return <span data-testid="transaction-heading">{t("account.dashboard.bookingCode", { code: `\u2066${code}\u2069` })}</span>;
}

const errorBox = "rounded-2xl border border-red-300 bg-red-50 p-5";
const retryButton = "mt-3 rounded-full border border-brand-navy px-5 py-2 font-semibold";

function BookingsList({ member }: { member: SessionMember }) {
  const t = useT();
  const site = useSite();
  const { orders: fromServer } = useLoaderData<typeof loader>();
  const bookings = useMemberOrders(member, fromServer);
  const groups = bookings.data ? groupBookings(bookings.data) : null;
  // A failed refetch keeps the list already shown; the error shows only when there is none, and gives way to the
  // loader while another try is under way.
  const failed = !groups && bookings.isError && !bookings.isFetching;
  const loading = !groups && !failed;
  return (
    <div className="mt-2" aria-busy={loading} data-testid="transactions">
      <p className="max-w-2xl text-brand-slate">{t("account.bookings.intro")}</p>
      {loading ? <LoaderDots label={t("account.dashboard.loading")} /> : null}
      {failed ? (
        <div role="alert" className={`mt-6 ${errorBox}`} data-testid="transactions-error">
          <p className="font-semibold text-red-800">{t("account.dashboard.error")}</p>
          <button type="button" className={retryButton} onClick={() => void bookings.refetch()}>
            {t("account.dashboard.retry")}
          </button>
        </div>
      ) : null}
      {groups && groups.upcoming.length + groups.past.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-brand-ice p-6" data-testid="transactions-empty">
          <p className="text-lg">{t("account.bookings.empty")}</p>
          <Link to={`${site.prefix}/passes-packages/explore`} className="btn-primary mt-4">
            {t("account.dashboard.emptyCta")}
          </Link>
        </div>
      ) : null}
      {groups ? (
        <>
          <BookingGroup id="upcoming" title={t("account.bookings.upcoming")} orders={groups.upcoming} />
          <BookingGroup id="past" title={t("account.bookings.past")} orders={groups.past} />
        </>
      ) : null}
    </div>
  );
}

function BookingGroup({ id, title, orders }: { id: string; title: string; orders: MemberOrder[] }) {
  if (orders.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby={`transactions-${id}`} data-testid={`transactions-${id}`}>
      <h2 id={`transactions-${id}`} className="text-2xl font-bold">{title}</h2>
      <ul className="mt-4 flex flex-col gap-4">
        {orders.map((order) => (
          <BookingItem key={order.reservationCode} order={order} />
        ))}
      </ul>
    </section>
  );
}

function StatusBadge({ status }: { status: MemberOrder["status"] }) {
  const t = useT();
  const colours = status === "confirmed" ? "bg-green-100 text-green-900" : "bg-orange-100 text-orange-900";
  return <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${colours}`} data-testid="transaction-status">{t(`account.bookings.status.${status}`)}</span>;
}

function BookingItem({ order }: { order: MemberOrder }) {
  const t = useT();
  const site = useSite();
  const row = bookingRowOf(order, site.locale, site.tenant.decimals);
  const titleId = `booking-${row.code}-title`;
  return (
    <li className="rounded-2xl border border-black/10 p-5 shadow-sm" aria-labelledby={titleId} data-testid="transaction">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold">
          {row.items.map((item) => item.title).join(", ")}
        </h3>
        <p className="text-sm text-brand-slate">
          {t("account.dashboard.bookingCode", { code: "" }).trim()} <bdi dir="ltr">{row.code}</bdi>
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-brand-slate">{t("account.bookings.date")}</dt>
        <dd data-testid="transaction-date">{row.date}</dd>
        {row.time ? (
          <>
            <dt className="text-brand-slate">{t("account.bookings.time")}</dt>
            <dd data-testid="transaction-time">{row.time}</dd>
          </>
        ) : null}
        <dt className="text-brand-slate">{t("account.dashboard.total")}</dt>
        <dd className="font-semibold" data-testid="transaction-total">{row.total}</dd>
        <dt className="text-brand-slate">{t("account.bookings.status")}</dt>
        <dd><StatusBadge status={row.status} /></dd>
      </dl>
      <div className="mt-3">
        <ul className="text-sm text-brand-slate" aria-label={t("account.bookings.items")} data-testid="transaction-items">
          {row.items.map((item, index) => (
            <li key={index}>{t("account.bookings.itemTickets", { title: item.title, count: item.tickets })}</li>
          ))}
        </ul>
      </div>
      <div className="mt-4">
        <Link
          to={bookingDetailsHref(site.prefix, row.code)}
          className="inline-flex items-center gap-1 font-semibold underline underline-offset-2"
          aria-label={t("account.bookings.viewLabel", { code: row.code })}
          data-testid="transaction-open"
        >
          {t("account.bookings.view")}
          <span aria-hidden="true" className="rtl:rotate-180">›</span>
        </Link>
      </div>
    </li>
  );
}

function BookingDetails({ member, code }: { member: SessionMember; code: string }) {
  const t = useT();
  const site = useSite();
  const booking = useMemberBooking(member, code);
  const order = booking.data ?? null;
  const failure = !order && booking.isError && !booking.isFetching ? failureOf(booking.error) : null;
  return (
    <div className="mt-2" aria-busy={!order && !failure} data-testid="transaction-details">
      <Link to={`${site.prefix}/accounts/transactions`} className="inline-flex items-center gap-1 font-semibold underline underline-offset-2" data-testid="transactions-back">
        <span aria-hidden="true" className="rtl:rotate-180">‹</span>
        {t("account.bookings.back")}
      </Link>
      {!order && !failure ? <LoaderDots label={t("account.bookings.detailsLoading")} /> : null}
      {failure ? (
        <div role="alert" className={`mt-6 ${errorBox}`} data-testid="transaction-details-error">
          <p className="font-semibold text-red-800">{isOutage(failure) || !failure.message ? t("account.bookings.detailsError") : failure.message}</p>
          {isOutage(failure) ? (
            <button type="button" className={retryButton} onClick={() => void booking.refetch()}>
              {t("account.dashboard.retry")}
            </button>
          ) : null}
        </div>
      ) : null}
      {order ? (
        <>
          <dl className="mt-6 grid max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-brand-slate">{t("account.bookings.status")}</dt>
            <dd><StatusBadge status={order.status} /></dd>
          </dl>
          {order.status === "refunded" ? <p className="mt-2 font-semibold" role="status">{t("order.confirmed.refunded")}</p> : null}
          <DocumentActions code={order.reservation_code} token={null} withTickets={order.status === "confirmed"} />
          <OrderItems order={order} />
          {order.status === "confirmed" ? <OrderTickets order={order} /> : null}
        </>
      ) : null}
    </div>
  );
}
