// What every booking step needs: the cart read from storage once, the caller of the order calls (site, language,
// guest token), and the reserve-mode basket check of the cart as it would be, sent with the held cart's secret.
// Refusals arrive as the contract's words in the page's language (client/lib/api.ts), never a second wording.
import { useEffect, useMemo } from "react";
import { ORDER_ERROR_CODES } from "../../../shared/contract/orders";
import type { CheckBasketSuccess } from "../../../shared/contract/order-schemas";
import {
  type BasketRequestOptions,
  type BasketSkipReason,
  basketCheckMode,
  basketCheckSkipReason,
  basketRequestOf,
} from "../../../shared/cart/basket";
import { type CartState, forgetReservation } from "../../../shared/cart/state";
import type { CallFailure } from "../../lib/api";
import { hydrateCart, useCart } from "../../lib/cart-store";
import { type OrderCaller, checkBasket, releaseCart } from "../../lib/order-calls";
import { useSite } from "../../lib/site-context";

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

/** The caller of the order calls: this site, the page's language and the cart's guest token. */
export function useCaller(): OrderCaller {
  const site = useSite();
  const token = useCart((s) => s.jwt);
  return useMemo(() => ({ tenant: site.tenant, locale: site.locale, token }), [site.tenant, site.locale, token]);
}

/** A held (or checked) basket; `answer` is null when a skip rule applied, `skipped` saying which. */
export type ReserveResult = { ok: true; answer: CheckBasketSuccess | null; skipped: BasketSkipReason | null } | CallFailure;

function currentQuery(): { query: URLSearchParams; pathname: string } {
  if (typeof window === "undefined") return { query: new URLSearchParams(), pathname: "" };
  return { query: new URLSearchParams(window.location.search), pathname: window.location.pathname };
}

/**
 * The basket check for a cart as it would be (`state`, e.g. with a line saved or removed) in reserve mode, unless a
 * skip rule applies (then ok with no answer). The caller stores the answer and commits its own change. An emptied
 * cart releases its holds instead. A held cart the provider will not open (4041: unknown, ended long ago, stored
 * before carts had secrets, or from another device) is forgotten and the lines reserved once more as a new cart,
 * with a session of its own, so an old stored cart never strands the guest.
 */
export async function reserveBasket(caller: OrderCaller, state: CartState, options: Omit<BasketRequestOptions, "mode"> = {}): Promise<ReserveResult> {
  const { query, pathname } = currentQuery();
  const skip = basketCheckSkipReason(state, query);
  if (skip === "empty-cart") {
    if (state.reservationCode) await releaseCart(caller, { cartId: state.reservationCode, cartSecret: state.cartSecret });
    return { ok: true, answer: null, skipped: skip };
  }
  if (skip) return { ok: true, answer: null, skipped: skip };
  const mode = basketCheckMode(pathname, false);
  let outcome = await checkBasket(caller, basketRequestOf(state, { ...options, mode }), mode, state.cartSecret);
  if (!outcome.ok && outcome.code === ORDER_ERROR_CODES.cartNotFound && mode === "reserve" && state.reservationCode) {
    useCart.getState().forgetReservation();
    outcome = await checkBasket(caller, basketRequestOf(forgetReservation(state), { ...options, mode }), mode, null);
  }
  if (!outcome.ok) return outcome;
  return { ok: true, answer: outcome.data, skipped: null };
}
