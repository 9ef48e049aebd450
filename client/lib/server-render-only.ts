// Content the server render shows that the page's data does not carry to the browser: a part that hydrates late
// (the footer) loads its own copy with its code, so the page does not send it twice (docs/decisions/022-page-weight.md).
import { createContext as createReactContext, useContext } from "react";
import { type RouterContextProvider, createContext } from "react-router";
import type { FooterContent } from "../../shared/cms";

export interface ServerRenderOnly {
  /** The site's CMS footer, null when the CMS has none (or the page is not a site page). */
  footer: FooterContent | null;
}

/** Set by the site layout's loader on the server, read by the server render. */
export const serverRenderOnlyContext = createContext<ServerRenderOnly>({ footer: null });

/** The request's router context during the server render (client/entry.server.tsx); absent in the browser. */
export const RequestContext = createReactContext<Readonly<RouterContextProvider> | null>(null);

/** On the server, what the site layout's loader set for this request; in the browser, nothing. */
export function useServerRenderOnly(): ServerRenderOnly {
  const request = useContext(RequestContext);
  return request ? request.get(serverRenderOnlyContext) : { footer: null };
}
