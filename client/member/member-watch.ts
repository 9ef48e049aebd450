// A member's page watching the session (booking-and-checkout §4): the session is checked on load and whenever the tab
// is shown again, and when the shop has signed the member out (an answer said so, or the check found the session
// ended) the page follows once: it clears what the browser keeps, says so, and leaves a member-only page. Loaded
// only on a member's pages (client/member/use-member-session.ts).
import type { RefObject } from "react";
import type { NavigateFunction } from "react-router";
import type { SiteLoaderData } from "../layout/site-context";
import { useLayout } from "../layout/layout-store";
import { isMemberOnlyPath, pathBelowPrefix, unauthorizedHref, useMemberStore } from "./member-store";
import type { Translate } from "../i18n";

/** What the watch reads of the page, always current. */
export interface MemberPage {
  site: SiteLoaderData;
  t: Translate;
  navigate: NavigateFunction;
  pathname: string;
}

let ending = false;

/** Signs the page out after the shop did (once at a time). */
export async function forcedSignOut(page: RefObject<MemberPage>): Promise<void> {
  if (ending || !useMemberStore.getState().member) return;
  ending = true;
  try {
    const { site, t, navigate, pathname } = page.current;
    const [session, contract] = await Promise.all([import("./member-session"), import("../../shared/contract/orders")]);
    await session.endMemberSession({ tenant: site.tenant, locale: site.locale, t }, "forced");
    useLayout.getState().showToast({ type: "red", text: contract.orderErrorMessage(contract.ORDER_ERROR_CODES.memberSessionEnded, site.locale) });
    if (isMemberOnlyPath(pathBelowPrefix(pathname))) void navigate(unauthorizedHref(site.prefix, null), { replace: true });
  } finally {
    ending = false;
  }
}

/** Checks the session now and whenever the tab is shown again; gives the function that stops watching. */
export function watchMember(page: RefObject<MemberPage>): () => void {
  const check = async () => {
    if (!useMemberStore.getState().member) return;
    const { site } = page.current;
    const session = await import("./member-session");
    if ((await session.checkMemberSession({ tenant: site.tenant, locale: site.locale })) === "ended") await forcedSignOut(page);
  };
  const onVisible = () => {
    if (document.visibilityState === "visible") void check();
  };
  document.addEventListener("visibilitychange", onVisible);
  void check();
  return () => document.removeEventListener("visibilitychange", onVisible);
}
