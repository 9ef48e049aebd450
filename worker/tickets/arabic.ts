// Arabic for PDF text drawn glyph by glyph: contextual shaping into Unicode presentation forms, lam-alef ligatures,
// and a small bidirectional reordering so a line can be drawn left to right exactly as the reader sees it.

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
const MIRRORED: Readonly<Record<string, string>> = { "(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{", "<": ">", ">": "<", "«": "»", "»": "«" };

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function strongDirection(ch: string): Direction | null {
  const cp = ch.codePointAt(0)!;
  if (isArabic(cp) && !(cp >= 0x0660 && cp <= 0x0669)) return "rtl";
  if (cp < 0x80) return (cp >= 0x30 && cp <= 0x39) || ((cp | 0x20) >= 0x61 && (cp | 0x20) <= 0x7a) ? "ltr" : null;
  return LETTER_OR_DIGIT.test(ch) ? "ltr" : null; // other letters and every digit: numbers read left to right
}

/** Direction a line takes when it has no explicit one: that of its first strong character. */
export function baseDirection(text: string, fallback: Direction = "ltr"): Direction {
  for (const ch of text) {
    const d = strongDirection(ch);
    if (d) return d;
  }
  return fallback;
}

/**
 * The line as drawn from left to right: Arabic shaped, Arabic runs reversed (marks stay before their letter, where
 * DejaVu draws them), Latin and number runs kept, runs ordered by the line's direction.
 */
export function visualLine(text: string, direction: Direction = baseDirection(text)): string {
  const chars = Array.from(shapeArabic(text));
  const dirs = chars.map(strongDirection);
  // Neutrals (spaces, punctuation) between two runs of one direction take it; otherwise the line's direction.
  const after: (Direction | null)[] = new Array(chars.length).fill(null);
  for (let i = chars.length - 2; i >= 0; i--) after[i] = dirs[i + 1] ?? after[i + 1] ?? null;
  let before: Direction | null = null;
  const resolved: Direction[] = dirs.map((d, i) => {
    if (d) return (before = d);
    return before && before === after[i] ? before : direction;
  });
  const runs: { dir: Direction; chars: string[] }[] = [];
  chars.forEach((ch, i) => {
    const dir = resolved[i]!;
    const last = runs.at(-1);
    if (last && last.dir === dir) last.chars.push(ch);
    else runs.push({ dir, chars: [ch] });
  });
  const drawn = runs.map((r) => (r.dir === "rtl" ? r.chars.map((c) => MIRRORED[c] ?? c).reverse().join("") : r.chars.join("")));
  return (direction === "rtl" ? drawn.reverse() : drawn).join("");
}
