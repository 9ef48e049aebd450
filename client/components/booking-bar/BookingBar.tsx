// The booking bar (find tickets, content-and-account §2): a real form that searches before any script runs. Its steps
// are buttons opening popovers with native controls (radios, a date input, number inputs); the form sends a GET to
// explore (which sends a lesson search on to its lesson page). Scripts enhance it: steps unlock in order, choosing moves
// on, the date step gets the availability calendar, the search is checked and stored, and navigation stays in-app.
// docs/decisions/039-booking-bar-form.md
import { type FormEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import {
  BOOKING_BAR_MAX_WIDTH_PX,
  type BookingBarStep,
  MOBILE_STEP_DELAY_AFTER_DATE_MS,
  MOBILE_STEP_DELAY_AFTER_EXPERIENCE_MS,
  missingSearchStep,
  stepEnabled,
  stepsFor,
} from "../../../shared/booking/booking-bar";
import { todayIn } from "../../../shared/booking/calendar";
import { guestTypesOf } from "../../../shared/booking/guests";
import { guestSummary } from "../../../shared/booking/plurals";
import { DEFAULT_PEOPLE } from "../../../shared/booking/search";
import { MOBILE_MAX_WIDTH_PX } from "../../../shared/layout";
import { useT } from "../../i18n";
import { hydrateBookingBar } from "../../catalogue/booking-bar-persist";
import { type BookingBarSearch, EMPTY_SEARCH, searchOf, useBookingBar } from "../../catalogue/booking-bar-store";
import { useSite } from "../../layout/site-context";
import { ChevronDown } from "../header/icons";
import type { BookingBarData } from "./bar-data";
import { AgeChoices, AgeTitle, DateChoice, ExperienceChoices, LevelChoices, PeopleChoice } from "./BookingBarPanels";
import { useDetailBar } from "./detail-store";
import { barBandRootMargin, keepClearZones, onKeepClearChange } from "./keep-clear";
import { EXPLORE_ROUTE, restoreSearch, sameSearch, searchFromAddress, searchFromForm, searchHref } from "./search";
import { STEP_TITLES } from "./step-titles";

/** Every step in the form's order: both kinds' second and third steps are there, the checked experience shows three. */
const FORM_STEPS: readonly { step: BookingBarStep; n: number; for: "all" | "dated" | "lesson" }[] = [
  { step: "experience", n: 1, for: "all" },
  { step: "date", n: 2, for: "dated" },
  { step: "people", n: 3, for: "dated" },
  { step: "level", n: 2, for: "lesson" },
  { step: "age", n: 3, for: "lesson" },
];

/** Where a step's panel sits above the bar on larger screens: under its own third of the bar. */
const PANEL_PLACE: Record<BookingBarStep, "start" | "center" | "end"> = { experience: "start", date: "center", level: "center", people: "end", age: "end" };

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

/** The search the bar shows: the page's own (a results page) until the browser has taken over, then the store's. */
function useShownSearch(data: BookingBarData): { search: BookingBarSearch; fromAddress: BookingBarSearch; enhanced: boolean } {
  const site = useSite();
  const { pathname, search: query } = useLocation();
  const today = todayIn(site.tenant.timeZone);
  const fromAddress = useMemo(
    () => searchFromAddress(data, { prefix: site.prefix, pathname, search: query }, { locale: site.locale, today }),
    [data, site.prefix, site.locale, pathname, query, today],
  );
  const enhanced = useBookingBar((s) => s.hydrated);
  const experience = useBookingBar((s) => s.experience);
  const date = useBookingBar((s) => s.date);
  const people = useBookingBar((s) => s.people);
  const level = useBookingBar((s) => s.level);
  const age = useBookingBar((s) => s.age);
  const stored = useMemo(() => ({ experience, date, people, level, age }), [experience, date, people, level, age]);
  return { search: enhanced ? stored : fromAddress, fromAddress, enhanced };
}

/**
 * Once the page is hydrated: what the visitor chose in the form before the scripts ran wins, then a results page's
 * own search, then the stored one; from then on the store is the form's state and is kept in local storage. A later
 * navigation to a results page (its filters are links) shows that page's search.
 */
function useTakeOver(formRef: RefObject<HTMLFormElement | null>, data: BookingBarData, fromAddress: BookingBarSearch) {
  const site = useSite();
  const siteRef = useRef(site);
  siteRef.current = site;
  const firstAddress = useRef(fromAddress);
  useEffect(() => {
    const { locale, tenant } = siteRef.current;
    const form = formRef.current;
    const inForm = form ? searchFromForm(new FormData(form), data, locale) : EMPTY_SEARCH;
    const initial = firstAddress.current;
    const chosenBeforeScripts = form !== null && !sameSearch(inForm, initial);
    const start = chosenBeforeScripts ? inForm : initial;
    if (start.experience) useBookingBar.getState().replace(start);
    const restore = async (stored: BookingBarSearch) =>
      restoreSearch(stored, { today: todayIn(tenant.timeZone), locale, enabledTypes: guestTypesOf(siteRef.current.siteConfig) });
    void hydrateBookingBar(window.localStorage, restore);
    // Only once per page load: the form is the same element for the page's life.
  }, [formRef, data]);

  useEffect(() => {
    if (fromAddress === firstAddress.current) return;
    firstAddress.current = fromAddress;
    const state = useBookingBar.getState();
    if (state.hydrated && fromAddress.experience && !sameSearch(fromAddress, searchOf(state))) state.replace(fromAddress);
  }, [fromAddress]);
}

export function BookingBar() {
  const site = useSite();
  const detailBar = useDetailBar();
  const { pathname } = useLocation();
  const footerInView = useFooterInView(pathname);
  const rootRef = useRef<HTMLElement>(null);
  // The bar fades out when the footer comes up and while it would cover the payment's button or messages.
  const coversKeptClear = useCoversKeptClear(rootRef);
  const steppedAside = footerInView || coversKeptClear;
  const t = useT();

  return (
    <section
      ref={rootRef}
      aria-label={t("bookingBar.title")}
      data-testid="booking-bar"
      data-hidden-by-footer={footerInView || undefined}
      data-stepped-aside={steppedAside || undefined}
      inert={steppedAside}
      className={`booking-bar ${steppedAside ? "pointer-events-none opacity-0" : ""}`}
      style={{ maxWidth: BOOKING_BAR_MAX_WIDTH_PX }}
    >
      {detailBar ? (
        <detailBar.Bar detail={detailBar.detail} />
      ) : site.bookingBar ? (
        <SearchForm data={site.bookingBar} steppedAside={steppedAside} />
      ) : null}
    </section>
  );
}

function useIsPhone(): () => boolean {
  return useCallback(() => window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches, []);
}

function SearchForm({ data, steppedAside }: { data: BookingBarData; steppedAside: boolean }) {
  const t = useT();
  const site = useSite();
  const submit = useSubmit();
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const { search, fromAddress, enhanced } = useShownSearch(data);
  useTakeOver(formRef, data, fromAddress);
  const [open, setOpen] = useState<BookingBarStep | null>(null);
  const [invalid, setInvalid] = useState<"experience" | "date" | "level" | null>(null);
  const panels = useRef<Partial<Record<BookingBarStep, HTMLElement | null>>>({});
  const buttons = useRef<Partial<Record<BookingBarStep, HTMLButtonElement | null>>>({});
  const timer = useRef<number | undefined>(undefined);
  const isPhone = useIsPhone();
  const choices = { experience: search.experience, date: search.date, level: search.level };

  useEffect(() => {
    if (invalid && missingSearchStep(choices) !== invalid) setInvalid(null);
  });

  const hidePanels = useCallback(() => {
    window.clearTimeout(timer.current);
    for (const panel of Object.values(panels.current)) if (panel?.matches(":popover-open")) panel.hidePopover();
  }, []);

  useEffect(() => {
    if (steppedAside) hidePanels();
  }, [steppedAside, hidePanels]);

  // A search (or any navigation) lands on another page: the open step closes with it (not on the first page, where a
  // panel opened before hydration stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    hidePanels();
    setInvalid(null);
  }, [pathname, hidePanels]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A panel opened before the page hydrated (a popover needs no script) is the open step.
  useEffect(() => {
    for (const { step } of FORM_STEPS) if (panels.current[step]?.matches(":popover-open")) setOpen(step);
  }, []);

  const showPanel = (step: BookingBarStep) => {
    const panel = panels.current[step];
    if (panel && !panel.matches(":popover-open")) panel.showPopover();
  };

  /** A value was chosen in a step: on phones the next step opens after the spec's pause, elsewhere focus moves on to it. */
  const chosen = (step: BookingBarStep) => {
    const state = useBookingBar.getState();
    const [, second, third] = stepsFor(state.experience?.ski_school_experience_category_type);
    const next = step === "experience" ? second : step === second ? third : null;
    window.clearTimeout(timer.current);
    if (!next) {
      panels.current[step]?.hidePopover();
      return;
    }
    if (isPhone()) {
      const delay = step === "experience" ? MOBILE_STEP_DELAY_AFTER_EXPERIENCE_MS : MOBILE_STEP_DELAY_AFTER_DATE_MS;
      timer.current = window.setTimeout(() => showPanel(next), delay);
      return;
    }
    panels.current[step]?.hidePopover();
    // The next step unlocks with this render: focus it once it is enabled.
    window.requestAnimationFrame(() => buttons.current[next]?.focus());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const state = searchOf(useBookingBar.getState());
    const missing = missingSearchStep(state);
    hidePanels();
    if (missing) {
      setInvalid(missing);
      buttons.current[missing]?.focus();
      return;
    }
    const href = searchHref(site.prefix, state);
    if (!href) return;
    const [action, query] = href.split("?") as [string, string | undefined];
    // The same navigation the form makes without scripts, in the app, with the query the shared rule writes.
    void submit(new URLSearchParams(query ?? ""), { method: "get", action });
  };

  // One ref per panel for the form's life: each follows its popover's opening and closing.
  const panelRefs = useMemo(() => {
    const refs: Partial<Record<BookingBarStep, (el: HTMLElement | null) => () => void>> = {};
    for (const { step } of FORM_STEPS) {
      refs[step] = (el) => {
        panels.current[step] = el;
        const onToggle = (event: Event) => {
          const state = (event as ToggleEvent).newState;
          setOpen((current) => (state === "open" ? step : current === step ? null : current));
        };
        el?.addEventListener("toggle", onToggle);
        return () => {
          el?.removeEventListener("toggle", onToggle);
          panels.current[step] = null;
        };
      };
    }
    return refs;
  }, []);

  const values: Record<BookingBarStep, string | null | undefined> = {
    experience: search.experience?.title,
    date: search.date?.shortDate,
    level: search.level?.title,
    age: search.age?.title,
    people: search.experience || search.people ? guestSummary(search.people ?? DEFAULT_PEOPLE, site.locale) : null,
  };

  return (
    <Form
      ref={formRef}
      method="get"
      action={`${site.prefix}/${EXPLORE_ROUTE}`}
      onSubmit={onSubmit}
      className="booking-bar-form relative"
      data-enhanced={enhanced || undefined}
    >
      <div className="booking-bar-inner">
        <ol className="grid flex-1 grid-cols-3 gap-1 md:gap-2">
          {FORM_STEPS.map(({ step, n, for: kind }) => {
            const flagged = invalid === step;
            const value = values[step];
            const red = flagged ? "text-red-600" : "";
            const panelId = `booking-bar-panel-${step}`;
            return (
              <li key={step} className="min-w-0" data-for={kind === "all" ? undefined : kind}>
                <button
                  ref={(el) => {
                    buttons.current[step] = el;
                  }}
                  type="button"
                  popoverTarget={panelId}
                  data-testid={`booking-bar-step-${step}`}
                  // Without scripts every step opens: the form is sent as it is and explore answers it.
                  disabled={enhanced && !stepEnabled(step, choices)}
                  aria-expanded={enhanced ? open === step : undefined}
                  aria-invalid={flagged || undefined}
                  aria-describedby={flagged ? "booking-bar-error" : undefined}
                  className={`bar-step ${flagged ? "border-red-600" : open === step ? "border-brand-navy bg-brand-ice" : "border-transparent hover:bg-brand-ice"}`}
                >
                  <span className="flex min-w-0 flex-col">
                    <span className={`text-xs font-semibold ${red || "text-brand-slate"}`}>
                      <span className="hidden md:inline">{t("bookingBar.step", { n })} · </span>
                      {t(STEP_TITLES[step])}
                    </span>
                    <span
                      data-testid="bar-step-value"
                      className={`${step === "age" && value ? "bar-step-value-lines" : "bar-step-value"} ${red || (value ? "" : "text-brand-slate")}`}
                    >
                      {value ? step === "age" ? <AgeTitle title={value} /> : value : t(`bookingBar.placeholder.${step}`)}
                    </span>
                  </span>
                  <ChevronDown className={`${open === step ? "rotate-180 " : ""}${red || "text-brand-slate"}`} />
                </button>
                <div
                  ref={panelRefs[step]}
                  id={panelId}
                  popover="auto"
                  role="group"
                  aria-labelledby={`${panelId}-title`}
                  data-testid={panelId}
                  data-place={PANEL_PLACE[step]}
                  className="bar-panel"
                >
                  <div className="mb-3 flex items-center justify-between gap-2">
                    <h2 id={`${panelId}-title`} className="font-bold">
                      {t("bookingBar.step", { n })} · {t(STEP_TITLES[step])}
                    </h2>
                    <button type="button" popoverTarget={panelId} popoverTargetAction="hide" className="rounded-full px-3 py-1 text-sm font-semibold underline">
                      {t("bookingBar.close")}
                    </button>
                  </div>
                  <StepChoices step={step} data={data} search={search} enhanced={enhanced} onChosen={() => chosen(step)} />
                </div>
              </li>
            );
          })}
        </ol>
        <button type="submit" className="btn-primary shrink-0 !px-4 md:!px-7" data-testid="booking-bar-search">
          {t("bookingBar.search")}
        </button>
      </div>
      {invalid ? (
        <p id="booking-bar-error" role="alert" className="absolute bottom-full mb-2 rounded-lg bg-white px-3 py-1 text-sm font-semibold text-red-600 shadow-lg" data-testid="booking-bar-error">
          {t(`bookingBar.required.${invalid}`)}
        </p>
      ) : null}
    </Form>
  );
}

function StepChoices(props: { step: BookingBarStep; data: BookingBarData; search: BookingBarSearch; enhanced: boolean; onChosen: () => void }) {
  switch (props.step) {
    case "experience":
      return <ExperienceChoices {...props} />;
    case "date":
      return <DateChoice {...props} />;
    case "level":
      return <LevelChoices {...props} />;
    case "age":
      return <AgeChoices {...props} />;
    case "people":
      return <PeopleChoice {...props} />;
  }
}
