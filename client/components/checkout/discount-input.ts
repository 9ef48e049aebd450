// What the discount forms check before any call (booking-and-checkout §7 check-basket request; docs/decisions/008):
// the shapes the provider refuses with a 400, refused here first in the contract's words for that discount so the
// guest reads why. Pure, so the rules are tested on their own. Which form an applied discount disables is the shared
// rule's (blockingDiscount in shared/discounts.ts).
import { CARD_BIN_PATTERN, FAZAA_CARD_PATTERN, ORDER_ERROR_CODES, type OrderErrorCode, PROMO_CODE_MAX_LENGTH, VOUCHER_CODE_PATTERN } from "../../../shared/contract/orders";
import { isSafeText } from "../../../shared/text";
import { validateEmail } from "../../../shared/validation";

/** Why an input is not sent: nothing typed, or the contract's refusal for its shape. */
export type InputProblem = { kind: "empty" } | { kind: "refused"; code: OrderErrorCode };

const refused = (code: OrderErrorCode): InputProblem => ({ kind: "refused", code });

/** A promo code: at most 40 characters, no control or direction character. */
export function promoCodeProblem(input: string): InputProblem | null {
  const code = input.trim();
  if (!code) return { kind: "empty" };
  if (code.length > PROMO_CODE_MAX_LENGTH || !isSafeText(code)) return refused(ORDER_ERROR_CODES.promoUnknown);
  return null;
}

/** A voucher's code as the account lists it; one of another shape is on nobody's account. */
export function voucherCodeProblem(input: string): InputProblem | null {
  const code = input.trim();
  if (!code) return { kind: "empty" };
  return VOUCHER_CODE_PATTERN.test(code) ? null : refused(ORDER_ERROR_CODES.voucherNotYours);
}

/** The staff discount's e-mail: an e-mail address (the staff list decides the rest). */
export function staffEmailProblem(input: string): InputProblem | null {
  if (!input.trim()) return { kind: "empty" };
  return validateEmail(input) ? refused(ORDER_ERROR_CODES.mafNotEligible) : null;
}

/** A Fazaa card number: digits only; spaces between groups are dropped. */
export function fazaaCardProblem(input: string): InputProblem | null {
  const digits = normaliseFazaaCard(input);
  if (!digits) return { kind: "empty" };
  return FAZAA_CARD_PATTERN.test(digits) ? null : refused(ORDER_ERROR_CODES.fazaaInvalid);
}

/** The card number as sent: spaces and dashes between digit groups removed. */
export function normaliseFazaaCard(input: string): string {
  return input.trim().replace(/[\s-]/g, "");
}

/** A bank offer's card BIN: the card's first 6 to 8 digits (the field takes digits only). */
export function isCardBin(input: string): boolean {
  return CARD_BIN_PATTERN.test(input);
}
