// Lighthouse 13 (mobile defaults: Moto G Power emulation, simulated slow 4G and 4x CPU throttling) on the bench's own
// server, in the Chromium the browser tests use: performance, accessibility, best practices and SEO with FCP, LCP,
// TBT and CLS, per page in English (Dubai) and Arabic (Oman). Figures to print and keep, never asserted.
// The cart page (personal details with an item) is measured in the browser that first put a pass into the cart through
// the shop's own pages (the cart lives in the browser's storage, so that run keeps it); the confirmed page after a
// guest purchase made through the API.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { confirmedPage, openDays } from "./orders.mjs";

export const LIGHTHOUSE_SITES = [
  { language: "en", prefix: "/en-ae/ski-dubai", siteId: 1, location: "ski_dubai" },
  { language: "ar", prefix: "/ar-om/snow-oman", siteId: 3, location: "snow_oman" },
];
const PAGES = [
  { name: "home", path: "" },
  { name: "explore", path: "/passes-packages/explore" },
  { name: "product", path: "/passes-packages/snow-park" },
  { name: "ski lessons", path: "/ski-lessons" },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = { fcpMs: "first-contentful-paint", lcpMs: "largest-contentful-paint", tbtMs: "total-blocking-time", cls: "cumulative-layout-shift" };

/** The first open day of the site's Snow Park pass, from the shop's own availability call. */
async function openDay(base, site) {
  const headers = { "site-id": String(site.siteId), lang: site.language };
  const { data } = await fetch(`${base}/api/provider/cards`, { headers }).then((r) => r.json());
  const pass = data.find((c) => c.name === "snow-park");
  if (!pass) throw new Error(`site ${site.siteId}: no snow-park pass`);
  const [day] = await openDays(base, headers, pass);
  if (!day) throw new Error(`site ${site.siteId}: no open day`);
  return day.date.slice(0, 10);
}

/**
 * Keeps the local server out of the measured browser's way for the Lighthouse runs (docs/decisions/029): its
 * processes (the process group `serve` started) get the lowest CPU priority and, on a machine with more than one core,
 * the first core only. Lighthouse's simulated throttling multiplies the main-thread time it observes by four; on a
 * small machine the shop's own server, answering the page's calls at that moment, lengthens those tasks, though on a
 * phone the server is elsewhere. LIGHTHOUSE_SERVER_ASIDE=0 measures with the server as it is. Returns the undo, or
 * null when the server is measured as it is.
 */
export function serverAside(server) {
  if (!server?.pid || process.platform !== "linux" || process.env.LIGHTHOUSE_SERVER_ASIDE === "0") return null;
  const cores = availableParallelism();
  let pids = [];
  try {
    pids = execFileSync("pgrep", ["-g", String(server.pid)]).toString().trim().split(/\s+/).filter(Boolean);
  } catch {
    return null;
  }
  // Each process's own priority and cores, to give back exactly what it had; one that cannot be read is left alone.
  const before = pids.flatMap((pid) => {
    try {
      const niceness = execFileSync("ps", ["-o", "ni=", "-p", pid]).toString().trim();
      const coreMask = /:\s*([0-9a-f]+)\s*$/i.exec(execFileSync("taskset", ["-p", pid]).toString())?.[1];
      return /^-?\d+$/.test(niceness) && coreMask ? [{ pid, niceness, coreMask }] : [];
    } catch {
      return [];
    }
  });
  if (before.length === 0) return null;
  const apply = (settings) => {
    for (const { pid, niceness, coreMask } of settings) {
      try {
        execFileSync("renice", ["-n", niceness, "-p", pid], { stdio: "ignore" });
        if (coreMask) execFileSync("taskset", ["-a", "-p", coreMask, pid], { stdio: "ignore" });
      } catch {
        // A process that ended meanwhile, or a tool this machine lacks: measured as it is.
      }
    }
  };
  apply(before.map(({ pid }) => ({ pid, niceness: "19", coreMask: cores > 1 ? "1" : null })));
  return () => apply(before);
}

/**
 * Runs of each page (LIGHTHOUSE_RUNS, default 5): Lighthouse's simulated throttling multiplies the main-thread time this
 * machine happens to take, so one run can differ from the next by several points (Lighthouse's own advice is the
 * median of five). The table shows the run with the median performance score, and every run's performance score next
 * to it.
 */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5) | 0);

/** The run with the median performance score (a failed run counts as the lowest); the first one on a tie. */
export function medianRun(runs) {
  const score = (run) => run.scores?.performance ?? -1;
  const ordered = runs.map((run, index) => ({ run, index })).sort((a, b) => score(a.run) - score(b.run) || a.index - b.index);
  return ordered[(ordered.length - 1) >> 1].run;
}

/** The consent choice the bench's browsers store before a page (everything refused), so its dialog is not in the way. */
export const BENCH_CONSENT = "C0002:0|C0003:0|C0004:0";

/**
 * Puts two adult Snow Park tickets into the cart of the browser on `port`, through the product page, as a visitor
 * would (the consent choice made first, so its dialog is not in the way), and returns the cart page's path.
 */
async function fillCart(port, base, site) {
  const date = await openDay(base, site);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.addCookies([{ name: "consent_choice", value: BENCH_CONSENT, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}${site.prefix}/passes-packages/snow-park?date=${date}&adult=2&junior=0&child=0&infant=0`);
    await page.getByTestId("buy-tickets").click();
    await page.waitForURL(/\/booking\/(add-ons|add-activity|personal-details)/, { timeout: 30_000 });
    if (page.url().includes("/add-activity")) {
      await page.getByTestId("activity-slot").first().check();
      await page.getByTestId("activity-continue").click();
      await page.waitForURL(/\/booking\/(add-ons|personal-details)/);
    }
    if (page.url().includes("/add-ons")) {
      await page.getByTestId("add-ons-continue").click();
      await page.waitForURL(/\/booking\/personal-details/);
    }
    await page.getByTestId("cart-line").first().waitFor({ timeout: 30_000 });
    await page.close();
  } finally {
    await browser.close().catch(() => {});
  }
  return `${site.prefix}/booking/personal-details`;
}

/** How long one run (the cart filled, then Lighthouse) may take before it counts as failed, like a NO_NAVSTART run. */
const RUN_TIMEOUT_MS = 180_000;

/** The promise, or a rejection naming `what` once `ms` have passed: a run that hangs does not hang the whole bench. */
export function withinTime(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Scores (0-100) and metrics of one page; a failed run is kept with its reason rather than ending the bench. */
async function audit(port, url, keepStorage = false, reportName = null) {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, disableStorageReset: keepStorage });
  const lhr = result?.lhr;
  if (!lhr) return { error: "no report" };
  // LIGHTHOUSE_REPORTS=<folder> keeps each page's whole report (LCP breakdown, request chains, …) for reading.
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (folder && reportName) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(`${folder}/${reportName}.json`, result.report.replace(/([?&]token=)[^&"\s)]*/g, "$1…"));
    // The page load's trace too, for its long tasks event by event (chrome://tracing or the DevTools performance panel).
    if (result.artifacts?.Trace) writeFileSync(`${folder}/${reportName}.trace.json`, JSON.stringify(result.artifacts.Trace).replace(/([?&]token=)[^&"\s)\\]*/g, "$1…"));
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]));
  const failing = Object.values(lhr.categories)
    .filter((c) => c.id !== "performance")
    .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1).map((ref) => `${c.id}:${ref.id}`));
  return { scores, metrics, failing, runtimeError: lhr.runtimeError?.code ?? null, warnings: lhr.runWarnings };
}

/** Each page's runs (a fresh browser per run), the median run's figures kept on the page. */
async function auditPages(base, pages, onPage = () => {}) {
  // LIGHTHOUSE_PAGES=cart,home measures only those pages (by name), e.g. while working on one of them.
  const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim());
  for (const page of pages) {
    if (only && !only.includes(page.name) && !page.floor) {
      page.skipped = true;
      continue;
    }
    if (!page.path) continue;
    const url = page.url ?? `${base}${page.path}`;
    // Warm the route (first compile in wrangler dev) so the run measures the page, not the server's first start.
    const warm = await fetch(url.replace(/[?&]token=[^&]*/, ""));
    await warm.arrayBuffer();
    page.status = warm.status;
    // A fresh browser per run, as Lighthouse's own command line does; a run that fails (e.g. NO_NAVSTART) once more.
    const runs = [];
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
      const result = {};
      for (let attempt = 1; attempt <= 2; attempt++) {
        const chrome = await chromeLauncher.launch({
          chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        });
        try {
          delete result.error;
          // The reports kept (LIGHTHOUSE_REPORTS) are the last run's.
          const reportName = `${page.name.replace(/\s+/g, "-")}-${page.language}`;
          const run = async () => {
            if (page.cart) await fillCart(chrome.port, base, page.site);
            return audit(chrome.port, url, Boolean(page.cart), reportName);
          };
          // A hung run is given up (its browser closed below) and tried once more, as a failed one is.
          Object.assign(result, await withinTime(run(), RUN_TIMEOUT_MS, `${page.name} ${page.language}`), { attempts: attempt });
        } catch (error) {
          result.error = String(error.message ?? error);
        } finally {
          chrome.kill();
        }
        if (!result.error && !result.runtimeError) break;
      }
      runs.push(result);
    }
    Object.assign(page, medianRun(runs));
    // Every run's performance score; a run that failed twice (or had no score) is shown as "failed", not left out.
    page.performanceRuns = runs.map((r) => r.scores?.performance ?? "failed");
    page.failedRuns = runs.filter((r) => r.scores?.performance == null).map((r) => r.error ?? r.runtimeError ?? "no score");
    onPage();
  }
}

/**
 * Lighthouse on the shop at `base`; `server` (from `serve`) is kept out of the browser's way meanwhile (serverAside).
 * With `floorBase` (bench/floor-page/serve.mjs), the stack's floor page is measured first in the same run, always, so
 * each page's total blocking time can be read against the floor's (the target: within 2× of it).
 */
export async function lighthouseBench(base, { server = null, floorBase = null, onPage = null } = {}) {
  const pages = [];
  if (floorBase) pages.push({ name: "floor", language: "–", path: "/", url: `${floorBase}/`, floor: true });
  for (const site of LIGHTHOUSE_SITES) {
    for (const page of PAGES) pages.push({ name: page.name, language: site.language, path: `${site.prefix}${page.path}` });
    pages.push({ name: "cart", language: site.language, path: `${site.prefix}/booking/personal-details`, site, cart: true });
    try {
      pages.push({ name: "confirmed", language: site.language, path: await confirmedPage(base, { ...site, lang: site.language }) });
    } catch (error) {
      pages.push({ name: "confirmed", language: site.language, path: null, error: String(error.message ?? error) });
    }
  }
  const started = performance.now();
  const restoreServer = serverAside(server);
  // The pages measured so far, each time one is done (a stopped run keeps them); the unmeasured ones are skipped.
  const soFar = () => ({
    preset: "mobile (Lighthouse defaults)",
    runs: LIGHTHOUSE_RUNS,
    seconds: (performance.now() - started) / 1000,
    pages: pages
      .filter((page) => page.performanceRuns || page.skipped)
      .map(({ site, cart, url, ...page }) => ({ ...page, path: page.path?.replace(/([?&]token=)[^&\s)]*/g, "$1…"), warnings: undefined, error: undefined })),
  });
  try {
    // The languages take turns (English home, Arabic home, English explore, …): a slow moment of the machine does not
    // fall on one language's pages alone. The table keeps the pages' order.
    const byLanguage = LIGHTHOUSE_SITES.map((site) => pages.filter((page) => page.language === site.language));
    const turns = Math.max(...byLanguage.map((list) => list.length));
    const floor = pages.filter((page) => page.floor);
    await auditPages(base, [...floor, ...Array.from({ length: turns }, (_, i) => byLanguage.map((list) => list[i])).flat().filter(Boolean)], () => onPage?.(soFar()));
  } finally {
    restoreServer?.();
  }
  // The guest token is not kept in the results.
  const hideToken = (text) => text.replace(/([?&]token=)[^&\s)]*/g, "$1…");
  for (const page of pages) {
    delete page.site;
    delete page.cart;
    delete page.url;
    if (page.path) page.path = hideToken(page.path);
    if (page.warnings) page.warnings = page.warnings.map(hideToken);
    if (page.error) page.error = hideToken(page.error);
  }
  return { preset: "mobile (Lighthouse defaults)", serverAside: restoreServer !== null, runs: LIGHTHOUSE_RUNS, seconds: (performance.now() - started) / 1000, pages };
}

export function printLighthouse(results) {
  const cell = (v, width) => String(v ?? "–").padStart(width);
  const measured = results.pages.filter((p) => !p.skipped);
  console.log(`\nLighthouse 13, mobile defaults (${measured.length} pages, ${results.runs ?? 1} runs each, the median run shown, ${results.seconds.toFixed(0)} s${results.serverAside ? "; the local server kept aside, docs/decisions/029" : ""}):`);
  const floor = measured.find((p) => p.floor && p.metrics);
  const floorTbt = floor?.metrics.tbtMs ?? null;
  /** A page's TBT against the floor's: the target is within 2× of it (a floor of 0 ms leaves only 0 ms). */
  const againstFloor = (p) => {
    if (floorTbt === null || p.floor || p.metrics?.tbtMs == null) return "";
    const ratio = floorTbt > 0 ? p.metrics.tbtMs / floorTbt : p.metrics.tbtMs > 0 ? Infinity : 1;
    return `${Number.isFinite(ratio) ? `${ratio.toFixed(1)}×` : "∞×"} ${ratio <= 2 ? "ok" : "over"}`;
  };
  console.log(`  ${"page".padEnd(12)} lang  perf  a11y  best   seo   FCP ms   LCP ms  TBT ms    CLS  TBT/floor  perf of each run`);
  for (const p of measured) {
    const head = `  ${p.name.padEnd(12)} ${p.language.padEnd(4)}`;
    if (!p.scores) {
      console.log(`${head} failed: ${p.error ?? p.runtimeError ?? "no report"}`);
      continue;
    }
    const s = p.scores;
    const m = p.metrics;
    const ms = (v) => (v == null ? null : Math.round(v));
    console.log(
      `${head} ${cell(s.performance, 5)} ${cell(s.accessibility, 5)} ${cell(s["best-practices"], 5)} ${cell(s.seo, 5)} ${cell(ms(m.fcpMs), 8)} ${cell(ms(m.lcpMs), 8)} ${cell(ms(m.tbtMs), 7)} ${cell(m.cls == null ? null : m.cls.toFixed(3), 6)}  ${againstFloor(p).padEnd(9)}  ${(p.performanceRuns ?? []).join(" ")}${p.runtimeError ? `  (${p.runtimeError})` : ""}`,
    );
    for (const reason of p.failedRuns ?? []) console.log(`    a failed run: ${reason}`);
  }
  if (floorTbt !== null) console.log(`  the stack's floor page (bench/floor-page): TBT ${Math.round(floorTbt)} ms; target for each page: within 2×, ${Math.round(2 * floorTbt)} ms`);
  const below = results.pages.filter((p) => p.failing?.length);
  if (below.length) {
    console.log("  audits below full marks (accessibility, best practices, SEO):");
    for (const p of below) console.log(`    ${p.name} ${p.language}: ${p.failing.join(", ")}`);
  }
}

/** The Lighthouse table as Markdown (performance and TBT against the floor's), for the committed summaries. */
export function lighthouseMarkdown(results) {
  const pages = results.pages.filter((p) => !p.skipped);
  const floorTbt = pages.find((p) => p.floor && p.metrics)?.metrics.tbtMs ?? null;
  const lines = ["| page | lang | perf (median run) | each run | TBT ms | TBT / floor | LCP ms |", "|---|---|---:|---|---:|---:|---:|"];
  for (const p of pages) {
    if (!p.scores) {
      lines.push(`| ${p.name} | ${p.language} | failed: ${p.error ?? p.runtimeError ?? "no report"} | | | | |`);
      continue;
    }
    const tbt = p.metrics.tbtMs == null ? null : Math.round(p.metrics.tbtMs);
    const ratio = p.floor || floorTbt === null || tbt === null ? "" : floorTbt > 0 ? `${(tbt / floorTbt).toFixed(1)}×` : tbt > 0 ? "∞×" : "1×";
    lines.push(`| ${p.name} | ${p.language} | ${p.scores.performance} | ${(p.performanceRuns ?? []).join(" ")} | ${tbt ?? "–"} | ${ratio} | ${p.metrics.lcpMs == null ? "–" : Math.round(p.metrics.lcpMs)} |`);
  }
  return lines.join("\n");
}
