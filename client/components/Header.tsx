// Site header: global message, desktop strip (venue, live update, language), logo, navigation, video, cart, sign-in, mobile menu.
import { Suspense, useCallback, useEffect, useRef } from "react";
import { lazyWithTexts } from "../i18n/lazy-with-texts";
import { Link } from "react-router";
import { DESKTOP_MIN_WIDTH_PX } from "../../shared/layout";
import type { LayoutFlags } from "../../shared/layout-rules";
import { useT } from "../i18n";
import { useLayout } from "../lib/layout-store";
import { useSite } from "../lib/site-context";
import { CartButton, VideoButton } from "./header/Actions";
import { useSessionStrip } from "./header/cart";
import { DesktopNav } from "./header/DesktopNav";
import { GlobalMessage } from "./header/GlobalMessage";
import { GlobalStrip } from "./header/GlobalStrip";
import { CloseIcon, MenuIcon } from "./header/icons";
import { MOBILE_MENU_ID } from "./header/ids";
import { useLanguageSwitch } from "./header/language";
import { useHeaderScroll } from "./header/use-header-scroll";
import { UserBadge } from "./header/UserBadge";

const MobileMenu = lazyWithTexts(["account", "holdings", "notices"], () => import("./header/MobileMenu"));

/** While the mobile menu is open the page behind it does not scroll; it closes by itself on a desktop-wide window. */
function useMobileMenuEffects(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    document.body.classList.add("scroll-locked");
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
    const onChange = () => desktop.matches && close();
    desktop.addEventListener("change", onChange);
    return () => {
      document.body.classList.remove("scroll-locked");
      desktop.removeEventListener("change", onChange);
    };
  }, [open, close]);
}

export function Header({ route }: { route: LayoutFlags }) {
  const t = useT();
  const site = useSite();
  const header = site.header;
  const menuOpen = useLayout((s) => s.menu !== "none");
  const mobileMenuOpen = useLayout((s) => s.mobileMenuOpen);
  const setMobileMenuOpen = useLayout((s) => s.setMobileMenuOpen);
  const headerRef = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { inverted, hidden, reveal } = useHeaderScroll(route, headerRef, menuOpen || mobileMenuOpen);
  const closeMobileMenu = useCallback(() => setMobileMenuOpen(false), [setMobileMenuOpen]);
  useMobileMenuEffects(mobileMenuOpen, closeMobileMenu);
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
          <button
            ref={menuButton}
            type="button"
            className="menu-button"
            aria-expanded={mobileMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={mobileMenuOpen ? t("header.closeMenu") : t("header.openMenu")}
            data-testid="menu-button"
            onClick={() => {
              closeMenus();
              setMobileMenuOpen(!mobileMenuOpen);
            }}
          >
            {mobileMenuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
          </button>
        ) : null}

        <Link to={site.prefix} className="flex shrink-0 items-center self-center" aria-label={`${site.tenant.name[site.locale]}, ${t("header.home")}`} data-testid="header-logo">
          {logo ? (
            <img src={logo.image_url} alt={logo.alt_text} width={115} height={40} className="h-auto w-[100px] lg:w-[115px]" />
          ) : (
            <span className="text-lg font-bold">{site.tenant.name[site.locale]}</span>
          )}
        </Link>

        {/* Not rendered under the open mobile menu, which has its own entries with the same test ids. */}
        {header && !mobileMenuOpen ? <DesktopNav items={header.main_header.navbar_items} inverted={inverted} /> : null}

        <div className="ms-auto flex items-center gap-1 lg:gap-2">
          {videoUrl ? <VideoButton url={videoUrl} inverted={inverted} /> : null}
          {header && site.tenant.features.cartPanel ? <CartButton inverted={inverted} /> : null}
          {header && !mobileMenuOpen ? (
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

      {header && mobileMenuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu items={header.main_header.navbar_items} menuButton={menuButton} onClose={closeMobileMenu} />
        </Suspense>
      ) : null}
    </header>
  );
}
