// Site header: global message, desktop strip (venue, live update, language), logo, navigation, video, cart, sign-in, mobile
// menu. Its menus, the language and the venue switches work before any script (decision 12).
import { type RefObject, useEffect, useRef } from "react";
import { Link } from "react-router";
import { DESKTOP_MIN_WIDTH_PX } from "../../shared/layout";
import type { LayoutFlags } from "../../shared/layout-rules";
import { useT } from "../i18n";
import { useLayout } from "../layout/layout-store";
import { useSite } from "../layout/site-context";
import { CartButton, VideoButton } from "./header/Actions";
import { useSessionStrip } from "./header/cart";
import { GlobalMessage } from "./header/GlobalMessage";
import { GlobalStrip } from "./header/GlobalStrip";
import { MenuIcon } from "./header/icons";
import { MOBILE_MENU_ID } from "./header/ids";
import { useLanguageSwitch } from "./header/language";
import { SiteMenu } from "./header/SiteMenu";
import { useHeaderScroll } from "./header/use-header-scroll";
import { UserBadge } from "./header/UserBadge";

/** While the mobile menu is open the page behind it does not scroll; it closes by itself on a desktop-wide window. */
function useMobileMenuEffects(open: boolean, menu: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!open) return;
    document.body.classList.add("scroll-locked");
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
    const onChange = () => desktop.matches && menu.current?.matches(":popover-open") && menu.current.hidePopover();
    desktop.addEventListener("change", onChange);
    return () => {
      document.body.classList.remove("scroll-locked");
      desktop.removeEventListener("change", onChange);
    };
  }, [open, menu]);
}

export function Header({ route }: { route: LayoutFlags }) {
  const t = useT();
  const site = useSite();
  const header = site.header;
  const menuOpen = useLayout((s) => s.menu !== "none");
  const mobileMenuOpen = useLayout((s) => s.mobileMenuOpen);
  const headerRef = useRef<HTMLElement>(null);
  const siteMenu = useRef<HTMLDivElement>(null);
  const { inverted, hidden, reveal } = useHeaderScroll(route, headerRef, menuOpen || mobileMenuOpen);
  useMobileMenuEffects(mobileMenuOpen, siteMenu);
  const language = useLanguageSwitch();
  const sessionStrip = useSessionStrip(site.tenant.siteId, route.holdsCart);
  const setSessionStrip = useLayout((s) => s.setSessionStrip);
  const closeMenus = () => useLayout.setState({ menu: "none" });

  const look = inverted ? "bg-white text-brand-navy shadow-md" : "bg-brand-navy text-white";
  const logo = header?.main_header.logo;
  const videoUrl = header?.main_header.video_cta.url;

  return (
    <header
      ref={headerRef}
      className={`site-header ${look} ${hidden ? "-translate-y-full" : ""}`}
      data-testid="site-header"
      data-inverted={inverted ? "true" : "false"}
      data-hidden={hidden ? "true" : "false"}
      onFocusCapture={reveal}
    >
      {header ? <GlobalMessage message={header.global_message} /> : null}
      {header ? (
        <div className={`hidden lg:block ${inverted ? "bg-brand-ice" : "bg-black/25"}`}>
          <GlobalStrip content={header.global_header} onBoxOpen={closeMenus} />
        </div>
      ) : null}

      <div className="mx-auto flex h-16 max-w-[1320px] items-stretch gap-2 px-4 lg:gap-6">
        {header ? (
          // The browser's own popover opens the mobile menu (header/SiteMenu.tsx), with or without scripts.
          <button
            type="button"
            className="menu-button"
            popoverTarget={MOBILE_MENU_ID}
            aria-label={t("header.openMenu")}
            data-testid="menu-button"
            onClick={closeMenus}
          >
            <MenuIcon size={24} />
          </button>
        ) : null}

        <Link to={site.prefix} className="flex shrink-0 items-center self-center" aria-label={`${site.tenant.name[site.locale]}, ${t("header.home")}`} data-testid="header-logo">
          {logo ? (
            <img src={logo.image_url} alt={logo.alt_text} width={115} height={40} className="h-auto w-[100px] lg:w-[115px]" />
          ) : (
            <span className="text-lg font-bold">{site.tenant.name[site.locale]}</span>
          )}
        </Link>

        {/* The mobile menu on phones; on a desktop-wide window its navigation sits here, in the bar. */}
        {header ? <SiteMenu items={header.main_header.navbar_items} inverted={inverted} panel={siteMenu} /> : null}

        <div className="ms-auto flex items-center gap-1 lg:gap-2">
          {videoUrl ? <VideoButton url={videoUrl} inverted={inverted} /> : null}
          {header && site.tenant.features.cartPanel ? <CartButton inverted={inverted} /> : null}
          {header ? (
            <UserBadge
              signInClassName={`header-sign-in ${inverted ? "bg-brand-navy text-white" : "bg-brand-yellow text-brand-navy"}`}
            />
          ) : null}
          {header ? null : (
            // Without header content only the language switch remains (content-and-account §4: the header shows nothing else).
            <a href={language.href} hrefLang={language.lang} lang={language.lang} className="font-semibold" data-testid="language-switch">
              {language.label}
            </a>
          )}
        </div>
      </div>

      {/* The booking session's strip: its countdown comes with the session's code (cart/CartSession.tsx). */}
      {sessionStrip ? <div ref={setSessionStrip} className="session-strip" data-testid="session-strip" /> : null}

    </header>
  );
}
