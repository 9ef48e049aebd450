// The answers of the order calls as the contract shapes them: a success body, a refusal carrying a code of
// shared/contract/orders.ts with its message in the call's language, or bad input with its fields and rules.
import { ORDER_ERRORS, type OrderErrorName, orderErrorMessage } from "../../shared/contract/orders";
import type { InvalidRequest, OrderErrorAnswer } from "../../shared/contract/order-schemas";
import type { Locale } from "../../shared/locale";

/** An order call's answer before it becomes an HTTP response: status, JSON body and any extra headers. */
export interface JsonAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A file answer (the ticket PDF, the invoice page). */
export interface FileAnswer {
  status: 200;
  file: Uint8Array | string;
  contentType: string;
  fileName?: string;
}

export type OrderAnswer = JsonAnswer | FileAnswer;

export const isFileAnswer = (answer: OrderAnswer): answer is FileAnswer => "file" in answer;

/** The HTTP status each refusal answers with. */
const STATUS: Partial<Record<OrderErrorName, number>> = {
  accessDenied: 401,
  cartNotFound: 404,
  bookingNotFound: 404,
  paymentNotFound: 404,
  tooManyRequests: 429,
  codeLocked: 429,
  busy: 503,
  promoUnknown: 422,
  promoExpired: 422,
  promoUsedUp: 422,
  promoNotForProducts: 422,
  discountsDoNotCombine: 422,
  bankOfferNotEligible: 422,
  bankOfferNeedsCard: 422,
  cardNotForOffer: 422,
  mafNotEligible: 422,
  fazaaInvalid: 422,
  voucherNotYours: 422,
  voucherUsed: 422,
  voucherExpired: 422,
  voucherSignInRequired: 422,
  mafNotOwnBooking: 422,
  mafSignInRequired: 422,
  mafEmailNotVerified: 422,
  pointsNotAllowed: 422,
  pointsNotEnough: 422,
  tooManyGuests: 422,
  tooManyLines: 422,
  signInRequired: 401,
  memberSessionEnded: 401,
  signInFailed: 400,
  accountRefused: 403,
  memberBooking: 404,
  memberDetailsMissing: 422,
};

/** The refusal body: the first productErrorList entry carries the code and message (and each failed line). */
export function refusalBody(name: OrderErrorName, locale: Locale, uniqueIDs: readonly string[] = []): OrderErrorAnswer {
  const code = ORDER_ERRORS[name].code;
  const message = orderErrorMessage(code, locale);
  const entries = uniqueIDs.length
    ? uniqueIDs.map((uniqueID) => ({ errorNumber: code, errorDescription: message, uniqueID }))
    : [{ errorNumber: code, errorDescription: message }];
  return { code, errorMessage: message, productErrorList: entries };
}

/** A refusal answer with its status (409 for places, sessions and carts unless listed above). */
export function refusal(name: OrderErrorName, locale: Locale, uniqueIDs: readonly string[] = [], headers?: Record<string, string>): JsonAnswer {
  return { status: STATUS[name] ?? 409, body: refusalBody(name, locale, uniqueIDs), ...(headers ? { headers } : {}) };
}

/** Bad input: 400 naming each field and the rule it breaks. */
export function invalid(issues: InvalidRequest["issues"]): JsonAnswer {
  const body: InvalidRequest = { error: "invalid_request", issues };
  return { status: 400, body };
}

export const ok = (body: unknown, headers?: Record<string, string>): JsonAnswer => ({ status: 200, body, ...(headers ? { headers } : {}) });
