// The site's menu. On phones it is the mobile menu: a popover the header's menu button opens (the browser's own
// popover: it opens, closes on Escape or a press outside, before any script), with the navigation, sign-in or the
// member's account, the strip's links, the venues and the language. On a desktop-wide window its box dissolves into the
// header's bar (client/styles.css, .site-menu) and only the navigation shows there. Scripts add the focus handling,
// the page's scroll lock and the booking bar's hiding (Header.tsx).
import { type RefObject, Suspense, useEffect, useRef } from "react";
import type { NavbarEntryView } from "../../../shared/cms-views";
import { useT } from "../../i18n";
import { lazyWithTexts } from "../../i18n/lazy-with-texts";
import { useLayout } from "../../layout/layout-store";
import { useMember } from "../../member/member-store";
import { useSite } from "../../layout/site-context";
import { SignInLink, SignUpLink } from "./Actions";
import { CmsLink } from "./CmsLink";
import { CloseIcon } from "./icons";
import { MOBILE_MENU_ID } from "./ids";
import { LanguageLink } from "./language";
import { LocationOptions } from "./LocationOptions";
import { useLocationSwitch } from "./location";
import { SiteNav } from "./SiteNav";

/** A member's account menu: its code and texts load when the mobile menu opens. */
const AccountMenu = lazyWithTexts(["account", "holdings"], () => import("./AccountMenu"));

const FOCUSABLE = "a[href], button:not([disabled]), summary, input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** While open, Tab cycles through the menu (it covers the page); opening moves the focus onto its close button. */
function useMenuFocus(panel: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    if (!open || !panel.current) return;
    panel.current.querySelector<HTMLElement>("[data-menu-close]")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || !panel.current) return;
      const ring = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
      const first = ring[0];
      const last = ring[ring.length - 1];
      if (!first || !last) return;
      const inside = ring.includes(document.activeElement as HTMLElement);
      if (!inside || (!event.shiftKey && document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [panel, open]);
}

export function SiteMenu({ items, inverted, panel }: { items: NavbarEntryView[]; inverted: boolean; panel: RefObject<HTMLDivElement | null> }) {
  const t = useT();
  const site = useSite();
  const member = useMember(site.member);
  const locations = useLocationSwitch();
  const open = useLayout((s) => s.mobileMenuOpen);
  const setOpen = useLayout((s) => s.setMobileMenuOpen);
  useMenuFocus(panel, open);
  const close = () => {
    if (panel.current?.matches(":popover-open")) panel.current.hidePopover();
  };
  const logo = site.header?.main_header.logo;
  // The page follows the popover's own state: opened by its button (also before the page hydrated), closed by Escape,
  // a press outside or its close button (the toggles of the menus' disclosures inside do not bubble up to it).
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const follow = () => setOpen(element.matches(":popover-open"));
    follow();
    element.addEventListener("toggle", follow);
    return () => element.removeEventListener("toggle", follow);
  }, [panel, setOpen]);
  // A navigation inside the app resets the layout's state (layout-store.ts): the popover follows it.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open && panel.current?.matches(":popover-open")) panel.current.hidePopover();
    wasOpen.current = open;
  }, [open, panel]);

  return (
    <div
      ref={panel}
      id={MOBILE_MENU_ID}
      popover="auto"
      className="site-menu"
      data-testid="mobile-menu"
    >
      <div className="site-menu-top">
        <button type="button" popoverTarget={MOBILE_MENU_ID} popoverTargetAction="hide" className="menu-button" aria-label={t("header.closeMenu")} data-menu-close="">
          <CloseIcon size={24} />
        </button>
        {logo ? <img src={logo.image_url} alt="" width={115} height={40} className="h-auto w-[100px]" /> : null}
      </div>

      <SiteNav items={items} inverted={inverted} onNavigate={close} />

      <div className="site-menu-extras">
        {member ? (
          open ? (
            <div className="rounded-xl bg-brand-ice p-3" data-testid="mobile-account">
              <Suspense fallback={null}>
                <AccountMenu member={member} onClose={close} loadSharePoints />
              </Suspense>
            </div>
          ) : null
        ) : (
          <div className="flex flex-col gap-3">
            <SignInLink className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-yellow px-7 py-3 font-bold text-brand-navy" onNavigate={close} testId="mobile-sign-in" />
            <SignUpLink className="rounded-full border-2 border-brand-navy px-7 py-2.5 text-center font-bold" onNavigate={close} />
          </div>
        )}

        {site.header?.global_header.cta_items.length ? (
          <ul className="flex flex-col gap-3">
            {site.header.global_header.cta_items.map((cta) => (
              <li key={cta.url + cta.title}>
                <CmsLink url={cta.url} className="font-semibold underline underline-offset-2" onClick={close}>
                  {cta.title}
                </CmsLink>
              </li>
            ))}
          </ul>
        ) : null}

        {locations.environments.length ? (
          <section aria-labelledby="mobile-location-title">
            <h2 id="mobile-location-title" className="mb-2 text-sm font-bold uppercase tracking-wide text-brand-slate">
              {t("header.location")}
            </h2>
            <LocationOptions
              look="grid"
              testIdPrefix="mobile-location-option"
              onChosen={(switching) => {
                if (!switching) close();
              }}
            />
          </section>
        ) : null}

        <LanguageLink className="inline-flex items-center gap-2 self-start font-semibold" testId="mobile-language-switch" />
      </div>
    </div>
  );
}
