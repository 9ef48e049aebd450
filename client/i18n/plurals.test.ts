// Counted texts: every number beside a noun is a plural entry, in both languages, and each count takes the form its
// language's rules give (Intl.PluralRules). docs/decisions/045-plural-forms.md.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PLURAL_CATEGORIES, type Message, isPluralText, pluralCategory } from "../../shared/plural";
import { ar } from "./ar";
import { en } from "./en";
import { translatorFrom } from "./index";

/**
 * Placeholders that never hold a count, whatever the message: names, codes, dates and times, amounts already
 * formatted with their currency, percentages, and measures printed with their unit symbol.
 */
const NOT_A_COUNT = new Set([
  // names and words
  "name", "title", "brand", "venue", "site", "here", "type", "field", "level", "levels", "group", "organisation",
  "network", "bank", "applied", "equipment", "names", "list", "offers", "reason", "guest", "email",
  // codes
  "code", "id", "identifier", "reference", "bin", "last4",
  // dates and times
  "date", "dates", "time", "last", "start", "end", "from", "until",
  // amounts already formatted (shared/format.ts formatAmount), percentages, measures with their unit
  "amount", "price", "reward", "percentage", "rate", "height", "weight", "shoe",
]);

/** Numbers that stand without a counted noun in the given messages (each with the reason). */
const NUMBER_WITHOUT_NOUN: Record<string, string[]> = {
  // an ordinal label: "Step 2", "Ticket 3:"
  "bookingBar.step": ["n"],
  "extra.addGuest.ticket": ["n"],
  // ages in brackets, an age, a range: "(3-11)", "Age 7", "Between 1 and 20"
  "bookingBar.guestRange.plus": ["min"],
  "bookingBar.guestRange.between": ["min", "max"],
  "account.family.age": ["age"],
  "catalogue.minimumAge": ["age"],
  "contact.groupSize.hint": ["max"],
  // "{passed} of {total} passed": a score
  "account.passport.progress": ["passed", "total"],
  // an amount already formatted
  "checkout.share.hint": ["max"],
  "checkout.share.invalid.max": ["max"],
  // a label and its number: "Tickets: 3"
  "account.dashboard.tickets": ["count"],
  "account.bookings.itemTickets": ["count"],
  "bookingBar.countAnnouncement": ["count"],
  "checkout.cart.tables": ["count"],
  "extra.addGuest.saved": ["count"],
  // a multiplication: "2 × Snow Park"
  "account.share.history.item": ["quantity"],
  // texts already counted with their plural forms (a guest summary, a counted text)
  "catalogue.resultsFor": ["guests"],
  "catalogue.slotTooSmall": ["guests"],
  "catalogue.partyOf": ["guests"],
  "catalogue.partyProblem": ["perType", "total"],
  "checkout.cart.guestsUpdated": ["guests"],
  "checkout.cart.guestsNoPlaces": ["guests", "current"],
  "checkout.cart.guestsLimits": ["perType", "total"],
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** Messages of a dictionary that put a number placeholder in a plain text (a count without its plural forms). */
export function uncountedNumbers(dictionary: Record<string, Message>): string[] {
  const found: string[] = [];
  for (const [key, message] of Object.entries(dictionary)) {
    if (isPluralText(message)) continue;
    for (const name of placeholders(message)) {
      if (!NOT_A_COUNT.has(name) && !NUMBER_WITHOUT_NOUN[key]?.includes(name)) found.push(`${key}: {${name}} in "${message}"`);
    }
  }
  return found;
}

describe("a number beside a noun", () => {
  it.each([["en", en], ["ar", ar]] as const)("is a plural entry in the %s dictionary", (_, dictionary) => {
    expect(uncountedNumbers(dictionary)).toEqual([]);
  });

  it("is found by the check (a plain text with a count fails it)", () => {
    expect(uncountedNumbers({ "x.places": "{count} أماكن متبقية", "x.step": "{date}", "x.forms": { one: "1", other: "{count} places" } })).toEqual([
      'x.places: {count} in "{count} أماكن متبقية"',
    ]);
  });

  it("has the forms of its language: one and other in English, all six in Arabic, with the same placeholders", () => {
    const plural = Object.keys(en).filter((key) => isPluralText(en[key as keyof typeof en]));
    expect(plural.length).toBeGreaterThan(10);
    for (const key of plural) {
      const english = en[key as keyof typeof en] as unknown as Record<string, string>;
      const arabic = ar[key as keyof typeof ar] as unknown as Record<string, string>;
      expect(Object.keys(english).sort(), key).toEqual(["one", "other"]);
      expect(Object.keys(arabic).sort(), key).toEqual([...PLURAL_CATEGORIES].sort());
      // The number itself is in every form that is not a word for it ("one ticket", "مكانان").
      expect(english.other, key).toContain("{count}");
      for (const form of ["few", "many", "other"]) expect(arabic[form], `${key}.${form}`).toContain("{count}");
      const others = (text: string) => new Set(placeholders(text).filter((name) => name !== "count"));
      const expected = others(english.other ?? "");
      for (const text of [...Object.values(english), ...Object.values(arabic)]) expect(others(text), key).toEqual(expected);
    }
  });
});

/** The browser code's files (components, routes and the rest), without the dictionaries. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "i18n" || entry.name.startsWith("+") ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("a counted text's call", () => {
  it("passes the count that picks its form", () => {
    const client = resolve(__dirname, "..");
    const plural = new Set(Object.keys(en).filter((key) => isPluralText(en[key as keyof typeof en])));
    const withoutCount: string[] = [];
    let calls = 0;
    for (const file of sourceFiles(client)) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/\bt\(\s*"([\w.-]+)"\s*(,\s*\{)?/g)) {
        if (!plural.has(m[1]!)) continue;
        calls++;
        // The call's values: from the opening brace to the first closing one (a nested call may hold its own).
        const values = m[2] ? text.slice(m.index! + m[0].length, text.indexOf("}", m.index! + m[0].length)) : "";
        if (!/\bcount\b/.test(values)) withoutCount.push(`${relative(client, file)}: ${m[1]}`);
      }
    }
    expect(calls).toBeGreaterThan(10);
    expect(withoutCount).toEqual([]);
  });
});

describe("the plural category of a count", () => {
  const counts = [0, 1, 2, 3, 10, 11, 99, 100, 101];
  it("follows English: one for 1, other for the rest", () => {
    expect(counts.map((n) => pluralCategory("en", n))).toEqual(["other", "one", "other", "other", "other", "other", "other", "other", "other"]);
  });
  it("follows Arabic: zero, one, two, few for 3-10, many for 11-99, other for 100-102", () => {
    expect(counts.map((n) => pluralCategory("ar", n))).toEqual(["zero", "one", "two", "few", "few", "many", "many", "other", "other"]);
    expect(pluralCategory("ar", 103)).toBe("few");
    expect(pluralCategory("ar", 111)).toBe("many");
  });
});

describe("a counted text", () => {
  const counts = [0, 1, 2, 3, 10, 11, 99, 100, 101];
  it("reads right for each count in English", () => {
    const t = translatorFrom(en, "en");
    expect(counts.map((count) => t("catalogue.slotPlaces", { count }))).toEqual([
      "0 places left", "1 place left", "2 places left", "3 places left", "10 places left", "11 places left", "99 places left", "100 places left", "101 places left",
    ]);
  });
  it("reads right for each count in Arabic", () => {
    const t = translatorFrom(ar, "ar");
    expect(counts.map((count) => t("catalogue.slotPlaces", { count }))).toEqual([
      "لا أماكن متبقية", "مكان واحد متبقٍ", "مكانان متبقيان", "3 أماكن متبقية", "10 أماكن متبقية", "11 مكانًا متبقيًا", "99 مكانًا متبقيًا", "100 مكان متبقٍ", "101 مكان متبقٍ",
    ]);
  });
  it("fills its other placeholders too", () => {
    const t = translatorFrom(en, "en");
    expect(t("checkout.share.balance", { count: 1, amount: "AED 0.10" })).toBe("You have 1 point, worth AED 0.10.");
  });
});
