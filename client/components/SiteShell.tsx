// The page chrome around every site page: header, booking bar region, footer and overlays, per the layout rules.
import { Suspense, lazy, useEffect, useMemo, useRef } from "react";
import { lazyWithTexts } from "../i18n/lazy-with-texts";
import { CartSession, ForeignCart } from "./cart/cart-parts";
import { Outlet, useLocation } from "react-router";
import { LAST_ROUTE_STORAGE_KEY, bookingBarVisible, rememberRouteScript, routeToRemember } from "../../shared/layout";
import type { LayoutFlags } from "../../shared/layout-rules";
import { useT } from "../i18n";
import { BOTTOM_BAR_EVENT, VIDEO_MODAL_EVENT, useLayout } from "../layout/layout-store";
import { ConsentDefaults, usePageViews } from "../analytics/analytics";
import { useSurveyHook } from "../document/browser-rules";
import { useMember } from "../member/member-store";
import { useSite } from "../layout/site-context";
import { useMemberSession } from "../member/use-member-session";
import { BookingBarRegion } from "./BookingBarRegion";
import { ConsentDialog } from "./ConsentDialog";
import { lazyFooter } from "./footer/lazy-footer";
import { Header } from "./Header";
import { useCartView } from "./header/cart";
import { Toasts } from "./Toasts";


// Overlays load their code only when something opens them.
const VideoModal = lazy(() => import("./VideoModal"));
const WarningDialog = lazy(() => import("./WarningDialog"));
const BottomBar = lazyWithTexts(["extra"], () => import("./BottomBar"));
const LoaderOverlay = lazy(() => import("./LoaderOverlay"));
// Countdown and session modals (CartSession) load only while the stored cart has items or a booking session, with the
// "notices" texts, so a warning before the cart is lost asks at once; the question about a cart started at another
// venue (or not yet known to be this one's, ForeignCart) only then: client/components/cart/cart-parts.ts.

/** Wires the global events and the per-navigation resets of the chrome. */
function useChromeEvents() {
  const { pathname } = useLocation();
  const resetForNavigation = useLayout((s) => s.resetForNavigation);
  const setVideo = useLayout((s) => s.setVideo);
  const setBottomBar = useLayout((s) => s.setBottomBar);
  // A navigation resets them; the page's first address is none (a menu opened before hydration stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    resetForNavigation();
  }, [pathname, resetForNavigation]);
  useEffect(() => {
    const onVideo = (event: Event) => {
      const detail = (event as CustomEvent<{ enabled?: boolean; url?: string }>).detail ?? {};
      setVideo({ open: Boolean(detail.enabled && detail.url), url: detail.url ?? "" });
    };
    const onBottomBar = (event: Event) => {
      const detail = (event as CustomEvent<{ visible?: boolean; leftLabel?: string; rightLabel?: string; skipLabel?: string }>).detail ?? {};
      // The event toggles the bar; the actions a page configured (client/layout/bottom-bar.ts) stay with it.
      const current = useLayout.getState().bottomBar;
      setBottomBar({
        ...current,
        visible: Boolean(detail.visible),
        leftLabel: detail.leftLabel ?? current.leftLabel,
        rightLabel: detail.rightLabel ?? current.rightLabel,
        skipLabel: detail.skipLabel ?? current.skipLabel,
      });
    };
    window.addEventListener(VIDEO_MODAL_EVENT, onVideo);
    window.addEventListener(BOTTOM_BAR_EVENT, onBottomBar);
    return () => {
      window.removeEventListener(VIDEO_MODAL_EVENT, onVideo);
      window.removeEventListener(BOTTOM_BAR_EVENT, onBottomBar);
    };
  }, [setVideo, setBottomBar]);
}

/** The route to remember for this page: the prefix and, below it, routeToRemember's path (home: the prefix alone). */
function rememberedRoute(prefix: string, pathname: string, search: string, notFound: boolean): string {
  const rest = pathname.slice(prefix.length).replace(/^\//, "");
  const remembered = routeToRemember(rest, search, notFound);
  return remembered ? `${prefix}/${remembered}` : prefix;
}

/**
 * Remembers the last visited route after every navigation inside the app; the document's own route is remembered by
 * the server's inline script (with the consent defaults) as the page is read, whether or not the page's scripts run.
 */
function useRememberRoute(prefix: string, notFound: boolean) {
  const { pathname, search } = useLocation();
  const first = useRef<string | null>(pathname + search);
  useEffect(() => {
    if (first.current === pathname + search) return;
    first.current = null;
    try {
      window.localStorage.setItem(LAST_ROUTE_STORAGE_KEY, rememberedRoute(prefix, pathname, search, notFound));
    } catch {
      // Storage may be unavailable (private mode); remembering is a convenience.
    }
  }, [pathname, search, prefix, notFound]);
}

/** The layout of the current page: its route id and the flags of its path. */
export interface PageLayout extends LayoutFlags {
  id: string;
}

export function SiteShell({ route, children }: { route: PageLayout; children?: React.ReactNode }) {
  const t = useT();
  const site = useSite();
  const location = useLocation();
  useChromeEvents();
  useRememberRoute(site.prefix, route.notFound);
  useMemberSession(site);
  usePageViews(site.locale, useMember(site.member) !== null);
  useSurveyHook();
  // A cart belongs to the venue it was started on (docs/decisions/009): another venue's never shows here.
  const cart = useCartView(site.tenant.siteId);
  const hasCart = cart.count > 0 || cart.end > 0;
  const foreignCart = cart.owner === "other" || cart.owner === "unrecorded";
  const mobileMenuOpen = useLayout((s) => s.mobileMenuOpen);
  const bottomBarShown = useLayout((s) => s.bottomBar.visible);
  const videoOpen = useLayout((s) => s.video.open);
  const warningOpen = useLayout((s) => s.warning !== null);
  const loading = useLayout((s) => s.loading);
  // The same element every render, so a re-render of the chrome does not replace the footer's server HTML early. The
  // footer is server-rendered and hydrates, with its document, when it comes near the screen (lazy-footer.tsx).
  const { tenant, locale } = site;
  const footer = useMemo(() => {
    const Footer = lazyFooter({ tenant, locale });
    return (
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    );
    // A revalidation brings an equal tenant record: only another site or language is another footer.
  }, [tenant.slug, locale]);
  const showBookingBar = bookingBarVisible(route, site.siteConfig, { bottomBarShown, mobileMenuOpen });
  return (
    <div className="flex min-h-screen flex-col" data-route={route.id}>
      <ConsentDefaults
        gtmId={site.tenant.analytics.gtmId}
        signedIn={site.member !== null}
        language={site.locale}
        after={import.meta.env.SSR ? `;${rememberRouteScript(rememberedRoute(site.prefix, location.pathname, location.search, route.notFound))}` : ""}
      />
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      {/* First in the page, so a first visit's question is painted with the page's first bytes, not after the page. */}
      <ConsentDialog />
      <Header route={route} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children ?? <Outlet />}
      </main>
      {showBookingBar ? <BookingBarRegion /> : null}
      {route.hideFooter ? null : footer}
      {bottomBarShown && !route.notFound ? (
        <Suspense fallback={null}>
          <BottomBar />
        </Suspense>
      ) : null}
      <Toasts />
      {warningOpen ? (
        <Suspense fallback={null}>
          <WarningDialog />
        </Suspense>
      ) : null}
      {hasCart ? (
        <Suspense fallback={null}>
          <CartSession />
        </Suspense>
      ) : null}
      {foreignCart ? (
        <Suspense fallback={null}>
          <ForeignCart />
        </Suspense>
      ) : null}
      {loading ? (
        <Suspense fallback={null}>
          <LoaderOverlay />
        </Suspense>
      ) : null}
      {videoOpen ? (
        <Suspense fallback={null}>
          <VideoModal />
        </Suspense>
      ) : null}
    </div>
  );
}
