// Plural text forms of the shop (booking-and-checkout §5: one, two, 3 to 9, 10 and more) and the guest nouns
// the booking bar summary prints in English and Arabic.
import type { GuestCounts, GuestType } from "../catalogue";
import { GUEST_TYPES } from "./guests";
import type { Locale } from "../locale";

export type PluralCategory = "one" | "two" | "few" | "many";
export interface PluralForms {
  one: string;
  two: string;
  few: string;
  many: string;
}

/**
 * one: 1, two: 2, few: 3-9, many: 10 and more, as the spec fixes (Intl.PluralRules("ar") would split 10 and
 * 11-99 and 100+; the shop's counts stop at 36, where the spec's four forms read right except at exactly 10).
 * Zero takes the "few" form, the plain plural in both languages ("0 Adults", "0 بالغين"). Negative numbers
 * count by their size; fractions take "many".
 */
export function pluralCategory(n: number): PluralCategory {
  const size = Math.abs(n);
  if (!Number.isInteger(size)) return "many";
  if (size === 1) return "one";
  if (size === 2) return "two";
  if (size < 10) return "few";
  return "many";
}

/** The form for n with every {n} replaced by the number. */
export function pluralize(n: number, forms: PluralForms): string {
  return forms[pluralCategory(n)].replaceAll("{n}", String(n));
}

/** The name of each age type on its own (a ticket, an invoice line). */
export const GUEST_TYPE_NAMES: Record<GuestType, Record<Locale, string>> = {
  adult: { en: "Adult", ar: "بالغ" },
  junior: { en: "Junior", ar: "ناشئ" },
  child: { en: "Child", ar: "طفل" },
  infant: { en: "Infant", ar: "رضيع" },
};

/** Guest nouns with the count, per language and form. */
export const GUEST_NOUNS: Record<Locale, Record<GuestType | "guest", PluralForms>> = {
  en: {
    adult: { one: "{n} Adult", two: "{n} Adults", few: "{n} Adults", many: "{n} Adults" },
    junior: { one: "{n} Junior", two: "{n} Juniors", few: "{n} Juniors", many: "{n} Juniors" },
    child: { one: "{n} Child", two: "{n} Children", few: "{n} Children", many: "{n} Children" },
    infant: { one: "{n} Infant", two: "{n} Infants", few: "{n} Infants", many: "{n} Infants" },
    guest: { one: "{n} Guest", two: "{n} Guests", few: "{n} Guests", many: "{n} Guests" },
  },
  // Arabic: singular, dual, genitive plural after 3-9, accusative singular after 10 and more.
  ar: {
    adult: { one: "{n} بالغ", two: "{n} بالغان", few: "{n} بالغين", many: "{n} بالغًا" },
    junior: { one: "{n} ناشئ", two: "{n} ناشئان", few: "{n} ناشئين", many: "{n} ناشئًا" },
    child: { one: "{n} طفل", two: "{n} طفلان", few: "{n} أطفال", many: "{n} طفلًا" },
    infant: { one: "{n} رضيع", two: "{n} رضيعان", few: "{n} رُضّع", many: "{n} رضيعًا" },
    guest: { one: "{n} ضيف", two: "{n} ضيفان", few: "{n} ضيوف", many: "{n} ضيفًا" },
  },
};

/** Separator between the parts of a summary: a comma, the Arabic comma in Arabic. */
export const LIST_SEPARATOR: Record<Locale, string> = { en: ", ", ar: "، " };

/** "2 Adults, 1 Child" / "2 بالغان، 1 طفل": the types with guests, in adult-junior-child-infant order. */
export function guestSummary(counts: GuestCounts, locale: Locale): string {
  return GUEST_TYPES.filter((type) => counts[type] > 0)
    .map((type) => pluralize(counts[type], GUEST_NOUNS[locale][type]))
    .join(LIST_SEPARATOR[locale]);
}
