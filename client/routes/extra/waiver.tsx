// extra/waiver/{id}: the waivers of everyone of the account holding a ticket of the booking (decision 014): who has a
// valid waiver and who still needs one, with the waiver form of the account pages (the venue's requirements and
// skills, the signing adult's name, today's date) for those who do. A signature is the funnel's sign_waiver.
import { useState } from "react";
import { useLoaderData } from "react-router";
import { ExtraShell } from "../../components/extra/ExtraShell";
import { HolderList, focusHolderButton } from "../../components/extra/HolderList";
import { LoaderDots } from "../../components/Loader";
import { useT } from "../../i18n";
import { AccountQueries, useAccountChanged, useAllWaivers, usePeople, useWaiverMeta } from "../../account/account-queries";
import { accountHolders, funnelEvent, guestHolders, withoutValidWaiver } from "../../order/after-purchase";
import { trackFunnel } from "../../analytics/analytics-events";
import { fullName } from "../../account/family-form";
import { useRequiredMember } from "../../member/member-only";
import { extraPageLoader, useOrderGuests } from "../../order/order-guest-queries";
import { useSite } from "../../layout/site-context";
import { LoadFailed } from "../account/person-chooser";
import { WaiverForm } from "../account/waiver";
import type { Route } from "./+types/waiver";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return extraPageLoader("waiver", request, params.id);
}
clientLoader.hydrate = true as const;
export { HydrateFallback } from "../../document/client-only";

export default function ExtraWaiver() {
  return (
    <AccountQueries>
      <WaiverStep />
    </AccountQueries>
  );
}

function WaiverStep() {
  const t = useT();
  const site = useSite();
  const { orderId, initial } = useLoaderData<typeof clientLoader>();
  const member = useRequiredMember();
  const order = useOrderGuests(member, orderId, initial);
  const people = usePeople(member);
  const waivers = useAllWaivers(member);
  const meta = useWaiverMeta();
  const changed = useAccountChanged(member);
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const loads = [order, people, waivers, meta] as const;
  const ready = order.data && people.data && waivers.data && meta.data;
  const failed = loads.some((q) => !q.data && q.isError && !q.isFetching);

  const holders = ready ? accountHolders(order.data) : [];
  const toSign = new Set(ready ? withoutValidWaiver(holders, waivers.data).map((h) => h.id) : []);
  return (
    <ExtraShell step="waiver" orderId={orderId} testId="extra-waiver-page">
      <p className="max-w-2xl text-brand-slate">{t("extra.waiver.intro")}</p>
      <div role="status" aria-live="polite" className="mt-4">
        {notice ? <p className="rounded-xl border border-green-300 bg-green-50 p-3 font-semibold text-green-800" data-testid="extra-waiver-signed">{notice}</p> : null}
      </div>
      {ready ? (
        <div className="mt-4">
          {holders.length && !toSign.size ? <p className="mb-4 font-semibold text-green-800" data-testid="extra-waiver-all">{t("extra.waiver.allSigned")}</p> : null}
          <HolderList
            orderId={orderId}
            holders={holders}
            guests={guestHolders(order.data)}
            open={open}
            onOpen={(id) => {
              setOpen(id);
              setNotice(null);
            }}
            statusOf={(h) => {
              const w = waivers.data.find((x) => x.userId === h.id);
              if (w?.valid) return { text: t("account.waiver.valid", { date: `\u2066${w.date}\u2069` }), done: true };
              return { text: w ? t("account.waiver.expired") : t("account.waiver.missing"), done: false };
            }}
            actionOf={(h) => (toSign.has(h.id) ? t("extra.waiver.sign") : null)}
            testId="extra-waiver"
          >
            {(h) => {
              const person = people.data.find((p) => p.id === h.id);
              return person ? (
                <WaiverForm
                  key={`${person.id}-${site.locale}`}
                  person={person}
                  meta={meta.data}
                  onSigned={() => {
                    trackFunnel(funnelEvent("sign_waiver", orderId, 1));
                    setNotice(t("account.waiver.signed", { name: fullName(person) }));
                    setOpen(null);
                    void changed("waivers");
                    focusHolderButton("extra-waiver", person.id);
                  }}
                />
              ) : (
                <p className="mt-3 text-brand-slate">{t("extra.holders.gone")}</p>
              );
            }}
          </HolderList>
        </div>
      ) : failed ? (
        <LoadFailed message={t("extra.loadFailed")} onRetry={() => loads.forEach((q) => void q.refetch())} testId="extra-waiver-load-error" />
      ) : (
        <LoaderDots label={t("extra.loading")} />
      )}
    </ExtraShell>
  );
}
