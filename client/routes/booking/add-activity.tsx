// booking/add-activity/{name?}: for one cart line, the ticket (or its upgrade), the time slot of a time-based ticket
// and the tables of a table product; Continue posts the line with the new choice to the clientAction, which holds it
// (reserve mode, holds replaced) and goes to add-ons. A signed-in member's details for the cart's form are read from here.
// Arriving from "Buy tickets", the step shows while the line's places are held, and Continue waits for that hold.
import { useEffect, useMemo, useState } from "react";
import { Link, type SubmitTarget, redirect, useFetcher, useLoaderData, useLocation, useParams } from "react-router";
import type { Performance } from "../../../shared/catalogue";
import { GENERIC_ERROR, ORDER_ERROR_CODES } from "../../../shared/contract/orders";
import { type BookingItem, savePackage } from "../../../shared/cart/state";
import { totalGuests } from "../../../shared/booking/guests";
import { guestSummary } from "../../../shared/booking/plurals";
import { formatDateKey } from "../../../shared/date-key";
import { CheckoutShell, ErrorNotice, Working } from "../../components/checkout/CheckoutShell";
import { tablesOf, ticketOfLine, withActivity } from "../../components/checkout/booking-item";
import { reserveBasket, stepContextOf, useCaller, useHydratedCart } from "../../components/checkout/use-checkout";
import { holdSettled } from "../../components/checkout/hold-in-flight";
import { HoldStatus, holdingStepLoader, useHoldRefused } from "../../components/checkout/HoldStatus";
import { slotState } from "../../components/catalogue/detail";
import { usePrice } from "../../components/catalogue/use-price";
import { useT } from "../../i18n";
import { useCart } from "../../cart/cart-store";
import { BookingQueries, bookingQueryClient, bookingQueryKeys, prefetchAddOns, useCardRead, usePrefetchMemberDetails, useSlots } from "../../catalogue/booking-queries";
import { useSite } from "../../layout/site-context";
import { useMember } from "../../member/member-store";

export { HydrateFallback } from "../../document/client-only";
import { keepLoaderDataAfterOwnForm } from "../../document/client-only";
import { STEP_TEXTS } from "../../components/checkout/step-texts";
import { PrefetchAfterHydration, linkPrefetch } from "../../document/browser-rules";
import { clockRange } from "../../../shared/clock";
/** The step's texts, and the line whose places were being held as it arrived ("Buy tickets", docs/decisions/061). */
export const clientLoader = holdingStepLoader(STEP_TEXTS.addActivity);

/** The step's own Continue changes nothing its loader reads: what it says of the hold stays until the step is left. */
export const shouldRevalidate = keepLoaderDataAfterOwnForm;

/** What Continue posts: the cart line with the ticket, upgrade and time slot chosen on the page. */
interface ActivityPost {
  line: BookingItem;
  /** The calendar whose time slots the page shows (asked again when the chosen slot was taken meanwhile). */
  slots: { eventAk: string; date: string } | null;
}

/** Why the line was not held, in the contract's words in the page's language; `slotTaken` clears the chosen slot. */
export interface ActivityRefusal {
  error: string;
  slotTaken: boolean;
}

/**
 * Continue: the cart with the line as chosen is held (a reserve-mode basket check, holds replaced) and saved, then
 * add-ons. A line no longer in the cart (removed in another tab) is not put back. A refusal stays on the page; a time
 * slot taken meanwhile has the page's slots asked again.
 */
export async function clientAction({ request }: { request: Request }): Promise<ActivityRefusal> {
  const { line, slots } = (await request.json()) as ActivityPost;
  // Continue tapped while "Buy tickets" was holding the line's places waits for that hold (a refused line is gone).
  const hold = await holdSettled();
  const { location, caller } = stepContextOf(request);
  if (!useCart.getState().bookingData.some((b) => b.uniqueID === line.uniqueID)) {
    return { error: (hold?.lineId === line.uniqueID ? hold.refusal?.text : null) ?? GENERIC_ERROR[location.locale], slotTaken: false };
  }
  const result = await reserveBasket(caller, savePackage(useCart.getState(), line), { commit: () => useCart.getState().savePackage(line) });
  if (!result.ok) {
    const slotTaken = result.code === ORDER_ERROR_CODES.slotBookedNow;
    if (slotTaken && slots) {
      await bookingQueryClient().invalidateQueries({ queryKey: bookingQueryKeys.slots(location.tenant.siteId, slots.eventAk, slots.date) });
    }
    return { error: result.message, slotTaken };
  }
  throw redirect(`${location.prefix}/booking/add-ons`);
}

export default function AddActivity() {
  return (
    <BookingQueries>
      <AddActivityStep />
    </BookingQueries>
  );
}

function AddActivityStep() {
  const t = useT();
  const site = useSite();
  const price = usePrice();
  const { name } = useParams();
  const { search } = useLocation();
  const hydrated = useHydratedCart();
  const caller = useCaller();
  const bookingData = useCart((s) => s.bookingData);
  const selectedIndex = useCart((s) => s.selectedPackageIndex);
  const reservationCode = useCart((s) => s.reservationCode);
  const wanted = new URLSearchParams(search).get("item");
  const item =
    bookingData.find((b) => b.uniqueID === wanted) ??
    (name ? bookingData.find((b) => b.cardName === name) : bookingData[selectedIndex]) ??
    null;

  const [ticketId, setTicketId] = useState<number | null>(item?.tickets[0]?.ticketId ?? null);
  const [upgrade, setUpgrade] = useState(item?.upgradeSelection ?? false);
  const [performanceAk, setPerformanceAk] = useState<string | null>(item?.tickets[0]?.performanceAk ?? null);
  const [showSlotError, setShowSlotError] = useState(false);
  const { holding } = useLoaderData<typeof clientLoader>();
  const refused = useHoldRefused(holding);
  const continued = useFetcher<typeof clientAction>();
  const busy = continued.state !== "idle";
  const error = busy ? null : (continued.data?.error ?? null);
  // A slot taken since it was chosen is chosen no more: the visitor picks again from the slots asked again.
  const [answered, setAnswered] = useState(continued.data);
  if (continued.data !== answered) {
    setAnswered(continued.data);
    if (continued.data?.slotTaken) setPerformanceAk(null);
  }

  const cardName = item?.cardName ?? null;
  // The line's card (cached for the tab: coming back to this step does not ask again).
  const cardRead = useCardRead(caller, cardName, hydrated);
  const load = cardRead.data ? (cardRead.data.ok ? { state: "ready" as const, card: cardRead.data.card } : { state: "failed" as const, notFound: true }) : cardRead.isError ? { state: "failed" as const, notFound: false } : { state: "loading" as const };

  // The line's current choice, once the stored cart is read (the first render has no cart yet).
  const itemId = item?.uniqueID ?? null;
  useEffect(() => {
    const line = useCart.getState().bookingData.find((b) => b.uniqueID === itemId);
    if (!line) return;
    setTicketId(line.tickets[0]?.ticketId ?? null);
    setUpgrade(line.upgradeSelection);
    setPerformanceAk(line.tickets[0]?.performanceAk ?? null);
  }, [itemId]);

  const card = load.state === "ready" ? load.card : null;
  // The add-ons step comes next: the add-ons of the cart's cards are read while the visitor picks a time.
  const cardIds = [...new Set(bookingData.map((b) => b.cardID))].join(",");
  useEffect(() => {
    if (!hydrated || !cardIds || linkPrefetch() !== "intent") return;
    for (const id of cardIds.split(",")) prefetchAddOns(caller, Number(id));
  }, [hydrated, cardIds, caller]);
  const ticket = card && item ? ticketOfLine(card, ticketId, upgrade) : null;
  const date = item?.date ?? null;

  // The time slots of the chosen ticket's calendar on the line's date (asked again when the tab comes back).
  const slotsRead = useSlots(caller, ticket?.isTimebased ? ticket.event_ak : null, ticket?.isTimebased ? date : null);
  const slots: Performance[] | null = slotsRead.data ?? null;
  // The cart's form comes after add-ons (or through the link back to the cart): a member's details are read from here.
  usePrefetchMemberDetails(caller, useMember(site.member)?.email ?? null);

  const heldSeats = useMemo(() => {
    if (!item || !card || !reservationCode) return 0;
    const tables = tablesOf(card, item.people);
    return tables > 0 && card.max_number_per_table ? tables * card.max_number_per_table : totalGuests(item.people);
  }, [item, card, reservationCode]);

  if (!hydrated || (item && load.state === "loading")) {
    return (
      <CheckoutShell step="activity" title={t("checkout.activity.title")} testId="add-activity">
        <Working />
      </CheckoutShell>
    );
  }
  if (!item && refused) {
    return (
      <CheckoutShell step="activity" title={t("checkout.activity.title")} testId="add-activity">
        <HoldStatus lineId={holding} />
      </CheckoutShell>
    );
  }
  if (!item || load.state === "failed" || !card || !ticket) {
    const notFound = !item || (load.state === "failed" && load.notFound);
    return (
      <CheckoutShell step="activity" title={t("checkout.activity.title")} testId="add-activity">
        <ErrorNotice
          message={notFound ? t("checkout.activity.noItem") : GENERIC_ERROR[site.locale]}
          link={bookingData.length > 0 ? { href: `${site.prefix}/booking/personal-details`, label: t("checkout.backToCart") } : { href: `${site.prefix}/passes-packages/explore`, label: t("checkout.backToExplore") }}
        />
      </CheckoutShell>
    );
  }

  const guests = totalGuests(item.people);
  const tables = tablesOf(card, item.people);
  const ticketOptions = [
    ...card.tickets.map((tk) => ({ key: `t${tk.id}`, ticket: tk, upgrade: false })),
    ...(card.upgrade_ticket ? [{ key: "upgrade", ticket: card.upgrade_ticket, upgrade: true }] : []),
  ];
  const chosenKey = upgrade && card.upgrade_ticket ? "upgrade" : `t${ticket.id}`;
  const slotMissing = ticket.isTimebased && !performanceAk;

  const onContinue = () => {
    if (busy) return;
    if (slotMissing) {
      setShowSlotError(true);
      document.getElementById("slot-error")?.focus();
      return;
    }
    const slot = slots?.find((p) => p.ak === performanceAk) ?? null;
    const line = withActivity(item, card, { ticketId: ticket.id, upgrade, performanceAk, performanceTime: slot?.time ?? item.tickets[0]?.performanceTime ?? null }, site.tenant.decimals);
    const post: ActivityPost = { line, slots: ticket.isTimebased && date ? { eventAk: ticket.event_ak, date } : null };
    // Cart lines are plain JSON (they are stored as such); their interfaces only lack JSON's index signature.
    void continued.submit(post as unknown as SubmitTarget, { method: "post", encType: "application/json" });
  };

  return (
    <CheckoutShell step="activity" title={t("checkout.activity.title")} testId="add-activity">
      <HoldStatus lineId={holding} />
      <section aria-labelledby="activity-item" className="rounded-2xl border border-slate-200 p-5">
        <h2 id="activity-item" className="text-xl font-bold">{item.title}</h2>
        <p className="mt-1 text-brand-slate">
          {formatDateKey(item.date, site.locale)} · {guestSummary(item.people, site.locale)}
        </p>
      </section>

      {ticketOptions.length > 1 ? (
        <fieldset className="mt-6" data-testid="ticket-options">
          <legend className="text-lg font-bold">{t("checkout.activity.upgrade")}</legend>
          <div className="mt-3 flex flex-col gap-2">
            {ticketOptions.map((option) => (
              <label key={option.key} className="flex items-center gap-3 rounded-xl border border-slate-300 px-4 py-3">
                <input
                  type="radio"
                  name="ticket"
                  value={option.key}
                  checked={chosenKey === option.key}
                  onChange={() => {
                    setUpgrade(option.upgrade);
                    setTicketId(option.upgrade ? (card.tickets[0]?.id ?? null) : option.ticket.id);
                    setPerformanceAk(null);
                  }}
                />
                <span>
                  {option.upgrade ? t("checkout.activity.upgradeTicket", { title: option.ticket.title }) : t("checkout.activity.standardTicket", { title: option.ticket.title })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {ticket.isTimebased ? (
        <fieldset className="mt-6" data-testid="activity-slots" aria-describedby={showSlotError && slotMissing ? "slot-error" : undefined}>
          <legend className="text-lg font-bold">{t("checkout.activity.timeSlots")}</legend>
          {slots === null ? (
            <p role="status" className="mt-2 text-brand-slate">{t("checkout.activity.loadingSlots")}</p>
          ) : slots.length === 0 ? (
            <p className="mt-2 text-brand-slate">{t("checkout.activity.noSlots")}</p>
          ) : (
            <div className="mt-3 grid gap-2 sm:grid-cols-3">
              {slots.map((p) => {
                const own = item.tickets[0]?.performanceAk === p.ak ? heldSeats : 0;
                const state = slotState({ availability: p.availability + own }, guests);
                const note =
                  state === "full" ? t("checkout.activity.slotFull") : state === "too-small" ? t("checkout.activity.slotTooSmall") : t("checkout.activity.slotPlaces", { count: p.availability + own });
                return (
                  <label
                    key={p.ak}
                    data-testid="activity-slot"
                    data-slot-state={state}
                    className={`flex items-center gap-3 rounded-xl border-2 px-4 py-3 ${state === "open" ? "border-slate-300" : "cursor-not-allowed border-slate-200 opacity-60"}`}
                  >
                    <input type="radio" name="slot" value={p.ak} disabled={state !== "open"} checked={performanceAk === p.ak} onChange={() => { setPerformanceAk(p.ak); setShowSlotError(false); }} />
                    <span className="flex flex-col">
                      <span className="font-bold">{clockRange(p.time, p.endTime, site.locale)}</span>
                      <span className="text-sm">{note}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          )}
          {showSlotError && slotMissing ? (
            <p id="slot-error" tabIndex={-1} role="alert" className="mt-2 font-semibold text-red-700">{t("checkout.activity.chooseSlot")}</p>
          ) : null}
        </fieldset>
      ) : null}

      {tables > 0 && card.max_number_per_table ? (
        <section aria-labelledby="tables-title" className="mt-6" data-testid="activity-tables">
          <h2 id="tables-title" className="text-lg font-bold">{t("checkout.activity.tables")}</h2>
          <p className="mt-1">{t("checkout.activity.tablesNeeded", {
                count: guests,
                tables: t("checkout.activity.tableCount", { count: tables, seats: t("checkout.activity.seatCount", { count: card.max_number_per_table }) }),
              })}</p>
        </section>
      ) : null}

      <p className="mt-6 text-lg font-semibold" data-testid="activity-price">
        {price(withActivity(item, card, { ticketId: ticket.id, upgrade, performanceAk, performanceTime: null }, site.tenant.decimals).sellPrice)}
      </p>

      {error ? <div className="mt-6"><ErrorNotice message={error} /></div> : null}

      <div className="mt-8 flex flex-wrap items-center gap-4">
        <button type="button" className="btn-primary" onClick={onContinue} disabled={busy} aria-busy={busy} data-testid="activity-continue">
          {busy ? t("checkout.working") : t("checkout.continue")}
        </button>
        <Link to={`${site.prefix}/passes-packages/${card.name}`} className="font-semibold underline">
          {t("checkout.backToProduct")}
        </Link>
      </div>
      {/* The add-ons step's code and texts come while the visitor picks: Continue waits for the hold only. */}
      <PrefetchAfterHydration page={`${site.prefix}/booking/add-ons`} texts={STEP_TEXTS.addOns} />
    </CheckoutShell>
  );
}
