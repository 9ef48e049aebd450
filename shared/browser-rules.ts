// The page's browser rules as pure functions and constants (booking-and-checkout §4 "Other", §9; content-and-account
// §9): the satisfaction-survey hook and when links are prefetched (the chunk reload guard: chunk-reload.ts).

/** The satisfaction survey's hook is called this long after each navigation. */
export const SURVEY_HOOK_DELAY_MS = 2_000;

/** The survey vendor's page-change call (Medallia's KAMPYLE_ONSITE_SDK.updatePageView), when its script is present. */
export interface SurveyWindow {
  KAMPYLE_ONSITE_SDK?: { updatePageView?: () => unknown };
}

/** Calls the survey hook when present; true when it was called. A failing hook never breaks the page. */
export function callSurveyHook(win: SurveyWindow): boolean {
  const hook = win.KAMPYLE_ONSITE_SDK?.updatePageView;
  if (typeof hook !== "function") return false;
  try {
    hook.call(win.KAMPYLE_ONSITE_SDK);
  } catch {
    // The survey is the vendor's; its failure is not the shop's.
  }
  return true;
}

/** What the browser says about the connection (navigator.connection, navigator.onLine). */
export interface ConnectionFacts {
  onLine?: boolean;
  connection?: { effectiveType?: string; saveData?: boolean };
}

/** Links are prefetched unless the visitor is offline, asked to save data, or on a 2g (or slower) connection. */
export function prefetchAllowed(nav: ConnectionFacts): boolean {
  if (nav.onLine === false) return false;
  const connection = nav.connection;
  if (connection?.saveData) return false;
  return !(connection?.effectiveType && /(^|-)2g$/.test(connection.effectiveType));
}
