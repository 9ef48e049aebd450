// A list of what the member holds (memberships, vouchers, group lessons): each with its title, period or lesson time,
// its status in words, who it was booked for, and a link to its booking. Loading, error (with another try) and empty
// states; the empty state offers the way to buy one.
import { Link } from "react-router";
import type { Holding } from "../../../shared/contract/holdings";
import { formatDateKey } from "../../../shared/date-key";
import { type MessageKey, useT } from "../../i18n";
import { bookingDetailsHref } from "../../account/bookings-list";
import { useSite } from "../../layout/site-context";
import { LoaderDots } from "../Loader";

const STATUS_STYLE: Record<Holding["status"], string> = {
  upcoming: "bg-brand-ice text-brand-navy",
  active: "bg-green-100 text-green-900",
  expired: "bg-gray-200 text-gray-800",
  refunded: "bg-amber-100 text-amber-900",
};

export function HoldingsList({
  items,
  loading,
  failed,
  onRetry,
  kind,
  empty,
  cta,
  testId,
}: {
  items: Holding[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  kind: "period" | "lesson";
  empty: MessageKey;
  cta: { label: MessageKey; path: string };
  testId: string;
}) {
  const t = useT();
  const site = useSite();
  if (loading) return <LoaderDots label={t("holdings.loading")} />;
  if (failed)
    return (
      <div role="alert" className="mt-6 rounded-2xl border border-red-300 bg-red-50 p-5" data-testid={`${testId}-error`}>
        <p className="font-semibold text-red-800">{t("holdings.error")}</p>
        <button type="button" className="mt-3 rounded-full border border-brand-navy px-5 py-2 font-semibold" onClick={onRetry}>
          {t("holdings.retry")}
        </button>
      </div>
    );
  if (!items || items.length === 0)
    return (
      <div className="mt-6 rounded-2xl bg-brand-ice p-6" data-testid={`${testId}-empty`}>
        <p className="text-lg">{t(empty)}</p>
        <Link to={`${site.prefix}/${cta.path}`} className="btn-primary mt-4">
          {t(cta.label)}
        </Link>
      </div>
    );
  const date = (key: string) => formatDateKey(key, site.locale, "date");
  return (
    <ul className="mt-6 flex flex-col gap-4" data-testid={testId}>
      {items.map((h) => {
        const status = kind === "lesson" ? t(`holdings.lesson.${h.status === "refunded" ? "expired" : h.status}` as MessageKey) : t(`holdings.status.${h.status}` as MessageKey);
        return (
          <li key={`${h.reservationCode}-${h.cardId}-${h.validFrom}`} className="rounded-2xl border border-black/10 p-5" data-testid="holding">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h2 className="text-xl font-bold">{h.title}</h2>
              <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[h.status]}`} data-testid="holding-status">
                {h.status === "refunded" ? t("holdings.status.refunded") : status}
              </span>
            </div>
            <p className="mt-2" data-testid="holding-when">
              {kind === "lesson"
                ? h.time
                  ? t("holdings.lessonOn", { date: date(h.validFrom), time: h.time })
                  : date(h.validFrom)
                : t("holdings.validPeriod", { from: date(h.validFrom), until: date(h.validUntil) })}
            </p>
            <p className="mt-1 text-brand-slate">
              {h.holder ? `${t("holdings.holder", { name: h.holder })} · ` : ""}
              {t("holdings.tickets", { count: h.tickets })}
            </p>
            <Link
              to={bookingDetailsHref(site.prefix, h.reservationCode)}
              className="mt-3 inline-block font-semibold text-brand-navy underline"
              aria-label={t("holdings.openBooking", { code: h.reservationCode })}
            >
              {t("holdings.booking", { code: h.reservationCode })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
