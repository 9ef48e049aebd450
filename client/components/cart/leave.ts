// Leaving a booking (content-and-account §4): location switch, logout and the session's end clear the cart, the
// timer and the booking bar's search and release the held places. Loaded on demand, never with the home page.
import type { BookingMessages } from "../../../shared/cms";
import type { Translate } from "../../i18n";
import { extendTranslator, loadPartTexts } from "../../i18n/texts";
import { type BookingMessagesCaller, loadBookingMessages } from "../../cart/booking-messages";
import { BOOKING_BAR_FIELD, PERSISTED_STATE_KEY, useBookingBar } from "../../catalogue/booking-bar-store";
import { hydrateCart, useCart } from "../../cart/cart-store";
import { useLayout } from "../../layout/layout-store";
import type { Caller } from "../../api/api";
import { type HeldCart, heldCartOf, releaseCart } from "../../cart/order-calls";

/**
 * The header's CART_EVENT (header/cart.ts), repeated here so that this on-demand code never shares a module with
 * the always-loaded header (a shared module becomes one more script on every page); a test keeps the two equal.
 */
export const CART_CHANGE_EVENT = "cart-change";

/**
 * Releases a cart's held places (with its secret; the call finishes even while the page is being left). A failure
 * only leaves the holds to expire at the session's end.
 */
export async function releaseHeldCart(site: Caller, cart: HeldCart | null, token: string | null): Promise<void> {
  if (cart) await releaseCart({ ...site, token }, cart);
}

/** Removes the booking bar's search from memory and from the stored state. */
export function clearBookingBarSearch(storage: Pick<Storage, "getItem" | "setItem"> | null = safeLocalStorage()): void {
  useBookingBar.getState().clear();
  if (!storage) return;
  try {
    const stored = JSON.parse(storage.getItem(PERSISTED_STATE_KEY) ?? "{}") as Record<string, unknown>;
    if (stored && typeof stored === "object" && BOOKING_BAR_FIELD in stored) {
      delete stored[BOOKING_BAR_FIELD];
      storage.setItem(PERSISTED_STATE_KEY, JSON.stringify(stored));
    }
  } catch {
    // Unreadable or blocked storage: nothing stored to clear.
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Tells the header's count and countdown that the stored cart changed. */
export function announceCartChange(): void {
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

/**
 * Clears the cart and booking flow, the session timer (with any claimed bank offer) and the booking bar's search,
 * and releases the held places, at the venue the cart was started on (another venue's cart is held there, not
 * here). The returned promise ends when the release call does.
 */
export function clearBookingForLeaving(site: Caller): Promise<void> {
  hydrateCart();
  const cart = useCart.getState();
  const held = heldCartOf(cart);
  const { jwt } = cart;
  const heldAt: Caller = cart.siteId !== null ? { ...site, tenant: { siteId: cart.siteId } } : site;
  cart.clearCartAndFlow();
  cart.clearTimer();
  clearBookingBarSearch();
  announceCartChange();
  return releaseHeldCart(heldAt, held, jwt);
}

export type CartLossKind = "location" | "logout";

export interface CartLossContext extends BookingMessagesCaller {
  t: Translate;
}

/** The warning texts: the CMS general content message, else the shop's defaults (content-and-account §8). */
export function cartLossTexts(kind: CartLossKind, messages: BookingMessages | null, t: Translate) {
  const message = kind === "location" ? messages?.change_location_clear_shopping_cart_message : messages?.logout_warning_message;
  return kind === "location"
    ? {
        title: message?.title || t("header.changeLocationTitle"),
        description: message?.description || t("header.changeLocationText"),
        cancelLabel: message?.left_cta || t("header.stayHere"),
        confirmLabel: message?.right_cta || t("header.changeLocationConfirm"),
      }
    : {
        title: message?.title || t("order.logout.title"),
        description: message?.description || t("order.logout.text"),
        cancelLabel: message?.left_cta || t("order.logout.cancel"),
        confirmLabel: message?.right_cta || t("order.logout.confirm"),
      };
}

/**
 * The warning's texts, read when it is about to be asked: the CMS's message (loadBookingMessages), else the shop's
 * own, which load with them (the "notices" part). Rejects only when the shop's texts cannot load (offline).
 */
export async function cartLossWarning(kind: CartLossKind, context: CartLossContext) {
  const [messages, texts] = await Promise.all([loadBookingMessages(context), loadPartTexts(context.locale, ["notices"])]);
  return cartLossTexts(kind, messages, extendTranslator(context.t, texts));
}

/**
 * Before a location switch or a logout: with items in the cart the warning modal asks first. Resolves true when the
 * caller may go on (nothing in the cart, or confirmed: cart, timer and booking bar are then cleared and the places
 * released) and false when the visitor chose to stay, or when the warning could not be asked (its texts could not
 * load: the cart stays as it is). For the logout of the accounts area.
 */
export async function confirmCartLoss(kind: CartLossKind, context: CartLossContext): Promise<boolean> {
  hydrateCart();
  const count = useCart.getState().bookingData.length;
  if (count === 0) {
    // A location switch clears whatever booking state remains; a logout without a cart just proceeds.
    if (kind === "location") void clearBookingForLeaving(context);
    return true;
  }
  let texts: Awaited<ReturnType<typeof cartLossWarning>>;
  try {
    texts = await cartLossWarning(kind, context);
  } catch {
    return false;
  }
  return new Promise((resolve) => {
    let confirmed = false;
    useLayout.getState().askWarning({
      ...texts,
      onConfirm: () => {
        confirmed = true;
        void clearBookingForLeaving(context).finally(() => resolve(true));
      },
    });
    const stop = useLayout.subscribe((state) => {
      if (state.warning !== null) return;
      stop();
      // The dialog closes before it calls onConfirm: decide once that call had its chance.
      queueMicrotask(() => {
        if (!confirmed) resolve(false);
      });
    });
  });
}
