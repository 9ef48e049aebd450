// The booking bar's steps and timings (content-and-account §2, §5, §9). Kept free of runtime imports so the
// light bar the home page hydrates does not pull the schema library into its JavaScript.
import { SKI_SCHOOL_EXPERIENCE_TYPES } from "../enumerations";
import { type Discipline, disciplineOf } from "./ages";

/** Mobile: the next step opens this long after an experience is chosen. */
export const MOBILE_STEP_DELAY_AFTER_EXPERIENCE_MS = 766;
/** Mobile: the next step opens this long after a date or a level is chosen. */
export const MOBILE_STEP_DELAY_AFTER_DATE_MS = 500;
/** The bar is never wider than this. */
export const BOOKING_BAR_MAX_WIDTH_PX = 1320;
/** Height of the date picker's area on desktop. */
export const DATEPICKER_DESKTOP_HEIGHT_PX = 344;
/** The calendar's days appear one after another, this many seconds apart. */
export const CALENDAR_STAGGER_S = 0.07;
/** Length of the calendar's opening animation. */
export const CALENDAR_ANIMATION_DESKTOP_S = 0.67;
export const CALENDAR_ANIMATION_MOBILE_S = 0.58;

/** ski_school_experience_category_type of a dated pass, checked against the CMS schema's constant. */
const DATED = SKI_SCHOOL_EXPERIENCE_TYPES.dated;

export type ExperienceDiscipline = Discipline;

/** 0 or null: a dated pass; otherwise read like a card's category type (1 ski lessons, any other snowboard). */
export function experienceDiscipline(type: number | null | undefined): ExperienceDiscipline | null {
  return type === DATED ? null : disciplineOf(type);
}

export type BookingBarStep = "experience" | "date" | "level" | "people" | "age";

/** The three steps for an experience type: Date and People for dated passes, Level and Age for ski school. */
export function stepsFor(type: number | null | undefined): readonly [BookingBarStep, BookingBarStep, BookingBarStep] {
  return experienceDiscipline(type) ? ["experience", "level", "age"] : ["experience", "date", "people"];
}

export interface SearchChoices {
  experience: { ski_school_experience_category_type: number | null } | null;
  date: { fullDate: string } | null;
  level: { id: number } | null;
}

/** The first step a search still needs (experience, then date or level), or null when the search can run. */
export function missingSearchStep(choices: SearchChoices): "experience" | "date" | "level" | null {
  if (!choices.experience) return "experience";
  if (experienceDiscipline(choices.experience.ski_school_experience_category_type)) return choices.level ? null : "level";
  return choices.date ? null : "date";
}

/** A step is open to the visitor once every earlier step has its value. */
export function stepEnabled(step: BookingBarStep, choices: SearchChoices): boolean {
  if (step === "experience") return true;
  if (!choices.experience) return false;
  if (step === "date" || step === "level") return true;
  const [, second] = stepsFor(choices.experience.ski_school_experience_category_type);
  return second === "date" ? choices.date !== null : choices.level !== null;
}

/** The route a ski-school search opens below the prefix. */
export function lessonRoute(discipline: ExperienceDiscipline): "ski-lessons" | "snowboard-lessons" {
  return discipline === "ski" ? "ski-lessons" : "snowboard-lessons";
}
