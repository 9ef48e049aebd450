// The header's end side: video button, cart with its panel, and the sign-in / sign-up links.
import { Suspense, useEffect, useRef } from "react";
import { CartPanel } from "../cart/cart-parts";
import { useLocation } from "react-router";
import { LAST_ROUTE_STORAGE_KEY } from "../../../shared/layout";
import { isExternalUrl } from "../../../shared/links";
import { safeReturnPath, signInHref, withReturn } from "../../member/member-store";
import { VIDEO_MODAL_EVENT, useLayout } from "../../layout/layout-store";
import { useSite } from "../../layout/site-context";
import { useT } from "../../i18n";
import { useCartCount } from "./cart";
import { CmsLink } from "./CmsLink";
import { useDismiss } from "./dismiss";
import { CartIcon, PlayIcon, UserIcon } from "./icons";
import { LoaderDots } from "../Loader";

const CART_PANEL_ID = "header-cart-panel";
// The panel's content (empty state, or items with the cart store, cart-parts.ts) loads when the panel opens, or as soon
// as the cart holds something: a visitor with a filled cart is likely to open it, and the tap then waits for nothing.

export function iconButtonLook(inverted: boolean) {
  return `icon-button ${inverted ? "hover:bg-brand-ice" : "hover:bg-white/10"}`;
}

export function VideoButton({ url, inverted }: { url: string; inverted: boolean }) {
  const t = useT();
  return (
    <button
      type="button"
      className={iconButtonLook(inverted)}
      aria-label={t("header.watchVideo")}
      data-testid="video-button"
      onClick={() => window.dispatchEvent(new CustomEvent(VIDEO_MODAL_EVENT, { detail: { enabled: true, url } }))}
    >
      <PlayIcon size={24} />
    </button>
  );
}

export function CartButton({ inverted }: { inverted: boolean }) {
  const t = useT();
  const site = useSite();
  const count = useCartCount(site.tenant.siteId);
  useEffect(() => {
    if (count > 0) CartPanel.preload(site.locale);
  }, [count, site.locale]);
  const open = useLayout((s) => s.menu === "checkout");
  const toggleMenu = useLayout((s) => s.toggleMenu);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLAnchorElement>(null);
  useDismiss(open, wrapper, (reason) => {
    if (useLayout.getState().menu === "checkout") toggleMenu("checkout");
    if (reason === "escape") button.current?.focus();
  });
  const closePanel = () => {
    if (useLayout.getState().menu === "checkout") toggleMenu("checkout");
  };
  return (
    <div ref={wrapper} className="relative flex items-center">
      {/* A link to the cart before the scripts run (the cart page reads the cart kept in the browser); with them, a
          plain click opens the panel in place. */}
      <a
        ref={button}
        href={`${site.prefix}/booking/personal-details`}
        className={iconButtonLook(inverted)}
        aria-label={count ? t("header.cartCount", { count }) : t("header.cart")}
        aria-expanded={open}
        aria-controls={CART_PANEL_ID}
        data-testid="cart-button"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          toggleMenu("checkout");
        }}
      >
        <CartIcon size={24} />
        {count > 0 ? (
          <span aria-hidden="true" className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-brand-yellow px-1 text-center text-xs font-bold leading-5 text-brand-navy" data-testid="cart-count">
            {count}
          </span>
        ) : null}
      </a>
      {open ? (
        <div id={CART_PANEL_ID} className="absolute end-0 top-full z-20 mt-2 w-80 rounded-xl bg-white p-5 text-brand-navy shadow-xl ring-1 ring-black/5" data-testid="cart-panel">
          <Suspense fallback={<LoaderDots label={t("common.loading")} />}>
            <CartPanel onClose={closePanel} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The page to come back to after sign-in: the current one (remembered first, as the last visited route); on the
 * unauthorized page, the page the guest wanted (its `return` query), else the dashboard.
 */
function useReturnPath(): string {
  const { prefix } = useSite();
  const { pathname, search } = useLocation();
  if (pathname === `${prefix}/unauthorized`) {
    return safeReturnPath(prefix, new URLSearchParams(search).get("return")) ?? `${prefix}/accounts/dashboard`;
  }
  return `${pathname}${search}`;
}

function rememberPage(path: string) {
  try {
    window.localStorage.setItem(LAST_ROUTE_STORAGE_KEY, path);
  } catch {
    // Storage blocked: the sign-in still comes back through its return address.
  }
}

/**
 * Sign-in: a full-page navigation to the shop's sign-in route (never a router link: the worker answers it). On sites
 * that configure it in the CMS (Egypt) label and link come from sign_in_cta; a link to the shop's own route gets the
 * return address, an external one opens in a new tab.
 */
export function SignInLink({
  className,
  onNavigate,
  returnTo,
  testId = "sign-in",
}: {
  className: string;
  onNavigate?: () => void;
  returnTo?: string;
  testId?: string;
}) {
  const t = useT();
  const site = useSite();
  const current = useReturnPath();
  const back = returnTo ?? current;
  const cta = site.header?.main_header.sign_in_cta;
  const onClick = () => {
    rememberPage(back);
    onNavigate?.();
  };
  if (site.tenant.features.signInFromCms && cta) {
    if (isExternalUrl(cta.url)) {
      return (
        <CmsLink url={cta.url} className={className} testId={testId} onClick={onNavigate}>
          <UserIcon size={18} />
          {cta.title}
        </CmsLink>
      );
    }
    return (
      <a href={withReturn(cta.url, back)} className={className} data-testid={testId} onClick={onClick}>
        <UserIcon size={18} />
        {cta.title}
      </a>
    );
  }
  return (
    <a href={signInHref({ slug: site.tenant.slug, locale: site.locale }, back)} className={className} data-testid={testId} onClick={onClick}>
      <UserIcon size={18} />
      {t("header.signIn")}
    </a>
  );
}

/** Sign-up appears only in the mobile menu (and on the unauthorized page), and only where the site has it. */
export function SignUpLink({ className, onNavigate, returnTo }: { className: string; onNavigate?: () => void; returnTo?: string }) {
  const t = useT();
  const site = useSite();
  const current = useReturnPath();
  const back = returnTo ?? current;
  if (!site.tenant.features.signUpButton) return null;
  return (
    <a
      href={signInHref({ slug: site.tenant.slug, locale: site.locale }, back, true)}
      className={className}
      data-testid="sign-up"
      onClick={() => {
        rememberPage(back);
        onNavigate?.();
      }}
    >
      {t("header.signUp")}
    </a>
  );
}
