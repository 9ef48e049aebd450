// booking/add-ons: extras sold beside each cart line (gloves, lockers, photos) with counters from 0 to each one's
// maximum and a running total. Continue posts the lines with their extras to the clientAction, which holds the basket
// again (only when they changed) and goes to the cart; Skip goes on unchanged. Arriving from "Buy tickets", the step
// shows while the new line's places are held, says so, and Continue waits for that hold (docs/decisions/061). A
// signed-in member's details for the cart's form are read while the member is here.
import { useEffect, useMemo, useState } from "react";
import { NavLink, type SubmitTarget, redirect, useFetcher, useLoaderData } from "react-router";
import { GENERIC_ERROR } from "../../../shared/contract/orders";
import type { AddOn } from "../../../shared/contract/order-schemas";
import { type BookingItem, type CartState, savePackage } from "../../../shared/cart/state";
import { formatDateKey } from "../../../shared/date-key";
import { CartEmpty } from "../../components/checkout/CartEmpty";
import { CheckoutShell, ErrorNotice, Working } from "../../components/checkout/CheckoutShell";
import { addOnsTotal, clampCounter, withAddOns } from "../../components/checkout/booking-item";
import { isJustHeld, reserveBasket, stepContextOf, useCaller, useHydratedCart } from "../../components/checkout/use-checkout";
import { holdSettled } from "../../components/checkout/hold-in-flight";
import { HoldStatus, holdingStepLoader, useHoldRefused } from "../../components/checkout/HoldStatus";
import { usePrice } from "../../components/catalogue/use-price";
import { useT } from "../../i18n";
import { useCart } from "../../cart/cart-store";
import { BookingQueries, useAddOnsOf, usePrefetchMemberDetails } from "../../catalogue/booking-queries";
import { useSite } from "../../layout/site-context";
import { useMember } from "../../member/member-store";

export { HydrateFallback } from "../../document/client-only";
import { keepLoaderDataAfterOwnForm } from "../../document/client-only";
import { STEP_TEXTS } from "../../components/checkout/step-texts";
import { PrefetchAfterHydration } from "../../document/browser-rules";
/** The step's texts, and the line whose places were being held as it arrived ("Buy tickets", docs/decisions/061). */
export const clientLoader = holdingStepLoader(STEP_TEXTS.addOns);

/** The step's own Continue changes nothing its loader reads: what it says of the hold stays until the step is left. */
export const shouldRevalidate = keepLoaderDataAfterOwnForm;

/** What Continue posts: every cart line with the add-ons chosen on the page. */
interface AddOnsChoice {
  lines: BookingItem[];
}

/**
 * Continue: the cart with the lines' add-ons is held (a reserve-mode basket check) and saved, then the cart page. A
 * cart this page has just held as it is (nothing changed) goes on without another check. A refusal stays on the page,
 * in the contract's words in the page's language.
 */
export async function clientAction({ request }: { request: Request }): Promise<{ error: string }> {
  const posted = ((await request.json()) as AddOnsChoice).lines;
  // Continue tapped while the places were being held waits for the hold; the lines go on as held, with the add-ons.
  const hold = await holdSettled();
  const { location, caller } = stepContextOf(request);
  const stored = useCart.getState().bookingData;
  const lines = posted.flatMap((line) => {
    const held = stored.find((b) => b.uniqueID === line.uniqueID);
    return held ? [{ ...held, addOnsSelection: line.addOnsSelection }] : [];
  });
  if (lines.length < posted.length) return { error: hold?.refusal?.text ?? GENERIC_ERROR[location.locale] };
  const candidate = lines.reduce<CartState>((state, line) => savePackage(state, line), useCart.getState());
  if (!isJustHeld(caller, candidate)) {
    const result = await reserveBasket(caller, candidate, { commit: () => lines.forEach((line) => useCart.getState().savePackage(line)) });
    if (!result.ok) return { error: result.message };
  }
  throw redirect(`${location.prefix}/booking/personal-details`);
}

type Counters = Record<string, Record<string, number>>;

export default function AddOns() {
  return (
    <BookingQueries>
      <AddOnsStep />
    </BookingQueries>
  );
}

function AddOnsStep() {
  const t = useT();
  const site = useSite();
  const price = usePrice();
  const hydrated = useHydratedCart();
  const caller = useCaller();
  const bookingData = useCart((s) => s.bookingData);
  const [counters, setCounters] = useState<Counters>({});
  const continued = useFetcher<typeof clientAction>();
  const busy = continued.state !== "idle";
  const error = busy ? null : (continued.data?.error ?? null);
  const { holding } = useLoaderData<typeof clientLoader>();
  const refused = useHoldRefused(holding);

  const cardIds = [...new Set(bookingData.map((b) => b.cardID))].join(",");
  const ids = useMemo(() => (cardIds ? cardIds.split(",").map(Number) : []), [cardIds]);
  // The add-ons of the cart's cards (cached for the tab, one call per card however many lines share it).
  const addOns = useAddOnsOf(caller, ids, hydrated);
  const ready = addOns !== null;
  // A member's details for the cart's form are read while the member chooses, not after Continue.
  usePrefetchMemberDetails(caller, useMember(site.member)?.email ?? null);
  useEffect(() => {
    if (!ready) return;
    // Counters start from what each line already has.
    const start: Counters = {};
    for (const line of useCart.getState().bookingData) {
      start[line.uniqueID] = Object.fromEntries(line.addOnsSelection.map((a) => [a.ak, a.counter]));
    }
    setCounters(start);
  }, [ready, cardIds]);

  const title = t("checkout.addOns.title");
  if (!hydrated || (bookingData.length > 0 && addOns === null)) {
    return (
      <CheckoutShell step="addOns" title={title} testId="add-ons">
        <Working />
      </CheckoutShell>
    );
  }
  if (bookingData.length === 0) {
    return (
      <CheckoutShell step="addOns" title={title} testId="add-ons">
        {refused ? <HoldStatus lineId={holding} /> : <CartEmpty />}
      </CheckoutShell>
    );
  }

  const lines = bookingData.map((line) => ({ line, list: addOns?.[line.cardID] ?? [] }));
  const total = lines.reduce((sum, { line, list }) => sum + addOnsTotal(list, counters[line.uniqueID] ?? {}, site.tenant.decimals), 0);
  const setCounter = (uniqueID: string, addOn: AddOn, value: number) =>
    setCounters((c) => ({ ...c, [uniqueID]: { ...(c[uniqueID] ?? {}), [addOn.ak]: clampCounter(addOn, value) } }));

  const onContinue = () => {
    const choice: AddOnsChoice = { lines: bookingData.map((line) => withAddOns(line, addOns?.[line.cardID] ?? [], counters[line.uniqueID] ?? {})) };
    // Cart lines are plain JSON (they are stored as such); their interfaces only lack JSON's index signature.
    void continued.submit(choice as unknown as SubmitTarget, { method: "post", encType: "application/json" });
  };

  return (
    <CheckoutShell step="addOns" title={title} testId="add-ons">
      <HoldStatus lineId={holding} />
      {lines.map(({ line, list }) => (
        <section key={line.uniqueID} aria-labelledby={`addons-${line.uniqueID}`} className="mb-8">
          <h2 id={`addons-${line.uniqueID}`} className="text-xl font-bold">
            {t("checkout.addOns.forItem", { title: line.title })}
          </h2>
          <p className="text-brand-slate">{formatDateKey(line.date, site.locale)}</p>
          {list.length === 0 ? (
            <p className="mt-2">{t("checkout.addOns.none")}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-3">
              {list.map((addOn) => {
                const value = counters[line.uniqueID]?.[addOn.ak] ?? 0;
                const inputId = `addon-${line.uniqueID}-${addOn.ak}`;
                return (
                  <li key={addOn.ak} className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 p-4" data-testid="add-on" data-ak={addOn.ak}>
                    <div className="max-w-xl">
                      <label htmlFor={inputId} className="font-semibold">{addOn.title}</label>
                      {addOn.description ? <p className="text-sm text-brand-slate">{addOn.description}</p> : null}
                      <p className="text-sm">{t("checkout.addOns.each", { price: price(addOn.price) })}</p>
                    </div>
                    <div className="flex items-center gap-2">
                      <button
                        type="button"
                        className="h-10 w-10 rounded-full border border-slate-400 text-xl disabled:opacity-40"
                        aria-label={t("checkout.addOns.decrease", { title: addOn.title })}
                        disabled={value <= 0}
                        onClick={() => setCounter(line.uniqueID, addOn, value - 1)}
                      >
                        −
                      </button>
                      <input
                        id={inputId}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={addOn.maxQuantity}
                        value={value}
                        onChange={(e) => setCounter(line.uniqueID, addOn, Number(e.target.value))}
                        className="w-16 rounded-lg border border-slate-300 px-2 py-2 text-center"
                        aria-label={t("checkout.addOns.quantity", { title: addOn.title })}
                        data-testid="add-on-count"
                      />
                      <button
                        type="button"
                        className="h-10 w-10 rounded-full border border-slate-400 text-xl disabled:opacity-40"
                        aria-label={t("checkout.addOns.increase", { title: addOn.title })}
                        disabled={value >= addOn.maxQuantity}
                        onClick={() => setCounter(line.uniqueID, addOn, value + 1)}
                      >
                        +
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ))}

      <p className="text-lg" aria-live="polite" data-testid="add-ons-total">
        {t("checkout.addOns.runningTotal")}: <strong>{price(total)}</strong>
      </p>

      {error ? <div className="mt-6"><ErrorNotice message={error} /></div> : null}

      <div className="mt-8 flex flex-wrap items-center gap-4">
        <button type="button" className="btn-primary" onClick={onContinue} disabled={busy} aria-busy={busy} data-testid="add-ons-continue">
          {busy ? t("checkout.working") : t("checkout.continue")}
        </button>
        {/* The cart page checks the cart on arrival (unless this step has just held it): the link says it is on its way. */}
        <NavLink to={`${site.prefix}/booking/personal-details`} className="font-semibold underline" data-testid="add-ons-skip">
          {({ isPending }) => <span aria-busy={isPending}>{isPending ? t("checkout.working") : t("checkout.skip")}</span>}
        </NavLink>
      </div>
      {/* The cart step's code and texts come while the visitor chooses: Continue waits for the hold only. */}
      <PrefetchAfterHydration page={`${site.prefix}/booking/personal-details`} texts={STEP_TEXTS.personalDetails} />
    </CheckoutShell>
  );
}
