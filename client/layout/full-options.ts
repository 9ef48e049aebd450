// Long option lists (the country and dial-code selects: about 240 options each) cost the first render of a form and
// its first layout far more than the rest of it: every option is styled and laid out, 10 ms of a 16 ms layout of the
// cart step on a fast machine. A select first shows only its chosen option (and its placeholder); the whole list is
// rendered once the browser is idle, or at once when the select is touched, focused or keyed, before it can open
// (docs/decisions/025).
import { startTransition, useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { whenIdle } from "../document/idle";

/** Longest wait for an idle moment before the lists are rendered anyway. */
export const FULL_OPTIONS_IDLE_TIMEOUT_MS = 1500;

export interface FullOptions {
  /** Whether the whole lists are rendered. */
  full: boolean;
  /** Renders the whole lists now (a select's pointer, focus or key handler: the list must be there when it opens). */
  fill: () => void;
}

export function useFullOptions(): FullOptions {
  const [full, setFull] = useState(false);
  useEffect(() => {
    if (full) return;
    return whenIdle(() => startTransition(() => setFull(true)), { timeoutMs: FULL_OPTIONS_IDLE_TIMEOUT_MS, fallbackMs: 200 });
  }, [full]);
  const fill = useCallback(() => {
    if (!full) flushSync(() => setFull(true));
  }, [full]);
  return { full, fill };
}

/** The items a select shows: all of them once full, else only the chosen one (none while nothing is chosen). */
export function optionsToShow<T>(items: readonly T[], full: boolean, isChosen: (item: T) => boolean): readonly T[] {
  return full ? items : items.filter(isChosen);
}
