// Which discounts combine on one booking (docs/decisions/008): one of the promo code, the bank offer, the staff
// discount and the Fazaa discount, never two; SHARE points (a way to pay, not a price cut) go with any of them.
// The provider refuses a second one (4105) and the cart says so before anyone tries.
import { normaliseEmail } from "./validation";

export const DISCOUNT_KINDS = ["promo", "bankOffer", "staff", "fazaa", "points"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** The discounts of which a booking takes one at most. */
export const EXCLUSIVE_DISCOUNTS: readonly DiscountKind[] = ["promo", "bankOffer", "staff", "fazaa"];
/** A discount of which a booking takes one at most: every kind but SHARE points. */
export type ExclusiveDiscountKind = Exclude<DiscountKind, "points">;

/** What a basket check (or a cart about to send one) claims, in the words of the check-basket request. */
export interface DiscountClaims {
  promoCode?: string | null;
  promoId?: number | null;
  offerGroupId?: number | null;
  maf_discount_code?: string | null;
  fazaa_discount_code?: string | null;
  /** A member's voucher: a way to pay like SHARE points, so it goes with any one discount. */
  voucherCode?: string | null;
  redeemAmount?: number | null;
}

/** The kinds of discount a request claims, in the order they are applied. */
export function claimedDiscounts(claims: DiscountClaims): DiscountKind[] {
  const kinds: DiscountKind[] = [];
  if (claims.promoCode || claims.promoId) kinds.push("promo");
  if (claims.offerGroupId) kinds.push("bankOffer");
  if (claims.maf_discount_code) kinds.push("staff");
  if (claims.fazaa_discount_code) kinds.push("fazaa");
  if ((claims.redeemAmount ?? 0) > 0) kinds.push("points");
  return kinds;
}

/** True when the claims hold at most one exclusive discount. */
export function discountsCombine(kinds: readonly DiscountKind[]): boolean {
  return kinds.filter((k) => EXCLUSIVE_DISCOUNTS.includes(k)).length <= 1;
}

/** Whether a discount of `kind` may be added to what is already claimed (replacing one of the same kind is fine). */
export function mayAddDiscount(claimed: readonly DiscountKind[], kind: DiscountKind): boolean {
  return discountsCombine([...claimed.filter((k) => k !== kind), kind]);
}

/** The applied discount that keeps one of `kind` from being added (one of promo, bank offer, staff, Fazaa), or null. */
export function blockingDiscount(claimed: readonly DiscountKind[], kind: DiscountKind): ExclusiveDiscountKind | null {
  if (mayAddDiscount(claimed, kind)) return null;
  return claimed.find((k): k is ExclusiveDiscountKind => k !== kind && EXCLUSIVE_DISCOUNTS.includes(k)) ?? null;
}

/**
 * The staff discount is for the staff member's own booking (4303 at checkout): true when it is claimed with
 * `staffEmail` and the guest's e-mail is another one (or none), both compared normalised (trimmed, lower-cased).
 */
export function guestEmailBreaksStaffDiscount(staffEmail: string | null | undefined, guestEmail: string): boolean {
  if (!staffEmail?.trim()) return false;
  return normaliseEmail(staffEmail) !== normaliseEmail(guestEmail);
}
