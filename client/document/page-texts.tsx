// The document layer's page: a layout without a path around every page of a site, whose loader sends the texts the
// matched page declares in its handle (./handle.ts): with the HTML on the server's render, and with the navigation's
// data on each navigation in the browser, fetched while the page's code loads. The site layout puts them on top of
// the chrome's (client/routes/site.tsx).
import { type ShouldRevalidateFunctionArgs, Outlet } from "react-router";
import type { Route } from "./+types/page-texts";
import { SHARED_PAGE } from "./handle";
import { pageTextsOf } from "./page-texts.server";

/** Texts are the same for every visitor of a URL (./handle.ts). */
export const handle = SHARED_PAGE;

export function loader({ context, pattern }: Route.LoaderArgs) {
  return pageTextsOf(context, pattern);
}

/**
 * Asked again only for another page: a form sent to a page's action, or another query of the same page, changes no text.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return false;
  return currentUrl.pathname !== nextUrl.pathname;
}

export default function Page() {
  return <Outlet />;
}
