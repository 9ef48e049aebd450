// The SHARE rules of paying with points and earning them (booking-and-checkout §3-§5, docs/decisions/012), written
// once for the provider, the seam and the pages: a point is worth 1/10 of the site's currency unit, an amount paid by
// card earns 0.3 of itself as whole points (the local estimate's rule), and redeeming an amount costs its worth in
// whole points, rounded up (a tenth of a unit that no whole point matches is paid with one more point, never lost).
import { SHARE_POINTS_PER_CURRENCY_UNIT } from "../contract/members";
import { roundAmount } from "./pricing";
import { shareEstimate } from "./share-estimate";

/** Whole points an amount paid by card earns (0.3 of it, rounded down). */
export function pointsEarnedBy(amountPaid: number, decimals: 2 | 3): number {
  return shareEstimate(amountPaid, decimals).points;
}

/** Whole points that pay `amount` of the site's currency (rounded up); 0 for nothing or nonsense. */
export function pointsToRedeem(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  // Rounded first to hide binary noise (12.3 × 10 is 123.00000000000001), then up to whole points.
  return Math.ceil(Math.round(amount * SHARE_POINTS_PER_CURRENCY_UNIT * 1e6) / 1e6);
}

/** What a number of points is worth in the site's currency, in its decimals. */
export function worthOfPoints(points: number, decimals: 2 | 3): number {
  if (!Number.isFinite(points) || points <= 0) return 0;
  return roundAmount(points / SHARE_POINTS_PER_CURRENCY_UNIT, decimals);
}

/** The most a member may apply: the balance's worth, never more than the total to pay. */
export function maxRedeemable(balancePoints: number, total: number, decimals: 2 | 3): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.min(worthOfPoints(balancePoints, decimals), roundAmount(total, decimals));
}

/** True when the points paid the whole total (analytics payment type Share, no card). */
export function pointsPayWhole(pointsAmount: number, total: number): boolean {
  return pointsAmount > 0 && Math.abs(pointsAmount - total) < 0.0005;
}

/** An amount a member types to pay with points: digits with at most the site's decimals (a comma as the point); null otherwise. */
export function typedPointsAmount(text: string, decimals: 2 | 3): number | null {
  const value = text.trim().replace(",", ".");
  if (!new RegExp(`^\\d{1,7}(\\.\\d{1,${decimals}})?$`).test(value)) return null;
  return Number(value);
}

/**
 * The SHARE simulation of a priced basket (POST /share-simulate, for SHARE members only: others get shareEstimate
 * with no call): the card pays the gross, the whole transaction is the gross and the points already applied (what
 * they redeem). Null when there is nothing to simulate (no basket, or a basket of nothing).
 */
export function simulationRequestOf(total: { gross: number; share_amount: number } | null, decimals: 2 | 3): { pay_in_amount: number; trx_amount: number } | null {
  if (!total || !Number.isFinite(total.gross) || !Number.isFinite(total.share_amount)) return null;
  const payIn = roundAmount(Math.max(0, total.gross), decimals);
  const trx = roundAmount(payIn + Math.max(0, total.share_amount), decimals);
  return trx > 0 ? { pay_in_amount: payIn, trx_amount: trx } : null;
}
