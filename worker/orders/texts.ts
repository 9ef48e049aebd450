// The order calls' refusals in both languages (booking-and-checkout §8): each error code with its message, and
// the answer shape (orderErrorAnswerSchema) the basket check and the session calls send.
import { ORDER_ERROR_CODES, type OrderErrorAnswer, type OrderErrorCode } from "../../shared/cart/api";
import type { Locale } from "../../shared/locale";

const C = ORDER_ERROR_CODES;

export const ORDER_ERROR_MESSAGES: Partial<Record<OrderErrorCode, { en: string; ar: string }>> = {
  [C.slotBookedNow]: {
    en: "The selected time slot is booked now. Please choose another time.",
    ar: "الفترة الزمنية المختارة محجوزة الآن. يرجى اختيار وقت آخر.",
  },
  [C.notSoldOnDate]: {
    en: "This product is not available on the selected date. Please choose another date.",
    ar: "هذا المنتج غير متاح في التاريخ المختار. يرجى اختيار تاريخ آخر.",
  },
  [C.sessionEnded]: {
    en: "Your booking session has ended. Please add your items again.",
    ar: "انتهت جلسة الحجز الخاصة بك. يرجى إضافة العناصر مرة أخرى.",
  },
  [C.cannotExtend]: {
    en: "Your booking session cannot be extended any more.",
    ar: "لا يمكن تمديد جلسة الحجز الخاصة بك أكثر من ذلك.",
  },
  [C.promoUnknown]: { en: "This promo code is not valid.", ar: "رمز الخصم هذا غير صالح." },
  [C.promoExpired]: { en: "This promo code has expired or is not active yet.", ar: "رمز الخصم هذا منتهي الصلاحية أو غير مفعل بعد." },
  [C.promoUsedUp]: { en: "This promo code has already been fully used.", ar: "تم استخدام رمز الخصم هذا بالكامل." },
  [C.promoNotForProducts]: {
    en: "This promo code does not apply to the items in your cart.",
    ar: "رمز الخصم هذا لا ينطبق على العناصر الموجودة في سلتك.",
  },
  [C.bankOfferNotEligible]: {
    en: "This card is not eligible for the selected bank offer.",
    ar: "هذه البطاقة غير مؤهلة لعرض البنك المختار.",
  },
  [C.mafNotEligible]: {
    en: "This email address is not eligible for the staff discount.",
    ar: "عنوان البريد الإلكتروني هذا غير مؤهل لخصم الموظفين.",
  },
  [C.fazaaInvalid]: { en: "This Fazaa card number is not valid.", ar: "رقم بطاقة فزعة هذا غير صالح." },
  [C.pointsNotAllowed]: {
    en: "Points can only be redeemed by signed-in SHARE members on this site.",
    ar: "يمكن استبدال النقاط فقط من قبل أعضاء شير المسجلين في هذا الموقع.",
  },
};

const GENERIC = { en: "An error occurred. Please try again.", ar: "حدث خطأ. يرجى المحاولة مرة أخرى." };

export function orderErrorMessage(code: OrderErrorCode, locale: Locale): string {
  return (ORDER_ERROR_MESSAGES[code] ?? GENERIC)[locale];
}

/** A refusal: the first productErrorList entry carries the code and message (and the failed line, when one did). */
export function orderError(code: OrderErrorCode, locale: Locale, uniqueIDs: string[] = []): OrderErrorAnswer {
  const message = orderErrorMessage(code, locale);
  const entries = uniqueIDs.length ? uniqueIDs.map((uniqueID) => ({ errorNumber: code, errorDescription: message, uniqueID })) : [{ errorNumber: code, errorDescription: message }];
  return { code, errorMessage: message, productErrorList: entries };
}

/** A discount or session refusal, thrown by the order functions and answered by the router. */
export class OrderRefusal extends Error {
  constructor(
    readonly code: OrderErrorCode,
    readonly status: 409 | 422,
    readonly uniqueIDs: string[] = [],
  ) {
    super(`order refused with ${code}`);
  }
}

export const BASKET_OK_MESSAGE = { en: "Basket checked.", ar: "تم التحقق من السلة." };
