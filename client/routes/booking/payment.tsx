// payment: choose how to pay (card, the two wallets, and buy-now-pay-later where the last basket check offered it and
// the total allows it), then start the checkout and leave for the hosted payment page. Rendered in the browser only.
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { CheckoutShell, ErrorNotice, Working } from "../../components/checkout/CheckoutShell";
import { OrderTotals } from "../../components/checkout/CartSummary";
import { type OfferedPaymentType, isWallet, paymentOptions } from "../../components/checkout/payment-options";
import { trackPaymentInfo } from "../../components/checkout/track";
import { useCaller, useHydratedCart, useRefusalMessage } from "../../components/checkout/use-checkout";
import { usePrice } from "../../components/catalogue/use-price";
import { type MessageKey, useT } from "../../i18n";
import { checkout, checkoutToken } from "../../lib/checkout-api";
import { useCart } from "../../lib/cart-store";
import { useSite } from "../../lib/site";

export { clientLoader, HydrateFallback } from "../client-page";

const LABEL_KEYS: Record<OfferedPaymentType, MessageKey> = {
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
  const refusal = useRefusalMessage();
  const bookingData = useCart((s) => s.bookingData);
  const jwt = useCart((s) => s.jwt);
  const reservationCode = useCart((s) => s.reservationCode);
  const lastBasket = useCart((s) => s.lastBasket);
  const totals = useCart((s) => s.totals);
  const [method, setMethod] = useState<OfferedPaymentType>("card");
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ready = hydrated && bookingData.length > 0 && Boolean(jwt) && Boolean(reservationCode);
  useEffect(() => {
    if (hydrated && !ready && !paying) navigate(`${site.prefix}/booking/personal-details`, { replace: true });
  }, [hydrated, ready, paying, navigate, site.prefix]);

  if (!ready) {
    return (
      <CheckoutShell step="payment" title={t("checkout.pay.title")} testId="payment">
        <Working />
      </CheckoutShell>
    );
  }

  const total = totals.GROSS;
  const options = paymentOptions(site.tenant, total, lastBasket);
  const chosen = options.includes(method) ? method : "card";

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (paying) return;
    setPaying(true);
    setError(null);
    trackPaymentInfo(bookingData, site.tenant.currency, total, 0);
    let walletToken: string | undefined;
    if (isWallet(chosen)) {
      const token = await checkoutToken(caller, chosen);
      if (!token.ok) {
        setPaying(false);
        setError(t("checkout.pay.walletFailed"));
        return;
      }
      walletToken = token.token;
    }
    const started = await checkout(
      caller,
      { returnUrl: `${site.prefix}/booking-redirect`, cartId: reservationCode!, ...(walletToken ? { walletToken } : {}) },
      chosen,
    );
    if (!started.ok) {
      setPaying(false);
      setError(started.message ? refusal(started) : t("checkout.pay.failed"));
      return;
    }
    // The button stays disabled: the page is being left for the hosted payment page.
    window.location.assign(started.redirectUrl);
  };

  return (
    <CheckoutShell step="payment" title={t("checkout.pay.title")} testId="payment">
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <form onSubmit={(e) => void pay(e)} className="flex flex-col gap-6" noValidate>
          <fieldset>
            <legend className="text-lg font-bold">{t("checkout.pay.method")}</legend>
            <div className="mt-3 flex flex-col gap-2" data-testid="payment-methods">
              {options.map((option) => (
                <label key={option} className="flex items-center gap-3 rounded-xl border border-slate-300 px-4 py-3" data-testid="payment-method" data-method={option}>
                  <input type="radio" name="payment-method" value={option} checked={chosen === option} onChange={() => setMethod(option)} disabled={paying} />
                  <span>{t(LABEL_KEYS[option])}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-sm text-brand-slate">{t("checkout.pay.secure")}</p>
          <p className="text-sm" data-testid="reservation-code">{t("checkout.pay.reservation", { code: reservationCode! })}</p>
          {error ? <ErrorNotice message={error} testId="payment-error" /> : null}
          {paying ? <p role="status" className="font-semibold">{t("checkout.pay.redirecting")}</p> : null}
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className="btn-primary" disabled={paying} aria-busy={paying} data-testid="pay">
              {paying ? t("checkout.working") : t("checkout.pay.submit", { amount: price(total) })}
            </button>
            <Link to={`${site.prefix}/booking/personal-details`} className="font-semibold underline">
              {t("checkout.backToCart")}
            </Link>
          </div>
        </form>
        <aside>
          <OrderTotals total={lastBasket?.lineItems.basketTotal ?? null} fallbackSubtotal={total} />
        </aside>
      </div>
    </CheckoutShell>
  );
}
