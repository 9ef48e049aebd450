// One word per product thing and language (docs/glossary.md): no dictionary text uses a banned variant, and every
// word the glossary prescribes is still in use, so the glossary stays the list of the words the shop speaks.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../shared/locale";
import { isPluralText } from "../../shared/plural";
import { ar } from "./ar";
import { en } from "./en";

interface GlossaryRow {
  term: string;
  use: string;
  never: string[];
}

/** The rows of the glossary's table under "## English" or "## Arabic". */
function glossaryOf(markdown: string, locale: Locale): GlossaryRow[] {
  const heading = locale === "en" ? "## English" : "## Arabic";
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no ${heading} section`);
  const section = markdown.slice(start + heading.length + 2).split(/\n## /)[0]!;
  return section
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|\s*(Term|---)/.test(line))
    .map((line) => {
      const [term = "", use = "", never = ""] = line.split("|").slice(1, -1).map((cell) => cell.trim());
      return { term, use, never: never.split(" · ").map((v) => v.trim()).filter(Boolean) };
    });
}

/** Every text of a dictionary, each plural form on its own, with its key. */
function textsOf(dictionary: Record<string, unknown>): [string, string][] {
  return Object.entries(dictionary).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" ? [[key, value]] : isPluralText(value) ? Object.values(value as Record<string, string>).map((form): [string, string] => [key, form]) : [],
  );
}

const GLOSSARY = readFileSync(resolve("docs/glossary.md"), "utf8");
const DICTIONARIES: Record<Locale, [string, string][]> = { en: textsOf(en), ar: textsOf(ar) };

describe.each(["en", "ar"] as const)("the %s glossary", (locale) => {
  const rows = glossaryOf(GLOSSARY, locale);

  it("has its words and their banned variants", () => {
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      expect(row.use, row.term).not.toBe("");
      expect(row.never.length, row.term).toBeGreaterThan(0);
      expect(row.never, row.term).not.toContain(row.use);
    }
  });

  it("no dictionary text uses a banned variant", () => {
    const found = rows.flatMap((row) =>
      row.never.flatMap((variant) => DICTIONARIES[locale].filter(([, text]) => text.includes(variant)).map(([key]) => `${key} uses "${variant}" (say "${row.use}")`)),
    );
    expect(found).toEqual([]);
  });

  it("every word it prescribes is in use", () => {
    const unused = rows.filter((row) => !DICTIONARIES[locale].some(([, text]) => text.includes(row.use))).map((row) => row.use);
    expect(unused).toEqual([]);
  });
});

describe("glossaryOf", () => {
  it("finds a banned variant the way the test does, so a slip would fail", () => {
    const rows = glossaryOf("intro\n\n## Arabic\n\n| Term | Use | Never |\n|---|---|---|\n| waiver | إقرار | تنازل · إخلاء |\n", "ar");
    expect(rows).toEqual([{ term: "waiver", use: "إقرار", never: ["تنازل", "إخلاء"] }]);
    const slip: [string, string][] = [["x", "وقّع التنازل قبل التزلج"]];
    expect(slip.filter(([, text]) => rows[0]!.never.some((v) => text.includes(v)))).toHaveLength(1);
  });
});
