// The one contract between a page and the document layer: the route module's `handle`. What a route declares there
// decides how its page reaches the browser; a route that declares nothing gets the safe default.
//
// - `cache: "shared"`: the page is the same for every anonymous visitor of its URL (it reads no cookie, no member, no
//   header of the request beyond what the page cache keys on: URL, consent choice, browser or crawler), so the page
//   cache (worker/page-cache.ts) may keep it for other visitors. Without it a page is never kept: a new loader that
//   reads something of one visitor can never leak it to another. The page is shared only when every route it matches
//   (the root, the site layout, the page) says so.
// - `texts`: the dictionary parts the page renders and the route titles it shows. The document layer sends them with
//   the page, in its language, on the server's render and on each navigation in the browser (./page-texts.tsx); a page
//   never loads its own texts. A key of a part the page does not declare fails the texts test (client/i18n/texts.test.ts).
import type { PartName, TitleKey } from "../i18n/texts";

/** The title of the route the page answers (a module that renders several routes names each one's by this). */
export const ROUTE_TITLE = "route";

/** The texts a page renders beyond the chrome's: its dictionary parts and the route titles it shows. */
export interface PageTextsDeclaration {
  parts?: readonly PartName[];
  titles?: readonly (TitleKey | typeof ROUTE_TITLE)[];
}

/** What a route module may declare in its `handle` for the document layer. */
export interface DocumentHandle {
  /** "shared": the page is the same for every anonymous visitor of its URL and may be kept for them. */
  cache?: "shared";
  /** The dictionary parts and route titles the page renders, sent with it by the document layer. */
  texts?: PageTextsDeclaration;
}

/** The handle of a route whose page is the same for every anonymous visitor of its URL. */
export const SHARED_PAGE = { cache: "shared" } as const satisfies DocumentHandle;

/** What a route's handle declares of its texts (nothing when it declares none). */
export function declaredTexts(handle: unknown): PageTextsDeclaration {
  const texts = typeof handle === "object" && handle !== null ? (handle as DocumentHandle).texts : undefined;
  return texts ?? {};
}

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
