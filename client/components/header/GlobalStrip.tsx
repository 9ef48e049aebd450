// The desktop strip above the main header: venue switcher, live-update box, call-to-action links and language switch.
import { Suspense, useEffect, useId, useRef, useState } from "react";
import type { HeaderView } from "../../../shared/cms-views";
import { type WeeklyHours, isOpenOn } from "../../../shared/working-hours";
import { useT } from "../../i18n";
import { lazyWithTexts } from "../../i18n/lazy-with-texts";
import { useLayout } from "../../layout/layout-store";
import { useSite } from "../../layout/site-context";
import { loadPartTexts } from "../../i18n/texts";
import type { Locale } from "../../../shared/locale";
import { CmsLink } from "./CmsLink";
import { useDismiss } from "./dismiss";
import { usePreloadHeaderParts } from "./preload-parts";
import { ChevronDown, PinIcon, StatusDot } from "./icons";
import { LanguageLink } from "./language";
import { LocationOptions } from "./LocationOptions";
import { useLocationSwitch } from "./location";

type Box = "location" | "live" | null;

/**
 * Open or closed now in the venue's zone, by its hours for the day of the week; null until the browser has the clock
 * (the server render shows no status).
 */
function useOpenNow(week: WeeklyHours, timeZone: string): boolean | null {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const tick = () => setOpen(isOpenOn(week, new Date(), timeZone));
    // The first reading in a task of its own: the zone's clock format is costly to build the first time, and the
    // effects that run when the page hydrates already make one long task (docs/decisions/025).
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 60_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [week, timeZone]);
  return open;
}

/** The live-update details are rarely opened: their code loads on first hover or focus of the button. */
const LiveUpdateBox = lazyWithTexts(["notices"], () => import("./LiveUpdateBox"));
/** The box's code with its texts, ahead of the first open. */
const preloadLiveUpdateBox = (locale: Locale) => void Promise.all([import("./LiveUpdateBox"), loadPartTexts(locale, ["notices"])]).catch(() => {});

const popover = "absolute top-full z-20 mt-1 rounded-xl bg-white p-4 text-brand-navy shadow-xl ring-1 ring-black/5";
const stripButton = "strip-button";

export function GlobalStrip({ content, onBoxOpen }: { content: HeaderView["global_header"]; onBoxOpen: () => void }) {
  const t = useT();
  const site = useSite();
  const locations = useLocationSwitch();
  const [box, setBox] = useState<Box>(null);
  const stripRef = useRef<HTMLElement>(null);
  const locationBox = useRef<HTMLDetailsElement>(null);
  const liveButton = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const live = content.live_update;
  const openNow = useOpenNow(live.weekly_hours, site.tenant.timeZone);
  // The box's code and its statuses, ahead of the click.
  const preloadParts = usePreloadHeaderParts();
  const preloadBox = () => {
    preloadLiveUpdateBox(site.locale);
    preloadParts();
  };
  const currentTitle = locations.environments.find(locations.isCurrent)?.title ?? site.tenant.name[site.locale];

  // A navigation menu or the cart opening closes the strip's boxes, so two panels never overlap.
  const headerMenuOpen = useLayout((s) => s.menu !== "none");
  useEffect(() => {
    if (headerMenuOpen) setBox(null);
  }, [headerMenuOpen]);

  useDismiss(box !== null, stripRef, (reason) => {
    if (reason === "escape") (box === "location" ? locationBox.current?.querySelector("summary") : liveButton.current)?.focus();
    setBox(null);
  });

  const toggle = (next: Exclude<Box, null>) => {
    if (box !== next) onBoxOpen();
    setBox(box === next ? null : next);
  };

  return (
    <nav ref={stripRef} aria-label={t("header.venueTools")} className="mx-auto flex h-9 max-w-[1320px] items-center gap-5 px-4 text-xs">
      {locations.environments.length ? (
        // A native disclosure with the venues' links: it opens before any script; scripts close it on Escape, on a
        // press outside and when another header panel opens.
        <details ref={locationBox} className="relative" open={box === "location"}>
          <summary
            className={`${stripButton} cursor-pointer list-none`}
            aria-label={`${t("header.location")}: ${currentTitle}`}
            data-testid="location-switcher"
            onClick={(event) => {
              event.preventDefault();
              toggle("location");
            }}
          >
            <PinIcon />
            <span className="font-semibold">{currentTitle}</span>
            <ChevronDown size={14} />
          </summary>
          <div id={`${ids}-location`} className={`${popover} start-0 w-64`} data-testid="location-box">
            <p className="mb-2 text-sm font-bold">{t("header.chooseLocation")}</p>
            <LocationOptions look="list" onChosen={() => setBox(null)} />
          </div>
        </details>
      ) : null}

      <div className="relative">
        <button
          ref={liveButton}
          type="button"
          className={stripButton}
          aria-expanded={box === "live"}
          aria-controls={`${ids}-live`}
          data-testid="live-update"
          onPointerEnter={preloadBox}
          onFocus={preloadBox}
          onClick={() => toggle("live")}
        >
          <span className="font-semibold">{live.title || t("header.liveUpdate")}</span>
          {openNow === null ? null : (
            <span className="inline-flex items-center gap-1" data-testid="live-status" data-open={openNow}>
              <StatusDot on={openNow} />
              {openNow ? t("header.open") : t("header.closed")}
            </span>
          )}
          <ChevronDown size={14} />
        </button>
        {box === "live" ? (
          <Suspense fallback={null}>
            <LiveUpdateBox id={`${ids}-live`} className={popover} live={live} openNow={openNow} onNavigate={() => setBox(null)} />
          </Suspense>
        ) : null}
      </div>

      <ul className="ms-auto flex items-center gap-5">
        {content.cta_items.map((cta) => (
          <li key={cta.url + cta.title}>
            <CmsLink url={cta.url} className="hover:underline">
              {cta.title}
            </CmsLink>
          </li>
        ))}
      </ul>
      <LanguageLink className="inline-flex items-center gap-1.5 font-semibold hover:underline" testId="language-switch" />
    </nav>
  );
}
