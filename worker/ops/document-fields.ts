// The fields of a document's input its schema did not keep, so a misspelt field is refused instead of dropped.
import type { FieldIssue } from "../validation";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Fields of the input the schema did not keep (objects that are not strict drop them silently). */
export function unknownFields(input: unknown, output: unknown, path: string[] = []): FieldIssue[] {
  if (Array.isArray(input) && Array.isArray(output)) return input.flatMap((item, i) => unknownFields(item, output[i], [...path, String(i)]));
  if (!isRecord(input) || !isRecord(output)) return [];
  return Object.keys(input).flatMap((key) =>
    Object.hasOwn(output, key)
      ? unknownFields(input[key], output[key], [...path, key])
      : [{ field: [...path, key].join("."), rule: "unknown_field", message: `${key} is not a field of this document` }],
  );
}

