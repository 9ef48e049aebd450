// A CMS read made by a part of the page that loads after it (the footer, the header's menus and live statuses, the
// maintenance recheck, the booking messages): the call module and the document's schema are imported with the first
// such read, never with the page, whose first load carries neither (docs/decisions/023). The request leaves while the
// schema loads (docs/decisions/028).
import type { AnswerSchema, CallOptions, CallResult, Caller } from "./api";
import { schemasOf } from "./lazy-schemas";

/** The caller of a CMS read: the site's CMS path beside the usual caller. */
export type CmsCaller = Caller & { tenant: { cmsPath: string } };

/** One of the CMS documents' schemas (shared/cms.ts), loaded with the first read that needs one. */
export const cmsSchema = schemasOf(() => import("../../shared/cms"));

/**
 * Reads one CMS call with the schema `schema` loads (e.g. `() => cmsSchema("footerSchema")`). Rejects only when the
 * call module cannot load (offline); a failed call, or a schema that cannot load, is a failed result, as with `readCms`.
 */
export async function readCmsLater<T>(
  caller: CmsCaller,
  path: string,
  schema: () => PromiseLike<AnswerSchema<T>>,
  options: Pick<CallOptions, "cache"> = {},
): Promise<CallResult<T>> {
  const loading = Promise.resolve(schema());
  // Read by readCms once the call module is there; not an unhandled rejection meanwhile.
  loading.catch(() => {});
  const { readCms } = await import("./api");
  return readCms(caller, path, loading, options);
}

/**
 * The same read for a part that has its own words to fall back on: the document, or null when the call failed or the
 * modules could not load (offline).
 */
export async function readCmsLaterOrNull<T>(caller: CmsCaller, path: string, schema: () => PromiseLike<AnswerSchema<T>>): Promise<T | null> {
  try {
    const answer = await readCmsLater(caller, path, schema);
    return answer.ok ? answer.data : null;
  } catch {
    return null;
  }
}
