// What every booking step needs: the cart read from storage once, the caller of the order calls (site, language,
// guest token), and the reserve-mode basket check of the cart as it would be, sent with the held cart's secret.
// Refusals arrive as the contract's words in the page's language (client/api/api.ts), never a second wording.
import { useDeferredValue, useEffect, useMemo } from "react";
import { ORDER_ERROR_CODES } from "../../../shared/contract/orders";
import type { CheckBasketSuccess } from "../../../shared/contract/order-schemas";
import { type BasketRequestOptions, type BasketSkipReason, basketCheckSkipReason, basketRequestOf } from "../../../shared/cart/basket";
import { type CartState, forgetReservation, removePackage } from "../../../shared/cart/state";
import { cartIsUsableHere } from "../../../shared/cart/venues";
import { LOCALES, type Locale } from "../../../shared/locale";
import type { Tenant } from "../../../shared/tenant";
import { VENUES } from "../../../tenants/venues";
import type { CallFailure } from "../../api/api";
import { hydrateCart, useCart } from "../../cart/cart-store";
import { type OrderCaller, checkBasket, heldCartOf, releaseCart } from "../../cart/order-calls";
import { memberKnown, useMember } from "../../member/member-store";
import { useSite } from "../../layout/site-context";
import { holdSettled } from "./hold-in-flight";

/**
 * Reads the stored cart once, with the venue's time zone and site set; true once the cart is there and is this
 * venue's (or nobody's). Another venue's cart, or an older one whose venue is not known yet, is never shown or
 * changed here: the site shell asks what to do with it first (cart/ForeignCart.tsx, docs/decisions/009).
 */
export function useHydratedCart(): boolean {
  const site = useSite();
  const hydrated = useCart((s) => s.hydrated);
  const usable = useCart((s) => cartIsUsableHere(s, site.tenant.siteId));
  useEffect(() => {
    const cart = useCart.getState();
    cart.setTimeZone(site.tenant.timeZone);
    cart.setPageSite(site.tenant.siteId);
    hydrateCart();
  }, [site.tenant.timeZone, site.tenant.siteId]);
  // The store's change renders at once and in one piece (an external store's update is never split); deferred, the
  // step's whole form renders in slices that leave the main thread free between them (docs/decisions/025).
  return useDeferredValue(hydrated && usable);
}

/**
 * The caller of the order calls: this site, the page's language and the cart's guest token; a signed-in member's
 * calls carry the session cookie alone, never a guest token (booking-and-checkout §6).
 */
export function useCaller(): OrderCaller {
  const site = useSite();
  const member = useMember(site.member);
  const jwt = useCart((s) => s.jwt);
  const token = member ? null : jwt;
  return useMemo(() => ({ ...site, token }), [site, token]);
}

/** The site and language of a step's address. */
export interface StepLocation {
  tenant: Tenant;
  locale: Locale;
  /** The locale-site prefix, e.g. /ar-om/snow-oman. */
  prefix: string;
}

/**
 * What a step's clientLoader or clientAction works with: the site and language of its address, its order caller (the
 * cart's guest token unless a member is known to be signed in), and the stored cart read for this venue. `usable` is
 * false while the cart is another venue's: the site shell asks what to do with it first (as useHydratedCart).
 */
export function stepContextOf(request: Request): { location: StepLocation; caller: OrderCaller; usable: boolean } {
  // The venues' own list (no schema library: the contract's schemas come with the first call, docs/decisions/028).
  const prefix = new URL(request.url).pathname.split("/").slice(0, 3).join("/");
  const location = VENUES.flatMap((tenant) => LOCALES.map((locale) => ({ tenant, locale, prefix }))).find((l) => l.tenant.prefixes[l.locale] === prefix);
  if (!location) throw new Response(null, { status: 404 });
  const cart = useCart.getState();
  cart.setTimeZone(location.tenant.timeZone);
  cart.setPageSite(location.tenant.siteId);
  hydrateCart();
  const token = memberKnown().signedIn ? null : useCart.getState().jwt;
  const caller = { tenant: location.tenant, locale: location.locale, token };
  return { location, caller, usable: cartIsUsableHere(useCart.getState(), location.tenant.siteId) };
}

/** The basket this page last held, as sent (with its caller's token), and when: see isJustHeld. */
let lastHeld: { key: string; at: number } | null = null;

/** How long a basket this page held stays "just held": a step moments later need not ask the provider again. */
export const JUST_HELD_MS = 60_000;

function heldKeyOf(caller: OrderCaller, state: CartState): string {
  return JSON.stringify([caller.token ?? null, basketRequestOf(state, { mode: "reserve" })]);
}

/**
 * Whether this page held this very basket (same lines, discounts, held cart and token) within the last minute: the
 * next step shows it as held instead of checking it again, so one change of the cart is one basket check.
 */
export function isJustHeld(caller: OrderCaller, state: CartState, now = Date.now()): boolean {
  return lastHeld !== null && now - lastHeld.at < JUST_HELD_MS && lastHeld.key === heldKeyOf(caller, state);
}

/** A held (or checked) basket; `answer` is null when a skip rule applied, `skipped` saying which. */
export type ReserveResult = { ok: true; answer: CheckBasketSuccess | null; skipped: BasketSkipReason | null } | CallFailure;

export interface ReserveOptions extends Omit<BasketRequestOptions, "mode"> {
  /**
   * The caller's own change of the store (a line saved or removed, a discount set), made only once the provider
   * accepted the cart as it would be, and before the answer is stored.
   */
  commit?: (answer: CheckBasketSuccess | null) => void;
}

function currentQuery(): URLSearchParams {
  return typeof window === "undefined" ? new URLSearchParams() : new URLSearchParams(window.location.search);
}

/**
 * The reserve-mode basket check for a cart as it would be (`state`, e.g. with a line saved or removed), unless a
 * skip rule applies (then ok with no answer). On success the caller's `commit` runs and the answer is stored. An
 * emptied cart releases its holds instead. A held cart the provider will not open (4041: unknown, ended long ago,
 * stored before carts had secrets, or from another device) is forgotten and the lines reserved once more as a new
 * cart, with a session of its own, so an old stored cart never strands the guest. `commit` must leave the store's
 * lines as `state`'s: lines that differ after it were changed by another tab meanwhile (see holdTheCartShown).
 */
export async function reserveBasket(caller: OrderCaller, state: CartState, { commit, ...options }: ReserveOptions = {}): Promise<ReserveResult> {
  const result = await reserve(caller, state, options);
  if (!result.ok) return result;
  commit?.(result.answer);
  if (result.answer) {
    storeAnswer(caller, result.answer);
    await holdTheCartShown(caller, state, options);
  }
  return result;
}

function storeAnswer(caller: OrderCaller, answer: CheckBasketSuccess): void {
  useCart.getState().setBasketAnswer(answer);
  lastHeld = { key: heldKeyOf(caller, useCart.getState()), at: Date.now() };
}

/** The lines of a cart as a basket check sends them. */
const linesOf = (state: CartState): string => JSON.stringify(basketRequestOf(state, { mode: "reserve" }).lineItems);

/**
 * The store follows the other tabs' writes (cart-persist.ts). When another tab changed the lines while a check was
 * out (a line taken out during "Buy tickets"' hold, say), the places just held are not the cart shown: the cart as it
 * is now is held once more, or, emptied, released, so no place stays held for a line nobody has. Once: a tab that
 * changes the cart again meanwhile sends its own check.
 */
async function holdTheCartShown(caller: OrderCaller, sent: CartState, options: Omit<BasketRequestOptions, "mode">): Promise<void> {
  const shown = useCart.getState();
  if (linesOf(shown) === linesOf(sent)) return;
  const again = await reserve(caller, shown, options);
  if (!again.ok) return;
  if (again.answer) storeAnswer(caller, again.answer);
  else if (again.skipped === "empty-cart") useCart.getState().endIfEmpty();
}

async function reserve(caller: OrderCaller, state: CartState, options: Omit<BasketRequestOptions, "mode">): Promise<ReserveResult> {
  const skip = basketCheckSkipReason(state, currentQuery());
  if (skip === "empty-cart") {
    const held = heldCartOf(state);
    if (held) await releaseCart(caller, held);
    return { ok: true, answer: null, skipped: skip };
  }
  if (skip) return { ok: true, answer: null, skipped: skip };
  // Every reserve call asks for the pay-later links the cart's total allows, so the payment page offers the same ways
  // to pay whichever page (or tab) checked the basket last.
  const request = { ...options, mode: "reserve" as const, payLater: caller.tenant };
  let outcome = await checkBasket(caller, basketRequestOf(state, request), "reserve", state.cartSecret);
  if (!outcome.ok && outcome.code === ORDER_ERROR_CODES.cartNotFound && state.reservationCode) {
    useCart.getState().forgetReservation();
    outcome = await checkBasket(caller, basketRequestOf(forgetReservation(state), request), "reserve", null);
  }
  if (!outcome.ok) return outcome;
  return { ok: true, answer: outcome.data, skipped: null };
}

/**
 * Removes a cart line: the cart without it is reserved first (the last line gone releases the places instead) and
 * the line leaves this cart only once that succeeded, so the cart shown is the cart held and paid. A refusal keeps
 * the line; the caller shows its message. Places "Buy tickets" is holding answer first (a refused line is gone then).
 */
export async function removeLine(caller: OrderCaller, uniqueID: string): Promise<ReserveResult> {
  await holdSettled();
  return reserveBasket(caller, removePackage(useCart.getState(), uniqueID), { commit: () => useCart.getState().removePackage(uniqueID) });
}
