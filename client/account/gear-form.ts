// The gear page's form (decision 011): its values from a person's saved gear, each field's first error within the
// gear document's lists and ranges in the page's language, and the POST /gear request. Pure, so it is tested without a page.
import type { GearRequest, PersonGear } from "../../shared/contract/account-schemas";
import { type FieldRule, type FieldValue, ruleMessage, validateField } from "../../shared/cart/guest-form";
import type { Locale } from "../../shared/locale";

export interface GearValues {
  equipment: string;
  items: string[];
  level: string;
  height: string;
  weight: string;
  shoeSize: string;
  notes: string;
}
export type GearField = keyof GearValues;
export type GearErrors = Partial<Record<GearField, string>>;
export const GEAR_FIELD_ORDER: readonly GearField[] = ["equipment", "items", "level", "height", "weight", "shoeSize", "notes"];
export const GEAR_NOTES_MAX = 200;

export const GEAR_FIELD_LABELS: Readonly<Record<Locale, Record<GearField, string>>> = {
  en: { equipment: "equipment", items: "items", level: "level", height: "height", weight: "weight", shoeSize: "shoe size", notes: "notes" },
  ar: { equipment: "المعدات", items: "القطع", level: "المستوى", height: "الطول", weight: "الوزن", shoeSize: "مقاس الحذاء", notes: "الملاحظات" },
};

/** What the form needs of the gear document: the ids it offers and the ranges. */
export interface GearRules {
  equipments: readonly string[];
  items: readonly string[];
  levels: readonly string[];
  height: { min: number; max: number };
  weight: { min: number; max: number };
  shoeSize: { min: number; max: number };
}

export const EMPTY_GEAR: GearValues = { equipment: "", items: [], level: "", height: "", weight: "", shoeSize: "", notes: "" };

export function gearValuesOf(gear: PersonGear | null): GearValues {
  if (!gear) return EMPTY_GEAR;
  return {
    equipment: gear.equipment,
    items: [...gear.items],
    level: gear.level,
    height: String(gear.height),
    weight: String(gear.weight),
    shoeSize: String(gear.shoeSize),
    notes: gear.notes ?? "",
  };
}

/** "Please enter a {label} between {min} and {max}." */
export function rangeMessage(label: string, min: number, max: number, locale: Locale): string {
  return locale === "ar" ? `يرجى إدخال ${label} بين ${min} و${max}.` : `Please enter a ${label} between ${min} and ${max}.`;
}

const numberOf = (text: string): number | null => {
  const t = text.trim().replace(",", ".");
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
};

export function validateGear(values: GearValues, rules: GearRules, locale: Locale): GearErrors {
  const labels = GEAR_FIELD_LABELS[locale];
  const errors: GearErrors = {};
  const check = (field: GearField, value: FieldValue, fieldRules: readonly FieldRule[]) => {
    const failure = validateField(value, fieldRules, labels[field], locale);
    if (failure) errors[field] = failure.message;
  };
  const choice = (field: "equipment" | "level", ids: readonly string[]) => {
    check(field, values[field], [{ rule: "required", choice: true }]);
    if (!errors[field] && !ids.includes(values[field])) errors[field] = ruleMessage({ rule: "required", choice: true }, labels[field], locale);
  };
  choice("equipment", rules.equipments);
  if (values.items.some((i) => !rules.items.includes(i)) || new Set(values.items).size !== values.items.length) {
    errors.items = ruleMessage({ rule: "required", choice: true }, labels.items, locale);
  }
  choice("level", rules.levels);
  const range = (field: "height" | "weight" | "shoeSize", limits: { min: number; max: number }, step: number) => {
    check(field, values[field], [{ rule: "required" }]);
    if (errors[field]) return;
    const n = numberOf(values[field]);
    if (n === null || n < limits.min || n > limits.max || Math.round(n / step) * step !== n) errors[field] = rangeMessage(labels[field], limits.min, limits.max, locale);
  };
  range("height", rules.height, 1);
  range("weight", rules.weight, 1);
  range("shoeSize", rules.shoeSize, 0.5);
  if (values.notes.trim() !== "") check("notes", values.notes, [{ rule: "safe_text" }, { rule: "max", length: GEAR_NOTES_MAX }]);
  return errors;
}

/** The POST /gear request of valid values for one person (null when not valid). */
export function gearRequestOf(userId: string, values: GearValues, rules: GearRules): GearRequest | null {
  if (Object.keys(validateGear(values, rules, "en")).length > 0) return null;
  const notes = values.notes.trim();
  return {
    userId,
    equipment: values.equipment as GearRequest["equipment"],
    items: rules.items.filter((i) => values.items.includes(i)) as GearRequest["items"],
    level: values.level as GearRequest["level"],
    height: numberOf(values.height)!,
    weight: numberOf(values.weight)!,
    shoeSize: numberOf(values.shoeSize)!,
    ...(notes ? { notes } : {}),
  };
}

export function gearErrorsOfIssues(issues: readonly { field: string; message: string }[]): GearErrors {
  const errors: GearErrors = {};
  for (const issue of issues) {
    const field = (issue.field.split(".")[0] ?? "") as GearField;
    if (GEAR_FIELD_ORDER.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function firstGearError(errors: GearErrors): GearField | null {
  return GEAR_FIELD_ORDER.find((f) => errors[f]) ?? null;
}
