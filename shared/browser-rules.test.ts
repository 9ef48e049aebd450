// The chunk reload guard (at most once a minute), the survey hook and the prefetch rules.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { SURVEY_HOOK_DELAY_MS, callSurveyHook, prefetchAllowed } from "./browser-rules";
import {
  CHUNK_RELOAD_GLOBAL,
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  ROUTE_MODULE_LOADER,
  chunkReloadAllowed,
  chunkReloadScript,
  guardRouteModuleReload,
} from "./chunk-reload";

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
    window: {} as Record<string, unknown>,
    fail: () => (listeners["vite:preloadError"] ?? []).forEach((fn) => fn()),
    /** React Router's way in, after a route's code failed: whether the page reloaded. */
    routeFailed: () => (page.window[CHUNK_RELOAD_GLOBAL] as () => boolean)(),
  };
  new Function("addEventListener", "sessionStorage", "location", "Date", "window", chunkReloadScript())(
    page.addEventListener,
    page.sessionStorage,
    page.location,
    page.Date,
    page.window,
  );
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
    expect(page.routeFailed()).toBe(false);
  });

  it("is one guard for a failed lazy chunk and a failed route's code: one reload a minute between them", () => {
    const now = { t: 9_000_000 };
    const storage = new Map<string, string>();
    const page = fakePage(now, storage);
    expect(page.routeFailed()).toBe(true);
    expect(page.reloads).toBe(1);
    now.t += 5_000;
    const reloaded = fakePage(now, storage);
    expect(reloaded.routeFailed()).toBe(false);
    reloaded.fail();
    expect(reloaded.reloads).toBe(0);
    now.t += CHUNK_RELOAD_GUARD_MS;
    expect(reloaded.routeFailed()).toBe(true);
    expect(reloaded.reloads).toBe(1);
  });
});

describe("React Router's reload after a route's code failed, as the client build rewrites it", () => {
  const require = createRequire(import.meta.url);
  // The installed React Router's own loader file, as the build finds it.
  const loaderPath = join(dirname(require.resolve("react-router")), "lib", "dom", "ssr", "routeModules.js");
  const folder = mkdtempSync(join(tmpdir(), "route-module-reload-"));
  const global = globalThis as unknown as { window?: unknown };
  afterEach(() => {
    delete global.window;
    vi.restoreAllMocks();
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** The rewritten loader, importable here; a route whose code cannot be imported. */
  async function rewrittenLoader() {
    const file = join(folder, `routeModules-${Math.random().toString(36).slice(2)}.mjs`);
    writeFileSync(file, guardRouteModuleReload(readFileSync(loaderPath, "utf8")));
    const { loadRouteModule } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      loadRouteModule: (route: { id: string; module: string }, cache: Record<string, unknown>) => Promise<unknown>;
    };
    vi.spyOn(console, "error").mockImplementation(() => {});
    const cache: Record<string, unknown> = {};
    const load = () => loadRouteModule({ id: "pass-detail", module: pathToFileURL(join(folder, "missing.js")).href }, cache);
    return Object.assign(load, { cache });
  }
  const settledWithin = (promise: Promise<unknown>, ms: number) =>
    Promise.race([promise.then(() => "resolved", () => "rejected"), new Promise((resolve) => setTimeout(() => resolve("pending"), ms))]);

  it("finds the loader where the build looks for it", () => {
    expect(ROUTE_MODULE_LOADER.test(loaderPath)).toBe(true);
    expect(() => guardRouteModuleReload("export const x = 1;")).toThrow(/route module loader changed/);
  });

  it("reloads through the guard when it allows, and waits for the reload as React Router does", async () => {
    const load = await rewrittenLoader();
    const reloads: string[] = [];
    global.window = { location: { reload: () => reloads.push("router") }, [CHUNK_RELOAD_GLOBAL]: () => (reloads.push("guard"), true) };
    expect(await settledWithin(load(), 200)).toBe("pending");
    expect(reloads).toEqual(["guard"]);
  });

  it("when the guard refuses, does not reload: the route's page throws the failure to the site's error screen", async () => {
    const load = await rewrittenLoader();
    const reloads: string[] = [];
    global.window = { location: { reload: () => reloads.push("router") }, [CHUNK_RELOAD_GLOBAL]: () => false };
    const standIn = (await load()) as { default: () => unknown };
    expect(reloads).toEqual([]);
    expect(() => standIn.default()).toThrow(/Cannot find module|missing\.js|Failed to/);
    // Kept as the route's code, which the document's head reads for every route on the page.
    expect(load.cache["pass-detail"]).toBe(standIn);
  });

  it("keeps React Router's own reload on a page without the guard", async () => {
    const load = await rewrittenLoader();
    const reloads: string[] = [];
    global.window = { location: { reload: () => reloads.push("router") } };
    expect(await settledWithin(load(), 200)).toBe("pending");
    expect(reloads).toEqual(["router"]);
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
