// A page whose scripts wait for the visitor (docs/decisions/027): the server sends its HTML whole and holds its scripts
// back until a first pointer, touch, key, focus or scroll, or a change from another tab (client/lib/script-priority.server.ts).
// A route asks for it with `handle.hydrate = "on-intent"`.
import { BOTTOM_BAR_EVENT, VIDEO_MODAL_EVENT } from "./layout-store";

/** The route handle of a page whose scripts wait for the visitor. */
export const HYDRATE_ON_INTENT = { hydrate: "on-intent" } as const;

/** Whether a route's handle asks for its page's scripts to wait for the visitor. */
export function hydratesOnIntent(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { hydrate?: unknown }).hydrate === "on-intent";
}

/** The app's global events (content-and-account §2) that another script may send before the app listens. */
export const HANDED_ON_EVENTS = [VIDEO_MODAL_EVENT, BOTTOM_BAR_EVENT] as const;

/**
 * The window property where the head's script keeps the storage events and the app's global events that came before
 * the app listened (the first of them woke the page); null once the app has taken them.
 */
export const WAKE_EVENTS_PROPERTY = "__shopWake";

/**
 * Once the page has hydrated: the changes in other tabs and the app's global events that came while it waited are
 * heard again, in order, now that the app listens (a sign-in there reloads this page, a sign-out sends it home, the
 * video modal opens). A click or key press that woke the page needs nothing here: the early input replays it. Called
 * once, on hydration; the script keeps nothing more after.
 */
export function passOnWakeEvents(target: Window = window): void {
  const holder = target as unknown as Record<string, unknown>;
  const kept = holder[WAKE_EVENTS_PROPERTY];
  if (!Array.isArray(kept)) return;
  holder[WAKE_EVENTS_PROPERTY] = null;
  for (const event of kept as Event[]) {
    if (typeof StorageEvent !== "undefined" && event instanceof StorageEvent) {
      const { key, oldValue, newValue, url, storageArea } = event;
      target.dispatchEvent(new StorageEvent("storage", { key, oldValue, newValue, url, storageArea }));
    } else if (event instanceof CustomEvent) {
      target.dispatchEvent(new CustomEvent(event.type, { detail: event.detail as unknown }));
    }
  }
}
