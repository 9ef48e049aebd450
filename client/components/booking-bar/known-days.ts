// The availability days the bar's calendar has seen per experience, so the guest step knows the chosen day's maxTotal.
import type { AvailabilityDay } from "../../../shared/catalogue";

const knownDays = new Map<string, AvailabilityDay>();

export function rememberDays(experienceId: number, days: ReadonlyMap<string, AvailabilityDay>): void {
  for (const [date, day] of days) knownDays.set(`${experienceId}|${date}`, day);
}

/** The most guests the day takes, or null when the calendar has not seen it. */
export function knownMaxTotal(experienceId: number, date: string): number | null {
  return knownDays.get(`${experienceId}|${date}`)?.maxTotal ?? null;
}
