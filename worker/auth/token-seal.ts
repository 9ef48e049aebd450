// Members' tokens at rest (docs/decisions/010, addendum): the access, refresh and ID tokens of a session are stored
// sealed with AES-GCM under a key derived from the session id. Only the browser's cookie holds that id (the row keeps
// its SHA-256), so a copy of the database alone opens no token, and neither does the database with the shop's
// secret. Each sealed value names its column in the authenticated data, so a value moved to another column or row
// does not open.

import { base64url, fromBase64url } from "../base64url";

/** The marker of a sealed value, so that a format change later can tell its values apart. */
export const SEALED_PREFIX = "s1.";

export type TokenColumn = "access_token" | "refresh_token" | "id_token";

const text = new TextEncoder();

/** The session's token key: HKDF-SHA-256 of the session id, salted with the shop's session secret. */
export async function sessionTokenKey(sessionId: string, secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", text.encode(sessionId), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: text.encode(secret), info: text.encode("member-session-tokens") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

/** A token sealed for its column: the prefix, then base64url of a fresh 12-byte nonce and the ciphertext. */
export async function sealToken(key: CryptoKey, column: TokenColumn, token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: text.encode(column) }, key, text.encode(token)));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return SEALED_PREFIX + base64url(out);
}

/** The token of a sealed value, or null for a value this key and column did not seal (or one stored unsealed). */
export async function openToken(key: CryptoKey, column: TokenColumn, sealed: string): Promise<string | null> {
  if (!sealed.startsWith(SEALED_PREFIX)) return null;
  const bytes = fromBase64url(sealed.slice(SEALED_PREFIX.length));
  if (!bytes || bytes.length < 12 + 16) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.slice(0, 12), additionalData: text.encode(column) }, key, bytes.slice(12));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
