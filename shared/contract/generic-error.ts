// The words of a failure nobody named (§8 COMMON.ERROR_MESSAGES.ERROR_OCCURRED), on their own so the error screens of
// every page show them without loading the order contract's catalogue of refusals.
import type { Locale } from "../locale";

export const GENERIC_ERROR: Readonly<Record<Locale, string>> = { en: "An error occurred. Please try again.", ar: "حدث خطأ. يرجى المحاولة مرة أخرى." };
