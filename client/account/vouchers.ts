// The member's vouchers (GET /get-vouchers-list): the ones still to use first, soonest to end first, then the used,
// then the expired; each state with its words and colour on the alpine page.
import type { Voucher } from "../../shared/contract/account-schemas";

export type VoucherState = Voucher["status"];

const STATE_ORDER: Record<VoucherState, number> = { active: 0, used: 1, expired: 2 };

/** Valid vouchers first (the one ending soonest on top), then used, then expired (the latest ended on top). */
export function orderVouchers(vouchers: readonly Voucher[]): Voucher[] {
  return [...vouchers].sort((a, b) => {
    const byState = STATE_ORDER[a.status] - STATE_ORDER[b.status];
    if (byState !== 0) return byState;
    const byEnd = a.status === "active" ? a.validUntil.localeCompare(b.validUntil) : b.validUntil.localeCompare(a.validUntil);
    return byEnd !== 0 ? byEnd : a.code.localeCompare(b.code);
  });
}

/** The dictionary key of a voucher's state ("valid", "used", "expired"). */
export function voucherStateKey(state: VoucherState): "holdings.voucher.valid" | "holdings.voucher.used" | "holdings.voucher.expired" {
  return state === "active" ? "holdings.voucher.valid" : state === "used" ? "holdings.voucher.used" : "holdings.voucher.expired";
}
