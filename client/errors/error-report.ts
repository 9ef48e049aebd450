// Browser errors reach the operator: an uncaught error, a rejected promise nobody handled, and a failure an error
// boundary showed are sent to the shop (POST /api/client-errors), which logs them beside the server's. A few per page
// load at most; sending never throws and never waits.
import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_PATH,
  CLIENT_ERRORS_PER_PAGE,
  type ClientErrorKind,
  type ClientErrorReport,
} from "../../shared/contract/client-errors";

let sent = 0;
let listening = false;

export function reportBrowserError(kind: ClientErrorKind, failure: unknown): void {
  if (sent >= CLIENT_ERRORS_PER_PAGE || typeof window === "undefined") return;
  try {
    const error = failure instanceof Error ? failure : null;
    const message = (error ? error.message : String(failure)) || "(no message)";
    const report: ClientErrorReport = {
      kind,
      message: message.slice(0, CLIENT_ERROR_LIMITS.message),
      page: window.location.pathname.slice(0, CLIENT_ERROR_LIMITS.page),
      ...(error?.name ? { name: error.name.slice(0, CLIENT_ERROR_LIMITS.name) } : {}),
      ...(error?.stack ? { stack: error.stack.slice(0, CLIENT_ERROR_LIMITS.stack) } : {}),
    };
    sent++;
    void fetch(CLIENT_ERROR_PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(report),
      keepalive: true,
      credentials: "same-origin",
    }).catch(() => {});
  } catch {
    // A report that cannot be made is not worth a second failure.
  }
}

/** Listens for the page's uncaught errors and unhandled rejections (once per page). */
export function listenForBrowserErrors(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("error", (event) => {
    // "Script error." from another origin's script carries nothing to follow.
    if (!event.error && (!event.message || event.message === "Script error.")) return;
    reportBrowserError("error", event.error ?? event.message);
  });
  window.addEventListener("unhandledrejection", (event) => reportBrowserError("unhandledrejection", event.reason));
}
