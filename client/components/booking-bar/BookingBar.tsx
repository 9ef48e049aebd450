// The booking bar (find tickets, content-and-account §2): three steps and Search, server-rendered light; the step
// panels, the stored search and the date picker load on the first interaction (home page JavaScript budget).
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { BOOKING_BAR_MAX_WIDTH_PX, type BookingBarStep, missingSearchStep, stepEnabled, stepsFor } from "../../../shared/booking/booking-bar";
import type { Locale } from "../../../shared/locale";
import { useT } from "../../i18n";
import { ChevronDown } from "../header/icons";
import { WithTexts } from "../../i18n/lazy-with-texts";
import { type PartTexts, extendTranslator, loadPartTexts } from "../../i18n/texts";
import { mayHaveStoredSearch, searchOf, useBookingBar } from "../../lib/booking-bar-store";
import { useSite } from "../../lib/site-context";
import { useDetailBar } from "./detail-store";
import { barBandRootMargin, keepClearZones, onKeepClearChange } from "./keep-clear";
import { STEP_TITLES } from "./step-titles";

// The open steps' texts (and the date picker's) load with their code, in the page's language only.
type PanelsModule = typeof import("./BookingBarPanels");
interface Panels {
  module: PanelsModule;
  texts: PartTexts;
}
const panelsPromises: Partial<Record<Locale, Promise<Panels>>> = {};
/** The panels' code and texts, asked for once; a failed load is tried again on the next interaction. */
function loadPanels(locale: Locale): Promise<Panels> {
  panelsPromises[locale] ??= Promise.all([import("./BookingBarPanels"), loadPartTexts(locale, ["booking-bar"])]).then(
    ([module, texts]) => ({ module, texts }),
    (error: unknown) => {
      delete panelsPromises[locale];
      throw error;
    },
  );
  return panelsPromises[locale];
}

/** True while the site footer reaches the lower part of the screen: the bar then fades out. */
function useFooterInView(pathname: string): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    setInView(false);
    const footer = document.querySelector('[data-testid="site-footer"]');
    if (!footer || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)), {
      rootMargin: "0px 0px -96px 0px",
    });
    observer.observe(footer);
    return () => observer.disconnect();
  }, [pathname]);
  return inView;
}

/**
 * True while the bar would cover part of what it must keep clear of (keep-clear.ts: the payment page's Pay button and
 * its messages), that is while such a part reaches the band at the bottom of the screen where the bar sits.
 */
function useCoversKeptClear(barRef: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  const [zonesVersion, setZonesVersion] = useState(0);
  useEffect(() => onKeepClearChange(() => setZonesVersion((v) => v + 1)), []);
  useEffect(() => {
    setCovers(false);
    const elements = keepClearZones();
    if (elements.length === 0 || typeof IntersectionObserver === "undefined") return;
    let observer: IntersectionObserver | null = null;
    const inBand = new Map<Element, boolean>();
    const observe = () => {
      observer?.disconnect();
      inBand.clear();
      // The bar's own height (kept while it is faded out) and a little room above it.
      const band = (barRef.current?.offsetHeight ?? 0) + 8;
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) inBand.set(entry.target, entry.isIntersecting);
          setCovers([...inBand.values()].some(Boolean));
        },
        { rootMargin: barBandRootMargin(window.innerHeight, band) },
      );
      for (const element of elements) observer.observe(element);
    };
    observe();
    window.addEventListener("resize", observe);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", observe);
    };
  }, [zonesVersion, barRef]);
  return covers;
}

export function BookingBar() {
  const t = useT();
  const site = useSite();
  const navigate = useNavigate();
  const detailBar = useDetailBar();
  const experience = useBookingBar((s) => s.experience);
  const date = useBookingBar((s) => s.date);
  const people = useBookingBar((s) => s.people);
  const level = useBookingBar((s) => s.level);
  const age = useBookingBar((s) => s.age);
  const { pathname } = useLocation();
  const footerInView = useFooterInView(pathname);
  const [panels, setPanels] = useState<PanelsModule | null>(null);
  const [panelTexts, setPanelTexts] = useState<PartTexts>({});
  const [open, setOpen] = useState<BookingBarStep | null>(null);
  const [invalid, setInvalid] = useState<"experience" | "date" | "level" | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  // The bar fades out when the footer comes up and while it would cover the payment's button or messages.
  const coversKeptClear = useCoversKeptClear(rootRef);
  const steppedAside = footerInView || coversKeptClear;
  const stepRefs = useRef<Partial<Record<BookingBarStep, HTMLButtonElement | null>>>({});
  const siteRef = useRef(site);
  siteRef.current = site;

  /** Loads the panels and, with them, reads the stored search (a past date becomes today). */
  const warm = useCallback(() => {
    void loadPanels(siteRef.current.locale).then(({ module, texts }) => {
      setPanelTexts(texts);
      setPanels(module);
      void module.hydrate(siteRef.current);
    }, () => undefined);
  }, []);

  // A visitor who searched before sees the search again; a first visit loads nothing more until it interacts.
  useEffect(() => {
    if (mayHaveStoredSearch(window.localStorage)) warm();
  }, [warm]);

  const choices = { experience, date, level };
  const steps = stepsFor(experience?.ski_school_experience_category_type);

  useEffect(() => {
    if (invalid && missingSearchStep(choices) !== invalid) setInvalid(null);
  });

  /** Closes the open step; with a step named, focus goes to that step's button. */
  const close = useCallback((focusStep?: BookingBarStep | null) => {
    setOpen(null);
    if (focusStep) window.requestAnimationFrame(() => stepRefs.current[focusStep]?.focus());
  }, []);

  useEffect(() => {
    if (steppedAside) close();
  }, [steppedAside, close]);

  // A search (or any navigation) lands on another page: the open step closes with it.
  useEffect(() => {
    setOpen(null);
    setInvalid(null);
  }, [pathname]);

  const toggle = (step: BookingBarStep) => {
    warm();
    setOpen((current) => (current === step ? null : step));
  };

  const onSearch = async () => {
    const state = searchOf(useBookingBar.getState());
    const missing = missingSearchStep(state);
    if (missing) {
      close();
      stepRefs.current[missing]?.focus();
      // The message comes with the panels' texts; offline, the focused step's button alone says what is missing.
      try {
        setPanelTexts((await loadPanels(site.locale)).texts);
        setInvalid(missing);
      } catch {
        // Pressing Search again tries again.
      }
      return;
    }
    try {
      const href = (await loadPanels(site.locale)).module.searchHref(site.prefix, state);
      if (href) navigate(href);
    } catch {
      // The code could not load (offline): pressing Search again tries again.
    }
  };

  const values: Record<BookingBarStep, string | null | undefined> = {
    experience: experience?.title,
    // Labelled in the page's language when chosen, and again when a stored search is restored (restoreSearch).
    date: date?.shortDate,
    level: level?.title,
    age: age?.title,
    people: panels?.summarizePeople(people, site.locale),
  };

  return (
    <section
      ref={rootRef}
      aria-label={t("bookingBar.title")}
      data-testid="booking-bar"
      data-hidden-by-footer={footerInView || undefined}
      data-stepped-aside={steppedAside || undefined}
      inert={steppedAside}
      onPointerEnter={warm}
      onFocusCapture={warm}
      className={`booking-bar ${steppedAside ? "pointer-events-none opacity-0" : ""}`}
      style={{ maxWidth: BOOKING_BAR_MAX_WIDTH_PX }}
    >
      {detailBar ? (
        <detailBar.Bar detail={detailBar.detail} />
      ) : (
        <div className="relative">
          {open ? (
            panels ? (
              <WithTexts texts={panelTexts}>
                <panels.OpenStep step={open} steps={steps} choices={choices} barRef={rootRef} onOpen={setOpen} onClose={close} />
              </WithTexts>
            ) : (
              <p role="status" className="absolute bottom-full mb-2 rounded-2xl bg-white p-4 text-sm shadow-2xl">
                {t("bookingBar.loading")}
              </p>
            )
          ) : null}
          <div className="booking-bar-inner">
            <ol className="grid flex-1 grid-cols-3 gap-1 md:gap-2">
              {steps.map((step, index) => {
                const flagged = invalid === step;
                const value = values[step];
                const red = flagged ? "text-red-600" : "";
                return (
                  <li key={step} className="min-w-0">
                    <button
                      ref={(el) => {
                        stepRefs.current[step] = el;
                      }}
                      type="button"
                      data-testid={`booking-bar-step-${step}`}
                      disabled={!stepEnabled(step, choices)}
                      aria-expanded={open === step}
                      aria-controls={open === step ? `booking-bar-panel-${step}` : undefined}
                      aria-invalid={flagged || undefined}
                      aria-describedby={flagged ? "booking-bar-error" : undefined}
                      onClick={() => toggle(step)}
                      className={`bar-step ${
                        flagged ? "border-red-600" : open === step ? "border-brand-navy bg-brand-ice" : "border-transparent hover:bg-brand-ice"
                      }`}
                    >
                      <span className="flex min-w-0 flex-col">
                        <span className={`text-xs font-semibold ${red || "text-brand-slate"}`}>
                          <span className="hidden md:inline">{t("bookingBar.step", { n: index + 1 })} · </span>
                          {t(STEP_TITLES[step])}
                        </span>
                        <span className={`bar-step-value ${red || (value ? "" : "text-brand-slate")}`}>
                          {value || t(`bookingBar.placeholder.${step}`)}
                        </span>
                      </span>
                      <ChevronDown className={`${open === step ? "rotate-180 " : ""}${red || "text-brand-slate"}`} />
                    </button>
                  </li>
                );
              })}
            </ol>
            <button type="button" className="btn-primary shrink-0 !px-4 md:!px-7" data-testid="booking-bar-search" onClick={() => void onSearch()}>
              {t("bookingBar.search")}
            </button>
          </div>
          {invalid ? (
            <p id="booking-bar-error" role="alert" className="absolute bottom-full mb-2 rounded-lg bg-white px-3 py-1 text-sm font-semibold text-red-600 shadow-lg" data-testid="booking-bar-error">
              {extendTranslator(t, panelTexts)(`bookingBar.required.${invalid}`)}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
