// The discounts of personal-details (booking-and-checkout §3, §7; docs/decisions/008): promo code (festive codes say
// so), bank offer by card BIN and offer group, and the partner discounts (staff e-mail, Fazaa card). One of them per
// booking, SHARE points beside any: the cart says so, and once one is applied the others are disabled with the
// reason. Inputs are checked before any call; each claim is made by a basket check, refusals in the contract's words.
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { orderErrorMessage } from "../../../shared/contract/orders";
import type { BankOfferGroup, FazaaOffer } from "../../../shared/contract/order-schemas";
import { type DiscountKind, type ExclusiveDiscountKind, blockingDiscount } from "../../../shared/discounts";
import { cartDiscountKinds } from "../../../shared/cart/basket";
import {
  type BankOfferChoice,
  type CartState,
  type Discount,
  applyDiscount,
  discountOf,
  removeDiscount,
  withBankOffer,
} from "../../../shared/cart/state";
import { usePrice } from "../catalogue/use-price";
import { type MessageKey, useT } from "../../i18n";
import { useCart } from "../../cart/cart-store";
import { useSite } from "../../layout/site-context";
import { whenNear } from "../../document/lazy-when-near";
import { type OrderCaller, fetchBankOffers, fetchFazaaOffers } from "../../cart/order-calls";
import { type InputProblem, fazaaCardProblem, isCardBin, normaliseFazaaCard, promoCodeProblem, staffEmailProblem, voucherCodeProblem } from "./discount-input";

/** Runs a basket check for the cart as it would be; `commit` stores the change once the provider accepted it. */
export type RecheckRun = (candidate: CartState, commit: () => void) => Promise<{ ok: true } | { ok: false; message: string }>;

interface FormProps {
  run: RecheckRun;
  busy: boolean;
  /** The applied discount that keeps this one from being added, if any. */
  blockedBy: ExclusiveDiscountKind | null;
}

/** How each discount is named when another form explains why it is disabled. */
const KIND_NAMES: Record<ExclusiveDiscountKind, MessageKey> = {
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
function BlockedNote({ id, by, noteRef }: { id: string; by: ExclusiveDiscountKind; noteRef: React.RefObject<HTMLParagraphElement | null> }) {
  const t = useT();
  return (
    <p id={id} ref={noteRef} tabIndex={-1} className="mt-2 rounded-lg bg-slate-100 p-3 text-sm" data-testid="discount-blocked">
      {t("checkout.discount.blocked", { applied: t(KIND_NAMES[by]) })}
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

/** What sets one of the typed discounts (promo code, staff e-mail, Fazaa card) apart. */
interface TypedDiscount {
  type: "PromoCode" | "mafDiscount" | "faz3aDiscount" | "voucher";
  /** Why the typed value is not sent, or null. */
  problem: (value: string) => InputProblem | null;
  /** The discount the typed value claims. */
  discount: (value: string) => Discount;
  /** The form's words for an empty field. */
  emptyKey: MessageKey;
  /** The field empties once the discount applied. */
  clearOnApply?: boolean;
}

const PROMO: TypedDiscount = {
  type: "PromoCode",
  problem: promoCodeProblem,
  discount: (value) => ({ type: "PromoCode", couponCode: value.trim() }),
  emptyKey: "checkout.promo.empty",
  clearOnApply: true,
};
const STAFF: TypedDiscount = {
  type: "mafDiscount",
  problem: staffEmailProblem,
  discount: (value) => ({ type: "mafDiscount", email: { fullEmail: value.trim() } }),
  emptyKey: "checkout.partner.mafEmpty",
};
const FAZAA: TypedDiscount = {
  type: "faz3aDiscount",
  problem: fazaaCardProblem,
  discount: (value) => ({ type: "faz3aDiscount", code: normaliseFazaaCard(value) }),
  emptyKey: "checkout.partner.fazaaEmpty",
};

const VOUCHER: TypedDiscount = {
  type: "voucher",
  problem: voucherCodeProblem,
  discount: (value) => ({ type: "voucher", code: value.trim().toUpperCase() }),
  emptyKey: "checkout.voucher.empty",
  clearOnApply: true,
};

/**
 * A typed discount's form state: the value, its error (cleared once another discount disables the form) and apply /
 * remove, each a basket check of the cart as it would be; a blocked Apply takes the guest to the reason instead.
 */
function useDiscountForm({ run, blockedBy }: Pick<FormProps, "run" | "blockedBy">, kind: TypedDiscount) {
  const words = useProblemWords(kind.emptyKey);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const note = useRef<HTMLParagraphElement>(null);
  useClearedWhenBlocked(blockedBy, () => setError(null));

  const change = async (candidate: CartState) => {
    const result = await run(candidate, () => useCart.getState().setDiscounts(candidate.discount));
    if (!result.ok) setError(result.message);
    return result.ok;
  };
  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (blockedBy) return note.current?.focus();
    const problem = kind.problem(value);
    if (problem) return setError(words(problem));
    setError(null);
    if ((await change(applyDiscount(useCart.getState(), kind.discount(value)))) && kind.clearOnApply) setValue("");
  };
  const remove = async () => {
    setError(null);
    await change(removeDiscount(useCart.getState(), kind.type));
  };
  return { value, setValue, error, note, apply, remove };
}

function PromoCode({ run, busy, blockedBy }: FormProps) {
  const t = useT();
  const promo = useCart((s) => discountOf(s, "PromoCode"));
  const festive = useCart((s) => s.totals.isChristmasPromoDiscount);
  const { value: code, setValue: setCode, error, note, apply, remove } = useDiscountForm({ run, blockedBy }, PROMO);

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

function BankOffer({ run, busy, blockedBy, offers }: FormProps & { offers: BankOfferGroup[] }) {
  const t = useT();
  const price = usePrice();
  const claimed = useCart((s) => s.bankOfferClaimed);
  const claimedAmount = useCart((s) => s.bankOfferClaimedAmount);
  const claimedBin = useCart((s) => s.offerBin);
  const [bin, setBin] = useState("");
  const [groupId, setGroupId] = useState<number | null>(() => offers[0]?.offerGroupId ?? null);
  const [error, setError] = useState<string | null>(null);
  const note = useRef<HTMLParagraphElement>(null);
  useClearedWhenBlocked(blockedBy, () => setError(null));

  if (offers.length === 0 && !claimed) return null;

  const change = async (choice: BankOfferChoice | null) => {
    const result = await run(withBankOffer(useCart.getState(), choice), () => useCart.getState().setBankOffer(choice));
    if (!result.ok) setError(result.message);
  };
  const claim = async (event: FormEvent) => {
    event.preventDefault();
    if (blockedBy) return note.current?.focus();
    if (!isCardBin(bin) || groupId === null) {
      setError(t("checkout.bank.binInvalid"));
      return;
    }
    setError(null);
    await change({ offerBin: bin, offerGroupId: groupId });
  };
  const remove = async () => {
    setError(null);
    await change(null);
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

/** The form of a partner discount (staff e-mail, Fazaa card): one field, Apply, and why it failed or is disabled. */
function PartnerForm({
  name,
  inputId,
  label,
  applyLabel,
  busy,
  blockedBy,
  form,
  input,
  className,
  children,
}: {
  /** Names the form's test id and its notes' ids ("maf" → maf-apply, maf-blocked). */
  name: "maf" | "fazaa";
  inputId: string;
  label: string;
  applyLabel: string;
  busy: boolean;
  blockedBy: ExclusiveDiscountKind | null;
  form: ReturnType<typeof useDiscountForm>;
  /** The field's own attributes (type, inputMode, autoComplete). */
  input: InputHTMLAttributes<HTMLInputElement>;
  className: string;
  children?: ReactNode;
}) {
  const blocked = Boolean(blockedBy);
  const errorId = `${inputId}-error`;
  const blockedId = `${name}-blocked`;
  const described = [form.error ? errorId : "", blocked ? blockedId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <form className={`${className} flex flex-wrap items-end gap-3`} onSubmit={(e) => void form.apply(e)} noValidate>
      {children}
      <div>
        <label htmlFor={inputId} className="block font-semibold">{label}</label>
        <input
          id={inputId}
          {...input}
          value={form.value}
          onChange={(e) => form.setValue(e.target.value)}
          dir="ltr"
          disabled={blocked}
          aria-invalid={form.error ? true : undefined}
          aria-describedby={described}
          className="mt-1 rounded-lg border border-slate-300 px-3 py-2 disabled:bg-slate-100"
        />
      </div>
      <ApplyButton blocked={blocked} busy={busy} describedBy={blocked ? blockedId : undefined} testId={`${name}-apply`}>
        {applyLabel}
      </ApplyButton>
      <div className="basis-full">
        <FieldError id={errorId} message={form.error} />
        {blockedBy ? <BlockedNote id={blockedId} by={blockedBy} noteRef={form.note} /> : null}
      </div>
    </form>
  );
}

function StaffDiscount({ run, busy, blockedBy }: FormProps) {
  const t = useT();
  const maf = useCart((s) => discountOf(s, "mafDiscount"));
  const form = useDiscountForm({ run, blockedBy }, STAFF);

  if (maf) {
    return (
      <div className="mt-2 flex flex-col gap-1" data-testid="maf-applied">
        <p className="flex flex-wrap items-center gap-4">
          <span role="status">
            {t("checkout.partner.applied")} (<span dir="ltr">{maf.email.fullEmail}</span>)
          </span>
          <button type="button" className="font-semibold underline" onClick={() => void form.remove()} disabled={busy}>{t("checkout.partner.remove")}</button>
        </p>
        <p className="text-sm text-brand-slate">{t("checkout.partner.mafOwnBooking")}</p>
        <FieldError id="maf-email-error" message={form.error} />
      </div>
    );
  }
  return (
    <PartnerForm
      name="maf"
      inputId="maf-email"
      label={t("checkout.partner.mafEmail")}
      applyLabel={t("checkout.partner.mafApply")}
      busy={busy}
      blockedBy={blockedBy}
      form={form}
      input={{ type: "email" }}
      className="mt-2"
    />
  );
}

function FazaaDiscount({ run, busy, blockedBy, offers }: FormProps & { offers: FazaaOffer[] }) {
  const t = useT();
  const { locale } = useSite();
  const fazaa = useCart((s) => discountOf(s, "faz3aDiscount"));
  const form = useDiscountForm({ run, blockedBy }, FAZAA);

  if (fazaa) {
    return (
      <div className="mt-4">
        <p className="flex flex-wrap items-center gap-4">
          <span role="status">{t("checkout.partner.fazaaApplied")}</span>
          <button type="button" className="font-semibold underline" onClick={() => void form.remove()} disabled={busy}>{t("checkout.partner.remove")}</button>
        </p>
        <FieldError id="fazaa-code-error" message={form.error} />
      </div>
    );
  }
  if (offers.length === 0) return null;
  return (
    <PartnerForm
      name="fazaa"
      inputId="fazaa-code"
      label={t("checkout.partner.fazaaCode")}
      applyLabel={t("checkout.partner.fazaaApply")}
      busy={busy}
      blockedBy={blockedBy}
      form={form}
      input={{ inputMode: "numeric", autoComplete: "off" }}
      className="mt-4"
    >
      <p className="basis-full text-sm text-brand-slate">{t("checkout.partner.fazaaOffers", { offers: offers.map((o) => o.title).join(locale === "ar" ? "، " : ", ") })}</p>
    </PartnerForm>
  );
}

/**
 * A voucher on the member's account (accounts/alpine lists them with their codes): a way to pay, like SHARE points, so
 * it goes with any one discount; the provider checks it is the signed-in member's, unspent and valid.
 */
function VoucherDiscount({ run, busy }: Pick<FormProps, "run" | "busy">) {
  const t = useT();
  const voucher = useCart((s) => discountOf(s, "voucher"));
  const form = useDiscountForm({ run, blockedBy: null }, VOUCHER);
  return (
    <section aria-labelledby="voucher-title" className="rounded-2xl border border-slate-200 p-5" data-testid="voucher">
      <h3 id="voucher-title" className="text-lg font-bold">{t("checkout.voucher.title")}</h3>
      {voucher ? (
        <div className="mt-2 flex flex-col gap-1">
          <p className="flex flex-wrap items-center gap-4">
            <span role="status" data-testid="voucher-applied">
              {t("checkout.voucher.applied")} (<bdi dir="ltr">{voucher.code}</bdi>)
            </span>
            <button type="button" className="font-semibold underline" onClick={() => void form.remove()} disabled={busy}>
              {t("checkout.voucher.remove")}
            </button>
          </p>
          <FieldError id="voucher-code-error" message={form.error} />
        </div>
      ) : (
        <form className="mt-2 flex flex-wrap items-end gap-3" onSubmit={(e) => void form.apply(e)} noValidate>
          <div>
            <label htmlFor="voucher-code" className="block font-semibold">{t("checkout.voucher.label")}</label>
            <input
              id="voucher-code"
              value={form.value}
              onChange={(e) => form.setValue(e.target.value)}
              dir="ltr"
              autoComplete="off"
              aria-invalid={form.error ? true : undefined}
              aria-describedby={form.error ? "voucher-code-error" : undefined}
              className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
            />
          </div>
          <ApplyButton blocked={false} busy={busy} testId="voucher-apply">
            {t("checkout.voucher.apply")}
          </ApplyButton>
          <div className="basis-full">
            <FieldError id="voucher-code-error" message={form.error} />
          </div>
        </form>
      )}
    </section>
  );
}

/** The discounts' section, whose coming near the screen asks for the offers. */
const DISCOUNTS_ID = "discounts";

/**
 * The site's bank and Fazaa offers, once both are read (null until then); read again for another site or language.
 * Asked for once the discounts' section comes near the screen (or gets a pointer or the focus): beside the form on a
 * wide screen, that is at once; on a phone the section is below the guest form, and the two calls, their schemas and
 * their render stay out of the page's first second (docs/decisions/030).
 */
function useOffers(caller: OrderCaller): { bank: BankOfferGroup[]; fazaa: FazaaOffer[] } | null {
  const [offers, setOffers] = useState<{ bank: BankOfferGroup[]; fazaa: FazaaOffer[] } | null>(null);
  useEffect(() => {
    let live = true;
    // A call that fails shows no offers of its kind (§8), and the other's still show.
    const none = () => [];
    void whenNear(`#${DISCOUNTS_ID}`)
      .then(() => (live ? Promise.all([fetchBankOffers(caller).catch(none), fetchFazaaOffers(caller).catch(none)]) : null))
      .then((answers) => live && answers && setOffers({ bank: answers[0], fazaa: answers[1] }));
    return () => {
      live = false;
    };
  }, [caller.tenant.siteId, caller.locale]);
  return offers;
}

function PartnerDiscounts({ run, busy, claimed, fazaaOffers }: { run: RecheckRun; busy: boolean; claimed: readonly DiscountKind[]; fazaaOffers: FazaaOffer[] }) {
  const t = useT();
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
  // The bank and partner offers come from two calls. Their sections show together once both have answered, below the
  // promo code: shown one by one, the bank offer's would push the partner discounts down under the visitor's eyes.
  const offers = useOffers(caller);
  return (
    <section id={DISCOUNTS_ID} aria-labelledby="discounts-title" aria-describedby="discount-rule" className="flex flex-col gap-4" data-testid="discounts">
      <div>
        <h2 id="discounts-title" className="text-xl font-bold">{t("checkout.discount.title")}</h2>
        <p id="discount-rule" className="mt-1 text-sm text-brand-slate" data-testid="discount-rule">{t("checkout.discount.rule")}</p>
      </div>
      <PromoCode run={run} busy={busy} blockedBy={blockingDiscount(claimed, "promo")} />
      <VoucherDiscount run={run} busy={busy} />
      {offers ? (
        <>
          <BankOffer run={run} busy={busy} blockedBy={blockingDiscount(claimed, "bankOffer")} offers={offers.bank} />
          <PartnerDiscounts run={run} busy={busy} claimed={claimed} fazaaOffers={offers.fazaa} />
        </>
      ) : null}
    </section>
  );
}
