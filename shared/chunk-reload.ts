// The chunk reload guard (booking-and-checkout §4 "Other", §8, §9): after a lazily loaded chunk fails, the page
// reloads at most once a minute. Its own module: only the document's head uses it, as server text, and the client
// build (vite.config.ts), which sends React Router's own reload after a route's code failed through it.

/** After a lazily loaded chunk fails, the page reloads at most once in this time. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** Session storage key of the last reload after a chunk failure (per tab: another tab's reload is its own). */
export const CHUNK_RELOAD_STORAGE_KEY = "chunk_reload_at";
/** The page's global the guard is reached by: reloads when allowed and says whether it did. */
export const CHUNK_RELOAD_GLOBAL = "__shopChunkReload";

/** Whether a chunk failure may reload the page now, given the time of the last such reload (null: none). */
export function chunkReloadAllowed(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A last time in the future (the clock moved back) does not block for ever.
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || now < lastReloadAt;
}

/**
 * The guard as an inline script for the document's head, before any chunk can fail: `window[CHUNK_RELOAD_GLOBAL]()`
 * reloads when the guard allows it, notes the time and answers true; otherwise it answers false and the failure
 * reaches the page's error screen. Called on Vite's preload error (a lazy chunk or its dependencies failed) and by
 * React Router when a route's code failed (guardRouteModuleReload). Without session storage there is no way to keep
 * the guard, so no reload.
 */
export function chunkReloadScript(): string {
  // Written short, as chunkReloadAllowed: a missing time reads as 0 and an unreadable one as NaN, and neither blocks.
  return `(function(){function r(){try{var k=${JSON.stringify(CHUNK_RELOAD_STORAGE_KEY)},n=Date.now(),l=+sessionStorage.getItem(k);if(n-l<${CHUNK_RELOAD_GUARD_MS}&&n>=l)return!1;sessionStorage.setItem(k,n+"");location.reload();return!0}catch(e){return!1}}window.${CHUNK_RELOAD_GLOBAL}=r;addEventListener("vite:preloadError",function(){r()})})()`;
}

/** React Router's loader of a route's code (react-router/dist/…/lib/dom/ssr/routeModules.js). */
export const ROUTE_MODULE_LOADER = /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]lib[\\/]dom[\\/]ssr[\\/]routeModules\.js$/;

/**
 * React Router reloads the page every time a route's code fails to import (a blocked or missing file), with no guard
 * of its own: two clicks on a link whose page's code is blocked made two full reloads within seconds. Rewritten for
 * the client build, that reload goes through the page's guard. When the guard refuses, the route gets a stand-in
 * whose page throws the import's failure, so the site's error screen says the page could not load: React Router goes
 * on with a navigation whatever its route's code did, and the document's head reads each route's module, so a
 * missing one would blank the whole page. The stand-in stays for the page's life, as a loaded route's code would.
 * Without the guard on the page (no head script), React Router's own reload stays. Throws when the loader no longer
 * reads as expected, so that a new React Router version cannot drop the guard unnoticed.
 */
export function guardRouteModuleReload(code: string): string {
  const loader = /async function loadRouteModule\((\w+), (\w+)\) \{/.exec(code);
  const failure = loader ? /catch \((\w+)\) \{\s*console\.error\(`Error loading route module/.exec(code.slice(loader.index)) : null;
  const reload = loader && failure ? code.indexOf("window.location.reload();", loader.index + failure.index) : -1;
  if (!loader || !failure || reload < 0) throw new Error("React Router's route module loader changed: its reload after a failed import was not found");
  const [, route, cache] = loader;
  const guard = `window.${CHUNK_RELOAD_GLOBAL}`;
  const guarded =
    `if (typeof ${guard} !== "function") window.location.reload(); ` +
    `else if (!${guard}()) return ${cache}[${route}.id] = { default: function RouteCodeFailed() { throw ${failure[1]}; } };`;
  return code.slice(0, reload) + guarded + code.slice(reload + "window.location.reload();".length);
}
