// The mobile menu panel (<1024 px, loaded on first open): navigation opened by click, language, locations, sign in / sign up.
import { type RefObject, useEffect, useRef, useState } from "react";
import type { NavbarEntryView } from "../../../shared/cms-views";
import { useT } from "../../i18n";
import { ESCAPE_KEY } from "../../lib/dialog";
import { useSite } from "../../lib/site-context";
import { useMember } from "../../lib/member-store";
import AccountMenu from "./AccountMenu";
import { SignInLink, SignUpLink } from "./Actions";
import { CmsLink } from "./CmsLink";
import { hasMenu } from "./DesktopNav";
import MenuPanelBody from "./MenuPanel";
import { usePreloadHeaderParts } from "./preload-parts";
import { ChevronEnd } from "./icons";
import { MOBILE_MENU_ID } from "./ids";
import { LanguageLink } from "./language";
import { LocationOptions } from "./LocationOptions";
import { useLocationSwitch } from "./location";


const FOCUSABLE = "a[href], button:not([disabled]), [tabindex]:not([tabindex='-1'])";
const row = "flex w-full items-center gap-3 border-b border-black/10 px-1 py-4 text-start text-lg font-semibold";

/** Escape closes; Tab cycles through the menu button and the panel, since the page behind is covered. */
function useMenuKeys(panel: RefObject<HTMLElement | null>, menuButton: RefObject<HTMLElement | null>, onClose: () => void) {
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === ESCAPE_KEY) {
        latest.current();
        menuButton.current?.focus();
        return;
      }
      if (event.key !== "Tab" || !panel.current) return;
      const ring = [menuButton.current, ...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el): el is HTMLElement => Boolean(el));
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
  }, [panel, menuButton]);
}

export default function MobileMenu({ items, menuButton, onClose }: { items: NavbarEntryView[]; menuButton: RefObject<HTMLButtonElement | null>; onClose: () => void }) {
  const t = useT();
  const site = useSite();
  const locations = useLocationSwitch();
  const member = useMember(site.member);
  const panel = useRef<HTMLDivElement>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = items.find((item) => item.id === openId);
  const backButton = useRef<HTMLButtonElement>(null);
  useMenuKeys(panel, menuButton, onClose);
  // The entries' menus, so that one opens with its links as soon as it is chosen.
  const preloadMenus = usePreloadHeaderParts();
  useEffect(preloadMenus, [preloadMenus]);

  useEffect(() => {
    if (opened) backButton.current?.focus();
  }, [opened]);

  return (
    <div
      ref={panel}
      id={MOBILE_MENU_ID}
      className="absolute inset-x-0 top-full h-[calc(100dvh-100%)] overflow-y-auto overscroll-contain bg-white px-5 pb-10 text-brand-navy lg:hidden"
      data-testid="mobile-menu"
    >
      <nav aria-label={t("header.mainNavigation")}>
        {opened ? (
          <div className="pt-3">
            <button
              ref={backButton}
              type="button"
              className="mb-2 inline-flex items-center gap-1 py-2 text-sm font-semibold text-brand-slate"
              data-testid="mobile-menu-back"
              onClick={() => setOpenId(null)}
            >
              <ChevronEnd className="rotate-180 rtl:rotate-0" />
              {t("common.goBack")}
            </button>
            <p className="mb-3 text-xl font-bold">{opened.title}</p>
            <MenuPanelBody item={opened} onNavigate={onClose} />
          </div>
        ) : (
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                {hasMenu(item) ? (
                  <button type="button" className={row} aria-expanded="false" data-testid={`nav-item-${item.id}`} onClick={() => setOpenId(item.id)}>
                    <span className="flex-1">{item.title}</span>
                    <ChevronEnd className="rtl:rotate-180" />
                  </button>
                ) : (
                  <CmsLink url={item.cta_url || "/"} className={row} testId={`nav-item-${item.id}`} onClick={onClose}>
                    {item.title}
                  </CmsLink>
                )}
              </li>
            ))}
          </ul>
        )}
      </nav>

      {opened ? null : (
        <div className="mt-6 flex flex-col gap-6">
          {member ? (
            <div className="rounded-xl bg-brand-ice p-3" data-testid="mobile-account">
              <AccountMenu member={member} onClose={onClose} focusFirst={false} />
            </div>
          ) : (
            <div className="flex flex-col gap-3">
              <SignInLink className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-yellow px-7 py-3 font-bold text-brand-navy" onNavigate={onClose} />
              <SignUpLink className="rounded-full border-2 border-brand-navy px-7 py-2.5 text-center font-bold" onNavigate={onClose} />
            </div>
          )}

          {site.header?.global_header.cta_items.length ? (
            <ul className="flex flex-col gap-3">
              {site.header.global_header.cta_items.map((cta) => (
                <li key={cta.url + cta.title}>
                  <CmsLink url={cta.url} className="font-semibold underline underline-offset-2" onClick={onClose}>
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
              <LocationOptions look="grid" onChosen={(switching) => {
                  if (!switching) onClose();
                }} />
            </section>
          ) : null}

          <LanguageLink className="inline-flex items-center gap-2 self-start font-semibold" testId="mobile-language-switch" />
        </div>
      )}
    </div>
  );
}
