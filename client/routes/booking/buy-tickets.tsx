// booking/buy-tickets?card=&date=&performance=&adult=…: turns the product page's choice into a cart line. Checks the
// query, loads the card, holds the places (reserve-mode basket check), saves the line and goes to the next step.
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { GENERIC_ERROR, ORDER_ERROR_CODES, orderErrorMessage } from "../../../shared/contract/orders";
import { hasRoomForLine, isSameCardAndDate, savePackage } from "../../../shared/cart/state";
import { todayIn } from "../../../shared/booking/calendar";
import { nextStepAfterSave } from "../../../shared/booking/next-step";
import { sellsToParty } from "../../../shared/booking/pricing";
import { CheckoutShell, ErrorNotice, Working } from "../../components/checkout/CheckoutShell";
import { type BuyTicketsRefusal, parseBuyTicketsQuery } from "../../components/checkout/buy-tickets";
import { bookingItemFor, newLineId } from "../../components/checkout/booking-item";
import { trackAddToCart } from "../../components/checkout/track";
import { reserveBasket, useCaller, useHydratedCart } from "../../components/checkout/use-checkout";
import { withQuery } from "../../components/catalogue/listing";
import { type MessageKey, useT } from "../../i18n";
import { isOutage } from "../../api/api";
import { searchOf, useBookingBar } from "../../catalogue/booking-bar-store";
import { useCart } from "../../cart/cart-store";
import { cardFor } from "../../catalogue/booking-queries";
import { useSite } from "../../layout/site-context";

export { HydrateFallback } from "../../document/client-only";
import { clientLoaderWithTexts } from "../../document/client-only";
export const clientLoader = clientLoaderWithTexts(["checkout"], ["route.booking.buy-tickets"]);

const REFUSAL_KEYS: Record<BuyTicketsRefusal, MessageKey> = {
  "missing-card": "checkout.buy.missingCard",
  "bad-date": "checkout.buy.badDate",
  "past-date": "checkout.buy.pastDate",
  "no-guests": "checkout.buy.noGuests",
  "too-many-guests": "checkout.buy.tooManyGuests",
};

interface Failure {
  message: string;
  link: { href: string; label: string };
  retry?: boolean;
}

export default function BuyTickets() {
  const t = useT();
  const site = useSite();
  const navigate = useNavigate();
  const { search } = useLocation();
  const hydrated = useHydratedCart();
  const caller = useCaller();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!hydrated) return;
    // One run per address and attempt (StrictMode mounts effects twice; a second hold must not be made).
    const key = `${search}#${attempt}`;
    if (started.current === key) return;
    started.current = key;
    const explore = { href: `${site.prefix}/passes-packages/explore`, label: t("checkout.backToExplore") };
    void (async () => {
      setFailure(null);
      const query = parseBuyTicketsQuery(new URLSearchParams(search), todayIn(site.tenant.timeZone));
      const product = (name: string) => ({ href: `${site.prefix}/passes-packages/${name}`, label: t("checkout.backToProduct") });
      if (!query.ok) {
        setFailure({ message: t(REFUSAL_KEYS[query.reason]), link: query.card ? product(query.card) : explore });
        return;
      }
      const { choice } = query;
      const back = {
        href: withQuery(`${site.prefix}/passes-packages/${choice.card}`, new URLSearchParams({ date: choice.date, ...Object.fromEntries(Object.entries(choice.people).map(([k, v]) => [k, String(v)])) })),
        label: t("checkout.backToProduct"),
      };
      const found = await cardFor(caller, choice.card);
      if (!found.ok) {
        setFailure(found.reason === "not-found" ? { message: t("checkout.buy.unknownCard"), link: explore } : { message: GENERIC_ERROR[site.locale], link: back, retry: true });
        return;
      }
      const card = found.card;
      if (!sellsToParty(card, choice.people)) {
        setFailure({ message: t("checkout.buy.notForParty"), link: back });
        return;
      }
      const cart = useCart.getState();
      const item = bookingItemFor(card, choice, newLineId(card, choice.date), site.tenant.decimals, { ...searchOf(useBookingBar.getState()) });
      // A cart holds MAX_CART_LINES lines at most: said before any call, in the contract's words.
      if (!hasRoomForLine(cart, item)) {
        setFailure({
          message: orderErrorMessage(ORDER_ERROR_CODES.tooManyLines, site.locale),
          link: { href: `${site.prefix}/booking/personal-details`, label: t("checkout.backToCart") },
        });
        return;
      }
      const wasInCart = isSameCardAndDate(cart, item);
      // The line is saved with the time of the slot the provider held.
      let saved = item;
      const result = await reserveBasket(caller, savePackage(cart, item), {
        commit: (answer) => {
          const line = answer?.lineItemsSoap.find((l) => l.uniqueID === item.uniqueID);
          if (line?.time && item.tickets[0]) saved = { ...item, tickets: [{ ...item.tickets[0], performanceTime: line.time }] };
          useCart.getState().savePackage(saved);
        },
      });
      if (!result.ok) {
        setFailure({ message: result.message, link: back, retry: isOutage(result) });
        return;
      }
      trackAddToCart(saved, site.tenant.currency, wasInCart);
      const step = nextStepAfterSave(card);
      const target =
        step === "add-activity"
          ? withQuery(`${site.prefix}/booking/add-activity/${card.name}`, new URLSearchParams({ item: saved.uniqueID }))
          : `${site.prefix}/booking/${step}`;
      navigate(target, { replace: true });
    })();
  }, [hydrated, search, attempt, caller, site, t, navigate]);

  return (
    <CheckoutShell step="tickets" title={t("route.booking.buy-tickets")} testId="buy-tickets">
      {failure ? (
        <ErrorNotice message={failure.message} link={failure.link} onRetry={failure.retry ? () => setAttempt((n) => n + 1) : undefined} />
      ) : (
        <Working label={t("checkout.buy.preparing")} />
      )}
    </CheckoutShell>
  );
}
