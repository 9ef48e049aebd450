// The member's session in the browser (booking-and-checkout §4 sign-in and sign-out): the session check (on load and
// when the tab is shown again) and the sign-out, member-initiated (after the cart warning) or forced (the shop signed
// the member out, or the session's state is unknown). Loaded on demand: only a signed-in page needs it.
import { AUTH_PATHS, MEMBER_PATHS } from "../../shared/contract/members";
import type { CartLossContext } from "../components/cart/leave";
import { type AnswerSchema, type Caller, callProvider } from "../api/api";
import { trackLogout } from "../analytics/analytics-member";
import { noteSignedOut, safeLocalStorage, useMemberStore } from "./member-store";

/** The answer of POST check-session, read without the schema library (this module loads on every signed-in page). */
export const checkSessionAnswer: AnswerSchema<{ active: boolean }> = {
  safeParse: (value) =>
    typeof value === "object" && value !== null && typeof (value as { active?: unknown }).active === "boolean"
      ? { success: true, data: { active: (value as { active: boolean }).active } }
      : { success: false },
};

/** What the session check found: alive, ended (or never there: the page's member is unknown to the shop), or no answer. */
export type SessionState = "active" | "ended" | "unreachable";

/** POST check-session {}: a refusal of 401 or 403 means the page's member is no longer signed in; no answer keeps them. */
export async function checkMemberSession(caller: Caller): Promise<SessionState> {
  const answer = await callProvider({ tenant: caller.tenant, locale: caller.locale }, MEMBER_PATHS.checkSession, checkSessionAnswer, {
    method: "POST",
    body: {},
  });
  if (answer.ok) return answer.data.active ? "active" : "ended";
  if (answer.signedOut || answer.status === 401 || answer.status === 403) return "ended";
  return "unreachable";
}

/** Ends the session in the shop (it clears the cookie); a failure leaves the cookie to its own end. */
export async function postSignOut(): Promise<boolean> {
  try {
    const response = await fetch(AUTH_PATHS.signOut, { method: "POST", credentials: "same-origin", keepalive: true, headers: { accept: "application/json" } });
    return response.ok;
  } catch {
    return false;
  }
}

/** The cart pieces, loaded with a sign-out only. */
async function cartPieces() {
  const [leave, store] = await Promise.all([import("../components/cart/leave"), import("../cart/cart-store")]);
  return { ...leave, ...store };
}

/**
 * Signs the page out. "member": the member chose it; with items in the cart the warning modal asks first (false when
 * the member stays). "forced": the shop signed the member out; cart, timer and booking bar are cleared if booking
 * data exists. Either way the user information is forgotten, the shop's session ended, and the logged_out marker
 * written (other tabs go home).
 */
export async function endMemberSession(context: CartLossContext, how: "member" | "forced"): Promise<boolean> {
  const cart = await cartPieces();
  if (how === "member") {
    if (!(await cart.confirmCartLoss("logout", context))) return false;
  } else {
    cart.hydrateCart();
    const state = cart.useCart.getState();
    if (state.bookingData.length > 0 || state.bookingSessionTimer.isStart) await cart.clearBookingForLeaving(context);
  }
  // The member's details prefilled into the guest form are user information too.
  const state = cart.useCart.getState();
  if (state.bookingData.length === 0) {
    state.clearCartAndFlow();
    cart.announceCartChange();
  }
  useMemberStore.getState().forget();
  await postSignOut();
  noteSignedOut(safeLocalStorage());
  if (how === "member") trackLogout();
  return true;
}
