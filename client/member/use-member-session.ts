// Wires the member's session into every page (booking-and-checkout §4): takes the member the server rendered, notes a
// new sign-in (logged_in marker, login event), reacts to other tabs' markers, checks the session on load and when
// the tab is shown again, and signs the page out when an answer says the shop did. The work loads on demand.
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { SessionMember } from "../../shared/contract/member-schemas";
import { useT } from "../i18n";
import { noteGuest, noteSignedIn, reactionToStorage, safeLocalStorage, useMemberStore } from "./member-store";
import { onSignedOut } from "./signed-out";
import type { MemberPage } from "./member-watch";
import type { SiteLoaderData } from "../layout/site-context";

export function useMemberSession(site: SiteLoaderData): void {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rendered: SessionMember | null = site.member;
  const latest = useRef<MemberPage>({ site, t, navigate, pathname });
  latest.current = { site, t, navigate, pathname };

  // The member the page was rendered with becomes the store's; a member seen for the first time has just signed in.
  useEffect(() => {
    useMemberStore.getState().adopt(rendered);
    const storage = safeLocalStorage();
    if (!rendered) {
      noteGuest(storage);
      return;
    }
    if (noteSignedIn(storage, rendered)) void import("../analytics/analytics-member").then((m) => m.trackLogin(rendered.email));
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

  // A member's page watches the session (on load, when shown again, and every answer that says the shop signed the
  // member out); the watch loads only for members.
  useEffect(() => {
    if (!rendered) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import("./member-watch").then(({ watchMember }) => {
      if (!cancelled) stop = watchMember(latest);
    });
    // Heard from the first moment, even before the watch has loaded.
    const stopHearing = onSignedOut(() => void import("./member-watch").then(({ forcedSignOut }) => forcedSignOut(latest)));
    return () => {
      cancelled = true;
      stop?.();
      stopHearing();
    };
  }, [rendered]);
}
