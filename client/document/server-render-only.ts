// Content the server render shows that the page's data does not carry to the browser: a part that hydrates late
// (the footer) loads its own copy with its code, so the page does not send it twice (docs/decisions/022-page-weight.md).
import { createContext as createReactContext, useContext } from "react";
import { type RouterContext, type RouterContextProvider, createContext } from "react-router";
import type { ErrorPageContent, FooterContent } from "../../shared/cms";

export interface ServerRenderOnly {
  /** The site's CMS footer, null when the CMS has none (or the page is not a site page). */
  footer: FooterContent | null;
  /** The site's CMS not-found page, for the not-found screen (client/document/lazy-not-found.tsx). */
  notFound: ErrorPageContent | null;
}

/** Set by the site layout's loader on the server, read by the server render. */
export const serverRenderOnlyContext = createContext<ServerRenderOnly>({ footer: null, notFound: null });

/** The request's router context during the server render (client/entry.server.tsx); absent in the browser. */
export const RequestContext = createReactContext<Readonly<RouterContextProvider> | null>(null);

/** On the server, what a loader set in `context` for this request; in the browser, `fallback`. */
export function useServerRenderValue<T>(context: RouterContext<T>, fallback: T): T {
  const request = useContext(RequestContext);
  return request ? request.get(context) : fallback;
}

const NOTHING_ON_SERVER: ServerRenderOnly = { footer: null, notFound: null };

/** On the server, what the site layout's loader set for this request; in the browser, nothing. */
export function useServerRenderOnly(): ServerRenderOnly {
  return useServerRenderValue(serverRenderOnlyContext, NOTHING_ON_SERVER);
}
