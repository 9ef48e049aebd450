// Members on the pages (booking-and-checkout §6 route guards): the signed-in member of a page request goes to the
// page (the header shows the member from the first paint); a guest on an account page (accounts/*, extra/*) goes to
// /unauthorized, and a member on /unauthorized to the dashboard. A page made for a member is never cached.
import type { MiddlewareHandler } from "hono";
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

export function memberPages(clock: Clock): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const location = c.get("location");
    if (!location || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    const hadCookie = hasSessionCookie(c);
    const session = hadCookie ? await currentSession(c, clock()) : null;
    if (hadCookie && !session) await endSession(c, null);
    // React Router's data requests name the page as /page.data.
    const asked = location.rest.replace(/(\/_)?\.data$/, "");
    // The account's front doors lead to the dashboard (a guest's, through unauthorized).
    const toDashboard = ACCOUNT_FRONT_DOORS.has(asked.replace(/\/$/, ""));
    if (toDashboard && session) {
      c.header("Cache-Control", PERSONAL_CACHE_CONTROL);
      return c.redirect(`${location.prefix}/${DASHBOARD_PAGE}`, 302);
    }
    const rest = toDashboard ? DASHBOARD_PAGE : asked;
    if (!session && isMemberOnlyPath(rest)) {
      const wanted = new URL(c.req.url);
      const target = `${location.prefix}/${UNAUTHORIZED_PAGE}?${new URLSearchParams({ return: `${location.prefix}/${rest}${toDashboard ? "" : wanted.search}` })}`;
      c.header("Cache-Control", PERSONAL_CACHE_CONTROL);
      return c.redirect(target, 302);
    }
    if (session && rest === UNAUTHORIZED_PAGE) {
      c.header("Cache-Control", PERSONAL_CACHE_CONTROL);
      return c.redirect(`${location.prefix}/${DASHBOARD_PAGE}`, 302);
    }
    await next();
    if (hadCookie) {
      c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
      c.res.headers.append("Vary", "Cookie");
    }
  };
}
