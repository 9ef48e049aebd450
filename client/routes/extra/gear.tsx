// extra/gear/{id}: the gear of everyone of the account holding a ticket of the booking (decision 014): each with
// their saved gear or none, and the gear form of the account pages (the venue's document, its ranges, one save for a
// double click) to set or update it. A save is the funnel's add_gear.
import { useState } from "react";
import { useLoaderData } from "react-router";
import type { TicketHolder } from "../../../shared/contract/order-guests";
import { ExtraShell } from "../../components/extra/ExtraShell";
import { HolderList, focusHolderButton } from "../../components/extra/HolderList";
import { LoaderDots } from "../../components/Loader";
import { useT } from "../../i18n";
import { AccountQueries, useAccountChanged, useAllGear, useGearMeta, usePeople } from "../../account/account-queries";
import { accountHolders, funnelEvent, guestHolders } from "../../order/after-purchase";
import { trackFunnel } from "../../analytics/analytics-events";
import { fullName } from "../../account/family-form";
import { useRequiredMember } from "../../member/member-only";
import { extraPageLoader, useOrderGuests } from "../../order/order-guest-queries";
import { useSite } from "../../layout/site-context";
import { GearForm, gearSummary } from "../account/gear";
import { LoadFailed } from "../account/person-chooser";
import type { Route } from "./+types/gear";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return extraPageLoader("gear", request, params.id);
}
clientLoader.hydrate = true as const;
export { HydrateFallback } from "../../document/client-only";

export default function ExtraGear() {
  return (
    <AccountQueries>
      <GearStep />
    </AccountQueries>
  );
}

function GearStep() {
  const t = useT();
  const site = useSite();
  const { orderId, initial } = useLoaderData<typeof clientLoader>();
  const member = useRequiredMember();
  const order = useOrderGuests(member, orderId, initial);
  const people = usePeople(member);
  const gear = useAllGear(member);
  const meta = useGearMeta();
  const changed = useAccountChanged(member);
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const loads = [order, people, gear, meta] as const;
  const ready = order.data && people.data && gear.data && meta.data;
  const failed = loads.some((q) => !q.data && q.isError && !q.isFetching);

  const saved = (holder: TicketHolder) => gear.data?.find((g) => g.userId === holder.id) ?? null;
  return (
    <ExtraShell step="gear" orderId={orderId} testId="extra-gear-page">
      <p className="max-w-2xl text-brand-slate">{t("extra.gear.intro")}</p>
      <div role="status" aria-live="polite" className="mt-4">
        {notice ? <p className="rounded-xl border border-green-300 bg-green-50 p-3 font-semibold text-green-800" data-testid="extra-gear-saved">{notice}</p> : null}
      </div>
      {ready ? (
        <div className="mt-4">
          <HolderList
            orderId={orderId}
            holders={accountHolders(order.data)}
            guests={guestHolders(order.data)}
            open={open}
            onOpen={(id) => {
              setOpen(id);
              setNotice(null);
            }}
            statusOf={(h) => {
              const g = saved(h);
              return g ? { text: gearSummary(g, meta.data, t), done: true } : { text: t("account.gear.none"), done: false };
            }}
            actionOf={(h) => (saved(h) ? t("extra.gear.update") : t("extra.gear.set"))}
            testId="extra-gear"
          >
            {(h) => {
              const person = people.data.find((p) => p.id === h.id);
              return person ? (
                <GearForm
                  key={`${person.id}-${site.locale}`}
                  person={person}
                  meta={meta.data}
                  saved={saved(h)}
                  onSaved={() => {
                    trackFunnel(funnelEvent("add_gear", orderId, 1));
                    setNotice(t("account.gear.saved", { name: fullName(person) }));
                    setOpen(null);
                    void changed("gear");
                    focusHolderButton("extra-gear", person.id);
                  }}
                />
              ) : (
                <p className="mt-3 text-brand-slate">{t("extra.holders.gone")}</p>
              );
            }}
          </HolderList>
        </div>
      ) : failed ? (
        <LoadFailed message={t("extra.loadFailed")} onRetry={() => loads.forEach((q) => void q.refetch())} testId="extra-gear-load-error" />
      ) : (
        <LoaderDots label={t("extra.loading")} />
      )}
    </ExtraShell>
  );
}
