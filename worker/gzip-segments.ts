// A stored page compressed once: the anonymous page cache (docs/decisions/020) keeps a page split at the nonce it was
// rendered with, and each answer carries a nonce of its own, so the compressed page cannot be kept whole. Each part is
// compressed on its own (raw deflate, ending byte-aligned with a sync flush, referring to nothing before it); an
// answer's gzip body is the parts' deflate data with the answer's nonce between them as stored (uncompressed) blocks,
// then an empty final block and the checksum. Compressing a 65 KB page for every answer was most of a stored page's cost.
import { constants, deflateRawSync } from "node:zlib";

export interface GzipSegments {
  /** Each part's raw deflate data, ending with a sync flush (byte-aligned, not final). */
  deflated: Uint8Array[];
  /** Each part's UTF-8 bytes (the checksum is taken over the whole page as sent). */
  plain: Uint8Array[];
  /** Bytes kept: the deflate data (the plain bytes are counted as the page's text by the cache). */
  bytes: number;
}

const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);
/** An empty stored block marked final: ends the deflate data. */
const FINAL_BLOCK = Uint8Array.of(0x01, 0x00, 0x00, 0xff, 0xff);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (the gzip checksum) carried on over more bytes; start from 0xffffffff and invert at the end. */
function crcOver(crc: number, bytes: Uint8Array): number {
  let c = crc;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return c;
}

/** The parts of a page (split at its nonce), each compressed once. */
export function compressSegments(parts: readonly string[]): GzipSegments {
  const encoder = new TextEncoder();
  const plain = parts.map((part) => encoder.encode(part));
  const deflated = plain.map((bytes) => new Uint8Array(deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH })));
  return { deflated, plain, bytes: deflated.reduce((sum, d) => sum + d.length, 0) };
}

/** The page with `nonce` between its parts, as one gzip member. */
export function gzipAnswer(segments: GzipSegments, nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = new TextEncoder().encode(nonce);
  if (nonceBytes.length > 0xffff) throw new Error("a nonce longer than a stored block");
  const storedNonce = new Uint8Array(5 + nonceBytes.length);
  const length = nonceBytes.length;
  storedNonce.set([0x00, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff]);
  storedNonce.set(nonceBytes, 5);
  const gaps = segments.deflated.length - 1;
  const size = GZIP_HEADER.length + segments.bytes + gaps * storedNonce.length + FINAL_BLOCK.length + 8;
  const out = new Uint8Array(size);
  out.set(GZIP_HEADER);
  let at = GZIP_HEADER.length;
  let crc = 0xffffffff;
  let plainLength = 0;
  segments.deflated.forEach((deflated, i) => {
    if (i > 0) {
      out.set(storedNonce, at);
      at += storedNonce.length;
      crc = crcOver(crc, nonceBytes);
      plainLength += nonceBytes.length;
    }
    out.set(deflated, at);
    at += deflated.length;
    const plain = segments.plain[i]!;
    crc = crcOver(crc, plain);
    plainLength += plain.length;
  });
  out.set(FINAL_BLOCK, at);
  at += FINAL_BLOCK.length;
  const trailer = new DataView(out.buffer, at, 8);
  trailer.setUint32(0, (crc ^ 0xffffffff) >>> 0, true);
  trailer.setUint32(4, plainLength >>> 0, true);
  return out;
}

/** The page with `nonce` between its parts, uncompressed (a client that takes no gzip). */
export function plainAnswer(segments: GzipSegments, nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = new TextEncoder().encode(nonce);
  const gaps = segments.plain.length - 1;
  const out = new Uint8Array(segments.plain.reduce((sum, part) => sum + part.length, 0) + gaps * nonceBytes.length);
  let at = 0;
  segments.plain.forEach((part, i) => {
    if (i > 0) {
      out.set(nonceBytes, at);
      at += nonceBytes.length;
    }
    out.set(part, at);
    at += part.length;
  });
  return out;
}

/** Whether the request's Accept-Encoding takes gzip (named, or `*`, with a weight above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const item of header.split(",")) {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    const token = name.trim();
    if (token === "gzip" || token === "x-gzip") return weight > 0;
    if (token === "*") star = weight > 0;
  }
  return star;
}
