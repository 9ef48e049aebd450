// The date step's calendar once scripts run: the venue's month with each day's availability for the chosen experience.
// It replaces the step's native date input when its code has arrived, fetched as soon as an experience is chosen (the
// input answers until then), and asks the month's availability while its panel is still closed.
import { useCallback, useEffect, useMemo, useState } from "react";
import type { AvailabilityDay } from "../../../shared/catalogue";
import { calendarsOf } from "../../../shared/booking/calendar";
import { fetchExperienceCards, fetchSearchAvailability } from "../../catalogue/catalogue-calls";
import { useSite } from "../../layout/site-context";
import DatePicker from "../date-picker/DatePicker";
import { rememberDays } from "./known-days";

/** Answers shared by every calendar of the page, asked once per key; a failed answer (null) is asked again. */
const answers = new Map<string, Promise<unknown>>();
function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let found = answers.get(key) as Promise<T> | undefined;
  if (!found) {
    found = load();
    answers.set(key, found);
    void found.then(
      (value) => value === null && answers.delete(key),
      () => answers.delete(key),
    );
  }
  return found;
}

export interface BarCalendarProps {
  experienceId: number;
  selected: string | null;
  onSelect: (date: string) => void;
  guests: number;
  blockedDates: readonly string[];
  label: string;
}

export default function BarCalendar({ experienceId, selected, onSelect, guests, blockedDates, label }: BarCalendarProps) {
  const { tenant, locale } = useSite();
  const [codes, setCodes] = useState<{ id: number; codes: string[] } | null>(null);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [days, setDays] = useState<ReadonlyMap<string, AvailabilityDay> | null>(null);

  // The calendars the experience's cards book against (each card's first ticket), as the explore page asks.
  useEffect(() => {
    let live = true;
    void cached(`cards:${tenant.slug}:${locale}:${experienceId}`, () => fetchExperienceCards({ tenant, locale }, experienceId)).then(
      (cards) => live && setCodes({ id: experienceId, codes: calendarsOf(cards) }),
      () => live && setCodes({ id: experienceId, codes: [] }),
    );
    return () => {
      live = false;
    };
  }, [experienceId, tenant, locale]);

  const current = codes?.id === experienceId ? codes.codes : null;
  useEffect(() => {
    if (!current || !range) return;
    let live = true;
    setDays(null);
    const key = `availability:${tenant.slug}:${experienceId}:${current.join(",")}:${range.from}:${range.to}`;
    // No answer (null) is not kept: the month is asked again when shown again.
    void cached(key, () => fetchSearchAvailability({ tenant, locale }, current, range.from, range.to)).then(
      (map) => {
        if (map) rememberDays(experienceId, map);
        if (live) setDays(map ?? new Map());
      },
      () => live && setDays(new Map()),
    );
    return () => {
      live = false;
    };
  }, [current, range, experienceId, tenant, locale]);

  const onMonthChange = useCallback((from: string, to: string) => setRange((r) => (r?.from === from && r.to === to ? r : { from, to })), []);
  const blocked = useMemo(() => [...blockedDates], [blockedDates]);

  return (
    <DatePicker
      timeZone={tenant.timeZone}
      weekStartsOn={tenant.weekStartsOn}
      locale={locale}
      days={current ? days : null}
      selected={selected}
      onSelect={onSelect}
      guests={guests}
      blockedDates={blocked}
      onMonthChange={onMonthChange}
      label={label}
    />
  );
}
