// The SHARE estimate a page may show without asking anyone (booking-and-checkout §5): an amount earns 0.3 of itself
// as points, and points ÷ SHARE_POINTS_PER_CURRENCY_UNIT is the reward in the site's currency.
import { SHARE_POINTS_PER_CURRENCY_UNIT } from "../contract/members";

/** Points earned per unit of the site's currency spent. */
export const SHARE_POINTS_PER_AMOUNT = 0.3;

export interface ShareEstimate {
  /** Whole points (rounded down: a fraction of a point is not earned). */
  points: number;
  /** The points' value in the site's currency, rounded to its decimals. */
  reward: number;
}

/** The points an amount earns and what they are worth; nothing for a negative or unreadable amount. */
export function shareEstimate(amount: number, decimals: 2 | 3): ShareEstimate {
  if (!Number.isFinite(amount) || amount <= 0) return { points: 0, reward: 0 };
  // Rounded first to hide binary noise (100 × 0.3 is 30.000000000000004), then down to whole points.
  const points = Math.floor(Math.round(amount * SHARE_POINTS_PER_AMOUNT * 1e6) / 1e6);
  const scale = 10 ** decimals;
  return { points, reward: Math.round((points / SHARE_POINTS_PER_CURRENCY_UNIT) * scale) / scale };
}
