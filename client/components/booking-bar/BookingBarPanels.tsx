// The booking bar's step panels as native form controls, rendered with the page from its data: experiences, levels
// and ages as radios, the date as a date input (the availability calendar replaces it once scripts and its code have
// arrived), guests as number inputs that scripts give − and + buttons.
import { type ComponentType, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { experienceDiscipline } from "../../../shared/booking/booking-bar";
import { ageGroupsFor, ageTitleParts, MAX_AGE } from "../../../shared/booking/ages";
import { isDateKey, todayIn } from "../../../shared/booking/calendar";
import {
  GUEST_MAX_PER_TYPE,
  GUEST_TYPES,
  type GuestType,
  canDecrement,
  canIncrement,
  decrementGuest,
  guestTypesOf,
  incrementGuest,
  setGuestCount,
  totalGuests,
} from "../../../shared/booking/guests";
import { DEFAULT_PEOPLE, lastSearchDate, searchDateProblem } from "../../../shared/booking/search";
import { formatDateKey } from "../../../shared/date-key";
import type { Locale } from "../../../shared/locale";
import { type MessageKey, useT } from "../../i18n";
import { WithTexts } from "../../i18n/lazy-with-texts";
import { type PartTexts, loadPartTexts } from "../../i18n/texts";
import { type BookingBarSearch, useBookingBar } from "../../catalogue/booking-bar-store";
import { useSite } from "../../layout/site-context";
import { type BookingBarData, ageTestId } from "./bar-data";
import type { BarCalendarProps } from "./BarCalendar";
import { knownMaxTotal } from "./known-days";
import { experienceFromBar, guestCountOf, searchDateLabels } from "./search";

export interface StepChoicesProps {
  data: BookingBarData;
  search: BookingBarSearch;
  /** The page is hydrated and the store holds the search. */
  enhanced: boolean;
  /** A value was chosen to move on with (a press, or Enter), not merely browsed to with the arrow keys. */
  onChosen: () => void;
}

interface RadioOption {
  value: string;
  checked: boolean;
  testId: string;
  /** Attributes of the option's list item (which discipline's ages it belongs to). */
  item?: Record<`data-${string}`, string>;
  /** Attributes of the radio itself. */
  input?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/**
 * A radio group whose options are cards. A press on an option (also the one already chosen) or Enter chooses it and
 * moves on; the arrow keys only move between options, as radios do.
 */
function RadioCards({ legend, name, options, onPick }: { legend: string; name: string; options: RadioOption[]; onPick: (value: string, moveOn: boolean) => void }) {
  const pressed = useRef(false);
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const target = event.target as HTMLInputElement;
    if (event.key !== "Enter" || target.name !== name) return;
    // Enter in a radio would send the form: here it chooses the focused option.
    event.preventDefault();
    onPick(target.value, true);
  };
  return (
    <fieldset onKeyDown={onKeyDown}>
      <legend className="sr-only">{legend}</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <li key={option.value} {...option.item}>
            <label
              data-testid={option.testId}
              className="bar-option"
              onPointerDown={() => {
                pressed.current = true;
              }}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={option.checked}
                className="sr-only"
                {...option.input}
                onClick={() => {
                  // The option already chosen sends no change: a press on it moves on all the same.
                  if (option.checked && pressed.current) {
                    pressed.current = false;
                    onPick(option.value, true);
                  }
                }}
                onChange={() => {
                  onPick(option.value, pressed.current);
                  pressed.current = false;
                }}
              />
              {option.children}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function ExperienceChoices({ data, search, onChosen }: StepChoicesProps) {
  const t = useT();
  const setExperience = useBookingBar((s) => s.setExperience);
  if (data.experiences.length === 0) return <p className="py-6 text-center">{t("bookingBar.noExperiences")}</p>;
  return (
    <RadioCards
      legend={t("bookingBar.experience")}
      name="experience"
      onPick={(key, moveOn) => {
        const experience = data.experiences.find((e) => e.key === key);
        if (!experience) return;
        setExperience(experienceFromBar(experience));
        if (moveOn) onChosen();
      }}
      options={data.experiences.map((e) => {
        const discipline = experienceDiscipline(e.type);
        return {
          value: e.key,
          checked: search.experience?.value === e.key,
          testId: `booking-bar-experience-${e.key}`,
          // The form shows the lesson steps while a lesson experience is checked (styles.css), with or without scripts.
          input: discipline ? { "data-discipline": discipline } : undefined,
          children: (
            <>
              {e.icon ? <img src={e.icon} alt="" width={32} height={32} className="h-8 w-8 shrink-0 object-contain" loading="lazy" /> : null}
              <span className="flex flex-col">
                <span className="font-semibold">{e.title}</span>
                {e.subtitle ? <span className="text-sm text-brand-slate">{e.subtitle}</span> : null}
              </span>
            </>
          ),
        };
      })}
    />
  );
}

export function LevelChoices({ data, search, onChosen }: StepChoicesProps) {
  const t = useT();
  const setLevel = useBookingBar((s) => s.setLevel);
  return (
    <RadioCards
      legend={t("bookingBar.level")}
      name="level"
      onPick={(value, moveOn) => {
        const level = data.levels.find((l) => String(l.id) === value);
        if (!level) return;
        setLevel({ id: level.id, title: level.title });
        if (moveOn) onChosen();
      }}
      options={data.levels.map((level) => ({
        value: String(level.id),
        checked: search.level !== null && level.ids.includes(search.level.id),
        testId: `booking-bar-level-${level.key}`,
        children: <span className="font-semibold">{level.title}</span>,
      }))}
    />
  );
}

/** An age's title with its range ("(14+)") kept as one left-to-right run that does not break; the name may wrap. */
export function AgeTitle({ title }: { title: string }) {
  const { name, range } = ageTitleParts(title);
  if (!range) return <>{title}</>;
  return (
    <>
      {name}{" "}
      <bdi dir="ltr" className="whitespace-nowrap">
        {range}
      </bdi>
    </>
  );
}

export function AgeChoices({ data, search, onChosen }: StepChoicesProps) {
  const t = useT();
  const setAge = useBookingBar((s) => s.setAge);
  return (
    <RadioCards
      legend={t("bookingBar.age")}
      name="age"
      onPick={(value, moveOn) => {
        const age = data.ages.find((a) => String(a.id) === value);
        if (!age) return;
        setAge({ id: age.id, title: age.title });
        if (moveOn) onChosen();
      }}
      options={data.ages.map((age) => ({
        value: String(age.id),
        checked: search.age?.id === age.id,
        testId: ageTestId(age, data.ages),
        // Shown only under a lesson experience of one of these disciplines (styles.css).
        item: { "data-age-for": age.disciplines.join(" ") },
        children: (
          <span className="font-semibold">
            <AgeTitle title={age.title} />
          </span>
        ),
      }))}
    />
  );
}

// ---------- Date ----------

interface CalendarModule {
  Calendar: ComponentType<BarCalendarProps>;
  texts: PartTexts;
}
const calendarLoads: Partial<Record<Locale, Promise<CalendarModule>>> = {};
/** The calendar's code and texts, asked for once per language; a failed load is asked again next time. */
function loadCalendar(locale: Locale): Promise<CalendarModule> {
  calendarLoads[locale] ??= Promise.all([import("./BarCalendar"), loadPartTexts(locale, ["booking-bar"])]).then(
    ([module, texts]) => ({ Calendar: module.default, texts }),
    (error: unknown) => {
      delete calendarLoads[locale];
      throw error;
    },
  );
  return calendarLoads[locale];
}

/** The calendar once wanted (an experience is chosen and scripts run) and arrived; null until then. */
function useCalendar(wanted: boolean, locale: Locale): CalendarModule | null {
  const [loaded, setLoaded] = useState<CalendarModule | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    loadCalendar(locale).then(
      (module) => live && setLoaded(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, locale]);
  return loaded;
}

export function DateChoice({ data, search, enhanced, onChosen }: StepChoicesProps) {
  const t = useT();
  const { tenant, locale } = useSite();
  const setDate = useBookingBar((s) => s.setDate);
  const experience = search.experience;
  const calendar = useCalendar(enhanced && experience !== null && !experienceDiscipline(experience.ski_school_experience_category_type), locale);
  const [problem, setProblem] = useState<"blocked" | "range" | null>(null);
  const today = todayIn(tenant.timeZone);
  const last = lastSearchDate(today);
  const selected = search.date?.fullDate ?? "";
  const pick = (fullDate: string) => setDate({ fullDate, ...searchDateLabels(fullDate, locale) });

  if (calendar && experience) {
    return (
      <>
        <WithTexts texts={calendar.texts}>
          <calendar.Calendar
            experienceId={experience.id}
            selected={search.date?.fullDate ?? null}
            onSelect={(fullDate) => {
              pick(fullDate);
              onChosen();
            }}
            guests={totalGuests(search.people ?? DEFAULT_PEOPLE)}
            blockedDates={data.blockedDates}
            label={t("bookingBar.date")}
          />
        </WithTexts>
        <input type="hidden" name="date" value={selected} />
      </>
    );
  }
  const closed = data.blockedDates.map((d) => formatDateKey(d, locale, "dayMonth")).join(locale === "ar" ? "، " : ", ");
  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col gap-1">
        <span className="text-sm font-semibold">{t("bookingBar.chooseDate")}</span>
        <input
          type="date"
          name="date"
          min={today}
          max={last}
          value={selected}
          data-testid="booking-bar-date-input"
          aria-describedby={problem ? "booking-bar-date-problem" : closed ? "booking-bar-date-closed" : undefined}
          aria-invalid={problem !== null || undefined}
          className="rounded-xl border border-brand-navy/30 px-3 py-2 text-base"
          onChange={(event) => {
            const value = event.target.value;
            if (!value) {
              setProblem(null);
              setDate(null);
              return;
            }
            if (!isDateKey(value) || value < today || value > last) return setProblem("range");
            if (searchDateProblem(value, { today, blockedDates: data.blockedDates })) return setProblem("blocked");
            setProblem(null);
            pick(value);
          }}
        />
      </label>
      {problem ? (
        <p id="booking-bar-date-problem" role="alert" className="text-sm font-semibold text-red-600" data-testid="booking-bar-date-problem">
          {t(problem === "blocked" ? "bookingBar.dateBlocked" : "bookingBar.dateOutOfRange", { last: formatDateKey(last, locale, "date") })}
        </p>
      ) : null}
      {closed ? (
        <p id="booking-bar-date-closed" className="text-sm text-brand-slate">
          {t("bookingBar.closedDays", { dates: closed })}
        </p>
      ) : null}
    </div>
  );
}

// ---------- People ----------

/** A guest count as a number input: typing a count fits it to the rules, − and + (with scripts) step it. */
function GuestCount(props: { type: GuestType; count: number; labelId: string; onCount: (count: number) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const count = useRef(props.count);
  count.current = props.count;
  // Uncontrolled, so a count being typed is not overwritten; a change from − or + is written in.
  useEffect(() => {
    const el = input.current;
    if (el && el.value !== String(props.count) && document.activeElement !== el) el.value = String(props.count);
  }, [props.count]);
  return (
    <input
      ref={input}
      id={`booking-bar-guest-${props.type}`}
      type="number"
      name={props.type}
      inputMode="numeric"
      min={0}
      max={GUEST_MAX_PER_TYPE}
      step={1}
      defaultValue={props.count}
      aria-labelledby={props.labelId}
      data-testid={`guest-count-${props.type}`}
      className="w-14 rounded-lg border border-brand-navy/30 px-1 py-1 text-center text-lg font-bold tabular-nums"
      onChange={(event) => {
        const n = guestCountOf(event.target.value);
        if (n !== null) props.onCount(n);
      }}
      onBlur={(event) => {
        event.target.value = String(count.current);
      }}
    />
  );
}

export function PeopleChoice({ search, enhanced }: StepChoicesProps) {
  const site = useSite();
  const t = useT();
  const setPeople = useBookingBar((s) => s.setPeople);
  const people = search.people ?? DEFAULT_PEOPLE;
  const [announcement, setAnnouncement] = useState("");
  const types = guestTypesOf(site.siteConfig);
  const groups = ageGroupsFor({ discipline: null, childMinimumAge: site.tenant.childMinimumAge });
  const { experience, date } = search;
  const maxTotal = experience && date ? knownMaxTotal(experience.id, date.fullDate) : null;

  const labelOf = (type: GuestType) => {
    const range = groups[type];
    const span = range.max === MAX_AGE ? t("bookingBar.guestRange.plus", { min: range.min }) : t("bookingBar.guestRange.between", { min: range.min, max: range.max });
    return { name: t(`bookingBar.guest.${type}` as MessageKey), span };
  };
  const change = (type: GuestType, next: typeof people) => {
    setPeople(next);
    setAnnouncement(t("bookingBar.countAnnouncement", { type: labelOf(type).name, count: next[type] }));
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t("bookingBar.people")}</legend>
      <ul className="flex flex-col divide-y divide-brand-navy/10">
        {types.map((type) => {
          const { name, span } = labelOf(type);
          const labelId = `guest-label-${type}`;
          return (
            <li key={type} className="flex items-center justify-between gap-4 py-3">
              <label id={labelId} htmlFor={`booking-bar-guest-${type}`} className="font-semibold">
                {name}{" "}
                <bdi dir="ltr" className="whitespace-nowrap font-normal text-brand-slate">
                  {span}
                </bdi>
              </label>
              <span className="flex items-center gap-2">
                {enhanced ? (
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
                ) : null}
                <GuestCount
                  type={type}
                  count={people[type]}
                  labelId={labelId}
                  onCount={(n) => {
                    const next = setGuestCount(people, type, n, maxTotal);
                    if (next) change(type, next);
                  }}
                />
                {enhanced ? (
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
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {/* The types the site does not offer (and infants, never counted here) travel as zero. */}
      {GUEST_TYPES.filter((type) => !types.includes(type)).map((type) => (
        <input key={type} type="hidden" name={type} value="0" />
      ))}
      {maxTotal !== null ? <p className="text-sm text-brand-slate">{t("bookingBar.maxTotal", { count: maxTotal })}</p> : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <button type="button" popoverTarget="booking-bar-panel-people" popoverTargetAction="hide" className="btn-primary self-end">
        {t("bookingBar.done")}
      </button>
    </fieldset>
  );
}
