// booking/personal-details (also "view cart"): the cart review with removal, the order summary, the discounts and
// the guest form. Submit creates the guest token, holds the basket with it and goes to payment. A signed-in member's
// form is filled from their profile and no guest token is made: the session is the proof; details the member edited
// are saved to the profile (POST info/apply) first, since the order uses the member's details. The profile comes from
// the booking steps' cache, where the step before read it while the member chose. Arriving, the cart is priced and
// held again (unless the step before has just held it) while the page already shows the stored cart: its totals say
// they are being checked, and every change the page makes waits for that check (docs/decisions/060).
import { Suspense, lazy, useCallback, useEffect, useState } from "react";
import { Await, useLoaderData, useNavigate, useRevalidator } from "react-router";
import { GENERIC_ERROR, GUEST_DATE_OF_BIRTH_PLACEHOLDER, ORDER_ERROR_CODES } from "../../../shared/contract/orders";
import { GUEST_DEFAULT_MAX_TOTAL, GUEST_MAX_PER_TYPE } from "../../../shared/booking/guests";
import { guestCount, guestSummary } from "../../../shared/booking/plurals";
import { basketCheckSkipReason, cartDiscountKinds } from "../../../shared/cart/basket";
import { guestInfoOf, guestTokenRequestOf, type GuestFormValues } from "../../../shared/cart/guest-form";
import { type BookingItem, type CartState, discountOf, savePackage } from "../../../shared/cart/state";
import { formatDateKey } from "../../../shared/date-key";
import { CartEmpty } from "../../components/checkout/CartEmpty";
import { CartLines, OrderTotals, type PartyOutcome, linePrice } from "../../components/checkout/CartSummary";
import { partyFromForm, partyInLimits, withParty } from "../../components/checkout/booking-item";
import { CheckoutShell, ErrorNotice, Working } from "../../components/checkout/CheckoutShell";
import { ConfirmDialog } from "../../components/checkout/ConfirmDialog";
import { Discounts, type RecheckRun } from "../../components/checkout/Discounts";
import { GuestForm, initialGuestValues } from "../../components/checkout/GuestForm";
import { trackBeginCheckout, trackViewCart } from "../../components/checkout/track";
import { isJustHeld, removeLine, reserveBasket, stepContextOf, useCaller, useHydratedCart } from "../../components/checkout/use-checkout";
import { holdSettled, lineBeingHeld } from "../../components/checkout/hold-in-flight";
import { useT } from "../../i18n";
import { useCart } from "../../cart/cart-store";
import { generateToken } from "../../cart/order-calls";
import type { MemberInformation } from "../../../shared/contract/member-schemas";
import type { Caller } from "../../api/api";
import { applyMemberInformation, fetchMemberInformation } from "../../member/member-calls";
import { applyRequestOfGuest, guestDiffersFromProfile, guestValuesOfMember } from "../../cart/member-checkout";
import { memberKnown, useMember } from "../../member/member-store";
import { useSite } from "../../layout/site-context";

// Paying with SHARE points concerns signed-in SHARE members only: its code (and the account pages' query cache it reads
// the balance through) loads for them, not with every guest's cart (docs/decisions/023).
const SharePoints = lazy(() => import("../../components/checkout/SharePoints").then((module) => ({ default: module.SharePoints })));

export { HydrateFallback } from "../../document/client-only";
import { clientLoaderWithTexts, keepLoaderDataAfterOwnForm } from "../../document/client-only";
import { STEP_TEXTS } from "../../components/checkout/step-texts";
import { PrefetchAfterHydration } from "../../document/browser-rules";
const loadTexts = clientLoaderWithTexts(STEP_TEXTS.personalDetails.parts, STEP_TEXTS.personalDetails.titles);

/** The cart's check on arrival: null when it holds, or was not asked (empty, another venue's, just held). */
interface Arrival {
  error: string | null;
}

/**
 * Arriving at the cart (view cart) is a request to see it as it stands: the stored cart is priced and held again
 * (a reserve-mode basket check), unless the step before held this very cart moments ago. The page does not wait for
 * it: it shows the stored cart, and what depends on the check waits for it (the totals, the refusal, every change).
 * Another venue's cart is not checked here: the site shell asks what to do with it first. Never rejects: a check that
 * could not be made is a refusal in the page's words. A cart with nothing to check is answered at once, not as a promise.
 */
function checkOnArrival(context: ReturnType<typeof stepContextOf>): Arrival | Promise<Arrival> {
  // Places "Buy tickets" is holding right now: that hold answers first, and is the check when it held this cart.
  if (lineBeingHeld()) return holdSettled().then(() => checkOnArrival(context));
  const { location, caller, usable } = context;
  const state = useCart.getState();
  if (!usable || state.bookingData.length === 0) return { error: null };
  const viewed = (): Arrival => {
    const after = useCart.getState();
    trackViewCart(after.bookingData, location.tenant.currency, after.totals.GROSS);
    return { error: null };
  };
  // Just held as it is: answered at once, so the page shows no check at all.
  if (isJustHeld(caller, state)) return viewed();
  return reserveBasket(caller, state).then(
    (result) => (result.ok ? viewed() : { error: result.message }),
    () => ({ error: GENERIC_ERROR[location.locale] }),
  );
}

/**
 * The booking steps' cache, where a member's details are kept: its code (and the query library's) loads for members
 * only, so a guest's cart loads none of it. On the way from a step before it is loaded already.
 */
type BookingQueriesModule = typeof import("../../catalogue/booking-queries");
let bookingQueries: BookingQueriesModule | null = null;
const loadBookingQueries = () => import("../../catalogue/booking-queries").then((module) => (bookingQueries = module));

/**
 * How long the page waits for the arrival's check before it shows the stored cart without it. A check answered within
 * this (the usual case, about a round trip) is in the page's first render, as one page with nothing said about it; a
 * slower one (a busy shop) is marked as being checked on the page meanwhile.
 */
const ARRIVAL_CHECK_WAIT_MS = 400;

export async function clientLoader(args: { request: Request }) {
  const member = memberKnown().signedIn ? loadBookingQueries().catch(() => null) : null;
  // (An address of no venue is a 404, thrown here.)
  const arrival = checkOnArrival(stepContextOf(args.request));
  const waited = new Promise<null>((resolve) => setTimeout(() => resolve(null), ARRIVAL_CHECK_WAIT_MS));
  const [texts, answered] = await Promise.all([loadTexts(args), Promise.race([arrival, waited]), member]);
  // Answered in time: the answer itself. Else the check's answer comes to the page as a promise (React Router's <Await>).
  return { ...texts, arrival: answered ?? arrival };
}
clientLoader.hydrate = true as const;

/**
 * The arrival check belongs to arriving: the page's own changes (a discount, a removal) hold the cart themselves, and
 * a form sent from the page changes nothing its loader reads.
 */
export const shouldRevalidate = keepLoaderDataAfterOwnForm;

export default function PersonalDetails() {
  const t = useT();
  const site = useSite();
  const navigate = useNavigate();
  const hydrated = useHydratedCart();
  const caller = useCaller();
  const bookingData = useCart((s) => s.bookingData);
  const lastBasket = useCart((s) => s.lastBasket);
  const guestInformation = useCart((s) => s.personalDetailsTab.guestInformation);
  const staffEmail = useCart((s) => discountOf(s, "mafDiscount")?.email.fullEmail ?? null);
  const { arrival } = useLoaderData<typeof clientLoader>();
  // The cart is being checked again: the page's data is asked again (the cart's venue just settled, say).
  const refreshing = useRevalidator().state === "loading";
  const [busy, setBusy] = useState(false);
  // What the page's own changes answered; until the first of them, what the arrival check answered.
  const [changeError, setError] = useState<string | null | undefined>(undefined);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<BookingItem | null>(null);
  const member = useMember(site.member);
  const profile = useMemberProfile(member?.email ?? null);

  const run: RecheckRun = useCallback(
    async (candidate: CartState, commit: () => void) => {
      setError(null);
      // Only the provider prices a discount: without a time slot on every time-based line there is nothing to price.
      const unpriced = basketCheckSkipReason(candidate, new URLSearchParams(window.location.search)) === "performance-missing";
      if (unpriced && cartDiscountKinds(candidate).length > 0) return { ok: false, message: t("checkout.discount.chooseSlotFirst") };
      setBusy(true);
      // Every change waits for the arrival's check: one check of the cart at a time, the later one last.
      await arrival;
      const result = await reserveBasket(caller, candidate, { commit });
      setBusy(false);
      return result.ok ? { ok: true } : { ok: false, message: result.message };
    },
    [caller, t, arrival],
  );

  const confirmRemove = async () => {
    const item = removing;
    setRemoving(null);
    if (!item) return;
    setBusy(true);
    setError(null);
    await arrival;
    const result = await removeLine(caller, item.uniqueID);
    setBusy(false);
    if (!result.ok) setError(result.message);
  };

  /**
   * Another party for a line: checked against the guest limits and the product's ages, then the cart as it would be is
   * held with the provider (places and prices); the line changes only once that succeeded, so the cart shown is the cart
   * held. A slot without the places says so with both parties; every other refusal in the contract's words.
   */
  const changeParty = async (item: BookingItem, form: FormData): Promise<PartyOutcome> => {
    const people = partyFromForm(form, item.people);
    const guestsInSentence = (count: number) => guestCount(count, "guest", site.locale).toLowerCase();
    const limits = t("checkout.cart.guestsLimits", { perType: guestsInSentence(GUEST_MAX_PER_TYPE), total: guestsInSentence(GUEST_DEFAULT_MAX_TOTAL) });
    // Out of the limits is said at once, without asking anyone.
    if (!partyInLimits(people)) return { ok: false, message: limits };
    setError(null);
    setBusy(true);
    try {
      await arrival;
      // The card's call (and its schema) loads with the first change of guests, not with the cart.
      const { fetchCard } = await import("../../catalogue/catalogue-calls");
      const found = await fetchCard(caller, item.cardName);
      if (!found.ok) return { ok: false, message: GENERIC_ERROR[site.locale] };
      const change = withParty(item, found.card, people, site.tenant.decimals);
      if (!change.ok) {
        return { ok: false, message: change.reason === "not-sold" ? t("checkout.cart.guestsNotSold") : limits };
      }
      const changed = change.item;
      const result = await reserveBasket(caller, savePackage(useCart.getState(), changed), { commit: () => useCart.getState().savePackage(changed) });
      if (result.ok) return { ok: true };
      if (result.code === ORDER_ERROR_CODES.slotBookedNow) {
        return { ok: false, message: t("checkout.cart.guestsNoPlaces", { guests: guestSummary(people, site.locale), current: guestSummary(item.people, site.locale) }) };
      }
      return { ok: false, message: result.message };
    } finally {
      setBusy(false);
    }
  };

  const submit = async (values: GuestFormValues) => {
    const info = guestInfoOf(values);
    if (!info || busy) return;
    setSubmitError(null);
    // A time-based line without its time slot cannot be held, so it cannot be paid for either.
    if (basketCheckSkipReason(useCart.getState(), new URLSearchParams()) === "performance-missing") {
      setSubmitError(t("checkout.activity.chooseSlot"));
      return;
    }
    setBusy(true);
    useCart.getState().setGuest(info, true);
    // Sent while the cart was checked on arrival: a refusal of that check (and no change since) is the answer here too.
    const arrived = await arrival;
    if (arrived.error && changeError === undefined) {
      setBusy(false);
      setSubmitError(arrived.error);
      return;
    }
    if (member) {
      await submitAsMember(info);
      return;
    }
    const issued = await generateToken(caller, guestTokenRequestOf(info, GUEST_DATE_OF_BIRTH_PLACEHOLDER));
    if (!issued.ok) {
      setBusy(false);
      // Too many attempts says so in the contract's words; any other failure asks to check the details (§8).
      setSubmitError(issued.status === 429 ? issued.message : t("checkout.guest.tokenFailed"));
      return;
    }
    const token = issued.data;
    useCart.getState().setJwt(token);
    await holdAndPay(token);
  };

  /** A member: no guest token; edited details saved to the profile first (the order uses the member's details). */
  const submitAsMember = async (info: NonNullable<ReturnType<typeof guestInfoOf>>) => {
    useCart.getState().setJwt(null);
    if (profile.kind === "ready" && guestDiffersFromProfile(profile.info, info)) {
      const request = applyRequestOfGuest(profile.info, info);
      if (!request) {
        setBusy(false);
        setSubmitError(t("checkout.member.completeProfile"));
        return;
      }
      const saved = await applyMemberInformation(caller, request);
      if (!saved.ok) {
        setBusy(false);
        setSubmitError(saved.issues?.length ? `${t("checkout.member.saveFailed")} ${saved.issues.map((i) => i.message).join(" ")}` : saved.message);
        return;
      }
      profile.update(saved.data);
    }
    await holdAndPay(null);
  };

  const holdAndPay = async (token: string | null) => {
    // Buy-now-pay-later links come with every reserve check when the total allows them (never on Oman).
    const result = await reserveBasket({ ...caller, token }, useCart.getState());
    if (!result.ok) {
      setBusy(false);
      setSubmitError(result.message);
      return;
    }
    const after = useCart.getState();
    if (!after.reservationCode) {
      setBusy(false);
      setSubmitError(GENERIC_ERROR[site.locale]);
      return;
    }
    trackBeginCheckout(after.bookingData, site.tenant.currency, after.totals.GROSS, discountOf(after, "PromoCode")?.couponCode ?? null);
    navigate(`${site.prefix}/payment`);
  };

  const title = t("checkout.cart.title");
  // The arrival check's refusal until the page's own first change, then that change's.
  const notice =
    changeError === undefined ? (
      <Suspense fallback={null}>
        <Await resolve={arrival}>{(answer: Arrival) => (answer.error ? <div className="mb-6"><ErrorNotice message={answer.error} /></div> : null)}</Await>
      </Suspense>
    ) : changeError ? (
      <div className="mb-6"><ErrorNotice message={changeError} /></div>
    ) : null;
  if (!hydrated) {
    return (
      <CheckoutShell step="details" title={title} testId="personal-details">
        <Working />
      </CheckoutShell>
    );
  }
  if (bookingData.length === 0) {
    return (
      <CheckoutShell step="details" title={title} testId="personal-details">
        {notice}
        <CartEmpty />
      </CheckoutShell>
    );
  }

  const priced = lastBasket?.lineItemsSoap;
  const fallbackSubtotal = bookingData.reduce((sum, item) => sum + linePrice(item, undefined), 0);
  return (
    <CheckoutShell step="details" title={title} testId="personal-details">
      {notice}
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" className="sr-only">{title}</h2>
            <CartLines items={bookingData} priced={priced} busy={busy} onRemove={setRemoving} onChangeParty={changeParty} />
          </section>
          <section aria-labelledby="guest-details-heading">
            <h2 id="guest-details-heading" className="text-2xl font-bold">{t("checkout.guest.title")}</h2>
            <div className="mt-4">
              {member && profile.kind === "loading" ? (
                <Working />
              ) : (
                <>
                  {member ? (
                    <p className="mb-4 rounded-xl bg-brand-ice p-3 text-sm" data-testid="member-prefilled">
                      {profile.kind === "failed" ? t("checkout.member.profileFailed") : t("checkout.member.prefilled", { email: member.email })}
                    </p>
                  ) : null}
                  <GuestForm
                    key={member ? `member-${profile.kind}` : "guest"}
                    initial={
                      member
                        ? guestValuesOfMember(profile.kind === "ready" ? profile.info : null, member.email, site.tenant.phoneRegion)
                        : initialGuestValues(guestInformation, site.tenant.phoneRegion)
                    }
                    busy={busy || refreshing}
                    onSubmit={(v) => void submit(v)}
                    submitError={submitError}
                    staffEmail={staffEmail}
                    emailReadOnly={member !== null}
                  />
                </>
              )}
            </div>
          </section>
        </div>
        <aside className="flex flex-col gap-4">
          {/* The totals as last held, marked as being checked until the arrival's check answers. */}
          <Suspense fallback={<Totals check="checking" busy total={lastBasket?.lineItems.basketTotal ?? null} fallbackSubtotal={fallbackSubtotal} />}>
            <Await resolve={arrival}>
              {(answer: Arrival) => (
                <Totals
                  check={arrival instanceof Promise ? (answer.error ? "refused" : "checked") : null}
                  busy={refreshing || busy}
                  total={lastBasket?.lineItems.basketTotal ?? null}
                  fallbackSubtotal={fallbackSubtotal}
                />
              )}
            </Await>
          </Suspense>
          {member?.isShareMember && site.tenant.containsShare ? (
            <Suspense fallback={null}>
              <SharePoints member={member} run={run} busy={busy || refreshing} />
            </Suspense>
          ) : null}
          <Discounts run={run} busy={busy || refreshing} caller={caller} />
        </aside>
      </div>
      {/* The payment step's code and texts come while the visitor fills in the form: Continue waits for the cart's
          check only. */}
      <PrefetchAfterHydration page={`${site.prefix}/payment`} texts={STEP_TEXTS.payment} />
      {removing ? (
        <ConfirmDialog
          title={t("checkout.cart.removeTitle")}
          text={t("checkout.cart.removeText", { title: removing.title, date: formatDateKey(removing.date, site.locale) })}
          confirmLabel={t("checkout.cart.removeConfirm")}
          cancelLabel={t("checkout.cart.keep")}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </CheckoutShell>
  );
}

/**
 * The order's totals. When the cart was checked on arrival, a line under them says so: being checked (the totals busy),
 * then checked; after a refusal (said above the page) it stays empty. The line keeps its place throughout, so its words
 * changing moves nothing on the page.
 */
function Totals({ check, busy, ...totals }: { check: "checking" | "checked" | "refused" | null; busy: boolean } & Parameters<typeof OrderTotals>[0]) {
  const t = useT();
  const checking = check === "checking";
  return (
    <div aria-busy={checking || busy} data-testid="cart-totals" data-checking={checking ? "true" : undefined}>
      <OrderTotals {...totals} />
      {check ? (
        <p role="status" className="mt-2 min-h-5 text-sm text-brand-slate" data-testid="cart-check">
          {checking ? t("checkout.cart.checking") : check === "checked" ? t("checkout.cart.checked") : null}
        </p>
      ) : null}
    </div>
  );
}

type ProfileState = { kind: "none" | "loading" | "failed" } | { kind: "ready"; info: MemberInformation };
type MemberProfile = ProfileState & { update: (info: MemberInformation) => void };

/** The details a step before read into the booking steps' cache (still fresh), else "loading". */
function keptProfile(caller: Caller, email: string): ProfileState {
  const info = bookingQueries?.keptMemberDetails(caller, email);
  return info ? { kind: "ready", info } : { kind: "loading" };
}

/**
 * The member's details through the booking steps' cache: the read a step before started, or a new one. When the cart
 * is the first step of the tab (its code not loaded yet), the read starts at once, beside the code's load.
 */
async function readProfile(caller: Caller, email: string): Promise<ProfileState> {
  const answer = bookingQueries ? undefined : fetchMemberInformation(caller, email);
  const queries = bookingQueries ?? (await loadBookingQueries().catch(() => null));
  const info = queries ? await queries.readMemberDetails(caller, email, answer) : await answer!.then((read) => (read.ok ? read.data : null));
  return info ? { kind: "ready", info } : { kind: "failed" };
}

/**
 * The signed-in member's profile (POST info/user), to fill the guest form once; "none" for a guest. Shown at once when
 * a step before has read it; never read again while the step is shown (a returning tab, a revalidation): the form is
 * filled from it once and the member may be typing.
 */
function useMemberProfile(email: string | null): MemberProfile {
  const { tenant, locale } = useSite();
  const [state, setState] = useState<ProfileState>(() => (email ? keptProfile({ tenant, locale }, email) : { kind: "none" }));
  useEffect(() => {
    if (!email) {
      setState({ kind: "none" });
      return;
    }
    const kept = keptProfile({ tenant, locale }, email);
    if (kept.kind === "ready") {
      setState((current) => (current.kind === "ready" && current.info === kept.info ? current : kept));
      return;
    }
    let live = true;
    setState({ kind: "loading" });
    void readProfile({ tenant, locale }, email).then((read) => {
      if (live) setState(read);
    });
    return () => {
      live = false;
    };
    // Only another member, venue or language is another profile: a revalidation of the site's data brings an equal
    // tenant record, and reading the profile again would replace the form and lose what the member typed.
  }, [email, tenant.slug, locale]);
  const update = useCallback(
    (info: MemberInformation) => {
      setState({ kind: "ready", info });
      if (email) bookingQueries?.keepMemberDetails({ tenant, locale }, email, info);
    },
    [email, tenant, locale],
  );
  return { ...state, update };
}
