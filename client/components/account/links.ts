// The account areas a member reaches from the header's menu and the dashboard (content-and-account §2): paths below
// the site prefix, and whether the share (loyalty) area shows: only where the site has share, the CMS's my_account
// switch is on (the header menu), and, for the menu, the member is a share member.
import { AUTH_PATHS } from "../../../shared/contract/members";
import type { Locale } from "../../../shared/locale";
import type { MessageKey } from "../../i18n";

export interface AccountLink {
  id: string;
  /** Below the site prefix. */
  path: string;
  label: MessageKey;
}

export const DASHBOARD_LINK: AccountLink = { id: "dashboard", path: "accounts/dashboard", label: "account.link.dashboard" };
export const PERSONAL_DETAILS_LINK: AccountLink = { id: "personal-details", path: "accounts/profile/personal-details", label: "account.link.personalDetails" };
export const FAMILY_LINK: AccountLink = { id: "family", path: "accounts/profile", label: "account.link.family" };
export const BOOKINGS_LINK: AccountLink = { id: "transactions", path: "accounts/transactions", label: "account.link.bookings" };
export const SHARE_LINK: AccountLink = { id: "share", path: "accounts/share", label: "account.link.share" };

export interface ShareRule {
  containsShare: boolean;
  /** The CMS header's my_account.show_share (null when the header content is missing). */
  showShare: boolean | null;
  isShareMember: boolean;
}

/** The share link of the header's menu: the site has share, the CMS shows it, and the member is a share member. */
export function menuShowsShare(rule: ShareRule): boolean {
  return rule.containsShare && rule.showShare === true && rule.isShareMember;
}

/** The header's account menu, in order (sign-out comes after them). */
export function menuLinks(rule: ShareRule): AccountLink[] {
  return [DASHBOARD_LINK, PERSONAL_DETAILS_LINK, BOOKINGS_LINK, ...(menuShowsShare(rule) ? [SHARE_LINK] : [])];
}

/** The dashboard's tiles: every account area; share only where the site has it. */
export function dashboardLinks(containsShare: boolean): AccountLink[] {
  return [
    PERSONAL_DETAILS_LINK,
    FAMILY_LINK,
    BOOKINGS_LINK,
    { id: "payments", path: "accounts/payments", label: "account.link.payments" },
    { id: "gear-waivers", path: "accounts/profile/set-your-gear", label: "account.link.gearWaivers" },
    { id: "waivers", path: "accounts/profile/waiver-form", label: "account.link.waivers" },
    { id: "ski-school", path: "accounts/ski-school", label: "account.link.skiSchool" },
    { id: "memberships", path: "accounts/profile/memberships", label: "holdings.link.memberships" },
    { id: "alpine", path: "accounts/alpine", label: "holdings.link.alpine" },
    ...(containsShare ? [SHARE_LINK] : []),
  ];
}

/**
 * The privacy center in the page's language (content-and-account §2 Other). The shop's own route sends the member on
 * with their access token, which the browser never holds.
 */
export function privacyCenterHref(locale: Locale, site: string): string {
  return `${AUTH_PATHS.privacyCenter}?${new URLSearchParams({ lang: locale, site })}`;
}
