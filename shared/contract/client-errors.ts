// The browser's error reports (docs/decisions: observability): what the page sends to POST /api/client-errors when a
// script fails, within these sizes; the worker logs each as JSON and reports it where reporting is set up.

export const CLIENT_ERROR_PATH = "/api/client-errors";
/** Largest body of one report, in bytes: the fields' limits below with room for JSON's escapes. */
export const CLIENT_ERROR_MAX_BYTES = 8 * 1024;
export const CLIENT_ERROR_LIMITS = { name: 200, message: 1000, stack: 4000, page: 500 } as const;
/** Reports one page load sends at most: a failure that repeats in a loop is heard once, not a thousand times. */
export const CLIENT_ERRORS_PER_PAGE = 5;
export const CLIENT_ERROR_KINDS = ["error", "unhandledrejection", "boundary"] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export interface ClientErrorReport {
  kind: ClientErrorKind;
  name?: string;
  message: string;
  stack?: string;
  /** The page's path (never its query, which may hold an e-mail or a code). */
  page: string;
}
