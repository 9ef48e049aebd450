// payment: choose how to pay (card, the two wallets, and buy-now-pay-later where the last basket check offered it and
// the total allows it; card alone with a bank offer), then start the checkout of the cart at the revision this page
// shows and leave for the hosted payment page. What the member's SHARE points or voucher pay in full is confirmed here,
// with no card and no payment page. A cart changed meanwhile (5042), or one the provider no longer opens (4041), is
// reserved again so the page shows what would be paid. Rendered in the browser only.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { type CheckoutPaymentType, type GatewayPaymentType, ORDER_ERROR_CODES, isWalletPayment, noCardPaymentOf } from "../../../shared/contract/orders";
import { CheckoutShell, ErrorNotice, Working } from "../../components/checkout/CheckoutShell";
import { useKeepClearOfBookingBar } from "../../components/booking-bar/keep-clear";
import { OrderTotals } from "../../components/checkout/CartSummary";
import { paymentOptions } from "../../components/checkout/payment-options";
import { trackPaymentInfo } from "../../components/checkout/track";
import { reserveBasket, useCaller, useHydratedCart } from "../../components/checkout/use-checkout";
import { usePrice } from "../../components/catalogue/use-price";
import { type MessageKey, useT } from "../../i18n";
import { isOutage } from "../../api/api";
import { useCart } from "../../cart/cart-store";
import { checkoutToken, startCheckout } from "../../cart/order-calls";
import { cartChangedUnder } from "../../cart/order-flow";
import { useMember } from "../../member/member-store";
import { useSite } from "../../layout/site-context";

export { HydrateFallback } from "../../document/client-only";
import { clientLoaderWithTexts } from "../../document/client-only";
import { STEP_TEXTS } from "../../components/checkout/step-texts";
export const clientLoader = clientLoaderWithTexts(STEP_TEXTS.payment.parts, STEP_TEXTS.payment.titles);

const LABEL_KEYS: Record<GatewayPaymentType, MessageKey> = {
  card: "checkout.pay.card",
  apple_pay: "checkout.pay.apple_pay",
  google_pay: "checkout.pay.google_pay",
  tabby: "checkout.pay.tabby",
  tamara: "checkout.pay.tamara",
};

export default function Payment() {
  const t = useT();
  const site = useSite();
  const price = usePrice();
  const navigate = useNavigate();
  const hydrated = useHydratedCart();
  const caller = useCaller();
  const bookingData = useCart((s) => s.bookingData);
  const jwt = useCart((s) => s.jwt);
  const member = useMember(site.member);
  const reservationCode = useCart((s) => s.reservationCode);
  const lastBasket = useCart((s) => s.lastBasket);
  const totals = useCart((s) => s.totals);
  const bankOfferClaimed = useCart((s) => s.bankOfferClaimed);
  const offerBin = useCart((s) => s.offerBin);
  const [method, setMethod] = useState<GatewayPaymentType>("card");
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changeNotice, setChangeNotice] = useState("");
  const shownTotal = useRef<number | null>(null);
  const actions = useRef<HTMLDivElement>(null);

  // A guest pays with the guest token of personal-details; a member with the session.
  const ready = hydrated && bookingData.length > 0 && (Boolean(jwt) || member !== null) && Boolean(reservationCode);
  useEffect(() => {
    if (hydrated && !ready && !paying) navigate(`${site.prefix}/booking/personal-details`, { replace: true });
  }, [hydrated, ready, paying, navigate, site.prefix]);

  // A total that changes under the page (the cart changed in another tab, or was reserved again) is said, politely.
  const total = totals.GROSS;
  useEffect(() => {
    if (!ready) return;
    if (cartChangedUnder(shownTotal.current, total)) setChangeNotice(t("checkout.pay.cartChanged", { amount: price(total) }));
    shownTotal.current = total;
  }, [ready, total, t, price]);

  // The booking bar never covers the Pay button or the messages around it.
  useKeepClearOfBookingBar(actions, ready);

  if (!ready) {
    return (
      <CheckoutShell step="payment" title={t("checkout.pay.title")} testId="payment">
        <Working />
      </CheckoutShell>
    );
  }

  const options = paymentOptions(site.tenant, total, lastBasket, bankOfferClaimed);
  // What the member's SHARE points and voucher pay in full: no card and no payment page (decisions 012, 056). Points
  // pay the last part after a voucher, so with points it is the points' payment; a voucher alone is paid as voucher.
  const points = totals.shareDiscount;
  const noCard = noCardPaymentOf({ left: total, points, voucher: totals.voucherDiscount });
  const chosen: CheckoutPaymentType = noCard ?? (options.includes(method) ? method : "card");
  const noCardWords =
    noCard === "voucher"
      ? { title: t("checkout.pay.voucherTitle"), note: t("checkout.pay.voucherOnly"), button: t("checkout.pay.confirmVoucher") }
      : noCard === "share"
        ? {
            title: t("checkout.pay.pointsTitle"),
            note: totals.voucherDiscount > 0 ? t("checkout.pay.voucherAndPoints") : t("checkout.pay.pointsOnly"),
            button: t("checkout.pay.confirmPoints"),
          }
        : null;

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (paying) return;
    setPaying(true);
    setError(null);
    // The booking's total before points: the payment type is Share when the points are all of it.
    trackPaymentInfo(bookingData, site.tenant.currency, total + points, points);
    let walletToken: string | undefined;
    if (isWalletPayment(chosen)) {
      const token = await checkoutToken(caller, chosen);
      if (!token.ok) {
        setPaying(false);
        setError(t("checkout.pay.walletFailed"));
        return;
      }
      walletToken = token.data;
    }
    const cart = useCart.getState();
    const started = await startCheckout(
      caller,
      {
        returnUrl: `${site.prefix}/booking-redirect`,
        cartId: cart.reservationCode!,
        ...(cart.revision !== null ? { revision: cart.revision } : {}),
        ...(walletToken ? { walletToken } : {}),
      },
      chosen,
      cart.cartSecret,
    );
    if (started.ok) {
      // The button stays disabled: the page is being left for the hosted payment page.
      window.location.assign(started.data.redirectUrl);
      return;
    }
    setError(isOutage(started) ? t("checkout.pay.failed") : started.message);
    if (started.code === ORDER_ERROR_CODES.cartChanged || started.code === ORDER_ERROR_CODES.cartNotFound) {
      // Reserved again, the page shows the cart as it is now (its total and revision) before the guest pays again.
      const refreshed = await reserveBasket(caller, useCart.getState());
      if (!refreshed.ok) setError(`${started.message} ${refreshed.message}`);
    }
    setPaying(false);
  };

  // One page for one way of paying: points or a voucher that pay it all leave nothing to choose and no payment page.
  return (
    <CheckoutShell step="payment" title={noCardWords ? noCardWords.title : t("checkout.pay.title")} testId="payment">
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <form onSubmit={(e) => void pay(e)} className="flex flex-col gap-6" noValidate>
          {noCardWords ? (
            <p className="rounded-xl bg-brand-ice p-4 font-semibold" data-testid={noCard === "voucher" ? "voucher-only" : "points-only"}>
              {noCardWords.note}
            </p>
          ) : (
            <fieldset aria-describedby={bankOfferClaimed && offerBin ? "card-only-note" : undefined}>
              <legend className="text-lg font-bold">{t("checkout.pay.method")}</legend>
              {bankOfferClaimed && offerBin ? (
                <p id="card-only-note" className="mt-2 text-sm" data-testid="card-only-note">
                  {t("checkout.bank.payByCard", { bin: offerBin })}
                </p>
              ) : null}
              <div className="mt-3 flex flex-col gap-2" data-testid="payment-methods">
                {options.map((option) => (
                  <label key={option} className="flex items-center gap-3 rounded-xl border border-slate-300 px-4 py-3" data-testid="payment-method" data-method={option}>
                    <input type="radio" name="payment-method" value={option} checked={chosen === option} onChange={() => setMethod(option)} disabled={paying} />
                    <span>{t(LABEL_KEYS[option])}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {noCardWords ? null : <p className="text-sm text-brand-slate" data-testid="secure-page-note">{t("checkout.pay.secure")}</p>}
          <p className="text-sm" data-testid="reservation-code">{t("checkout.pay.reservation", { code: reservationCode! })}</p>
          <div ref={actions} className="flex flex-col gap-4" data-testid="payment-actions">
            {/* Always in the page, so that a change is announced when its text arrives. */}
            <p
              role="status"
              aria-live="polite"
              aria-atomic="true"
              className={changeNotice ? "rounded-xl border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-900" : "sr-only"}
              data-testid="cart-changed"
            >
              {changeNotice}
            </p>
            {error ? <ErrorNotice message={error} testId="payment-error" /> : null}
            {paying ? <p role="status" className="font-semibold">{noCardWords ? t("checkout.pay.confirmingPoints") : t("checkout.pay.redirecting")}</p> : null}
            <div className="flex flex-wrap items-center gap-4">
              <button type="submit" className="btn-primary" disabled={paying} aria-busy={paying} data-testid="pay">
                {paying ? t("checkout.working") : noCardWords ? noCardWords.button : t("checkout.pay.submit", { amount: price(total) })}
              </button>
              <Link to={`${site.prefix}/booking/personal-details`} className="font-semibold underline">
                {t("checkout.backToCart")}
              </Link>
            </div>
          </div>
        </form>
        <aside>
          <OrderTotals total={lastBasket?.lineItems.basketTotal ?? null} fallbackSubtotal={total} />
        </aside>
      </div>
    </CheckoutShell>
  );
}
