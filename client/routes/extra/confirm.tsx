// extra/confirm/{id}: the summary of the after-purchase steps (decision 014): who goes with which ticket, whose gear is
// set and whose waiver is signed, with the way back to each step, My bookings and the ticket PDF. Reaching it is the
// funnel's booking_complete (once per booking in a tab).
import { useEffect } from "react";
import { Link, useLoaderData } from "react-router";
import { formatDateKey } from "../../../shared/date-key";
import { clockLabel } from "../../../shared/clock";
import { ExtraShell, myBookingHref } from "../../components/extra/ExtraShell";
import { useTicketDownload } from "../../components/extra/ticket-download";
import { LoaderDots } from "../../components/Loader";
import { useT } from "../../i18n";
import { AccountQueries, useAllGear, useAllWaivers } from "../../account/account-queries";
import { extraHref, firstCompletionReport, funnelEvent } from "../../order/after-purchase";
import { trackFunnel } from "../../analytics/analytics-events";
import { fullName } from "../../account/family-form";
import { useRequiredMember } from "../../member/member-only";
import { safeSessionStorage } from "../../order/order-token";
import { extraPageLoader, useOrderGuests } from "../../order/order-guest-queries";
import { useSite } from "../../layout/site-context";
import { LoadFailed } from "../account/person-chooser";
import type { Route } from "./+types/confirm";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return extraPageLoader("confirm", request, params.id);
}
clientLoader.hydrate = true as const;
export { HydrateFallback } from "../../document/client-only";

export default function ExtraConfirm() {
  return (
    <AccountQueries>
      <ConfirmStep />
    </AccountQueries>
  );
}

function ConfirmStep() {
  const t = useT();
  const site = useSite();
  const { orderId, initial } = useLoaderData<typeof clientLoader>();
  const member = useRequiredMember();
  const order = useOrderGuests(member, orderId, initial);
  const gear = useAllGear(member);
  const waivers = useAllWaivers(member);
  const download = useTicketDownload(orderId);
  const loads = [order, gear, waivers] as const;
  const ready = order.data && gear.data && waivers.data;
  const failed = loads.some((q) => !q.data && q.isError && !q.isFetching);
  const assigned = order.data?.tickets.filter((x) => x.assignedUser).length ?? 0;

  useEffect(() => {
    if (order.data && firstCompletionReport(safeSessionStorage(), orderId)) trackFunnel(funnelEvent("booking_complete", orderId, assigned));
    // Once, when the booking is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Boolean(order.data), orderId]);

  const stepLink = (step: "add-guest" | "gear" | "waiver", text: string) => (
    <Link to={extraHref(site.prefix, step, orderId)} className="font-semibold underline underline-offset-2">{text}</Link>
  );

  return (
    <ExtraShell step="confirm" orderId={orderId} testId="extra-confirm-page">
      <p className="max-w-2xl text-brand-slate">{t("extra.confirm.intro")}</p>
      {ready ? (
        <>
          <div className="mt-6 overflow-x-auto">
            <table className="w-full min-w-[36rem] border-collapse text-start" data-testid="extra-summary">
              <caption className="sr-only">{t("extra.confirm.caption")}</caption>
              <thead>
                <tr className="border-b text-start text-sm text-brand-slate">
                  <th scope="col" className="py-2 pe-4 text-start">{t("extra.confirm.ticket")}</th>
                  <th scope="col" className="py-2 pe-4 text-start">{t("extra.confirm.who")}</th>
                  <th scope="col" className="py-2 pe-4 text-start">{t("extra.confirm.gear")}</th>
                  <th scope="col" className="py-2 text-start">{t("extra.confirm.waiver")}</th>
                </tr>
              </thead>
              <tbody>
                {order.data.tickets.map((ticket) => {
                  const h = ticket.assignedUser;
                  const ofAccount = h && h.kind !== "guest";
                  const g = ofAccount ? gear.data.find((x) => x.userId === h.id) : undefined;
                  const w = ofAccount ? waivers.data.find((x) => x.userId === h.id && x.valid) : undefined;
                  return (
                    <tr key={ticket.ticketId} className="border-b align-top" data-testid="extra-summary-row" data-ticket={ticket.ticketId}>
                      <td className="py-3 pe-4">
                        <p className="font-semibold">{t(`catalogue.guest.${ticket.guestType}`)} · {ticket.title}</p>
                        <p className="text-sm text-brand-slate">
                          {formatDateKey(ticket.date, site.locale)}
                          {ticket.time ? ` · ${clockLabel(ticket.time, site.locale)}` : ""}
                        </p>
                        <p className="font-mono text-xs"><span dir="ltr">{ticket.ticketId}</span></p>
                      </td>
                      <td className="py-3 pe-4" data-testid="summary-who">
                        {h ? fullName(h) : <span className="text-brand-slate">{t("extra.confirm.unassigned")}</span>}
                        {h?.kind === "guest" ? <span className="block text-sm text-brand-slate">{t("extra.addGuest.guest")}</span> : null}
                      </td>
                      <td className="py-3 pe-4" data-testid="summary-gear">
                        {!h ? "—" : h.kind === "guest" ? t("extra.confirm.atVenue") : g ? <span className="text-green-800">{t("extra.confirm.gearSet")}</span> : t("extra.confirm.gearMissing")}
                      </td>
                      <td className="py-3" data-testid="summary-waiver">
                        {!h ? "—" : h.kind === "guest" ? t("extra.confirm.atVenue") : w ? <span className="text-green-800">{t("extra.confirm.waiverSigned")}</span> : t("extra.confirm.waiverMissing")}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {stepLink("add-guest", t("extra.confirm.changeGuests"))}
            {stepLink("gear", t("extra.confirm.changeGear"))}
            {stepLink("waiver", t("extra.confirm.changeWaivers"))}
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Link to={myBookingHref(site.prefix, orderId)} className="btn-primary" data-testid="extra-my-bookings">{t("extra.next.bookings")}</Link>
            <button type="button" className="rounded-full border border-brand-navy px-5 py-2 font-semibold" onClick={() => void download()} data-testid="extra-download">
              {t("bottomBar.downloadTicket")}
            </button>
          </div>
        </>
      ) : failed ? (
        <LoadFailed message={t("extra.loadFailed")} onRetry={() => loads.forEach((q) => void q.refetch())} testId="extra-confirm-load-error" />
      ) : (
        <LoaderDots label={t("extra.loading")} />
      )}
    </ExtraShell>
  );
}
