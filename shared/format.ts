// How the shop prints amounts: in the venue's currency (2 decimals, or 3 where the venue says so; an empty amount
// shows as zero), with Western digits. Date keys are written by shared/date-key.ts.
import type { Locale } from "./locale";
import { cachedFormat } from "./intl-cache";

export function amountOrZero(amount: number | string | null | undefined): number {
  if (amount === null || amount === undefined || amount === "") return 0;
  const value = typeof amount === "number" ? amount : Number(amount);
  return Number.isFinite(value) ? value : 0;
}

/**
 * One number format per language, currency and decimals: building one costs far more than using it (a product page
 * prints a price for each of its 60 calendar days and each ticket kind).
 */
const amountFormats = new Map<string, Intl.NumberFormat>();

/** "AED 150.00" in English, "‏150.00 د.إ.‏" in Arabic (Western digits, as the venues print them). */
export function formatAmount(
  amount: number | string | null | undefined,
  currency: string,
  decimals: 2 | 3,
  locale: Locale,
): string {
  const id = `${locale}|${currency}|${decimals}`;
  const format = cachedFormat(amountFormats, id, () => new Intl.NumberFormat(...amountFormatArgs(currency, decimals, locale)));
  return format.format(amountOrZero(amount));
}

/** The language tag and options of the amount format (also built ahead by the page's Intl warm-up, shared/intl-warm.ts). */
export function amountFormatArgs(currency: string, decimals: 2 | 3, locale: Locale): [string, Intl.NumberFormatOptions] {
  return [
    locale === "ar" ? "ar-AE-u-nu-latn" : "en-AE",
    { style: "currency", currency, currencyDisplay: locale === "ar" ? "symbol" : "code", minimumFractionDigits: decimals, maximumFractionDigits: decimals },
  ];
}
