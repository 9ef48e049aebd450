// Work that can wait for the browser to be idle: on its idle callback (at the latest after `timeoutMs`), or after
// `fallbackMs` where there is none (Safari). The idle callback hands `run` its deadline; the timer hands none. Returns
// the cancel.
export function whenIdle(run: (deadline?: IdleDeadline) => void, { timeoutMs, fallbackMs = timeoutMs ?? 0 }: { timeoutMs?: number; fallbackMs?: number } = {}): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(run, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => run(), fallbackMs);
  return () => window.clearTimeout(handle);
}
