// The guest token that opens a paid order (booking-confirmed, find-your-booking), kept in this tab's session storage
// and never left in the address bar (content-and-account §2).

/** Session storage key of the guest token that opens a booking. */
export const ORDER_TOKEN_STORAGE_KEY = "order_access_token";

interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The tab's session storage, or null where it is blocked (reading window.sessionStorage then throws). */
export function safeSessionStorage(): SessionStore | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readOrderToken(storage: SessionStore | null = safeSessionStorage()): string | null {
  try {
    return storage?.getItem(ORDER_TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function storeOrderToken(token: string, storage: SessionStore | null = safeSessionStorage()): void {
  try {
    storage?.setItem(ORDER_TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage blocked: the token still works for this page through the caller's own copy.
  }
}

/** The `token` query parameter of a URL, stored for this tab when present; null without one. */
export function tokenFromHref(href: string, storage: SessionStore | null = safeSessionStorage()): string | null {
  const token = new URL(href, "http://site.invalid").searchParams.get("token");
  if (!token) return null;
  storeOrderToken(token, storage);
  return token;
}

/**
 * Moves a `token` query parameter into session storage and removes it from the address bar, keeping every other
 * parameter. Gives the token to use: the URL's, else the one stored earlier.
 */
export function takeTokenFromUrl(
  location: Pick<Location, "href">,
  history: Pick<History, "replaceState" | "state">,
  storage: SessionStore | null,
): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get("token");
  if (!token) return readOrderToken(storage);
  storeOrderToken(token, storage);
  url.searchParams.delete("token");
  history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return token;
}
