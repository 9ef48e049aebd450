// The chunk reload guard (booking-and-checkout §4 "Other", §8, §9): after a lazily loaded chunk fails, the page
// reloads at most once a minute. Its own module: only the document's head uses it, as server text.

/** After a lazily loaded chunk fails, the page reloads at most once in this time. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** Session storage key of the last reload after a chunk failure (per tab: another tab's reload is its own). */
export const CHUNK_RELOAD_STORAGE_KEY = "chunk_reload_at";

/** Whether a chunk failure may reload the page now, given the time of the last such reload (null: none). */
export function chunkReloadAllowed(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A last time in the future (the clock moved back) does not block for ever.
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || now < lastReloadAt;
}

/**
 * The guard as an inline script for the document's head, before any chunk can fail: on Vite's preload error (a lazy
 * chunk or its dependencies failed), reload when the guard allows it and note the time; otherwise let the error reach
 * the page's error screen. Without session storage there is no way to keep the guard, so no reload.
 */
export function chunkReloadScript(): string {
  // Written short, as chunkReloadAllowed: a missing time reads as 0 and an unreadable one as NaN, and neither blocks.
  return `addEventListener("vite:preloadError",function(){try{var k=${JSON.stringify(CHUNK_RELOAD_STORAGE_KEY)},n=Date.now(),l=+sessionStorage.getItem(k);if(n-l<${CHUNK_RELOAD_GUARD_MS}&&n>=l)return;sessionStorage.setItem(k,n+"");location.reload()}catch(e){}})`;
}
