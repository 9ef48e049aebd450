// Arabic for PDF text drawn glyph by glyph: contextual shaping into Unicode presentation forms, lam-alef ligatures,
// and the Unicode bidirectional algorithm (bidi-js) so a line can be drawn left to right exactly as the reader sees it.
import bidiFactory from "bidi-js";

/** Presentation forms of each joining letter: [isolated, final, initial, medial]; right-joining letters have two. */
const FORMS: Readonly<Record<number, readonly number[]>> = (() => {
  const table: Record<number, number[]> = {};
  // Presentation Forms-B lists the basic letters in code point order, two forms for right-joining, four for dual.
  const rightJoining = new Set([0x0622, 0x0623, 0x0624, 0x0625, 0x0627, 0x0629, 0x062f, 0x0630, 0x0631, 0x0632, 0x0648, 0x0649]);
  const basic = [...range(0x0622, 0x063a), ...range(0x0641, 0x064a)];
  let at = 0xfe81;
  for (const cp of basic) {
    const n = rightJoining.has(cp) ? 2 : 4;
    table[cp] = range(at, at + n - 1);
    at += n;
  }
  table[0x0621] = [0xfe80];
  // Letters beyond the basic set, from Presentation Forms-A.
  table[0x0671] = [0xfb50, 0xfb51];
  table[0x067e] = range(0xfb56, 0xfb59);
  table[0x06a4] = range(0xfb6a, 0xfb6d);
  table[0x0686] = range(0xfb7a, 0xfb7d);
  table[0x0698] = [0xfb8a, 0xfb8b];
  table[0x06a9] = range(0xfb8e, 0xfb91);
  table[0x06af] = range(0xfb92, 0xfb95);
  table[0x06cc] = range(0xfbfc, 0xfbff);
  return table;
})();

/** Lam followed by these alefs becomes one ligature: [isolated, final]. */
const LAM_ALEF: Readonly<Record<number, readonly [number, number]>> = {
  0x0622: [0xfef5, 0xfef6],
  0x0623: [0xfef7, 0xfef8],
  0x0625: [0xfef9, 0xfefa],
  0x0627: [0xfefb, 0xfefc],
};
const LAM = 0x0644;
const TATWEEL = 0x0640;

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let cp = from; cp <= to; cp++) out.push(cp);
  return out;
}

/** Harakat and other marks sit on a letter without breaking the joining. */
function isTransparent(cp: number): boolean {
  return (cp >= 0x064b && cp <= 0x065f) || cp === 0x0670;
}
function joinsBothSides(cp: number): boolean {
  return cp === TATWEEL || (FORMS[cp]?.length ?? 0) === 4;
}
function joinsPrevious(cp: number): boolean {
  return cp === TATWEEL || (FORMS[cp]?.length ?? 0) >= 2;
}

/** True for characters of the Arabic script (letters, marks, Arabic-Indic digits, presentation forms). */
export function isArabic(cp: number): boolean {
  return (cp >= 0x0600 && cp <= 0x06ff) || (cp >= 0x0750 && cp <= 0x077f) || (cp >= 0xfb50 && cp <= 0xfdff) || (cp >= 0xfe70 && cp <= 0xfeff);
}

/**
 * Replaces each Arabic letter by its contextual presentation form (logical order kept), lam + alef by the ligature.
 * "تذكرة" → U+FE97 U+FEAC U+FEDB U+FEAE U+FE93.
 */
export function shapeArabic(text: string): string {
  const cps = Array.from(text, (c) => c.codePointAt(0)!);
  // Joining neighbours, skipping marks.
  const prevLetter = (i: number): number | undefined => {
    for (let j = i - 1; j >= 0; j--) if (!isTransparent(cps[j]!)) return cps[j];
    return undefined;
  };
  const nextIndex = (i: number): number => {
    let j = i + 1;
    while (j < cps.length && isTransparent(cps[j]!)) j++;
    return j;
  };
  const out: number[] = [];
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i]!;
    const forms = FORMS[cp];
    if (!forms) {
      out.push(cp);
      continue;
    }
    const prev = prevLetter(i);
    const joinedBefore = prev !== undefined && joinsBothSides(prev);
    const n = nextIndex(i);
    const next = cps[n];
    if (cp === LAM && next !== undefined && LAM_ALEF[next]) {
      // Marks between lam and alef are kept after the ligature.
      out.push(LAM_ALEF[next]![joinedBefore ? 1 : 0]);
      for (let k = i + 1; k < n; k++) out.push(cps[k]!);
      i = n;
      continue;
    }
    const joinedAfter = forms.length === 4 && next !== undefined && joinsPrevious(next);
    const form = joinedBefore ? (joinedAfter ? 3 : 1) : joinedAfter ? 2 : 0;
    out.push(forms[Math.min(form, forms.length - 1)] ?? forms[0]!);
  }
  return String.fromCodePoint(...out);
}

type Direction = "ltr" | "rtl";

// One engine for the worker's life, made when the first line is ordered (this module comes with the PDF code only,
// which is loaded on demand: docs/decisions/041).
let engine: ReturnType<typeof bidiFactory> | undefined;
const bidi = () => (engine ??= bidiFactory());

/** Characters that steer the algorithm and are not drawn (marks, embeddings, overrides, isolates). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The direction a line takes when none is given: that of its first strong letter (rules P2-P3 of the Unicode bidi
 * algorithm), digits and punctuation skipped, so "2 بالغان" is an Arabic line; the fallback when it has no letter.
 */
export function baseDirection(text: string, fallback: Direction = "ltr"): Direction {
  for (const ch of text) {
    const type = bidi().getBidiCharTypeName(ch);
    if (type === "R" || type === "AL") return "rtl";
    if (type === "L") return "ltr";
  }
  return fallback;
}

/**
 * The line as drawn from left to right, ordered by the full Unicode bidirectional algorithm (bidi-js): Arabic shaped
 * first (presentation forms keep the Arabic letters' class), levels resolved for the line's direction, mirrored
 * characters (brackets) swapped where they read right to left, runs reversed level by level. Marks stay before their
 * letter, where DejaVu draws them. Bidi control characters order the text and are then dropped.
 */
export function visualLine(text: string, direction: Direction = baseDirection(text)): string {
  const shaped = shapeArabic(text);
  const engine = bidi();
  const levels = engine.getEmbeddingLevels(shaped, direction);
  // UTF-16 units, as bidi-js counts; a surrogate pair reversed with its run is put back in order below.
  const units = shaped.split("");
  for (const [index, mirrored] of engine.getMirroredCharactersMap(shaped, levels.levels)) units[index] = mirrored;
  // Segments [start, end], both inclusive, reversed in the order given (the highest levels first).
  for (const [start = 0, end = -1] of engine.getReorderSegments(shaped, levels)) {
    const reversed = units.slice(start, end + 1).reverse();
    units.splice(start, reversed.length, ...reversed);
  }
  for (let i = 0; i + 1 < units.length; i++) {
    if (/[\udc00-\udfff]/.test(units[i]!) && /[\ud800-\udbff]/.test(units[i + 1]!)) [units[i], units[i + 1]] = [units[i + 1]!, units[i]!];
  }
  return units.join("").replace(BIDI_CONTROLS, "");
}
