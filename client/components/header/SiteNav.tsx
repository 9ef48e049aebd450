// The header's navigation: direct links, and entries whose menu is a native disclosure (<details>) holding the menu's
// links or cards, rendered on the server, so every menu opens before any script (decision 12). On a desktop-wide window
// (≥1024 px) the entries sit in the bar and a menu opens as a panel below it; on phones they are the mobile menu's rows
// and a menu opens in place. Scripts add the rest: hover opens on a desktop, a keyboard focus opens, Escape closes and
// gives the focus back to the entry, a press outside closes a menu opened by click.
import { type FocusEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import type { NavbarEntryView } from "../../../shared/cms-views";
import { DESKTOP_MIN_WIDTH_PX } from "../../../shared/layout";
import { trackMenuClick } from "../../analytics/chrome-events";
import { useT } from "../../i18n";
import { ESCAPE_KEY } from "../../layout/dialog";
import { useLayout } from "../../layout/layout-store";
import { CmsLink } from "./CmsLink";
import { ChevronDown } from "./icons";
import { MenuList } from "./MenuList";
import { TabMenu } from "./TabMenu";

/** Grace period for the pointer to travel from an entry into its panel. */
const HOVER_CLOSE_DELAY_MS = 150;
/** One menu open at a time, also without scripts (the details elements' exclusive group). */
const MENU_GROUP = "site-nav";

type OpenedBy = "hover" | "focus" | "click";

/** Hover and keyboard focus open a menu in the desktop's bar only, not among the mobile menu's rows. */
const desktopWide = () => window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`).matches;

export function hasMenu(item: NavbarEntryView): boolean {
  return Boolean(item.menu);
}

export function SiteNav({ items, inverted, onNavigate }: { items: NavbarEntryView[]; inverted: boolean; onNavigate: () => void }) {
  const t = useT();
  const menu = useLayout((s) => s.menu);
  const [openId, setOpenId] = useState<number | null>(null);
  const activeId = menu === "items" ? openId : null;
  const openedBy = useRef<OpenedBy | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const skipFocusOpen = useRef(false);
  const summaries = useRef(new Map<number, HTMLElement>());
  const navRef = useRef<HTMLElement>(null);

  const open = (id: number, by: OpenedBy) => {
    window.clearTimeout(closeTimer.current);
    openedBy.current = by;
    setOpenId(id);
    useLayout.setState({ menu: "items" });
  };
  const close = () => {
    window.clearTimeout(closeTimer.current);
    openedBy.current = null;
    setOpenId(null);
    if (useLayout.getState().menu === "items") useLayout.setState({ menu: "none" });
  };
  const latestClose = useRef(close);
  latestClose.current = close;

  // Escape closes and gives focus back to the entry; a press outside closes a menu opened by click.
  useEffect(() => {
    if (activeId === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ESCAPE_KEY) return;
      const summary = summaries.current.get(activeId);
      latestClose.current();
      // Inside the mobile menu the Escape only closes the entry's menu, not the mobile menu around it.
      if (summary?.closest(":popover-open")) event.preventDefault();
      if (summary && document.activeElement !== summary) {
        skipFocusOpen.current = true;
        summary.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) latestClose.current();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [activeId]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && openedBy.current !== "hover") close();
  };
  const navigate = () => {
    close();
    onNavigate();
  };

  const hover = inverted ? "lg:hover:bg-brand-ice" : "lg:hover:bg-white/10";

  return (
    <nav ref={navRef} aria-label={t("header.mainNavigation")} className="site-nav">
      <ul className="site-nav-list">
        {items.map((item) => {
          const testId = `nav-item-${item.id}`;
          if (!hasMenu(item)) {
            return (
              <li key={item.id} className="flex items-center">
                <CmsLink
                  url={item.cta_url || "/"}
                  className={`nav-entry ${hover}`}
                  testId={testId}
                  onClick={() => {
                    trackMenuClick(item.title);
                    navigate();
                  }}
                >
                  {item.title}
                </CmsLink>
              </li>
            );
          }
          const expanded = activeId === item.id;
          const panelId = `nav-panel-${item.id}`;
          const wide = item.menu === "tabs";
          return (
            <li
              key={item.id}
              className={`lg:flex lg:items-center ${wide ? "" : "lg:relative"}`}
              onPointerEnter={(event) => {
                if (event.pointerType !== "mouse" || !desktopWide()) return;
                open(item.id, "hover");
              }}
              onPointerLeave={(event) => {
                if (event.pointerType !== "mouse" || openedBy.current !== "hover") return;
                closeTimer.current = window.setTimeout(() => latestClose.current(), HOVER_CLOSE_DELAY_MS);
              }}
              onBlur={onBlur}
            >
              <details name={MENU_GROUP} open={expanded} className="nav-menu lg:flex lg:items-center">
                <summary
                  ref={(element) => {
                    if (element) summaries.current.set(item.id, element);
                    else summaries.current.delete(item.id);
                  }}
                  className={`nav-entry cursor-pointer list-none ${hover} ${expanded ? (inverted ? "lg:bg-brand-ice" : "lg:bg-white/10") : ""}`}
                  data-testid={testId}
                  onFocus={(event) => {
                    if (skipFocusOpen.current) {
                      skipFocusOpen.current = false;
                      return;
                    }
                    // Keyboard focus opens the menu on a desktop; a mouse press is handled by hover and click.
                    if (event.currentTarget.matches(":focus-visible") && desktopWide() && !expanded) open(item.id, "focus");
                  }}
                  onClick={(event: MouseEvent) => {
                    // The state decides (hover, focus and click open it in different ways); the browser's own toggle is
                    // what works before the scripts.
                    event.preventDefault();
                    if (!expanded) open(item.id, "click");
                    else if (openedBy.current !== "click") openedBy.current = "click";
                    else close();
                  }}
                >
                  {item.left_title_icon ? <img src={item.left_title_icon.image_url} alt="" width={20} height={20} className="h-5 w-5" /> : null}
                  <span className="flex-1 lg:flex-none">{item.title}</span>
                  {item.right_title_icon ? <img src={item.right_title_icon.image_url} alt="" width={20} height={20} className="h-5 w-5" /> : null}
                  <ChevronDown />
                </summary>
                <div id={panelId} className={`nav-panel ${wide ? "nav-panel-wide" : "nav-panel-list"}`} data-testid={panelId}>
                  {wide ? (
                    <div className="lg:mx-auto lg:max-w-[1320px] lg:px-4 lg:py-6">
                      <TabMenu item={item} onNavigate={navigate} />
                    </div>
                  ) : (
                    <MenuList item={item} onNavigate={navigate} />
                  )}
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
