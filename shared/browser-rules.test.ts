// The chunk reload guard (at most once a minute), the survey hook and the prefetch rules.
import { describe, expect, it } from "vitest";
import { SURVEY_HOOK_DELAY_MS, callSurveyHook, prefetchAllowed } from "./browser-rules";
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_STORAGE_KEY, chunkReloadAllowed, chunkReloadScript } from "./chunk-reload";

/** A page for the guard's inline script: its event listeners, session storage, clock and reloads. */
function fakePage(now: { t: number }, storage: Map<string, string> | null) {
  const listeners: Record<string, (() => void)[]> = {};
  const page = {
    reloads: 0,
    addEventListener: (name: string, fn: () => void) => (listeners[name] ||= []).push(fn),
    sessionStorage: storage
      ? { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) }
      : {
          getItem: () => {
            throw new Error("SecurityError");
          },
          setItem: () => {
            throw new Error("SecurityError");
          },
        },
    location: { reload: () => void (page.reloads += 1) },
    Date: { now: () => now.t },
    fail: () => (listeners["vite:preloadError"] ?? []).forEach((fn) => fn()),
  };
  new Function("addEventListener", "sessionStorage", "location", "Date", chunkReloadScript())(page.addEventListener, page.sessionStorage, page.location, page.Date);
  return page;
}

describe("chunk reload guard", () => {
  it("allows a reload when none happened, or a minute or more ago", () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(chunkReloadAllowed(null, 1_000_000)).toBe(true);
    expect(chunkReloadAllowed(1_000_000, 1_000_000 + 59_999)).toBe(false);
    expect(chunkReloadAllowed(1_000_000, 1_000_000 + 60_000)).toBe(true);
    expect(chunkReloadAllowed(1_000_000, 999_000)).toBe(true);
  });

  it("reloads on a failed chunk, at most once a minute, in the page's own script", () => {
    const now = { t: 5_000_000 };
    const storage = new Map<string, string>();
    const page = fakePage(now, storage);
    page.fail();
    expect(page.reloads).toBe(1);
    expect(storage.get(CHUNK_RELOAD_STORAGE_KEY)).toBe("5000000");
    // The reloaded page (a new script, the same tab's storage) fails again within the minute: no second reload.
    now.t += 30_000;
    const reloaded = fakePage(now, storage);
    reloaded.fail();
    reloaded.fail();
    expect(reloaded.reloads).toBe(0);
    now.t += 30_000;
    reloaded.fail();
    expect(reloaded.reloads).toBe(1);
  });

  it("does not reload where it cannot remember the reload (no session storage)", () => {
    const page = fakePage({ t: 1 }, null);
    page.fail();
    expect(page.reloads).toBe(0);
  });
});

describe("survey hook", () => {
  it("is called when the vendor's script is present, after 2 seconds", () => {
    expect(SURVEY_HOOK_DELAY_MS).toBe(2_000);
    let calls = 0;
    expect(callSurveyHook({ KAMPYLE_ONSITE_SDK: { updatePageView: () => (calls += 1) } })).toBe(true);
    expect(calls).toBe(1);
  });

  it("is skipped when absent, and its failure stays its own", () => {
    expect(callSurveyHook({})).toBe(false);
    expect(callSurveyHook({ KAMPYLE_ONSITE_SDK: {} })).toBe(false);
    expect(
      callSurveyHook({
        KAMPYLE_ONSITE_SDK: {
          updatePageView: () => {
            throw new Error("vendor");
          },
        },
      }),
    ).toBe(true);
  });
});

describe("link prefetch", () => {
  it("is skipped offline, with data saver, and on 2g or slower", () => {
    expect(prefetchAllowed({ onLine: false })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { saveData: true, effectiveType: "4g" } })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: "2g" } })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: "slow-2g" } })).toBe(false);
  });

  it("runs on 3g, 4g, and where the browser says nothing about the connection", () => {
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: "3g", saveData: false } })).toBe(true);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: "4g" } })).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
  });
});
