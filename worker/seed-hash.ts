// The seed hash of the embedded stores (CMS documents, catalogue cards): a row whose stored hash still matches
// its seed follows the seed on the next seeding, an edited row (hash NULL) is left alone.

/** A short stable hash of a text (two 32-bit FNV-style lanes, 16 hex digits); not for anything secret. */
export function seedHash(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return h1.toString(16).padStart(8, "0") + h2.toString(16).padStart(8, "0");
}
