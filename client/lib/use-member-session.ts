// Wires the member's session into every page (booking-and-checkout §4): takes the member the server rendered, notes a
// new sign-in (logged_in marker, login event), reacts to other tabs' markers, checks the session on load and when
// the tab is shown again, and signs the page out when an answer says the shop did. The work loads on demand.
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { orderErrorMessage, ORDER_ERROR_CODES } from "../../shared/contract/orders";
import type { SessionMember } from "../../shared/contract/member-schemas";
import { useT } from "../i18n";
import { onSignedOut } from "./api";
import { useLayout } from "./layout-store";
import {
  isMemberOnlyPath,
  noteGuest,
  noteSignedIn,
  pathBelowPrefix,
  reactionToStorage,
  safeLocalStorage,
  unauthorizedHref,
  useMemberStore,
} from "./member-store";
import type { SiteLoaderData } from "./site-context";

export function useMemberSession(site: SiteLoaderData): void {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rendered: SessionMember | null = site.member;
  const latest = useRef({ site, t, navigate, pathname });
  latest.current = { site, t, navigate, pathname };

  // The member the page was rendered with becomes the store's; a member seen for the first time has just signed in.
  useEffect(() => {
    useMemberStore.getState().adopt(rendered);
    const storage = safeLocalStorage();
    if (!rendered) {
      noteGuest(storage);
      return;
    }
    if (noteSignedIn(storage, rendered)) void import("./analytics-member").then((m) => m.trackLogin(rendered.email));
  }, [rendered]);

  // Another tab signed out (go home), signed in (reload), or asked every page to load afresh.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const reaction = reactionToStorage(event.key, event.newValue);
      if (reaction === "home") window.location.assign(latest.current.site.prefix);
      else if (reaction) window.location.reload();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  // The shop signed the member out: the page follows (once), says so, and leaves a member-only page.
  useEffect(() => {
    let ending = false;
    const forcedSignOut = async () => {
      if (ending || !useMemberStore.getState().member) return;
      ending = true;
      const { site: current, t: translate, navigate: go, pathname: path } = latest.current;
      const session = await import("./member-session");
      await session.endMemberSession({ tenant: current.tenant, locale: current.locale, bookingMessages: current.bookingMessages, t: translate }, "forced");
      useLayout.getState().showToast({ type: "red", text: orderErrorMessage(ORDER_ERROR_CODES.memberSessionEnded, current.locale) });
      if (isMemberOnlyPath(pathBelowPrefix(path))) void go(unauthorizedHref(current.prefix, null), { replace: true });
      ending = false;
    };
    const check = async () => {
      if (!useMemberStore.getState().member) return;
      const { site: current } = latest.current;
      const session = await import("./member-session");
      if ((await session.checkMemberSession({ tenant: current.tenant, locale: current.locale })) === "ended") await forcedSignOut();
    };
    const stop = onSignedOut(() => void forcedSignOut());
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    document.addEventListener("visibilitychange", onVisible);
    if (rendered) void check();
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [rendered]);
}
