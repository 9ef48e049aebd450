// `npm run bench`: what a visitor feels first, then what the server does. In one run:
//  - taps: the time from a tap to the page's visible answer on a slowed phone, for the key controls in English and
//    Arabic (bench/taps.mjs);
//  - lighthouse: Lighthouse's first visit (no consent stored) per page and language, with the stack's floor page
//    measured in the same run and each page's total blocking time beside the floor's (bench/lighthouse.mjs,
//    bench/floor-page);
//  - js: each route's JavaScript in gzip bytes against its budget (bench/route-js.mjs), what the stack alone weighs
//    (bench/framework-floor.mjs), and the pages' HTML;
//  - load: main-thread blocking while pages load (bench/blocking.mjs), server-rendered home pages per second against
//    the trivial /api/health route of the same worker (as a ratio measured in one run), the time of availability
//    calls, reserve-mode basket checks per second (one contended slot beside the floor of the same D1 batches alone),
//    a busy sale (200 shoppers at once on 20 places) and the time of a guest checkout;
//  - orders: the order benches of "load" alone (availability, reserve-mode checks, the busy sale, the checkout).
// BENCH_ONLY=taps (or a comma list of the parts) runs only those; SKIP_LIGHTHOUSE=1 leaves Lighthouse out and
// LIGHTHOUSE_ONLY=1 is BENCH_ONLY=lighthouse. BENCH_PORT (default 8789) is the shop's port; the D1 floor worker takes
// the next one and the floor page the one after. BENCH_APP=<folder> serves another checkout's build instead of this
// one (e.g. a `git worktree` of an older commit, to measure before and after). BENCH_LABEL names the results:
// bench/results/<label>.json and .md (default "latest").
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { build, migrate, run, serve, stop } from "../scripts/serve.mjs";
import { blockingBench, printBlocking } from "./blocking.mjs";
import { buildFloorPage, serveFloorPage } from "./floor-page/serve.mjs";
import { frameworkFloor, printFrameworkFloor } from "./framework-floor.mjs";
import { lighthouseBench, lighthouseMarkdown, printLighthouse } from "./lighthouse.mjs";
import { checkoutBench, reserveBench, saleBench } from "./orders.mjs";
import { printRouteJs, routeJsBench, routeJsMarkdown } from "./route-js.mjs";
import { TAP_PHONE, printTaps, tapsBench, tapsMarkdown } from "./taps.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8789);
const BASE = `http://127.0.0.1:${PORT}`;
const FLOOR_PORT = PORT + 1;
const FLOOR_BASE = `http://127.0.0.1:${FLOOR_PORT}`;
const FLOOR_PAGE_PORT = Number(process.env.FLOOR_PAGE_PORT ?? PORT + 2);
const HTML_TARGET_BYTES = 50 * 1024;
const BROWSER_USER_AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const THROUGHPUT_TURNS = Number(process.env.BENCH_TURNS ?? 5);
const HOME_PAGES = ["/en-ae/ski-dubai", "/ar-ae/ski-dubai", "/en-om/snow-oman", "/ar-eg/ski-egypt"];
const PARTS = ["taps", "lighthouse", "js", "load", "orders"];
const only = new Set((process.env.BENCH_ONLY ?? (process.env.LIGHTHOUSE_ONLY ? "lighthouse" : "")).split(",").map((p) => p.trim()).filter(Boolean));
for (const part of only) if (!PARTS.includes(part)) throw new Error(`BENCH_ONLY: unknown part "${part}" (parts: ${PARTS.join(", ")})`);
const runs = (part) => (only.size === 0 || only.has(part)) && !(part === "lighthouse" && process.env.SKIP_LIGHTHOUSE);
const LABEL = process.env.BENCH_LABEL ?? "latest";
if (!/^[\w.-]+$/.test(LABEL)) throw new Error("BENCH_LABEL: letters, digits, dots and dashes only");

const CHECKOUT_RUNS = Number(process.env.BENCH_CHECKOUT_RUNS ?? 30);
/** The busy sale: this many shoppers at once on one slot with SALE_PLACES free places. */
const SALE_VISITORS = Number(process.env.BENCH_SALE_VISITORS ?? 200);
const SALE_PLACES = Number(process.env.BENCH_SALE_PLACES ?? 20);
const AVAILABILITY_CALLS = Number(process.env.BENCH_AVAILABILITY_CALLS ?? 300);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function dateKey(date) {
  return date.toISOString().slice(0, 10);
}

/**
 * Median and 95th percentile of one availability call, made one after another (no queueing), in ms:
 * the worker's own time from its Server-Timing header, and the round trip seen by the caller.
 */
async function availabilityTimes(name, path, siteId) {
  const server = [];
  const roundTrip = [];
  let days = 0;
  for (let i = 0; i < AVAILABILITY_CALLS + 10; i++) {
    const started = performance.now();
    const response = await fetch(`${BASE}${path}`, { method: "POST", headers: { "site-id": String(siteId), lang: "en" } });
    const body = await response.json();
    const elapsed = performance.now() - started;
    if (!response.ok || body.error?.code !== 200) throw new Error(`${name}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    days = body.dayList.length;
    if (i < 10) continue; // warm-up
    roundTrip.push(elapsed);
    const timing = /provider;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "");
    if (timing) server.push(Number(timing[1]));
  }
  const summary = (values) => {
    if (!values.length) return null;
    const sorted = [...values].sort((a, b) => a - b);
    return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  return { name, path, calls: AVAILABILITY_CALLS, days, serverMs: summary(server), roundTripMs: summary(roundTrip) };
}

/** The event AKs of the first tickets of Dubai's passes and packages, read from the catalogue itself. */
async function dubaiEventAks() {
  const response = await fetch(`${BASE}/api/provider/cards`, { headers: { "site-id": "1", lang: "en" } });
  const { data } = await response.json();
  const aks = [...new Set(data.map((card) => card.tickets[0].event_ak))];
  if (aks.length < 5) throw new Error("the Dubai catalogue has fewer than five calendars");
  return aks;
}

/** Requests and seconds of one path for a while, with a fixed number of concurrent clients. */
async function load(path, seconds) {
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const client = async () => {
    while (Date.now() < deadline) {
      const response = await fetch(`${BASE}${path}`);
      await response.arrayBuffer();
      if (response.ok) done++;
      else failed++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  return { done, failed, seconds: (performance.now() - started) / 1000 };
}

/**
 * Requests per second of each path, measured in turns (SECONDS in all per path, in THROUGHPUT_TURNS slices taken one
 * path after the other), so a change in the machine's load during the run weighs on both sides of the ratio alike.
 */
async function throughputs(paths) {
  const totals = paths.map((path) => ({ path, requests: 0, failed: 0, seconds: 0 }));
  for (let turn = 0; turn < THROUGHPUT_TURNS; turn++) {
    for (const total of totals) {
      const slice = await load(total.path, SECONDS / THROUGHPUT_TURNS);
      total.requests += slice.done;
      total.failed += slice.failed;
      total.seconds += slice.seconds;
    }
  }
  return totals.map(({ path, requests, failed, seconds }) => ({ path, requests, failed, perSecond: requests / seconds }));
}

const here = process.cwd();
const app = resolve(process.env.BENCH_APP ?? here);
process.chdir(app);
let server;
let floorServer;
let floorPage;
let browser;
// Stopped from outside (Ctrl-C): the servers this run started are stopped too.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    floorPage?.close();
    await Promise.all([stop(server), stop(floorServer)]);
    process.exit(130);
  });
}
try {
  if (!process.env.SKIP_BUILD) build();
  const state = `.wrangler/bench-state-${PORT}`;
  migrate(state);
  server = await serve({ port: PORT, persistTo: state, stdio: "ignore" });
  if (runs("load") || runs("orders")) {
    // The floor of the reserve-mode bench: the same D1 batches alone, served the same way on its own database.
    process.chdir(here);
    const floorState = `.wrangler/bench-floor-state-${FLOOR_PORT}`;
    run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", floorState, "-c", "bench/floor/wrangler.toml"], { stdio: "ignore" });
    floorServer = await serve({ port: FLOOR_PORT, persistTo: floorState, stdio: "ignore", config: "bench/floor/wrangler.toml" });
  }
  process.chdir(here);
  // Warm up: seeding and the first compile of each route.
  for (const path of HOME_PAGES) await fetch(`${BASE}${path}`).then((r) => r.arrayBuffer());

  // The order benches alone need no browser.
  if (["taps", "lighthouse", "js", "load"].some(runs)) {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
  }
  const results = { date: new Date().toISOString(), app, loadAverage: loadavg() };
  // Written after each part, so a run stopped midway keeps what it measured.
  const save = () => {
    mkdirSync(`${here}/bench/results`, { recursive: true });
    writeFileSync(`${here}/bench/results/${LABEL}.json`, `${JSON.stringify({ ...results, loadAverageAtEnd: loadavg() }, null, 2)}\n`);
  };

  if (runs("taps") || runs("lighthouse")) {
    // The stack's floor page, tapped beside the shop's taps and measured beside its pages by Lighthouse.
    if (!process.env.SKIP_BUILD) buildFloorPage();
    floorPage = await serveFloorPage(FLOOR_PAGE_PORT);
  }
  if (runs("taps")) {
    const taps = (rows) => ({ loads: Number(process.env.TAP_LOADS ?? 5), phone: TAP_PHONE, results: rows });
    results.taps = await tapsBench(browser, BASE, (rows) => {
      results.taps = taps(rows);
      save();
    }, `http://127.0.0.1:${FLOOR_PAGE_PORT}`);
    printTaps(results.taps);
    save();
  }
  if (runs("lighthouse")) {
    // Lighthouse while the server is otherwise idle, before the load benches; the floor page in the same run.
    const onPage = (soFar) => {
      results.lighthouse = soFar;
      save();
    };
    results.lighthouse = await lighthouseBench(BASE, { server, floorBase: `http://127.0.0.1:${FLOOR_PAGE_PORT}`, onPage });
    printLighthouse(results.lighthouse);
    save();
  }
  if (runs("js")) {
    results.routeJavaScript = await routeJsBench(browser, BASE);
    printRouteJs(results.routeJavaScript);
    // What React, React DOM and React Router weigh on their own, for reading the routes' figures.
    results.frameworkFloor = await frameworkFloor();
    printFrameworkFloor(results.frameworkFloor);
    // The HTML of each home page and a product page as a browser receives it (uncompressed bytes), target 50 KB.
    results.html = [];
    for (const path of [...HOME_PAGES, "/en-ae/ski-dubai/passes-packages/snow-park", "/ar-om/snow-oman/passes-packages/snow-park"]) {
      // A browser's user agent: a crawler's (fetch's own "node" counts as one) is answered once the render is complete.
      const response = await fetch(`${BASE}${path}`, { headers: { accept: "text/html", "user-agent": BROWSER_USER_AGENT } });
      const body = new Uint8Array(await response.arrayBuffer());
      results.html.push({ path, status: response.status, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    }
    console.log(`\nPage HTML (uncompressed as received; gzip level 9 beside it; target ${HTML_TARGET_BYTES / 1024} KB for home pages):`);
    for (const h of results.html) {
      const mark = HOME_PAGES.includes(h.path) ? (h.bytes <= HTML_TARGET_BYTES ? "  met" : "  not met") : "";
      console.log(`  ${h.path.padEnd(44)} ${(h.bytes / 1024).toFixed(1)} KB (gzip ${(h.gzipBytes / 1024).toFixed(1)} KB)${mark}`);
    }
  }
  if (runs("load")) Object.assign(results, await loadBenches(browser));
  else if (runs("orders")) Object.assign(results, await orderBenches());
  save();
  const summary = [`# Bench ${LABEL}, ${results.date}`, "", `Served: ${app}; load average at the start ${results.loadAverage.map((l) => l.toFixed(1)).join(", ")}.`];
  if (results.taps) summary.push("", `## Tap to visible answer (median of ${results.taps.loads} fresh loads; ${results.taps.phone})`, "", tapsMarkdown(results.taps));
  if (results.lighthouse) summary.push("", `## Lighthouse first visit (mobile defaults, median of ${results.lighthouse.runs})`, "", lighthouseMarkdown(results.lighthouse));
  if (results.routeJavaScript) summary.push("", "## JavaScript per route (gzip 9)", "", routeJsMarkdown(results.routeJavaScript));
  writeFileSync(`bench/results/${LABEL}.md`, `${summary.join("\n")}\n`);
  console.log(`\nWritten to bench/results/${LABEL}.json and .md`);
} finally {
  process.chdir(here);
  await browser?.close();
  floorPage?.close();
  await stop(server);
  await stop(floorServer);
}

/** The server-side benches and the loading pages' blocking time, printed as they were. */
async function loadBenches(browser) {
  const blocking = await blockingBench(browser, BASE);
  printBlocking(blocking);
  const orders = await orderBenches();
  const [health, home] = await throughputs(["/api/health", "/en-ae/ski-dubai"]);
  const throughput = { seconds: SECONDS, concurrency: CONCURRENCY, health, home, homeToHealthRatio: home.perSecond / health.perSecond };
  console.log(`\nThroughput (${CONCURRENCY} concurrent clients, ${SECONDS} s each, one wrangler dev worker):`);
  console.log(`  /api/health        ${health.perSecond.toFixed(0)} req/s`);
  console.log(`  /en-ae/ski-dubai   ${home.perSecond.toFixed(0)} req/s (server-rendered home)`);
  console.log(`  ratio home/health  ${throughput.homeToHealthRatio.toFixed(3)}`);
  return { blocking, ...orders, throughput };
}

/** The order benches (BENCH_ONLY=orders alone): availability, reserve-mode checks beside their floor, the busy sale, the guest checkout. */
async function orderBenches() {
  const today = new Date();
  const from = dateKey(today);
  const to = dateKey(new Date(today.getTime() + 89 * 86_400_000));
  const aks = await dubaiEventAks();
  const availability = [
    await availabilityTimes("90-day calendar, one product", `/api/provider/viva/rest-calender-availability/${aks[0]}/${from}/${to}/true`, 1),
    await availabilityTimes(
      "90-day search, five products",
      `/api/provider/viva/rest-search-calender-availability/${aks.slice(0, 5).join(",").toLowerCase()}/${from}/${to}/true`,
      1,
    ),
  ];
  const reserves = await reserveBench(BASE, FLOOR_BASE, { seconds: SECONDS, concurrency: CONCURRENCY });
  const sale = await saleBench(BASE, { visitors: SALE_VISITORS, places: SALE_PLACES });
  const checkout = await checkoutBench(BASE, { runs: CHECKOUT_RUNS });
  console.log(`\nAvailability (${AVAILABILITY_CALLS} sequential calls each; median / p95 in ms):`);
  const ms = (t) => (t ? `${t.median.toFixed(2)} / ${t.p95.toFixed(2)}` : "n/a");
  for (const a of availability) {
    console.log(`  ${a.name.padEnd(30)} ${a.days} days  worker ${ms(a.serverMs)}  round trip ${ms(a.roundTripMs)}`);
  }
  console.log(`\nReserve-mode basket checks (${CONCURRENCY} concurrent clients, ${SECONDS} s; each a new cart of one place, released after):`);
  for (const [name, r] of Object.entries(reserves)) {
    console.log(`  ${name.padEnd(12)} ${r.reservesPerSecond.toFixed(0)} answers/s (${r.held} held, ${r.refused} refused${r.failed === undefined ? "" : `, ${r.failed} failed`})`);
  }
  console.log(`  shop / floor on the contended slot: ${reserves.floor.shopToFloorRatio.toFixed(3)}`);
  console.log(`\nA busy sale: ${sale.visitors} shoppers at once on one slot with ${sale.places} free places (${sale.product} ${sale.date}):`);
  console.log(
    `  ${sale.held} held, ${sale.refused} refused, ${sale.other} other; ${sale.placesLeft} left; ${sale.oversold ? "OVERSOLD" : "not oversold"}; ` +
      `${sale.answersPerSecond.toFixed(0)} answers/s; wait median / p95 ${ms(sale.waitMs)} ms`,
  );
  console.log(`\nGuest checkout, ${CHECKOUT_RUNS} runs one after another (round trip median / p95 in ms):`);
  for (const [step, t] of Object.entries(checkout.ms)) console.log(`  ${step.padEnd(10)} ${ms(t)}`);
  console.log(`  checkout to confirmation, worker time: ${ms(checkout.checkoutToConfirmationServerMs)}`);
  return { availability, reserves, sale, checkout };
}
