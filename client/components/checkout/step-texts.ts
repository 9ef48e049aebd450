// The texts each booking step renders (its dictionary parts and the route titles it shows), declared once: the step's
// own clientLoader loads them, and the step before it asks for them while the visitor is still there
// (`PrefetchAfterHydration`'s `texts`), so the tap that leads on does not wait for them.
import type { PartName, TitleKey } from "../../i18n/texts";

export interface StepTexts {
  readonly parts: readonly PartName[];
  readonly titles?: readonly TitleKey[];
}

export const STEP_TEXTS: Readonly<Record<"addActivity" | "addOns" | "personalDetails" | "payment", StepTexts>> = {
  addActivity: { parts: ["checkout"] },
  addOns: { parts: ["checkout"] },
  personalDetails: { parts: ["checkout", "account", "share"] },
  payment: { parts: ["checkout", "share"] },
};
