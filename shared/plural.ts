// Counted texts: one dictionary entry holds a text per plural category, and the count picks one with the language's
// own rules (Intl.PluralRules). English uses one and other; Arabic uses all six: zero (0), one (1), two (2),
// few (3-10, 103-110…), many (11-99, 111-199…) and other (100-102, 200…), docs/decisions/045-plural-forms.md.
import type { Locale } from "./locale";

export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

/**
 * A counted text: `{count}` in a form is the number. `other` is required; a missing form falls back to it
 * (English writes `{ one, other }`, Arabic writes all six).
 */
export type PluralText = Partial<Record<Exclude<PluralCategory, "other">, string>> & { other: string };

/** A dictionary text: a plain string, or a counted text. */
export type Message = string | PluralText;

export const PLURAL_CATEGORIES: readonly PluralCategory[] = ["zero", "one", "two", "few", "many", "other"];

/** The language tag of the plural rules; Arabic with Latin digits, as the shop prints numbers. */
const PLURAL_LOCALES: Record<Locale, string> = { en: "en", ar: "ar" };
const rules = new Map<Locale, Intl.PluralRules>();

/** The plural category of a count in a language. */
export function pluralCategory(locale: Locale, count: number): PluralCategory {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(PLURAL_LOCALES[locale])));
  return rule.select(count) as PluralCategory;
}

export function isPluralText(message: unknown): message is PluralText {
  return typeof message === "object" && message !== null && typeof (message as PluralText).other === "string";
}

/** The form of a counted text for a count (the `other` form when the language's category has none). */
export function pluralForm(locale: Locale, count: number, text: PluralText): string {
  return text[pluralCategory(locale, count)] ?? text.other;
}

/** A counted text for a count, its `{count}` printed as the shop prints numbers: "3 Adults", "بالغان". */
export function countedText(locale: Locale, count: number, text: PluralText): string {
  return pluralForm(locale, count, text).replaceAll("{count}", formatCount(locale, count));
}

/** An Arabic counted text: every one of the six forms, so each count reads right. */
export type ArabicPluralText = Record<PluralCategory, string>;

/** The Arabic texts of an English dictionary part: a string for a string, six forms for a counted text. */
export type ArabicTexts<English> = { [K in keyof English]: English[K] extends string ? string : ArabicPluralText };

const countFormats = new Map<Locale, Intl.NumberFormat>();

/** A count as the shop prints numbers: grouped, with Latin digits in Arabic too ("2,450"). */
export function formatCount(locale: Locale, count: number): string {
  let format = countFormats.get(locale);
  if (!format) countFormats.set(locale, (format = new Intl.NumberFormat(locale === "ar" ? "ar-AE-u-nu-latn" : "en-AE")));
  return format.format(count);
}
