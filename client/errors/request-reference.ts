// The reference a failed page shows, so a visitor can quote it: on the server, the request's id (its X-Request-Id); in
// the browser, the id the server wrote into the page it rendered, while the visitor is still at that address. A failure
// that happens later in the browser, elsewhere, has no request of its own to name and shows none.
import { useContext, useState } from "react";
import { shopContext } from "../../shared/request-context";
import { RequestContext } from "../document/server-render-only";

export const REQUEST_ID_ATTRIBUTE = "data-request-id";

/** The id the server's page carried, and the address it was for; read once, on the first use in the browser. */
let fromPage: { address: string; id: string | null } | undefined;

const addressNow = () => `${window.location.pathname}${window.location.search}`;

export function useRequestReference(): string | null {
  const request = useContext(RequestContext);
  const [reference] = useState<string | null>(() => {
    if (request) return request.get(shopContext).requestId || null;
    if (typeof document === "undefined") return null;
    fromPage ??= { address: addressNow(), id: document.querySelector(`[${REQUEST_ID_ATTRIBUTE}]`)?.getAttribute(REQUEST_ID_ATTRIBUTE) ?? null };
    return fromPage.address === addressNow() ? fromPage.id : null;
  });
  return reference;
}
