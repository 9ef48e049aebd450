// A CMS read made by a part of the page that loads after it (the footer, the header's menus and live statuses, the
// maintenance recheck): the call module and the documents' schemas are imported with the first such read, never with
// the page, whose first load carries neither (docs/decisions/023).
import type * as Cms from "../../shared/cms";
import type { AnswerSchema, CallResult, Caller } from "./api";

/** The caller of a CMS read: the site's CMS path beside the usual caller. */
export type CmsCaller = Caller & { tenant: { cmsPath: string } };

/**
 * Reads one CMS call with the schema `pick` chooses among the documents' schemas. Rejects only when the modules
 * cannot load (offline); a failed call is a failed result, as with `readCms`.
 */
export async function readCmsLater<T>(caller: CmsCaller, path: string, pick: (cms: typeof Cms) => AnswerSchema<T>): Promise<CallResult<T>> {
  const [{ readCms }, cms] = await Promise.all([import("./api"), import("../../shared/cms")]);
  return readCms(caller, path, pick(cms));
}

/**
 * The same read for a part that has its own words to fall back on: the document, or null when the call failed or the
 * modules could not load (offline).
 */
export async function readCmsLaterOrNull<T>(caller: CmsCaller, path: string, pick: (cms: typeof Cms) => AnswerSchema<T>): Promise<T | null> {
  try {
    const answer = await readCmsLater(caller, path, pick);
    return answer.ok ? answer.data : null;
  } catch {
    return null;
  }
}
