// The cart review of personal-details (view cart): each line with date, time slot, guests, extras and price, a
// remove button per line; and the order summary: subtotal, each discount, VAT included and the total.
import { GuestCountField } from "../catalogue/GuestCountField";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { vatPercent } from "../../../shared/contract/orders";
import type { BasketTotal, PricedLine } from "../../../shared/contract/order-schemas";
import type { BookingItem } from "../../../shared/cart/state";
import { guestTypesOf } from "../../../shared/booking/guests";
import { GUEST_TYPE_NAMES, guestSummary } from "../../../shared/booking/plurals";
import { vatSplit } from "../../../shared/booking/pricing";
import { formatDateKey } from "../../../shared/date-key";
import { usePrice } from "../catalogue/use-price";
import { type MessageKey, useT } from "../../i18n";
import { useSite } from "../../layout/site-context";
import { useCart } from "../../cart/cart-store";

/** The line's price: the basket check's when it priced the line, else what the shop showed when it was saved. */
export function linePrice(item: BookingItem, priced: readonly PricedLine[] | undefined): number {
  const line = priced?.find((l) => l.uniqueID === item.uniqueID);
  if (line) return line.gross;
  return item.sellPrice + item.addOnsSelection.reduce((sum, a) => sum + a.amount * a.counter, 0);
}

/** What became of a line's new party: held (said with the party), or refused with the reason in the page's language. */
export type PartyOutcome = { ok: true } | { ok: false; message: string };

export function CartLines({
  items,
  priced,
  onRemove,
  onChangeParty,
  busy,
}: {
  items: readonly BookingItem[];
  priced: readonly PricedLine[] | undefined;
  onRemove: (item: BookingItem) => void;
  /** Holds the line for another party (re-checked with the provider); the line changes only once that succeeded. */
  onChangeParty?: (item: BookingItem, form: FormData) => Promise<PartyOutcome>;
  busy: boolean;
}) {
  const t = useT();
  const site = useSite();
  const price = usePrice();
  return (
    <ul className="flex flex-col gap-4" data-testid="cart-lines">
      {items.map((item) => {
        const line = priced?.find((l) => l.uniqueID === item.uniqueID);
        const time = line?.time ?? item.tickets[0]?.performanceTime ?? null;
        const editable = item.isPassTimebasedSelection || item.upgradeSelection || item.tableSelection > 0;
        return (
          <li key={item.uniqueID} className="rounded-2xl border border-slate-200 p-5" data-testid="cart-line" data-unique-id={item.uniqueID}>
            <div className="flex flex-wrap items-start justify-between gap-4">
              <h3 className="text-lg font-bold">{item.title}</h3>
              <p className="text-lg font-semibold" data-testid="cart-line-price">{price(linePrice(item, priced))}</p>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-brand-slate">{t("checkout.cart.date")}</dt>
              <dd>{formatDateKey(item.date, site.locale)}</dd>
              {time ? (
                <>
                  <dt className="text-brand-slate">{t("checkout.cart.time")}</dt>
                  <dd dir="ltr" className="text-start">{time}</dd>
                </>
              ) : null}
              <dt className="text-brand-slate">{t("checkout.cart.guests")}</dt>
              <dd data-testid="cart-line-guests">{guestSummary(item.people, site.locale)}</dd>
              {item.addOnsSelection.length > 0 ? (
                <>
                  <dt className="text-brand-slate">{t("checkout.cart.addOns")}</dt>
                  <dd>{item.addOnsSelection.map((a) => `${a.title} × ${a.counter}`).join(site.locale === "ar" ? "، " : ", ")}</dd>
                </>
              ) : null}
            </dl>
            {onChangeParty ? <PartyEditor item={item} busy={busy} onChangeParty={onChangeParty} /> : null}
            {item.upgradeSelection ? <p className="mt-1 text-sm">{t("checkout.cart.upgrade")}</p> : null}
            {item.tableSelection > 0 ? <p className="mt-1 text-sm">{t("checkout.cart.tables", { count: item.tableSelection })}</p> : null}
            <p className="mt-3 flex flex-wrap gap-4 text-sm">
              {editable ? (
                <Link to={`${site.prefix}/booking/add-activity/${item.cardName}?item=${encodeURIComponent(item.uniqueID)}`} className="font-semibold underline">
                  {t("checkout.cart.edit")}
                </Link>
              ) : null}
              <button type="button" className="font-semibold text-red-700 underline disabled:opacity-50" disabled={busy} onClick={() => onRemove(item)} data-testid="cart-line-remove">
                {t("checkout.cart.remove", { title: item.title })}
              </button>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A line's guests as a form of number inputs, one per age the site sells (0-12 each), opened from "Change guests".
 * Sent, the line is held again for the new party: the answer is said under the form, the held party or why not.
 */
function PartyEditor({ item, busy, onChangeParty }: { item: BookingItem; busy: boolean; onChangeParty: (item: BookingItem, form: FormData) => Promise<PartyOutcome> }) {
  const t = useT();
  const site = useSite();
  const types = guestTypesOf(site.siteConfig);
  const [outcome, setOutcome] = useState<(PartyOutcome & { guests: string }) | null>(null);
  const [sending, setSending] = useState(false);
  const id = `party-${item.uniqueID}`;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setOutcome(null);
    const result = await onChangeParty(item, new FormData(event.currentTarget));
    setSending(false);
    setOutcome({ ...result, guests: guestSummary(useCart.getState().bookingData.find((b) => b.uniqueID === item.uniqueID)?.people ?? item.people, site.locale) });
  };
  return (
    <details className="mt-3 text-sm" data-testid="cart-line-party">
      <summary className="cursor-pointer font-semibold underline">{t("checkout.cart.changeGuests")}</summary>
      <form onSubmit={submit} className="mt-2" aria-describedby={outcome ? `${id}-outcome` : undefined}>
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">{t("checkout.cart.changeGuests")}</legend>
          {types.map((type) => (
            <GuestCountField key={type} type={type} label={GUEST_TYPE_NAMES[type][site.locale]} count={item.people[type]} testId={`cart-party-${type}`} />
          ))}
          <button type="submit" className="rounded-full border-2 border-brand-navy px-5 py-2 font-bold disabled:opacity-50" disabled={busy || sending} aria-busy={sending} data-testid="cart-party-submit">
            {t("checkout.cart.updateGuests")}
          </button>
        </fieldset>
        {outcome ? (
          <p
            id={`${id}-outcome`}
            role={outcome.ok ? "status" : "alert"}
            className={`mt-2 font-semibold ${outcome.ok ? "text-green-800" : "text-red-700"}`}
            data-testid="cart-party-outcome"
          >
            {outcome.ok ? t("checkout.cart.guestsUpdated", { guests: outcome.guests }) : outcome.message}
          </p>
        ) : null}
      </form>
    </details>
  );
}

/** Discount rows of a basket total, in the order the summary shows them. */
export function discountRows(total: BasketTotal): { key: MessageKey; amount: number }[] {
  const rows: { key: MessageKey; amount: number }[] = [
    { key: total.christmas_promo ? "checkout.totals.festive" : "checkout.totals.promo", amount: total.promo_code_amount },
    { key: "checkout.totals.bankOffer", amount: total.bank_offer_amount },
    { key: "checkout.totals.maf", amount: total.maf_amount },
    { key: "checkout.totals.fazaa", amount: total.fazaa_amount },
    { key: "checkout.totals.voucher", amount: total.voucher_amount },
    { key: "checkout.totals.share", amount: total.share_amount },
  ];
  return rows.filter((r) => r.amount > 0);
}

export function OrderTotals({ total, fallbackSubtotal }: { total: BasketTotal | null; fallbackSubtotal: number }) {
  const t = useT();
  const site = useSite();
  const price = usePrice();
  const subtotal = total?.subtotal ?? fallbackSubtotal;
  const gross = total?.gross ?? fallbackSubtotal;
  // Prices include VAT: without the server's figure, the VAT part of the gross.
  const tax = total?.tax ?? vatSplit(gross, site.tenant.decimals, site.tenant.vatRate).tax;
  return (
    <section aria-labelledby="totals-title" className="rounded-2xl bg-brand-ice p-5" data-testid="order-totals">
      <h2 id="totals-title" className="text-xl font-bold">{t("checkout.totals.title")}</h2>
      <dl className="mt-3 flex flex-col gap-2">
        <div className="flex justify-between gap-4">
          <dt>{t("checkout.totals.subtotal")}</dt>
          <dd data-testid="totals-subtotal">{price(subtotal)}</dd>
        </div>
        {total
          ? discountRows(total).map((row) => (
              <div key={row.key} className="flex justify-between gap-4 text-green-800" data-testid="totals-discount">
                <dt>{t(row.key)}</dt>
                <dd>−{price(row.amount)}</dd>
              </div>
            ))
          : null}
        <div className="flex justify-between gap-4 text-sm text-brand-slate">
          <dt>{t("checkout.totals.vat", { rate: vatPercent(site.tenant.vatRate) })}</dt>
          <dd data-testid="totals-vat">{price(tax)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-lg font-bold">
          <dt>{t("checkout.totals.total")}</dt>
          <dd data-testid="totals-total">{price(gross)}</dd>
        </div>
      </dl>
    </section>
  );
}
