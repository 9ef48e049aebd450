// The header's user badge (content-and-account §2): the sign-in button for a guest, or for a member the avatar with
// the account menu (./MemberBadge.tsx, loaded only when a member is signed in).
import { Suspense, useMemo } from "react";
import { lazyWithTexts } from "../../i18n/lazy-with-texts";
import { useMember } from "../../member/member-store";
import { useSite } from "../../layout/site-context";
import { SignInLink } from "./Actions";

const MemberBadge = lazyWithTexts(["account", "holdings"], () => import("./MemberBadge"));

/** A guest's sign-in button, or a member's avatar with the account menu. */
export function UserBadge({ signInClassName }: { signInClassName: string }) {
  const site = useSite();
  const member = useMember(site.member);
  // Rendered on the server with the page; in the browser its code loads on its own, after the page has hydrated. The
  // same element is kept while the member stays the same: React would otherwise take a re-render of the header before
  // the code arrives (the page taking its member, the header changing its look on scroll) as an update, drop the
  // server's badge and show the placeholder until then. Kept, the badge stays on screen, and its button opens the menu,
  // a native popover, before the code arrives. So the badge takes no prop from the header's look: its hover colour
  // follows the header's data-inverted in the stylesheet (.member-badge).
  const badge = useMemo(
    () =>
      member ? (
        <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-10" />}>
          <MemberBadge member={member} />
        </Suspense>
      ) : null,
    [member],
  );
  return badge ?? <SignInLink className={signInClassName} />;
}
