// The words of a failure nobody named (§8 COMMON.ERROR_MESSAGES.ERROR_OCCURRED), on their own so the error screens of
// every page show them without loading the order contract's catalogue of refusals.
import type { Locale } from "../locale";

export const GENERIC_ERROR: Readonly<Record<Locale, string>> = { en: "An error occurred. Please try again.", ar: "حدث خطأ. يرجى المحاولة مرة أخرى." };

/** The words before a failed page's request id, which a visitor can quote to the venue (the server's X-Request-Id). */
export const ERROR_REFERENCE: Readonly<Record<Locale, string>> = { en: "Reference", ar: "الرقم المرجعي" };

/** The status of a page whose reads met the shop's database locked for longer than its tries (worker/d1-busy.ts). */
export const BUSY_STATUS = 503;

/** A page's words when its database stayed locked: nothing failed for good, and a reload in a moment will do. */
export const BUSY_PAGE: Readonly<Record<Locale, { title: string; body: string; retry: string }>> = {
  en: { title: "The shop is busy", body: "The shop is busy for a moment. Please reload the page in a few seconds.", retry: "Try again" },
  ar: { title: "المتجر مشغول", body: "المتجر مشغول للحظات. يرجى إعادة تحميل الصفحة بعد بضع ثوانٍ.", retry: "حاول مرة أخرى" },
};

/**
 * An error page's heading, the line under it and, where asking again can help, the words of a link that asks for the
 * same page again: the busy words for a busy page, else the words of any failure.
 */
export function errorWordsOf(status: number, locale: Locale): { title: string; body: string; retry: string | null } {
  return status === BUSY_STATUS ? BUSY_PAGE[locale] : { title: GENERIC_ERROR[locale], body: "", retry: null };
}
