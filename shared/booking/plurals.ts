// The guest nouns with their count, in English and Arabic, and the booking bar's guest summary. The form of each
// count is the language's own (Intl.PluralRules, shared/plural.ts): Arabic's one and two are words ("بالغ واحد",
// "بالغان"), 3-10 take the plural ("3 بالغين"), 11-99 the accusative singular ("11 بالغًا"), 100 and on the
// singular ("100 بالغ").
import type { GuestCounts, GuestType } from "../catalogue";
import type { Locale } from "../locale";
import { type PluralText, countedText } from "../plural";
import { GUEST_TYPES } from "./guests";

/** The name of each age type on its own (a ticket, an invoice line). */
export const GUEST_TYPE_NAMES: Record<GuestType, Record<Locale, string>> = {
  adult: { en: "Adult", ar: "بالغ" },
  junior: { en: "Junior", ar: "ناشئ" },
  child: { en: "Child", ar: "طفل" },
  infant: { en: "Infant", ar: "رضيع" },
};

/** Guest nouns with the count, per language: a counted text each. */
export const GUEST_NOUNS: Record<Locale, Record<GuestType | "guest", PluralText>> = {
  en: {
    adult: { one: "{count} Adult", other: "{count} Adults" },
    junior: { one: "{count} Junior", other: "{count} Juniors" },
    child: { one: "{count} Child", other: "{count} Children" },
    infant: { one: "{count} Infant", other: "{count} Infants" },
    guest: { one: "{count} Guest", other: "{count} Guests" },
  },
  ar: {
    adult: { zero: "لا بالغين", one: "بالغ واحد", two: "بالغان", few: "{count} بالغين", many: "{count} بالغًا", other: "{count} بالغ" },
    junior: { zero: "لا ناشئين", one: "ناشئ واحد", two: "ناشئان", few: "{count} ناشئين", many: "{count} ناشئًا", other: "{count} ناشئ" },
    child: { zero: "لا أطفال", one: "طفل واحد", two: "طفلان", few: "{count} أطفال", many: "{count} طفلًا", other: "{count} طفل" },
    infant: { zero: "لا رُضّع", one: "رضيع واحد", two: "رضيعان", few: "{count} رُضّع", many: "{count} رضيعًا", other: "{count} رضيع" },
    guest: { zero: "لا ضيوف", one: "ضيف واحد", two: "ضيفان", few: "{count} ضيوف", many: "{count} ضيفًا", other: "{count} ضيف" },
  },
};

/** "3 Adults" / "بالغان": a number of guests of one type (or of guests at all). */
export function guestCount(count: number, type: GuestType | "guest", locale: Locale): string {
  return countedText(locale, count, GUEST_NOUNS[locale][type]);
}

/** Separator between the parts of a summary: a comma, the Arabic comma in Arabic. */
export const LIST_SEPARATOR: Record<Locale, string> = { en: ", ", ar: "، " };

/** "2 Adults, 1 Child" / "بالغان، طفل واحد": the types with guests, in adult-junior-child-infant order. */
export function guestSummary(counts: GuestCounts, locale: Locale): string {
  return GUEST_TYPES.filter((type) => counts[type] > 0)
    .map((type) => guestCount(counts[type], type, locale))
    .join(LIST_SEPARATOR[locale]);
}
