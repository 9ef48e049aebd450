// extra/add-guest/{id}: who goes with each ticket of the member's booking (decision 014). Each ticket offers the
// people of the account whose age group on its date fits it (the member, a family member), the guests already named
// for the booking, or a new guest named inline; the choices are saved in one call (once for a double click), and the
// server's refusals show on their tickets. Then gear, waiver and the summary follow (the bottom bar).
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { Link, useLoaderData } from "react-router";
import type { OrderGuestTicket, OrderGuests, TicketHolder } from "../../../shared/contract/order-guests";
import { MEMBER_TITLES } from "../../../shared/contract/members";
import { formatDateKey } from "../../../shared/date-key";
import { ExtraShell } from "../../components/extra/ExtraShell";
import { LoaderDots } from "../../components/Loader";
import { clockLabel } from "../../../shared/clock";
import { useT } from "../../i18n";
import { AccountQueries, failureOf, usePeople } from "../../account/account-queries";
import {
  type AssignmentDraft,
  EMPTY_ORDER_GUEST,
  ORDER_GUEST_FIELD_ORDER,
  type OrderGuestField,
  type OrderGuestValues,
  changedAssignments,
  choicesFor,
  doubleBookedTickets,
  draftOf,
  funnelEvent,
  orderGuestRequestOf,
  validateOrderGuest,
} from "../../order/after-purchase";
import { trackFunnel } from "../../analytics/analytics-events";
import { isOutage } from "../../api/api";
import { fullName } from "../../account/family-form";
import { useRequiredMember } from "../../member/member-only";
import { addOrderGuest, assignGuests } from "../../order/order-guest-calls";
import { extraPageLoader, orderGuestsKey, useOrderGuests, useOrderGuestsSaved } from "../../order/order-guest-queries";
import { TITLE_LABELS } from "../../account/profile-form";
import { useSite } from "../../layout/site-context";
import { LoadFailed } from "../account/person-chooser";
import type { Route } from "./+types/add-guest";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return extraPageLoader("add-guest", request, params.id);
}
clientLoader.hydrate = true as const;
export { HydrateFallback } from "../../document/client-only";

export default function AddGuest() {
  return (
    <AccountQueries>
      <AddGuestPage />
    </AccountQueries>
  );
}

/** The choice that opens the inline form of a new guest. */
const NEW_GUEST = "__new";

function AddGuestPage() {
  const t = useT();
  const { orderId, initial } = useLoaderData<typeof clientLoader>();
  const member = useRequiredMember();
  const order = useOrderGuests(member, orderId, initial);
  const people = usePeople(member);
  const holders = useMemo<TicketHolder[] | null>(() => {
    if (!people.data || !order.data) return null;
    const ofAccount = people.data.map((p): TicketHolder => ({ id: p.id, kind: p.isPrimary ? "member" : "sub_account", firstName: p.firstName, lastName: p.lastName, ageGroup: p.ageGroup }));
    return [...ofAccount, ...order.data.guests];
  }, [people.data, order.data]);

  return (
    <ExtraShell step="add-guest" orderId={orderId} testId="add-guest-page">
      <p className="max-w-2xl text-brand-slate">{t("extra.addGuest.intro")}</p>
      {order.data && holders ? (
        order.data.status === "refunded" ? (
          <p className="mt-6 rounded-xl border p-4" role="status">{t("extra.refunded")}</p>
        ) : (
          <AssignForm key={orderId} order={order.data} holders={holders} />
        )
      ) : (order.isError && !order.isFetching) || (people.isError && !people.isFetching) ? (
        <LoadFailed
          message={isOutage(failureOf(order.error ?? people.error)) ? t("extra.loadFailed") : failureOf(order.error ?? people.error).message || t("extra.loadFailed")}
          onRetry={() => {
            void order.refetch();
            void people.refetch();
          }}
          testId="add-guest-load-error"
        />
      ) : (
        <LoaderDots label={t("extra.loading")} />
      )}
    </ExtraShell>
  );
}

function ticketLine(ticket: OrderGuestTicket, t: ReturnType<typeof useT>, locale: "en" | "ar"): string {
  const when = `${formatDateKey(ticket.date, locale)}${ticket.time ? ` · ${clockLabel(ticket.time, locale)}` : ""}`;
  return `${t(`catalogue.guest.${ticket.guestType}`)} · ${ticket.title} · ${when}`;
}

function AssignForm({ order, holders }: { order: OrderGuests; holders: TicketHolder[] }) {
  const t = useT();
  const site = useSite();
  const member = useRequiredMember();
  const saved = useOrderGuestsSaved(member, order.orderId);
  const [draft, setDraft] = useState<AssignmentDraft>(() => draftOf(order));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const inFlight = useRef(false);
  const doubled = doubleBookedTickets(order, draft);

  const choose = (ticketId: string, userId: string) => {
    setNotice(null);
    setFailed(null);
    setErrors((e) => ({ ...e, [ticketId]: "" }));
    if (userId === NEW_GUEST) {
      setAdding(ticketId);
      return;
    }
    if (adding === ticketId) setAdding(null);
    setDraft((d) => ({ ...d, [ticketId]: userId }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setNotice(null);
    setFailed(null);
    if (doubled.size) {
      const first = order.tickets.find((x) => doubled.has(x.ticketId))!;
      setErrors(Object.fromEntries([...doubled].map((id) => [id, t("extra.addGuest.twice")])));
      document.getElementById(`holder-${first.ticketId}`)?.focus();
      return;
    }
    const tickets = changedAssignments(order, draft);
    if (!tickets.length) {
      setNotice(order.tickets.some((x) => x.assignedUser) ? t("extra.addGuest.nothingChanged") : null);
      if (!order.tickets.some((x) => x.assignedUser)) setFailed(t("extra.addGuest.chooseOne"));
      return;
    }
    inFlight.current = true;
    setSaving(true);
    const result = await assignGuests({ tenant: site.tenant, locale: site.locale }, { orderId: order.orderId, tickets });
    inFlight.current = false;
    setSaving(false);
    if (result.ok) {
      await saved(result.data);
      setErrors({});
      trackFunnel(funnelEvent("add_guest", order.orderId, tickets.length));
      setNotice(t("extra.addGuest.saved", { count: result.data.tickets.filter((x) => x.assignedUser).length }));
      return;
    }
    // Issues name tickets.{i}.…: the i-th ticket sent.
    const onTickets: Record<string, string> = {};
    for (const issue of result.issues ?? []) {
      const index = /^tickets\.(\d+)\./.exec(issue.field)?.[1];
      const ticketId = index !== undefined ? tickets[Number(index)]?.ticketId : undefined;
      if (ticketId && !onTickets[ticketId]) onTickets[ticketId] = issue.rule === "age_group" ? t("extra.addGuest.wrongAge") : issue.rule === "one_per_person" ? t("extra.addGuest.twice") : issue.message;
    }
    setErrors(onTickets);
    const first = order.tickets.find((x) => onTickets[x.ticketId]);
    if (first) document.getElementById(`holder-${first.ticketId}`)?.focus();
    setFailed(isOutage(result) ? t("extra.saveFailed") : result.message);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 flex flex-col gap-5" aria-busy={saving} data-testid="assign-form">
      <ol className="flex flex-col gap-4">
        {order.tickets.map((ticket, i) => {
          const choices = choicesFor(ticket, holders);
          const error = errors[ticket.ticketId] || null;
          const selectId = `holder-${ticket.ticketId}`;
          return (
            <li key={ticket.ticketId} className="rounded-2xl border border-black/10 p-4" data-testid="assign-ticket" data-ticket={ticket.ticketId} data-guest-type={ticket.guestType}>
              <label htmlFor={selectId} className="block font-bold">
                {t("extra.addGuest.ticket", { n: i + 1 })} <span className="font-normal text-brand-slate">{ticketLine(ticket, t, site.locale)}</span>
              </label>
              <select
                id={selectId}
                className="mt-2 w-full rounded-lg border border-black/20 px-3 py-2 aria-[invalid=true]:border-red-600 sm:max-w-md"
                value={adding === ticket.ticketId ? NEW_GUEST : (draft[ticket.ticketId] ?? "")}
                onChange={(e) => choose(ticket.ticketId, e.target.value)}
                disabled={saving}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${selectId}-error` : undefined}
                data-testid="assign-choice"
              >
                <option value="">{t("extra.addGuest.choose")}</option>
                {choices.map((h) => (
                  <option key={h.id} value={h.id}>
                    {fullName(h)}
                    {h.kind === "member" ? ` (${t("account.family.you")})` : h.kind === "guest" ? ` (${t("extra.addGuest.guest")})` : ""}
                  </option>
                ))}
                <option value={NEW_GUEST}>{t("extra.addGuest.addNew")}</option>
              </select>
              {choices.length === 0 ? <p className="mt-1 text-sm text-brand-slate">{t("extra.addGuest.noneFits", { group: t(`catalogue.guest.${ticket.guestType}`) })}</p> : null}
              {error ? <p id={`${selectId}-error`} className="mt-1 text-sm font-semibold text-red-700" data-testid="field-error">{error}</p> : null}
              {adding === ticket.ticketId ? (
                <NewGuestForm
                  orderId={order.orderId}
                  ticket={ticket}
                  onAdded={(guest) => {
                    setAdding(null);
                    setDraft((d) => ({ ...d, [ticket.ticketId]: guest.id }));
                    window.setTimeout(() => document.getElementById(selectId)?.focus(), 0);
                  }}
                  onCancel={() => {
                    setAdding(null);
                    document.getElementById(selectId)?.focus();
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      <div role="status" aria-live="polite">
        {notice ? <p className="rounded-xl border border-green-300 bg-green-50 p-3 font-semibold text-green-800" data-testid="assign-saved">{notice}</p> : null}
      </div>
      {failed ? <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 font-semibold text-red-800" data-testid="assign-error">{failed}</p> : null}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving} data-testid="assign-save">
          {saving ? t("account.profile.saving") : t("extra.addGuest.save")}
        </button>
        <Link to={`${site.prefix}/accounts/profile`} className="font-semibold underline underline-offset-2">{t("extra.addGuest.family")}</Link>
      </div>
    </form>
  );
}

const inputClass = "mt-1 w-full rounded-lg border border-black/20 px-3 py-2 aria-[invalid=true]:border-red-600";

/** A guest named for this booking, with the ticket's age group; not a form of its own (it sits inside the assignment's). */
function NewGuestForm({ orderId, ticket, onAdded, onCancel }: { orderId: string; ticket: OrderGuestTicket; onAdded: (guest: TicketHolder) => void; onCancel: () => void }) {
  const t = useT();
  const site = useSite();
  const client = useQueryClient();
  const member = useRequiredMember();
  const [values, setValues] = useState<OrderGuestValues>(EMPTY_ORDER_GUEST);
  const [shown, setShown] = useState<ReadonlySet<OrderGuestField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<OrderGuestField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const inFlight = useRef(false);
  const errors = validateOrderGuest(values, site.locale);
  const errorOf = (f: OrderGuestField) => serverErrors[f] ?? (shown.has(f) ? (errors[f] ?? null) : null);
  const prefix = `guest-${ticket.ticketId}`;

  const add = async () => {
    if (inFlight.current) return;
    setShown(new Set(ORDER_GUEST_FIELD_ORDER));
    setFailed(null);
    const request = orderGuestRequestOf(orderId, values, ticket.guestType, site.locale);
    const first = ORDER_GUEST_FIELD_ORDER.find((f) => errors[f]);
    if (!request) {
      if (first) document.getElementById(`${prefix}-${first}`)?.focus();
      return;
    }
    inFlight.current = true;
    setSaving(true);
    const result = await addOrderGuest({ tenant: site.tenant, locale: site.locale }, request);
    inFlight.current = false;
    setSaving(false);
    if (!result.ok) {
      const onFields: Partial<Record<OrderGuestField, string>> = {};
      for (const issue of result.issues ?? []) if ((ORDER_GUEST_FIELD_ORDER as readonly string[]).includes(issue.field)) onFields[issue.field as OrderGuestField] ??= issue.message;
      setServerErrors(onFields);
      setFailed(isOutage(result) ? t("extra.saveFailed") : result.message);
      return;
    }
    // The guest holds tickets of their age group: offered at once on every such ticket, then asked again.
    if (member) {
      const key = orderGuestsKey({ mafid: member.mafid, site: site.tenant.slug }, orderId);
      client.setQueryData<OrderGuests>(key, (old) =>
        old
          ? {
              ...old,
              guests: [...old.guests, result.data],
              tickets: old.tickets.map((x) => (x.guestType === result.data.ageGroup ? { ...x, eligibleUserIds: [...x.eligibleUserIds, result.data.id] } : x)),
            }
          : old,
      );
      void client.invalidateQueries({ queryKey: key });
    }
    onAdded(result.data);
  };

  const field = (name: OrderGuestField, label: string, control: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string; onBlur: () => void }) => React.ReactNode) => {
    const error = errorOf(name);
    const id = `${prefix}-${name}`;
    return (
      <div>
        <label htmlFor={id} className="block font-semibold">{label}</label>
        {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined, onBlur: () => setShown((s) => new Set(s).add(name)) })}
        {error ? <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700" data-testid="field-error">{error}</p> : null}
      </div>
    );
  };
  const change = (name: OrderGuestField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors((e) => ({ ...e, [name]: undefined }));
  };

  return (
    <fieldset className="mt-4 rounded-xl bg-brand-ice p-4" data-testid="new-guest" aria-busy={saving}>
      <legend className="sr-only">{t("extra.addGuest.newTitle", { group: t(`catalogue.guest.${ticket.guestType}`) })}</legend>
      <p className="font-semibold" aria-hidden="true">{t("extra.addGuest.newTitle", { group: t(`catalogue.guest.${ticket.guestType}`) })}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
        {field("title", t("account.profile.title"), (p) => (
          <select {...p} className={inputClass} value={values.title} disabled={saving} onChange={(e) => change("title", e.target.value)}>
            <option value="">{t("account.profile.title")}</option>
            {MEMBER_TITLES.map((title) => <option key={title} value={title}>{TITLE_LABELS[site.locale][title]}</option>)}
          </select>
        ))}
        {field("firstName", t("account.profile.firstName"), (p) => (
          <input {...p} className={inputClass} value={values.firstName} disabled={saving} maxLength={50} autoComplete="off" onChange={(e) => change("firstName", e.target.value)} />
        ))}
        {field("lastName", t("account.profile.lastName"), (p) => (
          <input {...p} className={inputClass} value={values.lastName} disabled={saving} maxLength={50} autoComplete="off" onChange={(e) => change("lastName", e.target.value)} />
        ))}
      </div>
      {failed ? <p role="alert" className="mt-3 font-semibold text-red-800" data-testid="new-guest-error">{failed}</p> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={() => void add()} disabled={saving} aria-busy={saving} data-testid="new-guest-add">
          {saving ? t("account.profile.saving") : t("extra.addGuest.addGuest")}
        </button>
        <button type="button" className="rounded-full border border-brand-navy px-5 py-2 font-semibold" onClick={onCancel} disabled={saving}>
          {t("extra.addGuest.cancel")}
        </button>
      </div>
    </fieldset>
  );
}
