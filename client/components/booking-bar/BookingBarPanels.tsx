// The booking bar's step panels (experience list, date picker, levels, guest counter, lesson ages), loaded on the
// first interaction with the bar so the home page does not carry them.
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { AvailabilityDay, GuestCounts, GuestType } from "../../../shared/catalogue";
import { bookingBarFilterDataSchema, lessonsByLevelFilterSchema, levelFilterSchema } from "../../../shared/cms";
import {
  type BookingBarStep,
  MOBILE_STEP_DELAY_AFTER_DATE_MS,
  MOBILE_STEP_DELAY_AFTER_EXPERIENCE_MS,
  type SearchChoices,
  experienceDiscipline,
  stepEnabled,
  stepsFor,
} from "../../../shared/booking/booking-bar";
import { MOBILE_MAX_WIDTH_PX } from "../../../shared/layout";
import { calendarsOf, todayIn } from "../../../shared/booking/calendar";
import { ageGroupsFor, MAX_AGE } from "../../../shared/booking/ages";
import { canDecrement, canIncrement, decrementGuest, enabledGuestTypes, incrementGuest, totalGuests } from "../../../shared/booking/guests";
import { guestSummary } from "../../../shared/booking/plurals";
import { DEFAULT_PEOPLE } from "../../../shared/booking/search";
import type { Locale } from "../../../shared/locale";
import { type MessageKey, useT } from "../../i18n";
import { hydrateBookingBar } from "../../lib/booking-bar-persist";
import { type BookingBarSearch, useBookingBar } from "../../lib/booking-bar-store";
import { dataOf, readCms } from "../../lib/api";
import { fetchExperienceCards, fetchSearchAvailability } from "../../lib/catalogue-calls";
import { useSite } from "../../lib/site-context";
import { experienceFromCategory, restoreSearch, searchDateLabels, searchHref } from "./search";
import { STEP_TITLES } from "./step-titles";

const DatePicker = lazy(() => import("../date-picker/DatePicker"));

export { searchHref };

type Site = ReturnType<typeof useSite>;

/** Answers shared by every panel of the page, asked once per site, language and key. */
const answers = new Map<string, Promise<unknown>>();
function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let found = answers.get(key) as Promise<T> | undefined;
  if (!found) {
    found = load();
    answers.set(key, found);
    // A failed answer is asked again next time.
    void found.then((value) => value === null && answers.delete(key));
  }
  return found;
}

function useAnswer<T>(key: string | null, load: () => Promise<T | null>): { data: T | null; loading: boolean; retry: () => void } {
  const [state, setState] = useState<{ key: string | null; data: T | null; loading: boolean }>({ key: null, data: null, loading: Boolean(key) });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!key) return;
    let live = true;
    setState((s) => ({ key, data: s.key === key ? s.data : null, loading: true }));
    void cached(key, () => loadRef.current()).then((data) => live && setState({ key, data, loading: false }));
    return () => {
      live = false;
    };
  }, [key, attempt]);
  return { data: state.key === key ? state.data : null, loading: state.loading, retry: () => setAttempt((n) => n + 1) };
}

function filterData(site: Site) {
  const { tenant, locale } = site;
  const key = `filter:${tenant.slug}:${locale}`;
  // This read names its language and the venue's time zone in lower case (content-and-account §7).
  const query = { lang: locale, timeZone: tenant.timeZone };
  return {
    key,
    load: async () => dataOf(await readCms({ tenant, locale }, "api/BookingBarFilterData/GetBookingBarFilterData", bookingBarFilterDataSchema, { query })),
  };
}

/** Days seen per experience, so the guest counter knows the chosen day's maxTotal. */
const knownDays = new Map<string, AvailabilityDay>();

export function summarizePeople(people: GuestCounts | null, locale: Locale): string {
  return guestSummary(people ?? DEFAULT_PEOPLE, locale);
}

/** A stored search made current for this site (past date → today; the site's age types). */
export function restoreForSite(search: BookingBarSearch, site: Site): BookingBarSearch {
  const cfg = site.siteConfig;
  return restoreSearch(search, {
    today: todayIn(site.tenant.timeZone),
    locale: site.locale,
    enabledTypes: enabledGuestTypes({ hide_adult: cfg?.hide_adult ?? false, hide_junior: cfg?.hide_junior ?? false, hide_child: cfg?.hide_child ?? false }),
  });
}

/** Reads the stored search once (made current for the site) and keeps storage in step with the bar from then on. */
export function hydrate(site: Site): Promise<void> {
  return hydrateBookingBar(window.localStorage, async (stored) => restoreForSite(stored, site));
}

function Loading() {
  const t = useT();
  return (
    <p role="status" className="py-6 text-center text-sm text-brand-slate">
      {t("bookingBar.loading")}
    </p>
  );
}

function Failed({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-6 text-sm">
      <p>{t("bookingBar.loadFailed")}</p>
      <button type="button" className="underline" onClick={retry}>
        {t("bookingBar.retry")}
      </button>
    </div>
  );
}

function OptionButton(props: { selected: boolean; onClick: () => void; testId: string; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={props.selected}
      data-testid={props.testId}
      onClick={props.onClick}
      className={`flex w-full items-center gap-3 rounded-xl border px-4 py-3 text-start transition-colors ${
        props.selected ? "border-brand-navy bg-brand-yellow" : "border-brand-navy/15 bg-white hover:bg-brand-ice"
      }`}
    >
      {props.children}
    </button>
  );
}

function ExperiencePanel({ onChosen }: { onChosen: () => void }) {
  const site = useSite();
  const t = useT();
  const { key, load } = filterData(site);
  const { data, loading, retry } = useAnswer(key, load);
  const current = useBookingBar((s) => s.experience);
  const setExperience = useBookingBar((s) => s.setExperience);
  if (loading && !data) return <Loading />;
  if (!data) return <Failed retry={retry} />;
  if (data.experience_categories.length === 0) return <p className="py-6 text-center">{t("bookingBar.noExperiences")}</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label={t("bookingBar.experience")}>
      {data.experience_categories.map((category) => (
        <li key={category.id}>
          <OptionButton
            selected={current?.id === category.id}
            testId={`booking-bar-experience-${category.url_key}`}
            onClick={() => {
              setExperience(experienceFromCategory(category));
              onChosen();
            }}
          >
            {category.booking_bar_icon.image_url ? (
              <img src={category.booking_bar_icon.image_url} alt="" width={32} height={32} className="h-8 w-8 shrink-0 object-contain" loading="lazy" />
            ) : null}
            <span className="flex flex-col">
              <span className="font-semibold">{category.title}</span>
              {category.booking_bar_subtitle ? <span className="text-sm text-brand-slate">{category.booking_bar_subtitle}</span> : null}
            </span>
          </OptionButton>
        </li>
      ))}
    </ul>
  );
}

function DatePanel({ onChosen }: { onChosen: () => void }) {
  const site = useSite();
  const t = useT();
  const { tenant, locale } = site;
  const experience = useBookingBar((s) => s.experience);
  const date = useBookingBar((s) => s.date);
  const people = useBookingBar((s) => s.people);
  const setDate = useBookingBar((s) => s.setDate);
  const filter = filterData(site);
  const { data: filterAnswer } = useAnswer(filter.key, filter.load);
  const experienceId = experience?.id ?? null;
  const cards = useAnswer(experienceId === null ? null : `cards:${tenant.slug}:${locale}:${experienceId}`, () =>
    fetchExperienceCards({ tenant, locale }, experienceId ?? 0),
  );
  // The calendars the experience's cards book against (each card's first ticket), as the explore page asks.
  const codes = useMemo(() => (cards.data ? calendarsOf(cards.data) : null), [cards.data]);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [days, setDays] = useState<ReadonlyMap<string, AvailabilityDay> | null>(null);

  useEffect(() => {
    if (!codes || !range || experienceId === null) return;
    let live = true;
    setDays(null);
    const key = `availability:${tenant.slug}:${experienceId}:${codes.join(",")}:${range.from}:${range.to}`;
    // No answer (null) is not kept: the month is asked again when shown again.
    void cached(key, () => fetchSearchAvailability({ tenant, locale }, codes, range.from, range.to)).then((map) => {
      for (const [d, day] of map ?? []) knownDays.set(`${experienceId}|${d}`, day);
      if (live) setDays(map ?? new Map());
    });
    return () => {
      live = false;
    };
  }, [codes, range, experienceId, tenant, locale]);

  const onMonthChange = useCallback((from: string, to: string) => setRange((r) => (r?.from === from && r.to === to ? r : { from, to })), []);
  const guests = totalGuests(people ?? DEFAULT_PEOPLE);

  if (!experience) return null;
  return (
    <Suspense fallback={<Loading />}>
      <DatePicker
        timeZone={tenant.timeZone}
        locale={locale}
        days={cards.loading || !codes ? null : days}
        selected={date?.fullDate ?? null}
        onSelect={(fullDate) => {
          setDate({ fullDate, ...searchDateLabels(fullDate, locale) });
          onChosen();
        }}
        guests={guests}
        blockedDates={filterAnswer?.blocked_dates}
        onMonthChange={onMonthChange}
        label={t("bookingBar.date")}
      />
    </Suspense>
  );
}

function LevelPanel({ onChosen }: { onChosen: () => void }) {
  const site = useSite();
  const { tenant, locale } = site;
  const { data, loading, retry } = useAnswer(`levels:${tenant.slug}:${locale}`, async () =>
    dataOf(await readCms({ tenant, locale }, "api/SkiSchool/GetLevelFilter", levelFilterSchema)),
  );
  const level = useBookingBar((s) => s.level);
  const setLevel = useBookingBar((s) => s.setLevel);
  if (loading && !data) return <Loading />;
  if (!data) return <Failed retry={retry} />;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {data.levels.map((entry) => {
        const id = entry.level_ids[0] ?? 1;
        return (
          <li key={entry.key}>
            <OptionButton
              selected={level !== null && entry.level_ids.includes(level.id)}
              testId={`booking-bar-level-${entry.key}`}
              onClick={() => {
                setLevel({ id, title: entry.Value });
                onChosen();
              }}
            >
              <span className="font-semibold">{entry.Value}</span>
            </OptionButton>
          </li>
        );
      })}
    </ul>
  );
}

function AgePanel({ onChosen }: { onChosen: () => void }) {
  const site = useSite();
  const { tenant, locale } = site;
  const experience = useBookingBar((s) => s.experience);
  const age = useBookingBar((s) => s.age);
  const setAge = useBookingBar((s) => s.setAge);
  const { data, loading, retry } = useAnswer(`lesson-filter:${tenant.slug}:${locale}`, async () =>
    dataOf(await readCms({ tenant, locale }, "api/SkiSchool/GetLessonsByLevelFilter", lessonsByLevelFilterSchema)),
  );
  const discipline = experienceDiscipline(experience?.ski_school_experience_category_type) ?? "ski";
  if (loading && !data) return <Loading />;
  if (!data) return <Failed retry={retry} />;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {data.ages[discipline].map((option) => (
        <li key={option.id}>
          <OptionButton
            selected={age?.id === option.id}
            testId={`booking-bar-age-${option.id}`}
            onClick={() => {
              setAge({ id: option.id, title: option.title });
              onChosen();
            }}
          >
            <span className="font-semibold">{option.title}</span>
          </OptionButton>
        </li>
      ))}
    </ul>
  );
}

function PeoplePanel({ onDone }: { onDone: () => void }) {
  const site = useSite();
  const t = useT();
  const experience = useBookingBar((s) => s.experience);
  const date = useBookingBar((s) => s.date);
  const stored = useBookingBar((s) => s.people);
  const setPeople = useBookingBar((s) => s.setPeople);
  const people = stored ?? DEFAULT_PEOPLE;
  const [announcement, setAnnouncement] = useState("");
  const cfg = site.siteConfig;
  const types = enabledGuestTypes({ hide_adult: cfg?.hide_adult ?? false, hide_junior: cfg?.hide_junior ?? false, hide_child: cfg?.hide_child ?? false });
  const groups = ageGroupsFor({ discipline: null, childMinimumAge: site.tenant.childMinimumAge });
  const maxTotal = experience && date ? (knownDays.get(`${experience.id}|${date.fullDate}`)?.maxTotal ?? null) : null;

  const labelOf = (type: GuestType) => {
    const range = groups[type];
    const span = range.max === MAX_AGE ? t("bookingBar.guestRange.plus", { min: range.min }) : t("bookingBar.guestRange.between", { min: range.min, max: range.max });
    return { name: t(`bookingBar.guest.${type}` as MessageKey), span };
  };
  const change = (type: GuestType, next: GuestCounts) => {
    setPeople(next);
    setAnnouncement(t("bookingBar.countAnnouncement", { type: labelOf(type).name, count: next[type] }));
  };

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-brand-navy/10">
        {types.map((type) => {
          const { name, span } = labelOf(type);
          const labelId = `guest-label-${type}`;
          return (
            <li key={type} className="flex items-center justify-between gap-4 py-3">
              <span id={labelId} className="font-semibold">
                {name} <span className="font-normal text-brand-slate">{span}</span>
              </span>
              <span className="flex items-center gap-3" role="group" aria-labelledby={labelId}>
                <button
                  type="button"
                  data-testid={`guest-minus-${type}`}
                  className="grid h-9 w-9 place-items-center rounded-full border border-brand-navy/30 text-lg disabled:opacity-30"
                  aria-label={t("bookingBar.decrease", { type: name })}
                  disabled={!canDecrement(people, type)}
                  onClick={() => change(type, decrementGuest(people, type))}
                >
                  <span aria-hidden="true">−</span>
                </button>
                <output data-testid={`guest-count-${type}`} aria-labelledby={labelId} className="min-w-6 text-center text-lg font-bold tabular-nums">
                  {people[type]}
                </output>
                <button
                  type="button"
                  data-testid={`guest-plus-${type}`}
                  className="grid h-9 w-9 place-items-center rounded-full border border-brand-navy/30 text-lg disabled:opacity-30"
                  aria-label={t("bookingBar.increase", { type: name })}
                  disabled={!canIncrement(people, type, maxTotal)}
                  onClick={() => change(type, incrementGuest(people, type, maxTotal))}
                >
                  <span aria-hidden="true">+</span>
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {maxTotal !== null ? <p className="text-sm text-brand-slate">{t("bookingBar.maxTotal", { n: maxTotal })}</p> : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <button type="button" className="btn-primary self-end" onClick={onDone}>
        {t("bookingBar.done")}
      </button>
    </div>
  );
}

export interface StepPanelProps {
  step: BookingBarStep;
  /** A value was chosen in the step (the bar closes it or moves on). */
  onChosen: (step: BookingBarStep) => void;
}

export function StepPanel({ step, onChosen }: StepPanelProps) {
  const chosen = () => onChosen(step);
  switch (step) {
    case "experience":
      return <ExperiencePanel onChosen={chosen} />;
    case "date":
      return <DatePanel onChosen={chosen} />;
    case "level":
      return <LevelPanel onChosen={chosen} />;
    case "age":
      return <AgePanel onChosen={chosen} />;
    case "people":
      return <PeoplePanel onDone={chosen} />;
  }
}

/** The steps as a sheet from the bottom of a phone's screen, with the three steps as tabs. */
function MobileSheet(props: {
  step: BookingBarStep;
  steps: readonly BookingBarStep[];
  choices: SearchChoices;
  onStep: (step: BookingBarStep) => void;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const t = useT();
  const { step, steps } = props;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="booking-bar-sheet-title"
      id={`booking-bar-panel-${step}`}
      data-testid={`booking-bar-panel-${step}`}
      className="fixed inset-x-0 bottom-0 z-[95] flex max-h-[85vh] flex-col rounded-t-2xl bg-white text-brand-navy shadow-2xl"
    >
      <div className="flex items-center justify-between gap-2 border-b border-brand-navy/10 px-4 py-3">
        <h2 id="booking-bar-sheet-title" className="font-bold">
          {t("bookingBar.step", { n: steps.indexOf(step) + 1 })} · {t(STEP_TITLES[step])}
        </h2>
        <button type="button" className="rounded-full px-3 py-1 text-sm font-semibold underline" onClick={props.onClose}>
          {t("bookingBar.close")}
        </button>
      </div>
      <nav aria-label={t("bookingBar.title")} className="flex gap-1 px-4 pt-3">
        {steps.map((s) => (
          <button
            key={s}
            type="button"
            disabled={!stepEnabled(s, props.choices)}
            aria-current={s === step ? "step" : undefined}
            onClick={() => props.onStep(s)}
            className={`flex-1 rounded-full px-2 py-1 text-xs font-semibold disabled:opacity-40 ${s === step ? "bg-brand-navy text-white" : "bg-brand-ice"}`}
          >
            {t(STEP_TITLES[s])}
          </button>
        ))}
      </nav>
      <div className="overflow-y-auto p-4">{props.children}</div>
    </div>
  );
}

function useMatchMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/** Where a step's dropdown sits above the bar: under its own third of the bar. */
const PANEL_PLACEMENT = ["start-0 w-[min(100%,720px)]", "inset-x-0 mx-auto w-[min(100%,480px)]", "end-0 w-[min(100%,480px)]"];

export interface OpenStepProps {
  step: BookingBarStep;
  steps: readonly BookingBarStep[];
  choices: SearchChoices;
  /** The bar: a press outside it closes the step. */
  barRef: React.RefObject<HTMLElement | null>;
  onOpen: (step: BookingBarStep) => void;
  /** Closes the step; with a step named, focus goes to that step's button. */
  onClose: (focusStep?: BookingBarStep) => void;
}

/**
 * The open step: a dropdown above the bar on larger screens (choosing closes it and moves on to the next step's
 * button), a sheet on phones (choosing opens the next step after the spec's delay). Escape closes it and gives focus
 * back to its button; a press outside the bar closes it.
 */
export function OpenStep({ step, steps, choices, barRef, onOpen, onClose }: OpenStepProps) {
  const mobile = useMatchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), [step]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose(step);
    };
    const onPointer = (event: PointerEvent) => {
      if (barRef.current && !barRef.current.contains(event.target as Node)) onClose();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [step, barRef, onClose]);

  const onChosen = (chosen: BookingBarStep) => {
    const [, second, third] = stepsFor(useBookingBar.getState().experience?.ski_school_experience_category_type);
    const next = chosen === "experience" ? second : chosen === second ? third : null;
    window.clearTimeout(timer.current);
    if (!next) return onClose(chosen);
    if (!mobile) return onClose(next);
    const delay = chosen === "experience" ? MOBILE_STEP_DELAY_AFTER_EXPERIENCE_MS : MOBILE_STEP_DELAY_AFTER_DATE_MS;
    timer.current = window.setTimeout(() => onOpen(next), delay);
  };

  const panel = <StepPanel step={step} onChosen={onChosen} />;
  if (mobile) {
    return (
      <MobileSheet step={step} steps={steps} choices={choices} onStep={onOpen} onClose={() => onClose(step)}>
        {panel}
      </MobileSheet>
    );
  }
  return (
    <div
      id={`booking-bar-panel-${step}`}
      data-testid={`booking-bar-panel-${step}`}
      className={`absolute bottom-full mb-2 max-h-[70vh] overflow-y-auto rounded-2xl bg-white p-4 text-brand-navy shadow-2xl ${PANEL_PLACEMENT[steps.indexOf(step)]}`}
    >
      {panel}
    </div>
  );
}
