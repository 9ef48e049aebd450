// The date picker (content-and-account §2, §5, §9): a month of the venue's calendar as an accessible grid, days
// coloured by availability, disabled days saying why, camp and multi-day ranges. Loaded lazily by its users.
// A page that renders the chosen day on the server gives `dayHref` and `monthHref`: the choosable days and the month
// arrows are then links, which work before any script (decision 12); scripts keep the choice in the page.
import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from "react";
import type { AvailabilityDay, ColorCodeTag, DateMode } from "../../../shared/catalogue";
import {
  CALENDAR_ANIMATION_DESKTOP_S,
  CALENDAR_ANIMATION_MOBILE_S,
  CALENDAR_STAGGER_S,
  DATEPICKER_DESKTOP_HEIGHT_PX,
} from "../../../shared/booking/booking-bar";
import { type WeekStart, addDays, monthGrid, todayIn } from "../../../shared/booking/calendar";
import { formatDateKey } from "../../../shared/date-key";
import { DESKTOP_MIN_WIDTH_PX } from "../../../shared/layout";
import { type MessageKey, useT } from "../../i18n";
import {
  type DayView,
  type GridKey,
  calendarRules,
  monthFetchRange,
  monthOf,
  moveFocus,
  shiftMonth,
} from "./calendar-view";

export interface DatePickerProps {
  timeZone: string;
  /** The venue's first day of the week (its tenant's weekStartsOn). */
  weekStartsOn: WeekStart;
  locale: "en" | "ar";
  /** Null while availability loads: the days show a loading state. */
  days: ReadonlyMap<string, AvailabilityDay> | null;
  selected: string | null;
  onSelect(date: string): void;
  guests: number;
  blockedDates?: readonly string[];
  table?: { perTable: number } | null;
  hasAdditionalCode?: boolean;
  dateMode?: DateMode;
  /** Called with the range to fetch whenever another month is shown (and once for the first month). */
  onMonthChange?(from: string, to: string): void;
  /** Accessible name of the calendar, e.g. "Date". */
  label: string;
  /** The address that chooses a day (the page with it in its query): choosable days become links. */
  dayHref?(date: string): string;
  /** The address that shows another month (`YYYY-MM`): the month arrows become links. */
  monthHref?(month: string): string;
  /** The month shown first (`YYYY-MM`), else the chosen day's, else the current one. */
  initialMonth?: string | null;
}

/** A plain click, which the page takes; one asking for a new tab or window stays the browser's. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
const monthKey = (view: { year: number; month: number }) => `${view.year}-${String(view.month).padStart(2, "0")}`;

const GRID_KEYS = new Set<string>(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);

const COLOR_CLASSES: Record<ColorCodeTag, { cell: string; dot: string }> = {
  green: { cell: "border-green-600 bg-green-50 hover:bg-green-100", dot: "bg-green-600" },
  orange: { cell: "border-orange-500 bg-orange-50 hover:bg-orange-100", dot: "bg-orange-500" },
  red: { cell: "border-red-600 bg-red-50 hover:bg-red-100", dot: "bg-red-600" },
};

function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
    const update = () => setDesktop(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return desktop;
}

export default function DatePicker(props: DatePickerProps) {
  const { timeZone, weekStartsOn, locale, days, selected, onSelect, guests, dateMode, onMonthChange, label } = props;
  const t = useT();
  const rtl = locale === "ar";
  const desktop = useIsDesktop();
  const today = useMemo(() => todayIn(timeZone), [timeZone]);
  const current = monthOf(today);
  const [view, setView] = useState(() => {
    const initial = props.initialMonth ? monthOf(`${props.initialMonth}-01`) : null;
    if (initial && initial.year * 12 + initial.month >= current.year * 12 + current.month) return initial;
    return monthOf(selected && selected >= today ? selected : today);
  });
  const [focused, setFocused] = useState(() => (selected && selected >= today ? selected : today));
  const gridRef = useRef<HTMLTableElement>(null);
  /** The day an arrow key moved to, which takes the focus once it is drawn (null: no focus to move). */
  const moveFocusRef = useRef<string | null>(null);

  const monthTitle = formatDateKey(`${view.year}-${String(view.month).padStart(2, "0")}-01`, locale, "monthYear");
  const weekdays = useMemo(
    () =>
      // 7 Jan 2024 was a Sunday (weekday 0).
      Array.from({ length: 7 }, (_, i) => {
        const key = addDays("2024-01-07", (weekStartsOn + i) % 7);
        return { short: formatDateKey(key, locale, "weekday"), long: formatDateKey(key, locale, "longWeekday") };
      }),
    [locale, weekStartsOn],
  );

  const weeks = useMemo(() => monthGrid(view.year, view.month, weekStartsOn), [view.year, view.month, weekStartsOn]);
  const rules = useMemo(
    () => calendarRules({ today, days, guests, blockedDates: props.blockedDates, table: props.table, hasAdditionalCode: props.hasAdditionalCode, dateMode }),
    [today, days, guests, props.blockedDates, props.table, props.hasAdditionalCode, dateMode],
  );
  const range = useMemo(() => new Set(rules.rangeOf(selected)), [rules, selected]);

  // Availability is asked for per shown month (plus the days a range may run into).
  const onMonthChangeRef = useRef(onMonthChange);
  onMonthChangeRef.current = onMonthChange;
  useEffect(() => {
    const { from, to } = monthFetchRange(view.year, view.month, dateMode);
    onMonthChangeRef.current?.(from, to);
  }, [view.year, view.month, dateMode]);

  // The month's days appear row after row when it is shown.
  // (The body is keyed by the month, so it is new in the same render as the month: a day focused by the arrows in
  // another month keeps the focus.)

  useEffect(() => {
    // Only the render that shows the day moved to: an earlier commit still due when the key arrived (the picker's own
    // hydration, when a key pressed before the page was interactive is replayed) leaves the move to that render.
    if (moveFocusRef.current === null || moveFocusRef.current !== focused) return;
    moveFocusRef.current = null;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, view]);

  const atCurrentMonth = view.year === current.year && view.month === current.month;
  const goToMonth = (by: number) => {
    const next = shiftMonth(view.year, view.month, by);
    if (next.year * 12 + next.month < current.year * 12 + current.month) return;
    setView(next);
    const first = `${next.year}-${String(next.month).padStart(2, "0")}-01`;
    setFocused(first < today ? today : first);
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      const target = (event.target as HTMLElement).closest<HTMLElement>("[data-date]");
      const date = target?.dataset.date;
      if (date && rules.viewOf(date).selectable) onSelect(date);
      event.preventDefault();
      return;
    }
    if (!GRID_KEYS.has(event.key)) return;
    event.preventDefault();
    const next = moveFocus(focused, event.key as GridKey, { rtl, shift: event.shiftKey, weekStartsOn });
    // Nothing before the current month is shown; past days of this month stay reachable (and say why they are off).
    if (next < `${current.year}-${String(current.month).padStart(2, "0")}-01`) return;
    moveFocusRef.current = next;
    setFocused(next);
    const target = monthOf(next);
    if (target.year !== view.year || target.month !== view.month) setView(target);
  };

  const duration = desktop ? CALENDAR_ANIMATION_DESKTOP_S : CALENDAR_ANIMATION_MOBILE_S;
  const reasonText = (cell: DayView) => (cell.reason ? t(`datePicker.reason.${cell.reason}` as MessageKey) : "");
  const colorText = (color: ColorCodeTag | null) => (color ? t(`datePicker.legend.${color}` as MessageKey) : "");
  const focusInMonth = monthOf(focused).year === view.year && monthOf(focused).month === view.month;

  return (
    <div
      data-testid="date-picker"
      className="flex flex-col gap-3 text-brand-navy"
      style={desktop ? { minHeight: DATEPICKER_DESKTOP_HEIGHT_PX } : undefined}
    >
      <div className="flex items-center justify-between gap-2">
        <MonthArrow
          href={props.monthHref && !atCurrentMonth ? props.monthHref(monthKey(shiftMonth(view.year, view.month, -1))) : undefined}
          onMove={() => goToMonth(-1)}
          disabled={atCurrentMonth}
          label={t("datePicker.previousMonth")}
          testId="date-picker-previous"
          glyph="‹"
        />
        <h3 className="text-base font-bold" aria-live="polite" id={`date-picker-month-${view.year}-${view.month}`}>
          {monthTitle}
        </h3>
        <MonthArrow
          href={props.monthHref ? props.monthHref(monthKey(shiftMonth(view.year, view.month, 1))) : undefined}
          onMove={() => goToMonth(1)}
          disabled={false}
          label={t("datePicker.nextMonth")}
          testId="date-picker-next"
          glyph="›"
        />
      </div>
      <p className="sr-only">{t("datePicker.keyboardHelp")}</p>
      <table
        ref={gridRef}
        role="grid"
        aria-label={`${label}, ${monthTitle}`}
        aria-busy={days === null}
        className="w-full table-fixed border-separate border-spacing-1"
        onKeyDown={onGridKey}
      >
        <thead>
          <tr role="row">
            {weekdays.map((w) => (
              <th key={w.long} role="columnheader" scope="col" abbr={w.long} className="py-1 text-center text-xs font-semibold text-brand-slate">
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody key={`${view.year}-${view.month}`}>
          {weeks.map((week, row) => (
            <tr role="row" key={week.find(Boolean) ?? row} className="toast-in" style={{ animationDuration: `${duration}s`, animationDelay: `${row * CALENDAR_STAGGER_S}s` }}>
              {week.map((date, col) => {
                if (!date) return <td key={`empty-${col}`} role="gridcell" aria-hidden="true" />;
                const cell = rules.viewOf(date);
                const isSelected = selected === date;
                const inRange = range.has(date);
                const tabbable = focusInMonth ? date === focused : date === `${view.year}-${String(view.month).padStart(2, "0")}-01`;
                const color = cell.color ? COLOR_CLASSES[cell.color] : null;
                const description = [
                  date === today ? t("datePicker.today") : "",
                  cell.selectable ? colorText(cell.color) : reasonText(cell),
                  isSelected ? t("datePicker.selected") : inRange ? t("datePicker.inRange") : "",
                ]
                  .filter(Boolean)
                  .join(", ");
                // A choosable day is a link where the page gives one (it works before the scripts); otherwise a button.
                const href = cell.selectable && props.dayHref ? props.dayHref(date) : undefined;
                const dayProps = {
                  "data-date": date,
                  "data-reason": cell.reason ?? undefined,
                  tabIndex: tabbable ? 0 : -1,
                  "aria-disabled": !cell.selectable || undefined,
                  "aria-label": `${formatDateKey(date, locale, "longDate")}${description ? `, ${description}` : ""}`,
                  "aria-current": date === today ? ("date" as const) : undefined,
                  // A day reached by Tab or by pointer is where the arrows start from.
                  onFocus: () => setFocused(date),
                  onClick: (event: MouseEvent) => {
                    if (href && !plainClick(event)) return;
                    event.preventDefault();
                    setFocused(date);
                    if (cell.selectable) onSelect(date);
                  },
                  // No colour transition: a day changes colours when its availability arrives, and halfway through
                  // a fade its number is below the contrast the calendar needs.
                  className: [
                    "relative flex h-10 w-full items-center justify-center rounded-lg border text-sm font-semibold",
                    isSelected
                      ? "border-brand-navy bg-brand-navy text-white"
                      : inRange
                        ? "border-brand-navy/40 bg-brand-yellow/70"
                        : cell.selectable && color
                          ? color.cell
                          : cell.selectable
                            ? "border-brand-navy/20 bg-white hover:bg-brand-ice"
                            : cell.reason === "loading"
                              ? // Waiting for its availability: shaded, its number still readable (no fading pulse).
                                "cursor-wait border-transparent bg-brand-ice text-brand-slate"
                              : "cursor-not-allowed border-transparent bg-transparent text-brand-navy/35",
                    cell.reason === "sold_out" || cell.reason === "blocked" ? "line-through" : "",
                    date === today && !isSelected ? "underline decoration-2 underline-offset-4" : "",
                  ].join(" "),
                };
                const day = formatDateKey(date, locale, "day");
                return (
                  <td key={date} role="gridcell" aria-selected={inRange} className="p-0">
                    {href ? (
                      <a href={href} {...dayProps}>
                        {day}
                      </a>
                    ) : (
                      <button type="button" {...dayProps}>
                        {day}
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {days === null ? (
        <p role="status" className="text-center text-sm text-brand-slate" data-testid="date-picker-loading">
          {t("datePicker.loading")}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-brand-slate">
          <span className="font-semibold">{t("datePicker.legend")}:</span>
          {(["green", "orange", "red"] as const).map((color) => (
            <span key={color} className="inline-flex items-center gap-1">
              <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${COLOR_CLASSES[color].dot}`} />
              {t(`datePicker.legend.${color}`)}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

const ARROW = "grid h-9 w-9 place-items-center rounded-full border border-brand-navy/20";

/** A month arrow: a link where the page gives one (it works before the scripts), else a button. */
function MonthArrow({ href, onMove, disabled, label, testId, glyph }: { href: string | undefined; onMove: () => void; disabled: boolean; label: string; testId: string; glyph: string }) {
  const inner = (
    <span aria-hidden="true" className="inline-block rtl:rotate-180">
      {glyph}
    </span>
  );
  if (href && !disabled) {
    return (
      <a
        href={href}
        className={ARROW}
        aria-label={label}
        data-testid={testId}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          onMove();
        }}
      >
        {inner}
      </a>
    );
  }
  return (
    <button type="button" className={`${ARROW} disabled:opacity-30`} onClick={onMove} disabled={disabled} aria-label={label} data-testid={testId}>
      {inner}
    </button>
  );
}
