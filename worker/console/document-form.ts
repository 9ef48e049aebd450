// A content document as a form: every text, number and yes/no value of the stored document is one field, named by its
// path ("0.answer"), so the schema's issues (which name the same paths) land under the field they are about. The form
// changes values only; the document's shape (its lists and their lengths) is the stored one.

export type FieldValue = string | number | boolean;

export interface DocumentField {
  /** The value's path in the document, "." between parts: "0.answer", "hero.title". */
  path: string;
  value: FieldValue;
}

/** The form field name and element id of a path. */
export const fieldName = (path: string) => `f:${path}`;
export const fieldId = (path: string) => `f-${path.replace(/[^A-Za-z0-9_-]/g, "-")}`;

/** Every editable value of a document, in document order (null values and empty lists have none). */
export function documentFields(document: unknown, path: string[] = []): DocumentField[] {
  if (typeof document === "string" || typeof document === "number" || typeof document === "boolean") return [{ path: path.join("."), value: document }];
  if (Array.isArray(document)) return document.flatMap((item, i) => documentFields(item, [...path, String(i)]));
  if (document && typeof document === "object") return Object.entries(document).flatMap(([key, item]) => documentFields(item, [...path, key]));
  return [];
}

/** A field shown as a text area: rich text (it holds markup) or a long text. */
export function isLongText(value: FieldValue): boolean {
  return typeof value === "string" && (value.length > 90 || /<[a-z][^>]*>/i.test(value) || value.includes("\n"));
}

function setAt(target: unknown, path: string[], value: FieldValue): void {
  let node = target as Record<string, unknown>;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string, unknown>;
  node[path.at(-1)!] = value;
}

/**
 * The stored document with the form's values in place of its own. A text field sent as anything but text, or left
 * out, keeps no value: it becomes "" (which the schema then names if it needs text); a number that is not one stays
 * the text typed, for the schema to refuse; an unticked box is false.
 */
export function documentFromForm(stored: unknown, form: Record<string, unknown>): unknown {
  if (typeof stored !== "object" || stored === null) return stored;
  const document = structuredClone(stored);
  for (const field of documentFields(stored)) {
    const sent = form[fieldName(field.path)];
    const text = typeof sent === "string" ? sent.replace(/\r\n/g, "\n") : "";
    let value: FieldValue;
    if (typeof field.value === "boolean") value = text === "on" || text === "true";
    else if (typeof field.value === "number") value = text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text;
    else value = text;
    setAt(document, field.path.split("."), value);
  }
  return document;
}
