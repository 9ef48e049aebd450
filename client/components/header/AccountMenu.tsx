// The account menu of the header's user badge and of the mobile menu: greeting, the account areas, the privacy center
// and sign-out.
// Signing out with items in the cart asks first (the CMS's logout warning); otherwise it happens at once.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { SessionMember } from "../../../shared/contract/member-schemas";
import { formatAmount } from "../../../shared/format";
import { useT } from "../../i18n";
import { useMemberStore } from "../../member/member-store";
import { useSite } from "../../layout/site-context";
import { SHARE_LINK, menuLinks } from "../account/links";
import { PrivacyCenterButton } from "../account/PrivacyCenterButton";

/** The share points of the menu: loaded when the menu opens, once per member (content-and-account §4). */
function SharePoints() {
  const t = useT();
  const site = useSite();
  const points = useMemberStore((s) => s.sharePoints);
  const keep = useMemberStore((s) => s.keepSharePoints);
  useEffect(() => {
    if (points) return;
    let live = true;
    void import("../../member/member-calls").then(async ({ fetchShareBalance }) => {
      const answer = await fetchShareBalance({ tenant: site.tenant, locale: site.locale, token: null });
      // A failure stays quiet (§8: the balance yields nothing); the link to the share area still shows.
      if (live && answer.ok) keep({ points: answer.data.balance_points, amount: answer.data.balance_currency_amount });
    });
    return () => {
      live = false;
    };
  }, [points, keep, site.tenant, site.locale]);
  return (
    <p className="px-3 pb-2 text-sm text-brand-navy/75" data-testid="share-points" aria-live="polite">
      {points
        ? t("account.share.balance", {
            count: points.points,
            amount: formatAmount(points.amount, site.tenant.currency, site.tenant.decimals, site.locale),
          })
        : t("account.share.loading")}
    </p>
  );
}

/** The menu's content; `loadSharePoints` once it is on screen (the balance is a call of its own). */
export default function AccountMenu({ member, onClose, loadSharePoints }: { member: SessionMember; onClose: () => void; loadSharePoints: boolean }) {
  const t = useT();
  const site = useSite();
  const [signingOut, setSigningOut] = useState(false);
  const links = menuLinks({
    containsShare: site.tenant.containsShare,
    showShare: site.header?.main_header.my_account.show_share ?? null,
    isShareMember: member.isShareMember,
  });

  const signOut = async () => {
    if (signingOut) return;
    setSigningOut(true);
    const { endMemberSession } = await import("../../member/member-session");
    const done = await endMemberSession({ tenant: site.tenant, locale: site.locale, t }, "member");
    if (!done) {
      setSigningOut(false);
      return;
    }
    onClose();
    // A full load of the site's home renders it signed out from the server.
    window.location.assign(site.prefix);
  };

  const item = "block rounded-lg px-3 py-2 font-semibold hover:bg-brand-ice focus-visible:bg-brand-ice";
  return (
    <nav aria-label={t("account.menu.label")}>
      <p className="px-3 pb-2 text-lg font-bold" data-testid="user-greeting">
        {t("account.greeting", { name: member.firstName || member.email })}
      </p>
      {loadSharePoints && links.some((link) => link.id === SHARE_LINK.id) ? <SharePoints /> : null}
      <ul className="border-t border-black/10 pt-2">
        {links.map((link) => (
          <li key={link.id}>
            <Link to={`${site.prefix}/${link.path}`} className={item} data-testid={`user-menu-${link.id}`} onClick={onClose}>
              {t(link.label)}
            </Link>
          </li>
        ))}
        <li>
          {/* The shop's route adds the member's access token on the way (the browser never holds it). */}
          <PrivacyCenterButton locale={site.locale} site={site.tenant.slug} className={`${item} w-full text-start`} testId="user-menu-privacy-center" onClick={onClose}>
            {t("account.privacyCenter")}
            <span className="sr-only"> {t("account.opensInNewTab")}</span>
          </PrivacyCenterButton>
        </li>
        <li className="mt-2 border-t border-black/10 pt-2">
          <button type="button" className={`${item} w-full text-start`} data-testid="sign-out" disabled={signingOut} aria-busy={signingOut} onClick={() => void signOut()}>
            {signingOut ? t("account.signingOut") : t("account.signOut")}
          </button>
        </li>
      </ul>
    </nav>
  );
}
