// Builds worker/tickets/font-data.ts: DejaVu Sans (regular and bold) cut down to the glyphs a ticket PDF uses
// (Latin, digits, punctuation, Arabic letters and their presentation forms), as base64 the Worker can import.
// The cut font has no GSUB/GPOS on purpose: the ticket code shapes Arabic itself (worker/tickets/arabic.ts), so
// fontkit lays glyphs out exactly in the order given. Run: `node scripts/ticket-font.mjs` (needs node_modules).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fontkit from "@pdf-lib/fontkit";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const ttfDir = join(root, "node_modules/dejavu-fonts-ttf/ttf");
const outFile = join(root, "worker/tickets/font-data.ts");

function range(from, to) {
  const out = [];
  for (let cp = from; cp <= to; cp++) out.push(cp);
  return out;
}

/** Every code point the cut font maps; the rest fall back to the empty box glyph. */
const CODE_POINTS = [
  ...range(0x20, 0x7e), // ASCII
  ...range(0xa0, 0x17f), // Latin-1 and Latin Extended-A: accented guest names
  0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x2192, 0x2190,
  0x060c, 0x061b, 0x061f, // Arabic comma, semicolon, question mark
  ...range(0x0621, 0x063a), ...range(0x0640, 0x0652), ...range(0x0660, 0x066c), 0x0670, 0x0671,
  0x067e, 0x0686, 0x0698, 0x06a4, 0x06a9, 0x06af, 0x06cc,
  ...range(0xfe70, 0xfefc), // Presentation Forms-B: every contextual form and the lam-alef ligatures
  0xfb50, 0xfb51, ...range(0xfb56, 0xfb59), ...range(0xfb6a, 0xfb6d), ...range(0xfb7a, 0xfb7d),
  0xfb8a, 0xfb8b, ...range(0xfb8e, 0xfb95), ...range(0xfbfc, 0xfbff), // Forms-A of the extra letters
];

function encodeSubset(subset) {
  return new Promise((resolve, reject) => {
    const parts = [];
    subset
      .encodeStream()
      .on("data", (b) => parts.push(Buffer.from(b)))
      .on("end", () => resolve(Buffer.concat(parts)))
      .on("error", reject);
  });
}

function readTables(buf) {
  const count = buf.readUInt16BE(4);
  const tables = new Map();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = buf.toString("latin1", at, at + 4);
    const offset = buf.readUInt32BE(at + 8);
    const length = buf.readUInt32BE(at + 12);
    tables.set(tag, Buffer.from(buf.subarray(offset, offset + length)));
  }
  return tables;
}

/** cmap with one format-4 subtable (Windows, Unicode BMP), one segment per run of consecutive code points. */
function cmapTable(map) {
  const cps = [...map.keys()].sort((a, b) => a - b);
  const segments = [];
  for (const cp of cps) {
    const last = segments.at(-1);
    if (last && cp === last.end + 1) last.end = cp, last.gids.push(map.get(cp));
    else segments.push({ start: cp, end: cp, gids: [map.get(cp)] });
  }
  segments.push({ start: 0xffff, end: 0xffff, gids: [0] });
  const segX2 = segments.length * 2;
  // Segments use idRangeOffset into a glyph id array, so any mapping works.
  const glyphIds = [];
  const rangeOffsets = segments.map((s, i) => {
    if (s.start === 0xffff) return 0;
    const offset = (segments.length - i + glyphIds.length) * 2;
    glyphIds.push(...s.gids);
    return offset;
  });
  const length = 16 + segX2 * 4 + glyphIds.length * 2;
  const sub = Buffer.alloc(length);
  let p = 0;
  const w = (v) => (sub.writeUInt16BE(v & 0xffff, p), (p += 2));
  const searchRange = 2 * 2 ** Math.floor(Math.log2(segments.length));
  w(4), w(length), w(0), w(segX2), w(searchRange), w(Math.log2(searchRange / 2)), w(segX2 - searchRange);
  segments.forEach((s) => w(s.end));
  w(0);
  segments.forEach((s) => w(s.start));
  segments.forEach((s) => w(s.start === 0xffff ? 1 : 0));
  rangeOffsets.forEach(w);
  glyphIds.forEach(w);
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0, 0), head.writeUInt16BE(1, 2);
  head.writeUInt16BE(3, 4), head.writeUInt16BE(1, 6), head.writeUInt32BE(12, 8);
  return Buffer.concat([head, sub]);
}

function checksum(buf) {
  const padded = Buffer.concat([buf, Buffer.alloc((4 - (buf.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

function writeFont(tables) {
  const tags = [...tables.keys()].sort();
  const n = tags.length;
  const pow = 2 ** Math.floor(Math.log2(n));
  const header = Buffer.alloc(12 + n * 16);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(n, 4), header.writeUInt16BE(pow * 16, 6);
  header.writeUInt16BE(Math.log2(pow), 8), header.writeUInt16BE(n * 16 - pow * 16, 10);
  const head = tables.get("head");
  head.writeUInt32BE(0, 8); // checkSumAdjustment, set below
  let offset = header.length;
  const bodies = [];
  tags.forEach((tag, i) => {
    const data = tables.get(tag);
    const at = 12 + i * 16;
    header.write(tag, at, "latin1");
    header.writeUInt32BE(checksum(data), at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  });
  const font = Buffer.concat([header, ...bodies]);
  const headAt = header.length + bodies.slice(0, tags.indexOf("head")).reduce((s, b) => s + b.length, 0);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headAt + 8);
  return font;
}

async function cut(file) {
  const source = readFileSync(join(ttfDir, file));
  const font = fontkit.create(source);
  const subset = font.createSubset();
  const map = new Map();
  for (const cp of CODE_POINTS) {
    const glyph = font.glyphForCodePoint(cp);
    if (glyph.id !== 0) map.set(cp, subset.includeGlyph(glyph));
  }
  const tables = readTables(await encodeSubset(subset));
  const original = readTables(source);
  tables.set("cmap", cmapTable(map));
  tables.set("name", original.get("name")); // keeps the font's name and licence text
  tables.set("OS/2", original.get("OS/2"));
  const post = Buffer.from(original.get("post").subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0); // version 3: no glyph names
  tables.set("post", post);
  const out = writeFont(tables);
  // The result must parse and map what we asked for.
  const check = fontkit.create(out);
  for (const [cp, gid] of map) if (check.glyphForCodePoint(cp).id !== gid) throw new Error(`cmap mismatch at ${cp}`);
  if (check.GSUB || check.GPOS) throw new Error("the cut font must not carry layout tables");
  return { out, glyphs: subset.glyphs.length, mapped: map.size, sourceBytes: source.length };
}

const regular = await cut("DejaVuSans.ttf");
const bold = await cut("DejaVuSans-Bold.ttf");
const text = `// Generated by scripts/ticket-font.mjs from dejavu-fonts-ttf (DejaVu fonts licence, free to embed): do not edit.
// DejaVu Sans and Sans Bold cut to Latin, digits, punctuation and Arabic presentation forms, without layout tables.

/** DejaVu Sans subset, ${regular.out.length} bytes, ${regular.glyphs} glyphs, ${regular.mapped} code points. */
export const DEJAVU_SANS_BASE64 =
  "${regular.out.toString("base64")}";

/** DejaVu Sans Bold subset, ${bold.out.length} bytes, ${bold.glyphs} glyphs, ${bold.mapped} code points. */
export const DEJAVU_SANS_BOLD_BASE64 =
  "${bold.out.toString("base64")}";
`;
writeFileSync(outFile, text);
console.log(
  `wrote ${outFile}: regular ${regular.out.length} B (from ${regular.sourceBytes}), bold ${bold.out.length} B, file ${text.length} B`,
);
