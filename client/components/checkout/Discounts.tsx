// The discounts of personal-details (booking-and-checkout §3, §7): promo code (festive codes say so), bank offer by
// card BIN and offer group, and the partner discounts (employee email, Fazaa card). Each is claimed by a basket check.
import { type FormEvent, useEffect, useState } from "react";
import type { BankOfferGroup } from "../../../shared/cart/api";
import { type CartState, applyDiscount, discountOf, removeDiscount } from "../../../shared/cart/state";
import { usePrice } from "../catalogue/use-price";
import { useT } from "../../i18n";
import { type CallerOf, type FazaaOffer, fetchBankOffers, fetchFazaaOffers } from "../../lib/checkout-api";
import { useCart } from "../../lib/cart-store";

/** Runs a basket check for the cart as it would be; `commit` stores the change once the provider accepted it. */
export type RecheckRun = (candidate: CartState, commit: () => void) => Promise<{ ok: true } | { ok: false; message: string }>;

const BIN_PATTERN = /^\d{6,8}$/;

function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-semibold text-red-700">
      {message}
    </p>
  );
}

function PromoCode({ run, busy }: { run: RecheckRun; busy: boolean }) {
  const t = useT();
  const promo = useCart((s) => discountOf(s, "PromoCode"));
  const festive = useCart((s) => s.totals.isChristmasPromoDiscount);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const couponCode = code.trim();
    if (!couponCode) {
      setError(t("checkout.promo.empty"));
      return;
    }
    setError(null);
    const candidate = applyDiscount(useCart.getState(), { type: "PromoCode", couponCode });
    const result = await run(candidate, () => useCart.getState().setDiscounts(candidate.discount));
    if (result.ok) setCode("");
    else setError(result.message);
  };
  const remove = async () => {
    setError(null);
    const candidate = removeDiscount(useCart.getState(), "PromoCode");
    const result = await run(candidate, () => useCart.getState().setDiscounts(candidate.discount));
    if (!result.ok) setError(result.message);
  };

  return (
    <section aria-labelledby="promo-title" className="rounded-2xl border border-slate-200 p-5" data-testid="promo-code">
      <h2 id="promo-title" className="text-lg font-bold">{t("checkout.promo.title")}</h2>
      {promo ? (
        <div className="mt-2 flex flex-wrap items-center gap-4">
          <p role="status" data-testid="promo-applied">
            {festive ? t("checkout.promo.festiveApplied", { code: promo.couponCode }) : t("checkout.promo.applied", { code: promo.couponCode })}
          </p>
          <button type="button" className="font-semibold underline" onClick={() => void remove()} disabled={busy}>
            {t("checkout.promo.remove")}
          </button>
        </div>
      ) : (
        <form className="mt-2 flex flex-wrap items-start gap-3" onSubmit={(e) => void apply(e)} noValidate>
          <div>
            <label htmlFor="promo-code-input" className="sr-only">{t("checkout.promo.label")}</label>
            <input
              id="promo-code-input"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder={t("checkout.promo.label")}
              autoComplete="off"
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "promo-code-error" : undefined}
              className="rounded-lg border border-slate-300 px-3 py-2"
            />
            <FieldError id="promo-code-error" message={error} />
          </div>
          <button type="submit" className="rounded-full border-2 border-brand-navy px-5 py-2 font-semibold" disabled={busy} data-testid="promo-apply">
            {t("checkout.promo.apply")}
          </button>
        </form>
      )}
    </section>
  );
}

function BankOffer({ run, busy, caller }: { run: RecheckRun; busy: boolean; caller: CallerOf }) {
  const t = useT();
  const price = usePrice();
  const claimed = useCart((s) => s.bankOfferClaimed);
  const claimedAmount = useCart((s) => s.bankOfferClaimedAmount);
  const [offers, setOffers] = useState<BankOfferGroup[] | null>(null);
  const [bin, setBin] = useState("");
  const [groupId, setGroupId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void fetchBankOffers(caller).then((list) => {
      if (!live) return;
      setOffers(list);
      setGroupId((g) => g ?? list[0]?.offerGroupId ?? null);
    });
    return () => {
      live = false;
    };
    // The offers of the site are read once.
  }, [caller.tenant.siteId, caller.locale]);

  if (!offers || (offers.length === 0 && !claimed)) return null;

  const claim = async (event: FormEvent) => {
    event.preventDefault();
    const digits = bin.replace(/\D/g, "");
    if (!BIN_PATTERN.test(digits) || groupId === null) {
      setError(t("checkout.bank.binInvalid"));
      return;
    }
    setError(null);
    const candidate = { ...useCart.getState(), offerBin: digits, offerGroupId: groupId };
    const result = await run(candidate, () => useCart.getState().setBankOffer({ offerBin: digits, offerGroupId: groupId }));
    if (!result.ok) setError(result.message);
  };
  const remove = async () => {
    setError(null);
    const candidate = { ...useCart.getState(), offerBin: null, offerGroupId: null };
    const result = await run(candidate, () => useCart.getState().setBankOffer(null));
    if (!result.ok) setError(result.message);
  };

  return (
    <section aria-labelledby="bank-title" className="rounded-2xl border border-slate-200 p-5" data-testid="bank-offer">
      <h2 id="bank-title" className="text-lg font-bold">{t("checkout.bank.title")}</h2>
      {claimed ? (
        <div className="mt-2 flex flex-wrap items-center gap-4">
          <p role="status" data-testid="bank-offer-claimed">{t("checkout.bank.claimed", { amount: price(claimedAmount) })}</p>
          <button type="button" className="font-semibold underline" onClick={() => void remove()} disabled={busy}>
            {t("checkout.bank.remove")}
          </button>
        </div>
      ) : (
        <form className="mt-2 flex flex-col gap-3" onSubmit={(e) => void claim(e)} noValidate>
          <p className="text-sm text-brand-slate">{t("checkout.bank.intro")}</p>
          <fieldset>
            <legend className="font-semibold">{t("checkout.bank.chooseOffer")}</legend>
            <div className="mt-2 flex flex-col gap-2">
              {offers.map((offer) => (
                <label key={offer.offerGroupId} className="flex items-start gap-3">
                  <input type="radio" name="bank-offer" className="mt-1" checked={groupId === offer.offerGroupId} onChange={() => setGroupId(offer.offerGroupId)} />
                  <span>
                    <span className="font-semibold">{t("checkout.bank.offer", { bank: offer.bankName, title: offer.title })}</span>
                    {offer.description ? <span className="block text-sm text-brand-slate">{offer.description}</span> : null}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="bank-bin" className="font-semibold">{t("checkout.bank.bin")}</label>
            <p id="bank-bin-hint" className="text-sm text-brand-slate">{t("checkout.bank.binHint")}</p>
            <input
              id="bank-bin"
              value={bin}
              onChange={(e) => setBin(e.target.value.replace(/\D/g, "").slice(0, 8))}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "bank-bin-hint bank-bin-error" : "bank-bin-hint"}
              className="mt-1 w-40 rounded-lg border border-slate-300 px-3 py-2"
            />
            <FieldError id="bank-bin-error" message={error} />
          </div>
          <div>
            <button type="submit" className="rounded-full border-2 border-brand-navy px-5 py-2 font-semibold" disabled={busy} data-testid="bank-offer-claim">
              {t("checkout.bank.claim")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function PartnerDiscounts({ run, busy, caller }: { run: RecheckRun; busy: boolean; caller: CallerOf }) {
  const t = useT();
  const maf = useCart((s) => discountOf(s, "mafDiscount"));
  const fazaa = useCart((s) => discountOf(s, "faz3aDiscount"));
  const [fazaaOffers, setFazaaOffers] = useState<FazaaOffer[]>([]);
  const [email, setEmail] = useState("");
  const [fazaaCode, setFazaaCode] = useState("");
  const [mafError, setMafError] = useState<string | null>(null);
  const [fazaaError, setFazaaError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void fetchFazaaOffers(caller).then((list) => live && setFazaaOffers(list));
    return () => {
      live = false;
    };
  }, [caller.tenant.siteId, caller.locale]);

  const applyMaf = async (event: FormEvent) => {
    event.preventDefault();
    const fullEmail = email.trim();
    if (!fullEmail) {
      setMafError(t("checkout.partner.mafNotEligible"));
      return;
    }
    setMafError(null);
    const candidate = applyDiscount(useCart.getState(), { type: "mafDiscount", email: { fullEmail } });
    const result = await run(candidate, () => useCart.getState().setDiscounts(candidate.discount));
    if (!result.ok) setMafError(result.message);
  };
  const applyFazaa = async (event: FormEvent) => {
    event.preventDefault();
    const code = fazaaCode.trim();
    if (!code) {
      setFazaaError(t("checkout.partner.fazaaInvalid"));
      return;
    }
    setFazaaError(null);
    const candidate = applyDiscount(useCart.getState(), { type: "faz3aDiscount", code });
    const result = await run(candidate, () => useCart.getState().setDiscounts(candidate.discount));
    if (!result.ok) setFazaaError(result.message);
  };
  const remove = async (type: "mafDiscount" | "faz3aDiscount") => {
    const candidate = removeDiscount(useCart.getState(), type);
    const result = await run(candidate, () => useCart.getState().setDiscounts(candidate.discount));
    if (!result.ok) (type === "mafDiscount" ? setMafError : setFazaaError)(result.message);
  };

  return (
    <section aria-labelledby="partner-title" className="rounded-2xl border border-slate-200 p-5" data-testid="partner-discounts">
      <h2 id="partner-title" className="text-lg font-bold">{t("checkout.partner.title")}</h2>
      {maf ? (
        <p className="mt-2 flex flex-wrap items-center gap-4">
          <span role="status">{t("checkout.partner.applied")} ({maf.email.fullEmail})</span>
          <button type="button" className="font-semibold underline" onClick={() => void remove("mafDiscount")} disabled={busy}>{t("checkout.partner.remove")}</button>
        </p>
      ) : (
        <form className="mt-2 flex flex-wrap items-end gap-3" onSubmit={(e) => void applyMaf(e)} noValidate>
          <div>
            <label htmlFor="maf-email" className="block font-semibold">{t("checkout.partner.mafEmail")}</label>
            <input
              id="maf-email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              maxLength={254}
              dir="ltr"
              aria-invalid={mafError ? true : undefined}
              aria-describedby={mafError ? "maf-email-error" : undefined}
              className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
            />
          </div>
          <button type="submit" className="rounded-full border-2 border-brand-navy px-5 py-2 font-semibold" disabled={busy} data-testid="maf-apply">{t("checkout.partner.mafApply")}</button>
          <div className="basis-full"><FieldError id="maf-email-error" message={mafError} /></div>
        </form>
      )}
      {fazaaOffers.length > 0 || fazaa ? (
        fazaa ? (
          <p className="mt-4 flex flex-wrap items-center gap-4">
            <span role="status">{t("checkout.partner.applied")} (Fazaa)</span>
            <button type="button" className="font-semibold underline" onClick={() => void remove("faz3aDiscount")} disabled={busy}>{t("checkout.partner.remove")}</button>
          </p>
        ) : (
          <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={(e) => void applyFazaa(e)} noValidate>
            <p className="basis-full text-sm text-brand-slate">
              {t("checkout.partner.fazaaOffers", { offers: fazaaOffers.map((o) => o.title).join(caller.locale === "ar" ? "، " : ", ") })}
            </p>
            <div>
              <label htmlFor="fazaa-code" className="block font-semibold">{t("checkout.partner.fazaaCode")}</label>
              <input
                id="fazaa-code"
                value={fazaaCode}
                onChange={(e) => setFazaaCode(e.target.value)}
                maxLength={40}
                dir="ltr"
                autoComplete="off"
                aria-invalid={fazaaError ? true : undefined}
                aria-describedby={fazaaError ? "fazaa-code-error" : undefined}
                className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
              />
            </div>
            <button type="submit" className="rounded-full border-2 border-brand-navy px-5 py-2 font-semibold" disabled={busy} data-testid="fazaa-apply">{t("checkout.partner.fazaaApply")}</button>
            <div className="basis-full"><FieldError id="fazaa-code-error" message={fazaaError} /></div>
          </form>
        )
      ) : null}
    </section>
  );
}

export function Discounts({ run, busy, caller }: { run: RecheckRun; busy: boolean; caller: CallerOf }) {
  return (
    <div className="flex flex-col gap-4">
      <PromoCode run={run} busy={busy} />
      <BankOffer run={run} busy={busy} caller={caller} />
      <PartnerDiscounts run={run} busy={busy} caller={caller} />
    </div>
  );
}
