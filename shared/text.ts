// Which text the shop accepts anywhere it is kept, printed on a ticket or an invoice, or stored: no control
// characters, no invisible direction marks or overrides (they can reorder what a reader sees), well-formed Unicode.

/**
 * C0 and C1 controls and DEL; zero-width spaces and joiners and the direction marks (U+200B-U+200F); the Arabic
 * letter mark (U+061C); line and paragraph separators and the embedding and override controls (U+2028-U+202E);
 * word joiner, the isolates and other invisible format characters (U+2060-U+206F); the byte order mark; the
 * interlinear annotation controls (U+FFF9-U+FFFB).
 */
export const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]/;

/** True when the text has no unsafe character and no lone surrogate half. */
export function isSafeText(value: string): boolean {
  return !UNSAFE_CHARACTERS.test(value) && value.isWellFormed();
}

/** A human-readable name of the first unsafe character of a text (for a 400 message), or null. */
export function firstUnsafeCharacter(value: string): string | null {
  const match = UNSAFE_CHARACTERS.exec(value);
  if (match) return `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
  return value.isWellFormed() ? null : "a lone surrogate";
}

/** Text put into HTML or SVG markup (the hosted payment pages, the invoice, a QR code's label, a toast): & < > " ' escaped. */
export function escapeMarkup(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A point that ends a value, seen through the direction marks and isolates around it ("‏150.00 د.إ.‏"). */
const VALUE_ENDS_WITH_POINT = /\.[\u200E\u200F\u2066-\u2069]*$/;

/**
 * A text with its {name} placeholders filled; a placeholder without a value becomes `missing(name)` (by default it is
 * left as it is). A value that ends with its own point (the Arabic currencies' "د.إ.", "ر.ع.", "ج.م.") ends the
 * sentence too: the text's full stop right after it is dropped, never doubled into "د.إ..".
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string | number>> | undefined,
  missing: (name: string) => string = (name) => `{${name}}`,
): string {
  return text.replace(/\{(\w+)\}(\.?)/g, (_, name: string, point: string) => {
    const value = values && name in values && values[name] !== undefined ? String(values[name]) : missing(name);
    return point && VALUE_ENDS_WITH_POINT.test(value) ? value : value + point;
  });
}
