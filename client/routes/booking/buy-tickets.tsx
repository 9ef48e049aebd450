// booking/buy-tickets?card=&date=&performance=&adult=…: turns the product page's choice into a cart line. Checks the
// query and loads the card, saves the line and goes to the next step at once while the places are held there (a
// reserve-mode basket check; docs/decisions/061: the step says so, and every change waits for the hold). The product
// page's "Buy tickets" is a link (it works before scripts), so arriving here is the visitor's request: the
// clientLoader adds the line, once per arrival, and redirects; "Try again" posts the same choice to the clientAction.
import { Form, redirect, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { GENERIC_ERROR, ORDER_ERROR_CODES, orderErrorMessage } from "../../../shared/contract/orders";
import { hasRoomForLine, isSameCardAndDate, savePackage } from "../../../shared/cart/state";
import { todayIn } from "../../../shared/booking/calendar";
import { nextStepAfterSave } from "../../../shared/booking/next-step";
import { sellsToParty } from "../../../shared/booking/pricing";
import { CheckoutShell, ErrorNotice, Working } from "../../components/checkout/CheckoutShell";
import { type BuyTicketsRefusal, parseBuyTicketsQuery } from "../../components/checkout/buy-tickets";
import { bookingItemFor, newLineId } from "../../components/checkout/booking-item";
import { trackAddToCart } from "../../components/checkout/track";
import { reserveBasket, stepContextOf, useHydratedCart } from "../../components/checkout/use-checkout";
import { holdSettled, startHold } from "../../components/checkout/hold-in-flight";
import { withQuery } from "../../components/catalogue/listing";
import { type MessageKey, useT } from "../../i18n";
import { isOutage } from "../../api/api";
import { searchOf, useBookingBar } from "../../catalogue/booking-bar-store";
import { useCart } from "../../cart/cart-store";
import { cardFor } from "../../catalogue/booking-queries";
import { keepLoaderDataAfterOwnForm, textsOfPath } from "../../document/client-only";
import type { PartTexts } from "../../i18n/texts";

export { HydrateFallback } from "../../document/client-only";

const REFUSAL_KEYS: Record<BuyTicketsRefusal, MessageKey> = {
  "missing-card": "checkout.buy.missingCard",
  "bad-date": "checkout.buy.badDate",
  "past-date": "checkout.buy.pastDate",
  "no-guests": "checkout.buy.noGuests",
  "too-many-guests": "checkout.buy.tooManyGuests",
};

/** Why the line was not added: the message (a text key, or the contract's words already in the page's language), a way on. */
interface Failure {
  message: { key: MessageKey } | { text: string };
  link: { href: string; label: MessageKey };
  retry?: boolean;
}

/** The page's answer when it stays: a failure to show, or (another venue's cart is asked about first) nothing yet. */
interface StepData {
  texts: PartTexts;
  failure: Failure | null;
}

export async function clientLoader({ request }: { request: Request }): Promise<StepData> {
  const [texts, failure] = await Promise.all([textsOfPath(request.url, ["checkout"], ["route.booking.buy-tickets"]), addLine(request)]);
  return { texts, failure };
}
clientLoader.hydrate = true as const;

/** "Try again" (after an outage) and "Continue" (after another venue's cart was dealt with). */
export async function clientAction({ request }: { request: Request }): Promise<{ failure: Failure | null }> {
  return { failure: await addLine(request) };
}

/** After its own form the page shows the form's answer: the loader does not add the line a second time. */
export const shouldRevalidate = keepLoaderDataAfterOwnForm;

/** Adds the address's choice to the cart and redirects to the next step, or says why not. */
async function addLine(request: Request): Promise<Failure | null> {
  // A hold started before (the visitor came back to buy again) answers first: the cart read below is the cart held.
  await holdSettled();
  const { location, caller, usable } = stepContextOf(request);
  const prefix = location.prefix;
  const explore = { href: `${prefix}/passes-packages/explore`, label: "checkout.backToExplore" as const };
  const query = parseBuyTicketsQuery(new URL(request.url).searchParams, todayIn(location.tenant.timeZone));
  if (!query.ok) {
    return { message: { key: REFUSAL_KEYS[query.reason] }, link: query.card ? { href: `${prefix}/passes-packages/${query.card}`, label: "checkout.backToProduct" } : explore };
  }
  // Another venue's cart: the site shell asks what to do with it; the page offers to go on once it is answered.
  if (!usable) return null;
  const { choice } = query;
  const people = Object.fromEntries(Object.entries(choice.people).map(([k, v]) => [k, String(v)]));
  const back = { href: withQuery(`${prefix}/passes-packages/${choice.card}`, new URLSearchParams({ date: choice.date, ...people })), label: "checkout.backToProduct" as const };
  const found = await cardFor(caller, choice.card);
  if (!found.ok) {
    return found.reason === "not-found" ? { message: { key: "checkout.buy.unknownCard" }, link: explore } : { message: { text: GENERIC_ERROR[location.locale] }, link: back, retry: true };
  }
  const card = found.card;
  if (!sellsToParty(card, choice.people)) return { message: { key: "checkout.buy.notForParty" }, link: back };
  const cart = useCart.getState();
  const item = bookingItemFor(card, choice, newLineId(card, choice.date), location.tenant.decimals, { ...searchOf(useBookingBar.getState()) });
  // A cart holds MAX_CART_LINES lines at most: said before any call, in the contract's words.
  if (!hasRoomForLine(cart, item)) {
    return {
      message: { text: orderErrorMessage(ORDER_ERROR_CODES.tooManyLines, location.locale) },
      link: { href: `${prefix}/booking/personal-details`, label: "checkout.backToCart" },
    };
  }
  const wasInCart = isSameCardAndDate(cart, item);
  // The line is in the cart at once, and the next step shows while its places are held. The held line is saved with
  // the time of the slot the provider held; a refused one leaves the cart, and the step says why.
  useCart.getState().savePackage(item);
  const { pathname, search } = new URL(request.url);
  startHold(item.uniqueID, async () => {
    const result = await reserveBasket(caller, useCart.getState(), {
      commit: (answer) => {
        const line = answer?.lineItemsSoap.find((l) => l.uniqueID === item.uniqueID);
        // Only while the line is in the cart: another tab may have taken it out meanwhile.
        const kept = useCart.getState().bookingData.some((b) => b.uniqueID === item.uniqueID);
        if (line?.time && item.tickets[0] && kept) useCart.getState().savePackage({ ...item, tickets: [{ ...item.tickets[0], performanceTime: line.time }] });
      },
    }).catch(() => null);
    if (result?.ok) {
      trackAddToCart(useCart.getState().bookingData.find((b) => b.uniqueID === item.uniqueID) ?? item, location.tenant.currency, wasInCart);
      return null;
    }
    useCart.getState().removePackage(item.uniqueID);
    const text = result ? result.message : GENERIC_ERROR[location.locale];
    return { text, back, retry: !result || isOutage(result) ? `${pathname}${search}` : null };
  });
  const step = nextStepAfterSave(card);
  throw redirect(step === "add-activity" ? withQuery(`${prefix}/booking/add-activity/${card.name}`, new URLSearchParams({ item: item.uniqueID })) : `${prefix}/booking/${step}`);
}

export default function BuyTickets() {
  const t = useT();
  const { pathname, search } = useLocation();
  const loaded = useLoaderData<typeof clientLoader>();
  const acted = useActionData<typeof clientAction>();
  const working = useNavigation().state !== "idle";
  const usable = useHydratedCart();
  const failure = acted ? acted.failure : loaded.failure;
  const again = (label: MessageKey) => (
    <Form method="post" action={`${pathname}${search}`}>
      <button type="submit" className="font-semibold underline" disabled={working} aria-busy={working} data-testid="buy-tickets-again">
        {working ? t("checkout.working") : t(label)}
      </button>
    </Form>
  );

  let body;
  if (failure) {
    const message = "key" in failure.message ? t(failure.message.key) : failure.message.text;
    body = (
      <>
        <ErrorNotice message={message} link={{ href: failure.link.href, label: t(failure.link.label) }} />
        {failure.retry ? <div className="mt-4">{again("checkout.retry")}</div> : null}
      </>
    );
  } else {
    // Nothing added yet: another venue's cart is being asked about; once answered, the visitor goes on from here.
    body = usable && !working ? again("checkout.continue") : <Working label={t("checkout.buy.preparing")} />;
  }
  return (
    <CheckoutShell step="tickets" title={t("route.booking.buy-tickets")} testId="buy-tickets">
      {body}
    </CheckoutShell>
  );
}
