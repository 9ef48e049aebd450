// The header's user badge (content-and-account §2): the sign-in button for a guest, or for a member the avatar with
// the account menu (./MemberBadge.tsx, loaded only when a member is signed in).
import { Suspense } from "react";
import { lazyWithTexts } from "../../i18n/lazy-with-texts";
import { useMember } from "../../lib/member-store";
import { useSite } from "../../lib/site-context";
import { SignInLink } from "./Actions";

const MemberBadge = lazyWithTexts(["account", "holdings"], () => import("./MemberBadge"));

/** A guest's sign-in button, or a member's avatar with the account menu. */
export function UserBadge({ inverted, signInClassName }: { inverted: boolean; signInClassName: string }) {
  const site = useSite();
  const member = useMember(site.member);
  if (!member) return <SignInLink className={signInClassName} />;
  return (
    // Rendered on the server with the page; in the browser its code comes before that part of the page is hydrated.
    <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-10" />}>
      <MemberBadge member={member} inverted={inverted} />
    </Suspense>
  );
}
