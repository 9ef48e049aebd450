// The header's cart panel (content-and-account §2): the CMS empty-cart state, or each line with date, slot, guests and
// price, the total with VAT 5% included, Continue shopping and View cart. Loaded when the panel opens.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { vatPercent } from "../../../shared/contract/orders";
import { guestSummary } from "../../../shared/booking/plurals";
import { formatDateKey } from "../../../shared/date-key";
import { formatAmount } from "../../../shared/format";
import { useT } from "../../i18n";
import { hydrateCart, useCart } from "../../cart/cart-store";
import { panelTotals, slotsOf } from "../../cart/order-flow";
import { useSite } from "../../layout/site-context";
import { trackViewCart } from "../../analytics/analytics-events";
import { CmsLink } from "../header/CmsLink";
import { clockLabel } from "../../../shared/clock";
import { removeLine, useHydratedCart } from "../checkout/use-checkout";
import { cartIsUsableHere } from "../../../shared/cart/venues";
import { announceCartChange } from "./leave";
import { PrefetchAfterHydration } from "../../document/browser-rules";
import { STEP_TEXTS } from "../checkout/step-texts";

export default function CartPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const site = useSite();
  // Another venue's cart is never listed here (docs/decisions/009): this venue's cart is empty meanwhile.
  const usable = useHydratedCart();
  const stored = useCart((s) => s.bookingData);
  const items = usable ? stored : [];
  const totals = useCart((s) => s.totals);
  const hydrated = useCart((s) => s.hydrated);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    hydrateCart();
    const cart = useCart.getState();
    if (cart.bookingData.length && cartIsUsableHere(cart, site.tenant.siteId)) trackViewCart(cart.bookingData, cart.totals.GROSS, cart.totals.CURRENCY || site.tenant.currency);
  }, [site.tenant.currency, site.tenant.siteId]);

  const currency = totals.CURRENCY || site.tenant.currency;
  const money = (amount: number) => formatAmount(amount, currency, site.tenant.decimals, site.locale);
  const rate = vatPercent(site.tenant.vatRate);
  const { gross, tax } = panelTotals(items, totals, site.tenant.decimals, site.tenant.vatRate);

  // The held cart changes first (its revision changes, so a payment still open for the old content stops; the last
  // line gone releases the places instead), then the line goes; a refusal keeps it and is shown.
  const remove = async (uniqueID: string) => {
    if (removing) return;
    setRemoving(true);
    setError(null);
    const result = await removeLine({ ...site, token: useCart.getState().jwt }, uniqueID);
    setRemoving(false);
    if (result.ok) announceCartChange();
    else setError(result.message);
  };

  if (!hydrated) return null;
  if (items.length === 0) {
    const empty = site.header?.main_header.empty_cart_state;
    return (
      <>
        <p className="text-lg font-bold">{empty?.title || t("header.emptyCart")}</p>
        {empty?.description ? <p className="mt-1 text-sm text-brand-slate">{empty.description}</p> : null}
        {empty?.cta ? (
          <CmsLink url={empty.cta.url} className="btn-primary mt-4 text-sm" onClick={onClose}>
            {empty.cta.title}
          </CmsLink>
        ) : null}
      </>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="cart-items" aria-busy={removing || undefined}>
      <p className="text-lg font-bold">{t("order.cart.title")}</p>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700" data-testid="cart-panel-error">
          {error}
        </p>
      ) : null}
      <ul className="max-h-[22.25rem] divide-y overflow-y-auto">
        {items.map((item) => {
          const slots = slotsOf(item);
          return (
            <li key={item.uniqueID} className="flex gap-3 py-3" data-testid="cart-item">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-bold text-base">{item.title}</p>
                <p>
                  <span className="sr-only">{t("order.cart.date")}: </span>
                  {formatDateKey(item.date, site.locale)}
                </p>
                {slots.length ? (
                  <p>
                    <span className="sr-only">{t("order.cart.time")}: </span>
                    {slots.map((slot) => clockLabel(slot, site.locale)).join(", ")}
                  </p>
                ) : null}
                <p className="text-brand-slate">
                  <span className="sr-only">{t("order.cart.guests")}: </span>
                  {guestSummary(item.people, site.locale)}
                </p>
                <p className="font-semibold">{money(item.sellPrice)}</p>
              </div>
              <button
                type="button"
                className="self-start rounded-full px-2 py-1 text-sm font-semibold underline"
                onClick={() => void remove(item.uniqueID)}
                disabled={removing}
                aria-label={t("order.cart.remove", { title: item.title })}
                data-testid="cart-item-remove"
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <div className="border-t pt-3" data-testid="cart-total">
        <p className="flex justify-between font-bold">
          <span>{t("order.cart.total")}</span>
          <span>{money(gross)}</span>
        </p>
        <p className="text-xs text-brand-slate">
          {t("order.cart.vatIncluded", { rate })} ({money(tax)})
        </p>
      </div>
      <Link to={`${site.prefix}/booking/personal-details`} className="btn-primary text-center text-sm" onClick={onClose} data-testid="view-cart">
        {t("header.viewCart")}
      </Link>
      {/* The cart step's code and texts come while the panel is read: View cart waits for the cart's check only. */}
      <PrefetchAfterHydration page={`${site.prefix}/booking/personal-details`} texts={STEP_TEXTS.personalDetails} />
      <button type="button" className="text-sm font-semibold underline" onClick={onClose} data-testid="continue-shopping">
        {t("header.continueShopping")}
      </button>
    </div>
  );
}
