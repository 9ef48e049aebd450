// The one contract between a page and the document layer: the route module's `handle`. What a route declares there
// decides how its page reaches the browser; a route that declares nothing gets the safe default.
//
// - `cache: "shared"`: the page is the same for every anonymous visitor of its URL (it reads no cookie, no member, no
//   header of the request beyond what the page cache keys on: URL, consent choice, browser or crawler), so the page
//   cache (worker/page-cache.ts) may keep it for other visitors. Without it a page is never kept: a new loader that
//   reads something of one visitor can never leak it to another. The page is shared only when every route it matches
//   (the root, the site layout, the page) says so.

/** What a route module may declare in its `handle` for the document layer. */
export interface DocumentHandle {
  /** "shared": the page is the same for every anonymous visitor of its URL and may be kept for them. */
  cache?: "shared";
}

/** The handle of a route whose page is the same for every anonymous visitor of its URL. */
export const SHARED_PAGE = { cache: "shared" } as const satisfies DocumentHandle;

/** Whether a route's handle declares its page anonymous and shared. */
export function declaresShared(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as DocumentHandle).cache === "shared";
}

/**
 * Whether a page may be kept for other visitors: it matched at least one route, and every route it matched declares
 * it shared. `handleOf` gives a matched route's handle (its route module's `handle`, undefined for none).
 */
export function pageIsShared(routeIds: readonly string[], handleOf: (routeId: string) => unknown): boolean {
  return routeIds.length > 0 && routeIds.every((id) => declaresShared(handleOf(id)));
}
