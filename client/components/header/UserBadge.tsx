// The header's user badge (content-and-account §2): the sign-in button for a guest, or for a member the avatar with
// the account menu (./MemberBadge.tsx, loaded only when a member is signed in).
import { Suspense, useMemo } from "react";
import { lazyWithTexts } from "../../i18n/lazy-with-texts";
import { useMember } from "../../lib/member-store";
import { useSite } from "../../lib/site-context";
import { SignInLink } from "./Actions";

const MemberBadge = lazyWithTexts(["account", "holdings"], () => import("./MemberBadge"));

/** A guest's sign-in button, or a member's avatar with the account menu. */
export function UserBadge({ inverted, signInClassName }: { inverted: boolean; signInClassName: string }) {
  const site = useSite();
  const member = useMember(site.member);
  // Rendered on the server with the page; in the browser its code loads on its own, after the page has hydrated. The
  // same element is kept while the member and the look stay the same: React would otherwise take a re-render of the
  // header before the code arrives (the page taking its member) as an update, drop the server's badge and show the
  // placeholder until then. Kept, the badge stays on screen, and a click on it is replayed once it can work
  // (client/lib/early-input.ts).
  const badge = useMemo(
    () =>
      member ? (
        <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-10" />}>
          <MemberBadge member={member} inverted={inverted} />
        </Suspense>
      ) : null,
    [member, inverted],
  );
  return badge ?? <SignInLink className={signInClassName} />;
}
