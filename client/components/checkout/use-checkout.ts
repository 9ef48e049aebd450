// What every booking step needs: the cart read from storage once, the caller of the order calls (site, language,
// guest token), the reserve-mode basket check applied to the store, and its refusals as words in the page's language.
import { useEffect, useMemo } from "react";
import type { CheckBasketSuccess } from "../../../shared/cart/api";
import {
  type BasketCheckOutcome,
  type BasketRequestOptions,
  type BasketSkipReason,
  GENERIC_ERROR_MESSAGE,
  basketCheckMode,
  basketCheckSkipReason,
  basketRequestOf,
  isSlotBookedNow,
} from "../../../shared/cart/basket";
import type { CartState } from "../../../shared/cart/state";
import { type MessageKey, type Translate, useT } from "../../i18n";
import { type CallerOf, checkBasket, releaseCart } from "../../lib/checkout-api";
import { hydrateCart, useCart } from "../../lib/cart-store";
import { useSite } from "../../lib/site";

/** Reads the stored cart once, with the venue's time zone set; true once the cart is there. */
export function useHydratedCart(): boolean {
  const site = useSite();
  const hydrated = useCart((s) => s.hydrated);
  useEffect(() => {
    useCart.getState().setTimeZone(site.tenant.timeZone);
    hydrateCart();
  }, [site.tenant.timeZone]);
  return hydrated;
}

export function useCaller(): CallerOf {
  const site = useSite();
  const jwt = useCart((s) => s.jwt);
  return useMemo(() => ({ tenant: site.tenant, locale: site.locale, jwt }), [site.tenant, site.locale, jwt]);
}

/** A held (or checked) basket; `answer` is null when a skip rule applied, `skipped` saying which. */
export type ReserveResult =
  | { ok: true; answer: CheckBasketSuccess | null; skipped: BasketSkipReason | null }
  | Extract<BasketCheckOutcome, { ok: false }>;

/**
 * The basket check for a cart as it would be (`state`, e.g. with a line saved or removed) in reserve mode, unless
 * a skip rule applies (then ok with no answer). A successful answer is stored; the caller commits its own change.
 * An emptied cart releases its holds instead.
 */
export async function reserveBasket(caller: CallerOf, state: CartState, options: Omit<BasketRequestOptions, "mode"> = {}): Promise<ReserveResult> {
  const query = typeof window === "undefined" ? new URLSearchParams() : new URLSearchParams(window.location.search);
  const pathname = typeof window === "undefined" ? "" : window.location.pathname;
  const skip = basketCheckSkipReason(state, query);
  if (skip === "empty-cart") {
    if (state.reservationCode) await releaseCart(caller, state.reservationCode);
    return { ok: true, answer: null, skipped: skip };
  }
  if (skip) return { ok: true, answer: null, skipped: skip };
  const mode = basketCheckMode(pathname, false);
  const outcome = await checkBasket(caller, basketRequestOf(state, { ...options, mode }), mode);
  if (!outcome.ok) return outcome;
  return { ok: true, answer: outcome.success, skipped: null };
}

/** Our words for the refusals the shop knows, used when the answer carries no message of its own. */
export const REFUSAL_KEYS: Readonly<Partial<Record<number, MessageKey>>> = {
  5035: "checkout.slotBookedNow",
  5036: "checkout.notSoldOnDate",
  5040: "checkout.sessionEnded",
  4101: "checkout.promo.unknown",
  4102: "checkout.promo.expired",
  4103: "checkout.promo.usedUp",
  4104: "checkout.promo.notForProducts",
  4201: "checkout.bank.notEligible",
  4301: "checkout.partner.mafNotEligible",
  4302: "checkout.partner.fazaaInvalid",
};

/**
 * A refusal in words: "slot booked now" always in our wording (§8); otherwise the server's message (it answers in the
 * page's language), else our text for the code, else the generic message.
 */
export function refusalMessage(t: Translate, outcome: { code: number; message: string }): string {
  if (isSlotBookedNow({ ok: false, code: outcome.code, message: outcome.message, status: 409, uniqueID: null })) return t("checkout.slotBookedNow");
  if (outcome.message && outcome.message !== GENERIC_ERROR_MESSAGE) return outcome.message;
  const key = REFUSAL_KEYS[outcome.code];
  return key ? t(key) : t("checkout.errorGeneric");
}

export function useRefusalMessage(): (outcome: { code: number; message: string }) => string {
  const t = useT();
  return (outcome) => refusalMessage(t, outcome);
}
