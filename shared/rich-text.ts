// Which CMS fields are HTML: a field built with richText() is rendered as markup by the pages, so the worker cleans it
// wherever content enters (worker/cms/rich-text.ts, docs/decisions/043). Every other text field is rendered as text.
import type { z } from "zod";

const richTextFields = new WeakSet<z.ZodType>();

/** Marks a string schema as rich text; mark the finished schema (a later .min() or .max() makes an unmarked copy). */
export function richText<T extends z.ZodString>(schema: T): T {
  richTextFields.add(schema);
  return schema;
}

export function isRichText(schema: z.ZodType): boolean {
  return richTextFields.has(schema);
}
