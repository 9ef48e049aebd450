// A member's part of the header's user badge (content-and-account §2): an avatar chosen by gender (the CMS's avatar
// icons, else the first letter of the name) opening the account menu. The menu is a native popover rendered with the
// page, so it opens before scripts too. Loaded only for members.
import { useEffect, useRef, useState } from "react";
import type { SessionMember } from "../../../shared/contract/member-schemas";
import { useT } from "../../i18n";
import { useSite } from "../../layout/site-context";
import AccountMenu from "./AccountMenu";

export const ACCOUNT_MENU_ID = "header-account-menu";

/** The avatar image of the member's gender, or null (no gender, or the CMS has no icon): then the initial shows. */
export function avatarOf(member: Pick<SessionMember, "gender">, icons: { female?: { image_url: string } | null; male?: { image_url: string } | null }): string | null {
  if (member.gender === "female") return icons.female?.image_url ?? null;
  if (member.gender === "male") return icons.male?.image_url ?? null;
  return null;
}

/** The first letter of the member's first name (else of the e-mail), in upper case. */
export function initialOf(member: Pick<SessionMember, "firstName" | "email">): string {
  const first = [...(member.firstName.trim() || member.email.trim())][0] ?? "?";
  return first.toLocaleUpperCase();
}

export function Avatar({ member, size = 32 }: { member: SessionMember; size?: number }) {
  const site = useSite();
  const header = site.header?.main_header;
  const image = avatarOf(member, { female: header?.avatar_female_icon, male: header?.avatar_male_icon });
  if (image) return <img src={image} alt="" width={size} height={size} className="rounded-full bg-white" data-testid="avatar-image" />;
  return (
    <span aria-hidden="true" style={{ width: size, height: size }} className="inline-flex items-center justify-center rounded-full bg-brand-yellow font-bold text-brand-navy" data-testid="avatar-initial">
      {initialOf(member)}
    </span>
  );
}

export default function MemberButton({ member }: { member: SessionMember }) {
  const t = useT();
  const menu = useRef<HTMLDivElement>(null);
  // Whether the menu has been open: its share points load then, not with every page.
  const [opened, setOpened] = useState(false);
  // The browser's own popover opens and closes the menu (its button, Escape, a press outside), before any script too;
  // the page follows its state to load the share points and move the focus to the first entry.
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const follow = () => {
      if (!element.matches(":popover-open")) return;
      setOpened(true);
      element.querySelector<HTMLElement>("a[href], button")?.focus();
    };
    follow();
    element.addEventListener("toggle", follow);
    return () => element.removeEventListener("toggle", follow);
  }, []);
  const close = () => {
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  };
  return (
    <div className="member-badge-anchor relative flex items-center" data-testid="user-badge">
      <button
        type="button"
        className="icon-button member-badge"
        aria-label={t("account.menu.open", { name: member.firstName || member.email })}
        popoverTarget={ACCOUNT_MENU_ID}
        data-testid="user-menu-button"
      >
        <Avatar member={member} />
      </button>
      <div ref={menu} id={ACCOUNT_MENU_ID} popover="auto" className="account-menu" data-testid="user-menu">
        <AccountMenu member={member} onClose={close} loadSharePoints={opened} />
      </div>
    </div>
  );
}
