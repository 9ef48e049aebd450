// What a booking step says about the places "Buy tickets" is holding for the line it arrived with (docs/decisions/061).
import { Link } from "react-router";
import { useT } from "../../i18n";
import { clientLoaderWithTexts } from "../../document/client-only";
import { ErrorNotice } from "./CheckoutShell";
import { lineBeingHeld, useHold } from "./hold-in-flight";
import type { StepTexts } from "./step-texts";

/**
 * The clientLoader of a step "Buy tickets" can lead to: its texts, and the line whose places were being held as it
 * arrived (null when none was), for `HoldStatus` and `useHoldRefused`.
 */
export function holdingStepLoader(texts: StepTexts) {
  const loadTexts = clientLoaderWithTexts(texts.parts, texts.titles);
  async function clientLoader(args: { request: Request }) {
    const holding = lineBeingHeld();
    return { ...(await loadTexts(args)), holding };
  }
  clientLoader.hydrate = true as const;
  return clientLoader;
}

/** Whether the hold of the line a step arrived with (`lineId`) was refused: the step then shows the refusal alone. */
export function useHoldRefused(lineId: string | null): boolean {
  return useHold((s) => lineId !== null && s.hold?.lineId === lineId && s.hold.refusal !== null);
}

/**
 * What a step says about the hold of the line it arrived with (`lineId`, from its loader): "holding" until the answer,
 * then "held" in the same place (nothing below it moves), or the refusal with its way back.
 */
export function HoldStatus({ lineId }: { lineId: string | null }) {
  const t = useT();
  const hold = useHold((s) => (lineId && s.hold?.lineId === lineId ? s.hold : null));
  if (!hold) return null;
  if (hold.refusal) {
    const { text, back, retry } = hold.refusal;
    return (
      <div className="mb-6">
        <ErrorNotice message={text} link={{ href: back.href, label: t(back.label) }} testId="hold-refused" />
        {retry ? (
          <p className="mt-3">
            <Link to={retry} className="font-semibold underline" data-testid="hold-retry">
              {t("checkout.retry")}
            </Link>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <p role="status" className="mb-4 min-h-5 text-sm text-brand-slate" data-testid="hold-status" data-holding={hold.settled ? undefined : ""}>
      {hold.settled ? t("checkout.hold.held") : t("checkout.hold.holding")}
    </p>
  );
}
