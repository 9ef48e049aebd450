// Cleans the CMS's rich text (docs/decisions/043): the HTML fields of a document or answer, marked with richText()
// (shared/rich-text.ts), keep text formatting and safe links only, whether they come from ops, the database or an
// upstream CMS. The worker cleans; the browser only ever receives content that went through here.
import xss, { type IWhiteList } from "xss";
import type { z } from "zod";
import { isRichText } from "../../shared/rich-text";

// xss is CommonJS: its default export is the module with the class and helpers (the Workers test runner offers no
// named exports of a CommonJS module).
const { FilterXSS, escapeAttrValue, escapeHtml, friendlyAttrValue } = xss as unknown as typeof import("xss");

/** The elements rich text may use, each with the attributes it may carry; every other element and attribute goes. */
export const RICH_TEXT_ELEMENTS: IWhiteList = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  a: ["href"],
  // The Arabic texts keep phone numbers and e-mail addresses left to right with <span dir="ltr">.
  span: ["dir"],
};

/** Elements removed with what they hold: code, or content never meant to be read as the page's text. */
const REMOVED_WITH_CONTENT = ["script", "style", "template", "noscript", "iframe", "object", "svg", "math", "textarea", "select", "title", "xmp", "noembed", "noframes"];

/** Schemes a visitor's link may use; a link without one is relative to the shop. */
const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const DIRECTIONS = new Set(["ltr", "rtl", "auto"]);

/** Whether a link is safe to follow, judged on the text a browser reads (entities decoded, control characters out). */
function isSafeHref(raw: string): boolean {
  const value = friendlyAttrValue(raw).trim();
  // Anything before the first colon that comes ahead of a path, query or fragment is a scheme to the browser.
  const scheme = /^([^/?#]*):/.exec(value);
  return !scheme || LINK_SCHEMES.has((scheme[1] ?? "").toLowerCase());
}

const filter = new FilterXSS({
  whiteList: RICH_TEXT_ELEMENTS,
  stripIgnoreTagBody: REMOVED_WITH_CONTENT,
  // Any other element goes, its content kept; what only looks like a tag ("children < 3 > babies") stays as text,
  // as a browser would show it (a tag's name starts with a letter; <! and <? open comments and the like).
  onIgnoreTag: (_tag, html) => (/^<\/?[a-z!?]/i.test(html) ? "" : escapeHtml(html)),
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value, isWhiteAttr) {
    if (!isWhiteAttr) return undefined;
    if (name === "href") return isSafeHref(value) ? `href="${escapeAttrValue(value)}"` : "";
    if (name === "dir") {
      const direction = value.trim().toLowerCase();
      return DIRECTIONS.has(direction) ? `dir="${direction}"` : "";
    }
    return undefined;
  },
});

/** One rich text cleaned: the allowed elements, rebuilt with their allowed attributes, and text escaped. */
export function cleanRichText(html: string): string {
  // The filter marks what it removed with its content as [removed] / [/removed] (an unclosed <script> keeps its
  // opening mark): the marks are not the author's text.
  return filter.process(html).replace(/\[\/?removed\]/g, "");
}

/** The parts of a zod schema this walk looks into (zod 4's definition, by its type). */
interface SchemaDefinition {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
}

const definitionOf = (schema: z.ZodType) => (schema as unknown as { def: SchemaDefinition }).def;

/** The schemas a schema holds; a pipe's value is its output's. */
function partsOf(schema: z.ZodType): z.ZodType[] {
  const def = definitionOf(schema);
  switch (def.type) {
    case "object":
      return Object.values(def.shape ?? {});
    case "array":
      return def.element ? [def.element] : [];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      return def.innerType ? [def.innerType] : [];
    case "union":
      return def.options ?? [];
    case "pipe":
      return def.out ? [def.out] : [];
    case "lazy":
      return def.getter ? [def.getter()] : [];
    case "record":
      return def.valueType ? [def.valueType] : [];
    case "tuple":
      return def.items ?? [];
    case "intersection":
      return [def.left, def.right].filter((part): part is z.ZodType => part !== undefined);
    default:
      return [];
  }
}

const holdsRichText = new WeakMap<z.ZodType, boolean>();

/** Whether any field under the schema is rich text (remembered per schema: most documents have none). */
function hasRichText(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  const known = holdsRichText.get(schema);
  if (known !== undefined) return known;
  if (seen.has(schema)) return false;
  seen.add(schema);
  const answer = isRichText(schema) || partsOf(schema).some((part) => hasRichText(part, seen));
  holdsRichText.set(schema, answer);
  return answer;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The value with every rich text field of its schema cleaned; the value is not changed in place. It need not fit the
 * schema yet (ops cleans a document before checking it): what does not fit is left as it is. The path of each field
 * the cleaning changed is added to `changed` (e.g. "0.answer").
 */
export function cleanRichTextFields<T>(schema: z.ZodType, value: T, changed: string[] = [], path: string[] = []): T {
  if (!hasRichText(schema)) return value;
  if (isRichText(schema)) {
    if (typeof value !== "string") return value;
    const clean = cleanRichText(value);
    if (clean !== value) changed.push(path.join("."));
    return clean as T;
  }
  const def = definitionOf(schema);
  switch (def.type) {
    case "object": {
      if (!isRecord(value)) return value;
      const copy: Record<string, unknown> = { ...value };
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (Object.hasOwn(copy, key)) copy[key] = cleanRichTextFields(field, copy[key], changed, [...path, key]);
      }
      return copy as T;
    }
    case "array":
      return (Array.isArray(value) ? value.map((item, i) => cleanRichTextFields(def.element!, item, changed, [...path, String(i)])) : value) as T;
    case "record": {
      if (!isRecord(value)) return value;
      const entries = Object.entries(value).map(([key, item]) => [key, cleanRichTextFields(def.valueType!, item, changed, [...path, key])]);
      return Object.fromEntries(entries) as T;
    }
    case "tuple":
      return (Array.isArray(value) ? value.map((item, i) => (def.items?.[i] ? cleanRichTextFields(def.items[i], item, changed, [...path, String(i)]) : item)) : value) as T;
    case "union": {
      // The first option the value fits says which fields are rich text.
      const option = (def.options ?? []).find((candidate) => candidate.safeParse(value).success);
      return option ? cleanRichTextFields(option, value, changed, path) : value;
    }
    case "intersection":
      return cleanRichTextFields(def.right!, cleanRichTextFields(def.left!, value, changed, path), changed, path);
    default: {
      // Wrappers (optional, nullable, default, pipe, lazy …) hold one schema.
      const [inner] = partsOf(schema);
      return inner ? cleanRichTextFields(inner, value, changed, path) : value;
    }
  }
}
