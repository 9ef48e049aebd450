// Paying with SHARE points at checkout (booking-and-checkout §3-§5; decision 012): a signed-in SHARE member on a site
// with SHARE sees their balance and may apply an amount up to the lesser of its worth and the total; the basket check
// prices it (shareDiscount in the totals) and the payment takes the points. Applied points can be removed. Others
// see nothing here (a guest, a member without SHARE, Oman). The balance comes through the account pages' cache, and
// what the booking earns by card from the server's simulation (content-and-account §6: simulation is a SHARE member's).
import { type FormEvent, useState } from "react";
import { maxRedeemable, pointsToRedeem, simulationRequestOf, typedPointsAmount, worthOfPoints } from "../../../shared/booking/share-points";
import type { SessionMember } from "../../../shared/contract/member-schemas";
import { applyDiscount, discountOf, removeDiscount, type CartState } from "../../../shared/cart/state";
import { formatAmount } from "../../../shared/format";
import { useT } from "../../i18n";
import { AccountQueries, useShareBalance } from "../../account/account-queries";
import { useShareSimulation } from "../../account/share-queries";
import { useCart } from "../../cart/cart-store";
import { useSite } from "../../layout/site-context";
import { LoaderDots } from "../Loader";
import type { RecheckRun } from "./Discounts";

interface Props {
  member: SessionMember | null;
  run: RecheckRun;
  busy: boolean;
}

/** Shown only to a SHARE member on a site with SHARE. */
export function SharePoints(props: Props) {
  const site = useSite();
  if (!props.member || !props.member.isShareMember || !site.tenant.containsShare) return null;
  return (
    <AccountQueries>
      <SharePointsForm {...props} member={props.member} />
    </AccountQueries>
  );
}

function SharePointsForm({ member, run, busy }: Props & { member: SessionMember }) {
  const t = useT();
  const site = useSite();
  const { decimals, currency } = site.tenant;
  const balance = useShareBalance(member, true);
  const applied = useCart((s) => discountOf(s, "share"));
  const basketTotal = useCart((s) => s.lastBasket?.lineItems.basketTotal ?? null);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const money = (amount: number) => formatAmount(amount, currency, decimals, site.locale);

  // What the booking costs before points; the points already applied count as available again.
  const total = basketTotal ? basketTotal.gross + basketTotal.share_amount : 0;
  const points = balance.data?.balance_points ?? 0;
  const max = Math.min(Math.max(maxRedeemable(points, total, decimals), applied?.aedAmount ?? 0), total);
  const simulation = useShareSimulation(member, simulationRequestOf(basketTotal, decimals));
  // The points the applied amount redeems, as the server simulated it for this basket (else the same rule, locally).
  const simulated = simulation.data ?? null;
  const redeemed = simulated && applied && basketTotal && Math.abs(simulated.redeem_currency_amount - basketTotal.share_amount) < 0.0005 ? simulated.redeem_points : null;

  const change = async (candidate: CartState) => {
    const result = await run(candidate, () => useCart.getState().setDiscounts(candidate.discount));
    if (!result.ok) setError(result.message);
    else setError(null);
    return result.ok;
  };
  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const amount = value.trim() === "" ? null : typedPointsAmount(value, decimals);
    if (value.trim() === "") return setError(t("checkout.share.invalid.required"));
    if (amount === null) return setError(t("checkout.share.invalid.format"));
    if (amount <= 0) return setError(t("checkout.share.invalid.required"));
    if (amount > max) return setError(t("checkout.share.invalid.max", { max: money(max) }));
    if (await change(applyDiscount(useCart.getState(), { type: "share", aedAmount: amount }))) setValue("");
  };
  const remove = () => void change(removeDiscount(useCart.getState(), "share"));

  const errorId = "share-points-error";
  return (
    <section aria-labelledby="share-points-title" className="rounded-2xl border border-slate-200 p-5" data-testid="checkout-share-points">
      <h3 id="share-points-title" className="text-lg font-bold">{t("checkout.share.title")}</h3>
      {balance.isPending ? (
        <LoaderDots label={t("checkout.share.loading")} />
      ) : balance.isError ? (
        <p role="alert" className="mt-2 text-sm" data-testid="checkout-share-error">{t("checkout.share.loadFailed")}</p>
      ) : (
        <>
          <p className="mt-2" data-testid="checkout-share-balance">
            {t("checkout.share.balance", { count: points, amount: money(worthOfPoints(points, decimals)) })}
          </p>
          {simulated && basketTotal && basketTotal.gross > 0 ? (
            <p className="mt-2" aria-live="polite" data-testid="checkout-share-earn">
              {t("checkout.share.earns", {
                count: simulated.earn_points,
                amount: money(basketTotal.gross),
                reward: money(simulated.earn_currency_amount),
              })}
            </p>
          ) : null}
          {applied ? (
            <div className="mt-3 flex flex-wrap items-center gap-4">
              <p role="status" className="font-semibold" data-testid="checkout-share-applied">
                {t("checkout.share.applied", { amount: money(applied.aedAmount), count: redeemed ?? pointsToRedeem(applied.aedAmount) })}
              </p>
              <button type="button" className="font-semibold underline" onClick={remove} disabled={busy} data-testid="checkout-share-remove">
                {t("checkout.share.remove")}
              </button>
            </div>
          ) : points === 0 ? (
            <p className="mt-2 text-sm text-brand-slate">{t("checkout.share.none")}</p>
          ) : max <= 0 ? null : (
            <form className="mt-3 flex flex-col gap-2" onSubmit={(e) => void apply(e)} noValidate>
              <label htmlFor="share-points-amount" className="font-semibold">{t("checkout.share.amount")}</label>
              <p id="share-points-hint" className="text-sm text-brand-slate">{t("checkout.share.hint", { max: money(max), amount: money(1) })}</p>
              <div className="flex flex-wrap items-center gap-3">
                <input
                  id="share-points-amount"
                  inputMode="decimal"
                  autoComplete="off"
                  dir="ltr"
                  className="w-36 rounded-lg border border-slate-400 px-3 py-2"
                  value={value}
                  onChange={(e) => {
                    setValue(e.target.value);
                    setError(null);
                  }}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `share-points-hint ${errorId}` : "share-points-hint"}
                  disabled={busy}
                  data-testid="checkout-share-amount"
                />
                <button type="button" className="font-semibold underline" onClick={() => setValue(String(max))} disabled={busy} data-testid="checkout-share-max">
                  {t("checkout.share.useMax")}
                </button>
                <button
                  type="submit"
                  className="rounded-full border-2 border-brand-navy px-5 py-2 font-semibold"
                  disabled={busy}
                  aria-busy={busy || undefined}
                  data-testid="checkout-share-apply"
                >
                  {t("checkout.share.apply")}
                </button>
              </div>
            </form>
          )}
          {error ? (
            <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-red-700" data-testid="checkout-share-refused">
              {error}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
