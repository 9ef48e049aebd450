// Desktop navigation (≥1024 px): direct links, and entries whose menu opens on hover, keyboard focus, Enter or Space.
import { type FocusEvent, Suspense, useEffect, useRef, useState } from "react";
import type { NavbarEntryView } from "../../../shared/cms-views";
import { useT } from "../../i18n";
import { lazyWithTexts } from "../../i18n/lazy-with-texts";
import { useSite } from "../../lib/site-context";
import { ESCAPE_KEY } from "../../lib/dialog";
import { useLayout } from "../../lib/layout-store";
import { CmsLink } from "./CmsLink";
import { ChevronDown } from "./icons";
import { PartLoading } from "./PartStates";
import { preloadMenuPanel, usePreloadHeaderParts } from "./preload-parts";

/** A menu's panel: its code comes with the menus, when a visitor reaches for one. */
const MenuPanelBody = lazyWithTexts(["notices"], () => import("./MenuPanel"));

/** Grace period for the pointer to travel from an entry into its panel. */
const HOVER_CLOSE_DELAY_MS = 150;

type OpenedBy = "hover" | "focus" | "click";

export function hasMenu(item: NavbarEntryView): boolean {
  return Boolean(item.menu);
}

export function DesktopNav({ items, inverted }: { items: NavbarEntryView[]; inverted: boolean }) {
  const t = useT();
  const { locale } = useSite();
  const preloadParts = usePreloadHeaderParts();
  const preloadMenus = () => {
    preloadMenuPanel(locale);
    preloadParts();
  };
  const menu = useLayout((s) => s.menu);
  const [openId, setOpenId] = useState<number | null>(null);
  const activeId = menu === "items" ? openId : null;
  const openedBy = useRef<OpenedBy | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const skipFocusOpen = useRef(false);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
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
      const button = buttons.current.get(activeId);
      latestClose.current();
      if (button && document.activeElement !== button) {
        skipFocusOpen.current = true;
        button.focus();
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

  const linkLook = `nav-link ${inverted ? "hover:bg-brand-ice" : "hover:bg-white/10"}`;

  return (
    <nav ref={navRef} aria-label={t("header.mainNavigation")} className="hidden self-stretch lg:flex" onPointerEnter={preloadMenus} onFocus={preloadMenus}>
      <ul className="flex items-stretch gap-1">
        {items.map((item) => {
          const testId = `nav-item-${item.id}`;
          if (!hasMenu(item)) {
            return (
              <li key={item.id} className="flex items-center">
                <CmsLink url={item.cta_url || "/"} className={linkLook} testId={testId}>
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
              className={`flex items-center ${wide ? "" : "relative"}`}
              onPointerEnter={(event) => {
                if (event.pointerType !== "mouse") return;
                open(item.id, "hover");
              }}
              onPointerLeave={(event) => {
                if (event.pointerType !== "mouse" || openedBy.current !== "hover") return;
                closeTimer.current = window.setTimeout(() => latestClose.current(), HOVER_CLOSE_DELAY_MS);
              }}
              onBlur={onBlur}
            >
              <button
                ref={(element) => {
                  if (element) buttons.current.set(item.id, element);
                  else buttons.current.delete(item.id);
                }}
                type="button"
                className={`${linkLook} ${expanded ? (inverted ? "bg-brand-ice" : "bg-white/10") : ""}`}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-testid={testId}
                onFocus={(event) => {
                  if (skipFocusOpen.current) {
                    skipFocusOpen.current = false;
                    return;
                  }
                  // Keyboard focus opens the menu; a mouse press is handled by hover and click.
                  if (event.currentTarget.matches(":focus-visible") && !expanded) open(item.id, "focus");
                }}
                onClick={() => {
                  if (!expanded) open(item.id, "click");
                  else if (openedBy.current !== "click") openedBy.current = "click";
                  else close();
                }}
              >
                {item.left_title_icon ? <img src={item.left_title_icon.image_url} alt="" width={20} height={20} className="h-5 w-5" /> : null}
                {item.title}
                {item.right_title_icon ? <img src={item.right_title_icon.image_url} alt="" width={20} height={20} className="h-5 w-5" /> : null}
                <ChevronDown className={expanded ? "rotate-180" : undefined} />
              </button>
              {expanded ? (
                <div
                  id={panelId}
                  className={`absolute top-full z-10 bg-white text-brand-navy shadow-xl ${wide ? "inset-x-0 border-t border-black/10" : "start-0 mt-0 w-80 rounded-b-xl p-3"}`}
                  data-testid={`nav-panel-${item.id}`}
                >
                  <Suspense fallback={<PartLoading />}>
                    {wide ? (
                      <div className="mx-auto max-w-[1320px] px-4 py-6">
                        <MenuPanelBody item={item} onNavigate={close} />
                      </div>
                    ) : (
                      <MenuPanelBody item={item} onNavigate={close} />
                    )}
                  </Suspense>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
