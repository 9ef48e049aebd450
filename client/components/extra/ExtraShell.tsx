// The frame of the after-purchase pages (booking-and-checkout §2 extra/*; content-and-account §2 bottom bar): the
// page's heading, the booking it is about, the steps (add guest → gear → waiver → confirm) as links, the content,
// and the bottom bar: Download ticket, the next step, Skip for now (to the summary).
import { type ReactNode, useMemo } from "react";
import { Link, useNavigate } from "react-router";
import { PageHead } from "../PageHead";
import { useT } from "../../i18n";
import { EXTRA_STEPS, type ExtraStep, extraHref, nextExtraStep } from "../../order/after-purchase";
import { type BottomBarActions, useBottomBar } from "../../layout/bottom-bar";
import { OPEN_BOOKING_PARAM } from "../../account/bookings-list";
import { useSite } from "../../layout/site-context";
import { useTicketDownload } from "./ticket-download";

export function myBookingHref(prefix: string, orderId: string): string {
  return `${prefix}/accounts/transactions?${new URLSearchParams({ [OPEN_BOOKING_PARAM]: orderId })}`;
}

const NEXT_LABEL_KEYS = {
  "add-guest": "extra.next.gear",
  gear: "extra.next.waiver",
  waiver: "extra.next.confirm",
  confirm: "extra.next.bookings",
} as const;

export function ExtraShell({ step, orderId, children, testId }: { step: ExtraStep; orderId: string; children: ReactNode; testId: string }) {
  const t = useT();
  const site = useSite();
  const navigate = useNavigate();
  const download = useTicketDownload(orderId);
  const title = t(`route.extra.${step}`);
  const actions = useMemo<BottomBarActions>(
    () => ({
      leftLabel: t("bottomBar.downloadTicket"),
      onLeft: () => void download(),
      rightLabel: t(NEXT_LABEL_KEYS[step]),
      onRight: () => void navigate(step === "confirm" ? myBookingHref(site.prefix, orderId) : extraHref(site.prefix, nextExtraStep(step), orderId)),
      ...(step === "confirm" ? {} : { skipLabel: t("bottomBar.skipForNow"), onSkip: () => void navigate(extraHref(site.prefix, "confirm", orderId)) }),
    }),
    [t, download, step, navigate, site.prefix, orderId],
  );
  useBottomBar(actions);

  return (
    <article className="mx-auto w-full max-w-[1120px] px-4 pb-32 pt-10 lg:pt-14" data-testid={testId}>
      <PageHead title={title} />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-slate">
        {t("extra.booking")} <span dir="ltr" data-testid="extra-order">{orderId}</span>
      </p>
      <h1 className="mt-1 text-3xl font-bold lg:text-4xl">{title}</h1>
      <nav aria-label={t("extra.steps")} className="mt-6">
        <ol className="flex flex-wrap gap-2">
          {EXTRA_STEPS.map((s, i) => (
            <li key={s}>
              <Link
                to={extraHref(site.prefix, s, orderId)}
                aria-current={s === step ? "step" : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-semibold ${s === step ? "border-brand-navy bg-brand-navy text-white" : "border-black/20"}`}
              >
                <span aria-hidden="true">{i + 1}</span>
                {t(`route.extra.${s}`)}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-8">{children}</div>
    </article>
  );
}
