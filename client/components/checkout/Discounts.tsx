// The discounts of personal-details (booking-and-checkout §3, §7; docs/decisions/008): promo code (festive codes say
// so), bank offer by card BIN and offer group, and the partner discounts (staff e-mail, Fazaa card). One of them per
// booking, SHARE points beside any: the cart says so, and once one is applied the others are disabled with the
// reason. Inputs are checked before any call; each claim is made by a basket check, refusals in the contract's words.
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { CARD_BIN_PATTERN, orderErrorMessage } from "../../../shared/contract/orders";
import type { BankOfferGroup, FazaaOffer } from "../../../shared/contract/order-schemas";
import type { DiscountKind } from "../../../shared/discounts";
import { cartDiscountKinds } from "../../../shared/cart/basket";
import { type CartState, applyDiscount, discountOf, removeDiscount } from "../../../shared/cart/state";
import { usePrice } from "../catalogue/use-price";
import { type MessageKey, useT } from "../../i18n";
import { useCart } from "../../lib/cart-store";
import { useSite } from "../../lib/site-context";
import { type OrderCaller, fetchBankOffers, fetchFazaaOffers } from "../../lib/order-calls";
import {
  type InputProblem,
  blockingDiscount,
  fazaaCardProblem,
  normaliseFazaaCard,
  promoCodeProblem,
  staffEmailProblem,
} from "./discount-input";

/** Runs a basket check for the cart as it would be; `commit` stores the change once the provider accepted it. */
export type RecheckRun = (candidate: CartState, commit: () => void) => Promise<{ ok: true } | { ok: false; message: string }>;

interface FormProps {
  run: RecheckRun;
  busy: boolean;
  /** The applied discount that keeps this one from being added, if any. */
  blockedBy: DiscountKind | null;
}

/** How each discount is named when another form explains why it is disabled. */
const KIND_NAMES: Record<Exclude<DiscountKind, "points">, MessageKey> = {
  promo: "checkout.discount.kind.promo",
  bankOffer: "checkout.discount.kind.bankOffer",
  staff: "checkout.discount.kind.staff",
  fazaa: "checkout.discount.kind.fazaa",
};

function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-semibold text-red-700">
      {message}
    </p>
  );
}

/** Why a form is disabled; focusable, so Apply (still reachable by keyboard) can take the guest to it. */
function BlockedNote({ id, by, noteRef }: { id: string; by: DiscountKind; noteRef: React.RefObject<HTMLParagraphElement | null> }) {
  const t = useT();
  const name = by === "points" ? "" : t(KIND_NAMES[by]);
  return (
    <p id={id} ref={noteRef} tabIndex={-1} className="mt-2 rounded-lg bg-slate-100 p-3 text-sm" data-testid="discount-blocked">
      {t("checkout.discount.blocked", { applied: name })}
    </p>
  );
}

/** The submit button of a discount form: disabled while busy, and only marked disabled when blocked so it stays in the tab order. */
function ApplyButton({ blocked, busy, describedBy, testId, children }: { blocked: boolean; busy: boolean; describedBy?: string; testId: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="rounded-full border-2 border-brand-navy px-5 py-2 font-semibold aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      disabled={busy}
      aria-busy={busy || undefined}
      aria-disabled={blocked || undefined}
      aria-describedby={describedBy}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** A form's error no longer applies once another discount disables the form: it is cleared. */
function useClearedWhenBlocked(blockedBy: DiscountKind | null, clear: () => void): void {
  const latest = useRef(clear);
  latest.current = clear;
  useEffect(() => {
    if (blockedBy) latest.current();
  }, [blockedBy]);
}

/** The words of an input problem: the contract's for a refused shape, the form's own for an empty field. */
function useProblemWords(emptyKey: MessageKey): (problem: InputProblem) => string {
  const t = useT();
  const { locale } = useSite();
  return (problem) => (problem.kind === "empty" ? t(emptyKey) : orderErrorMessage(problem.code, locale));
}

function PromoCode({ run, busy, blockedBy }: FormProps) {
  const t = useT();
  const words = useProblemWords("checkout.promo.empty");
  const promo = useCart((s) => discountOf(s, "PromoCode"));
  const festive = useCart((s) => s.totals.isChristmasPromoDiscount);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const note = useRef<HTMLParagraphElement>(null);
  useClearedWhenBlocked(blockedBy, () => setError(null));

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (blockedBy) return note.current?.focus();
    const problem = promoCodeProblem(code);
    if (problem) return setError(words(problem));
    setError(null);
    const candidate = applyDiscount(useCart.getState(), { type: "PromoCode", couponCode: code.trim() });
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

  const described = [error ? "promo-code-error" : "", blockedBy ? "promo-code-blocked" : ""].filter(Boolean).join(" ") || undefined;
  return (
    <section aria-labelledby="promo-title" className="rounded-2xl border border-slate-200 p-5" data-testid="promo-code">
      <h3 id="promo-title" className="text-lg font-bold">{t("checkout.promo.title")}</h3>
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
              disabled={Boolean(blockedBy)}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              className="rounded-lg border border-slate-300 px-3 py-2 disabled:bg-slate-100"
            />
            <FieldError id="promo-code-error" message={error} />
          </div>
          <ApplyButton blocked={Boolean(blockedBy)} busy={busy} describedBy={blockedBy ? "promo-code-blocked" : undefined} testId="promo-apply">
            {t("checkout.promo.apply")}
          </ApplyButton>
          {blockedBy ? <div className="basis-full"><BlockedNote id="promo-code-blocked" by={blockedBy} noteRef={note} /></div> : null}
        </form>
      )}
    </section>
  );
}

function BankOffer({ run, busy, blockedBy, caller }: FormProps & { caller: OrderCaller }) {
  const t = useT();
  const price = usePrice();
  const claimed = useCart((s) => s.bankOfferClaimed);
  const claimedAmount = useCart((s) => s.bankOfferClaimedAmount);
  const claimedBin = useCart((s) => s.offerBin);
  const [offers, setOffers] = useState<BankOfferGroup[] | null>(null);
  const [bin, setBin] = useState("");
  const [groupId, setGroupId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const note = useRef<HTMLParagraphElement>(null);
  useClearedWhenBlocked(blockedBy, () => setError(null));

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
    // The offers of the site are read once per site and language.
  }, [caller.tenant.siteId, caller.locale]);

  if (!offers || (offers.length === 0 && !claimed)) return null;

  const claim = async (event: FormEvent) => {
    event.preventDefault();
    if (blockedBy) return note.current?.focus();
    const digits = bin.replace(/\D/g, "");
    if (!CARD_BIN_PATTERN.test(digits) || groupId === null) {
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

  const blocked = Boolean(blockedBy);
  return (
    <section aria-labelledby="bank-title" className="rounded-2xl border border-slate-200 p-5" data-testid="bank-offer">
      <h3 id="bank-title" className="text-lg font-bold">{t("checkout.bank.title")}</h3>
      {claimed ? (
        <div className="mt-2 flex flex-col gap-2">
          <p role="status" data-testid="bank-offer-claimed">{t("checkout.bank.claimed", { amount: price(claimedAmount) })}</p>
          {claimedBin ? <p className="text-sm" data-testid="bank-offer-card-only">{t("checkout.bank.payByCard", { bin: claimedBin })}</p> : null}
          <p>
            <button type="button" className="font-semibold underline" onClick={() => void remove()} disabled={busy}>
              {t("checkout.bank.remove")}
            </button>
          </p>
          <FieldError id="bank-bin-error" message={error} />
        </div>
      ) : (
        <form className="mt-2 flex flex-col gap-3" onSubmit={(e) => void claim(e)} noValidate>
          <p className="text-sm text-brand-slate">{t("checkout.bank.intro")}</p>
          <fieldset disabled={blocked} aria-describedby={blocked ? "bank-blocked" : undefined}>
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
              disabled={blocked}
              aria-invalid={error ? true : undefined}
              aria-describedby={["bank-bin-hint", error ? "bank-bin-error" : "", blocked ? "bank-blocked" : ""].filter(Boolean).join(" ")}
              className="mt-1 w-40 rounded-lg border border-slate-300 px-3 py-2 disabled:bg-slate-100"
            />
            <FieldError id="bank-bin-error" message={error} />
          </div>
          <div>
            <ApplyButton blocked={blocked} busy={busy} describedBy={blocked ? "bank-blocked" : undefined} testId="bank-offer-claim">
              {t("checkout.bank.claim")}
            </ApplyButton>
          </div>
          {blockedBy ? <BlockedNote id="bank-blocked" by={blockedBy} noteRef={note} /> : null}
        </form>
      )}
    </section>
  );
}

function StaffDiscount({ run, busy, blockedBy }: FormProps) {
  const t = useT();
  const words = useProblemWords("checkout.partner.mafEmpty");
  const maf = useCart((s) => discountOf(s, "mafDiscount"));
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const note = useRef<HTMLParagraphElement>(null);
  useClearedWhenBlocked(blockedBy, () => setError(null));

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (blockedBy) return note.current?.focus();
    const problem = staffEmailProblem(email);
    if (problem) return setError(words(problem));
    setError(null);
    const candidate = applyDiscount(useCart.getState(), { type: "mafDiscount", email: { fullEmail: email.trim() } });
    const result = await run(candidate, () => useCart.getState().setDiscounts(candidate.discount));
    if (!result.ok) setError(result.message);
  };
  const remove = async () => {
    setError(null);
    const candidate = removeDiscount(useCart.getState(), "mafDiscount");
    const result = await run(candidate, () => useCart.getState().setDiscounts(candidate.discount));
    if (!result.ok) setError(result.message);
  };

  if (maf) {
    return (
      <div className="mt-2 flex flex-col gap-1" data-testid="maf-applied">
        <p className="flex flex-wrap items-center gap-4">
          <span role="status">
            {t("checkout.partner.applied")} (<span dir="ltr">{maf.email.fullEmail}</span>)
          </span>
          <button type="button" className="font-semibold underline" onClick={() => void remove()} disabled={busy}>{t("checkout.partner.remove")}</button>
        </p>
        <p className="text-sm text-brand-slate">{t("checkout.partner.mafOwnBooking")}</p>
        <FieldError id="maf-email-error" message={error} />
      </div>
    );
  }
  const blocked = Boolean(blockedBy);
  const described = [error ? "maf-email-error" : "", blocked ? "maf-blocked" : ""].filter(Boolean).join(" ") || undefined;
  return (
    <form className="mt-2 flex flex-wrap items-end gap-3" onSubmit={(e) => void apply(e)} noValidate>
      <div>
        <label htmlFor="maf-email" className="block font-semibold">{t("checkout.partner.mafEmail")}</label>
        <input
          id="maf-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          dir="ltr"
          disabled={blocked}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className="mt-1 rounded-lg border border-slate-300 px-3 py-2 disabled:bg-slate-100"
        />
      </div>
      <ApplyButton blocked={blocked} busy={busy} describedBy={blocked ? "maf-blocked" : undefined} testId="maf-apply">
        {t("checkout.partner.mafApply")}
      </ApplyButton>
      <div className="basis-full">
        <FieldError id="maf-email-error" message={error} />
        {blockedBy ? <BlockedNote id="maf-blocked" by={blockedBy} noteRef={note} /> : null}
      </div>
    </form>
  );
}

function FazaaDiscount({ run, busy, blockedBy, offers }: FormProps & { offers: FazaaOffer[] }) {
  const t = useT();
  const words = useProblemWords("checkout.partner.fazaaEmpty");
  const { locale } = useSite();
  const fazaa = useCart((s) => discountOf(s, "faz3aDiscount"));
  const [card, setCard] = useState("");
  const [error, setError] = useState<string | null>(null);
  const note = useRef<HTMLParagraphElement>(null);
  useClearedWhenBlocked(blockedBy, () => setError(null));

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (blockedBy) return note.current?.focus();
    const problem = fazaaCardProblem(card);
    if (problem) return setError(words(problem));
    setError(null);
    const candidate = applyDiscount(useCart.getState(), { type: "faz3aDiscount", code: normaliseFazaaCard(card) });
    const result = await run(candidate, () => useCart.getState().setDiscounts(candidate.discount));
    if (!result.ok) setError(result.message);
  };
  const remove = async () => {
    setError(null);
    const candidate = removeDiscount(useCart.getState(), "faz3aDiscount");
    const result = await run(candidate, () => useCart.getState().setDiscounts(candidate.discount));
    if (!result.ok) setError(result.message);
  };

  if (fazaa) {
    return (
      <div className="mt-4">
        <p className="flex flex-wrap items-center gap-4">
          <span role="status">{t("checkout.partner.fazaaApplied")}</span>
          <button type="button" className="font-semibold underline" onClick={() => void remove()} disabled={busy}>{t("checkout.partner.remove")}</button>
        </p>
        <FieldError id="fazaa-code-error" message={error} />
      </div>
    );
  }
  if (offers.length === 0) return null;
  const blocked = Boolean(blockedBy);
  const described = [error ? "fazaa-code-error" : "", blocked ? "fazaa-blocked" : ""].filter(Boolean).join(" ") || undefined;
  return (
    <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={(e) => void apply(e)} noValidate>
      <p className="basis-full text-sm text-brand-slate">{t("checkout.partner.fazaaOffers", { offers: offers.map((o) => o.title).join(locale === "ar" ? "، " : ", ") })}</p>
      <div>
        <label htmlFor="fazaa-code" className="block font-semibold">{t("checkout.partner.fazaaCode")}</label>
        <input
          id="fazaa-code"
          value={card}
          onChange={(e) => setCard(e.target.value)}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          disabled={blocked}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className="mt-1 rounded-lg border border-slate-300 px-3 py-2 disabled:bg-slate-100"
        />
      </div>
      <ApplyButton blocked={blocked} busy={busy} describedBy={blocked ? "fazaa-blocked" : undefined} testId="fazaa-apply">
        {t("checkout.partner.fazaaApply")}
      </ApplyButton>
      <div className="basis-full">
        <FieldError id="fazaa-code-error" message={error} />
        {blockedBy ? <BlockedNote id="fazaa-blocked" by={blockedBy} noteRef={note} /> : null}
      </div>
    </form>
  );
}

function PartnerDiscounts({ run, busy, claimed, caller }: { run: RecheckRun; busy: boolean; claimed: readonly DiscountKind[]; caller: OrderCaller }) {
  const t = useT();
  const [fazaaOffers, setFazaaOffers] = useState<FazaaOffer[]>([]);
  useEffect(() => {
    let live = true;
    void fetchFazaaOffers(caller).then((list) => live && setFazaaOffers(list));
    return () => {
      live = false;
    };
  }, [caller.tenant.siteId, caller.locale]);

  return (
    <section aria-labelledby="partner-title" className="rounded-2xl border border-slate-200 p-5" data-testid="partner-discounts">
      <h3 id="partner-title" className="text-lg font-bold">{t("checkout.partner.title")}</h3>
      <StaffDiscount run={run} busy={busy} blockedBy={blockingDiscount(claimed, "staff")} />
      <FazaaDiscount run={run} busy={busy} blockedBy={blockingDiscount(claimed, "fazaa")} offers={fazaaOffers} />
    </section>
  );
}

export function Discounts({ run, busy, caller }: { run: RecheckRun; busy: boolean; caller: OrderCaller }) {
  const t = useT();
  const discount = useCart((s) => s.discount);
  const offerGroupId = useCart((s) => s.offerGroupId);
  const claimed = useMemo(() => cartDiscountKinds({ discount, offerGroupId }), [discount, offerGroupId]);
  return (
    <section aria-labelledby="discounts-title" aria-describedby="discount-rule" className="flex flex-col gap-4" data-testid="discounts">
      <div>
        <h2 id="discounts-title" className="text-xl font-bold">{t("checkout.discount.title")}</h2>
        <p id="discount-rule" className="mt-1 text-sm text-brand-slate" data-testid="discount-rule">{t("checkout.discount.rule")}</p>
      </div>
      <PromoCode run={run} busy={busy} blockedBy={blockingDiscount(claimed, "promo")} />
      <BankOffer run={run} busy={busy} blockedBy={blockingDiscount(claimed, "bankOffer")} caller={caller} />
      <PartnerDiscounts run={run} busy={busy} claimed={claimed} caller={caller} />
    </section>
  );
}
