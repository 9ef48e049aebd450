// "Buy tickets" goes on to the next step at once while its places are held (docs/decisions/061). The new line is in
// the cart meanwhile; the step says its places are being held, and every other change of the cart waits for the
// hold's answer first: one basket check runs at a time, and a refused line has left the cart before anything else is
// sent. A refusal is shown on the step (HoldStatus.tsx), with the way back to the product's choice.
import { create } from "zustand";
import type { MessageKey } from "../../i18n";

/** Why the places were not held: the contract's words in the page's language, the way back, and a retry on an outage. */
export interface HoldRefusal {
  text: string;
  back: { href: string; label: MessageKey };
  /** The address that asks again (the same choice, added anew); only when the shop could not be reached. */
  retry: string | null;
}

/** The hold "Buy tickets" started last in this tab, and its answer once it came. */
export interface Hold {
  lineId: string;
  settled: boolean;
  refusal: HoldRefusal | null;
}

export const useHold = create<{ hold: Hold | null }>(() => ({ hold: null }));

let running: Promise<unknown> = Promise.resolve();

/**
 * Starts the hold of a line already saved in the cart. `run` holds it, and on a refusal removes the line from the
 * cart before it answers with the refusal (its own failures are refusals: it rejects only on a fault after the hold).
 */
export function startHold(lineId: string, run: () => Promise<HoldRefusal | null>): void {
  useHold.setState({ hold: { lineId, settled: false, refusal: null } });
  running = run()
    .catch(() => null)
    .then((refusal) => useHold.setState({ hold: { lineId, settled: true, refusal } }));
}

/** Whether a hold started by "Buy tickets" is unanswered: a selector of `useHold`. */
export const isHolding = (s: { hold: Hold | null }): boolean => s.hold !== null && !s.hold.settled;

/** The line whose places are being held now, if any: a step arriving while it is asks `holdSettled` before changes. */
export function lineBeingHeld(): string | null {
  const state = useHold.getState();
  return isHolding(state) ? state.hold!.lineId : null;
}

/** Resolves once no hold started by "Buy tickets" is running (at once when none is), with the last one's answer. */
export async function holdSettled(): Promise<Hold | null> {
  await running;
  return useHold.getState().hold;
}
