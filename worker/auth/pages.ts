// Members on the pages (booking-and-checkout §6 route guards): the signed-in member of a page request goes to the
// page (the header shows the member from the first paint); a guest on an account page (accounts/*, extra/*) goes to
// /unauthorized, and a member on /unauthorized to the dashboard. A page made for a member is never cached.
import type { Context, MiddlewareHandler } from "hono";
import { DASHBOARD_PATH } from "../../shared/routes";
import { PERSONAL_CACHE_CONTROL } from "../provider/order-routes";
import type { AppEnv } from "../env";
import type { Clock } from "../provider/env";
import { currentSession, endSession, hasSessionCookie } from "./sessions";

/** Paths below a site prefix that only a member may open. */
export function isMemberOnlyPath(rest: string): boolean {
  return /^(accounts|extra)(\/|$)/.test(rest);
}

/** The guard page and the page it sends a member to. */
export const UNAUTHORIZED_PAGE = "unauthorized";
export const DASHBOARD_PAGE = DASHBOARD_PATH;
/** Paths that are the way into the account: they lead to the dashboard. */
const ACCOUNT_FRONT_DOORS = new Set(["accounts", "my-account"]);

/**
 * A guard's redirect, private to the visitor. A document request gets a 302; a React Router data request
 * (`/page.data`, a navigation inside the app) gets the 204 with `X-Remix-Redirect` its client follows: a 302 there
 * would hand the client the target's HTML where it expects data, and the page would fail. The client follows it as a
 * document load, so the page's idea of who is signed in (it asked for a member's data) starts again from the server.
 */
function guardRedirect(c: Context<AppEnv>, target: string, dataRequest: boolean): Response {
  c.header("Cache-Control", PERSONAL_CACHE_CONTROL);
  if (!dataRequest) return c.redirect(target, 302);
  return c.body(null, 204, { "X-Remix-Redirect": target, "X-Remix-Status": "302", "X-Remix-Reload-Document": "true" });
}

export function memberPages(clock: Clock): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const location = c.get("location");
    if (!location || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    const hadCookie = hasSessionCookie(c);
    const session = hadCookie ? await currentSession(c, clock()) : null;
    if (hadCookie && !session) await endSession(c, null);
    // React Router's data requests name the page as /page.data.
    const asked = location.rest.replace(/(\/_)?\.data$/, "");
    const dataRequest = new URL(c.req.url).pathname.endsWith(".data");
    // The account's front doors lead to the dashboard (a guest's, through unauthorized).
    const toDashboard = ACCOUNT_FRONT_DOORS.has(asked.replace(/\/$/, ""));
    if (toDashboard && session) return guardRedirect(c, `${location.prefix}/${DASHBOARD_PAGE}`, dataRequest);
    const rest = toDashboard ? DASHBOARD_PAGE : asked;
    if (!session && isMemberOnlyPath(rest)) {
      // The page's own query comes back with the member; a data request's `_routes` names React Router's routes only.
      const query = new URL(c.req.url).searchParams;
      query.delete("_routes");
      const search = toDashboard || query.size === 0 ? "" : `?${query}`;
      const target = `${location.prefix}/${UNAUTHORIZED_PAGE}?${new URLSearchParams({ return: `${location.prefix}/${rest}${search}` })}`;
      return guardRedirect(c, target, dataRequest);
    }
    if (session && rest === UNAUTHORIZED_PAGE) return guardRedirect(c, `${location.prefix}/${DASHBOARD_PAGE}`, dataRequest);
    await next();
    if (hadCookie) {
      c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
      c.res.headers.append("Vary", "Cookie");
    }
  };
}
