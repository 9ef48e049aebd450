// A member's part of the header's user badge (content-and-account §2): an avatar chosen by gender (the CMS's avatar
// icons, else the first letter of the name) opening the account menu (menu state "user"). Loaded only for members.
import { Suspense, lazy, useRef } from "react";
import type { SessionMember } from "../../../shared/contract/member-schemas";
import { useT } from "../../i18n";
import { useLayout } from "../../lib/layout-store";
import { useSite } from "../../lib/site-context";
import { useDismiss } from "./dismiss";

// The menu's links and the sign-out load when the menu opens.
const AccountMenu = lazy(() => import("./AccountMenu"));

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
  const open = useLayout((s) => s.menu === "user");
  const toggleMenu = useLayout((s) => s.toggleMenu);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = (focusBack: boolean) => {
    if (useLayout.getState().menu === "user") toggleMenu("user");
    if (focusBack) button.current?.focus();
  };
  useDismiss(open, wrapper, (reason) => close(reason === "escape"));
  return (
    <div ref={wrapper} className="relative flex items-center" data-testid="user-badge">
      <button
        ref={button}
        type="button"
        className="icon-button member-badge"
        aria-label={t("account.menu.open", { name: member.firstName || member.email })}
        aria-expanded={open}
        aria-controls={ACCOUNT_MENU_ID}
        data-testid="user-menu-button"
        onClick={() => toggleMenu("user")}
      >
        <Avatar member={member} />
      </button>
      {open ? (
        <div id={ACCOUNT_MENU_ID} className="absolute end-0 top-full z-20 mt-2 w-72 rounded-xl bg-white p-4 text-brand-navy shadow-xl ring-1 ring-black/5" data-testid="user-menu">
          <Suspense fallback={null}>
            <AccountMenu member={member} onClose={() => close(false)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
