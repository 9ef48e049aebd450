// Two runs of `npm run bench` side by side, as Markdown: `node bench/compare.mjs <before> <after> [out.md]` reads
// bench/results/<before>.json and <after>.json (their BENCH_LABEL) and prints (or writes) the tap table, the
// Lighthouse table with each run's floor page, and each route's JavaScript against its budget. Parts missing from a
// run are shown as "–".
import { readFileSync, writeFileSync } from "node:fs";
import { ROUTE_JS_BUDGETS } from "./route-js.mjs";
import { FLOOR_TAP, TAPS, TAP_SITES } from "./taps.mjs";

const [beforeLabel, afterLabel, out] = process.argv.slice(2);
if (!beforeLabel || !afterLabel) {
  console.error("usage: node bench/compare.mjs <before label> <after label> [out.md]");
  process.exit(2);
}
const load = (label) => JSON.parse(readFileSync(`bench/results/${label}.json`, "utf8"));
const before = load(beforeLabel);
const after = load(afterLabel);
const dash = (v) => (v == null ? "–" : String(v));
const loadAverage = (r) => (r.loadAverage ?? []).map((l) => l.toFixed(1)).join(", ");

const lines = [
  `# Before and after: ${beforeLabel} and ${afterLabel}`,
  "",
  `- ${beforeLabel}: ${before.date}, ${before.app ?? ""} (load average at the start ${loadAverage(before)})`,
  `- ${afterLabel}: ${after.date}, ${after.app ?? ""} (load average at the start ${loadAverage(after)})`,
];

if (before.taps || after.taps) {
  const phone = (after.taps ?? before.taps).phone;
  lines.push(
    "",
    `## Tap to visible answer, ms (median of ${(after.taps ?? before.taps).loads} fresh loads; ${phone})`,
    "",
    "Good at 200 ms or less, poor above 500 ms. INP-like: the longest Event Timing entry of the tap's interaction.",
    "",
    `| tap | lang | ${beforeLabel} | ${afterLabel} | INP-like ${beforeLabel} | INP-like ${afterLabel} |`,
    "|---|---|---:|---:|---:|---:|",
  );
  const key = (r) => `${r.tap}|${r.language}`;
  const rows = new Map();
  for (const r of before.taps?.results ?? []) rows.set(key(r), { tap: r.tap, language: r.language, before: r });
  for (const r of after.taps?.results ?? []) rows.set(key(r), { ...(rows.get(key(r)) ?? { tap: r.tap, language: r.language }), after: r });
  const answer = (r) => (r == null ? "–" : r.medianMs === null ? `failed: ${r.failures[0] ?? "?"}` : `${r.medianMs}${r.failures.length ? ` (${r.failures.length} of ${r.loads} failed)` : ""}`);
  // In the bench's order: tap by tap, each language in turn.
  const rank = (row) => (row.tap === FLOOR_TAP.name ? -10 : TAPS.findIndex((t) => t.name === row.tap) * 10 + TAP_SITES.findIndex((site) => site.language === row.language));
  for (const row of [...rows.values()].sort((a, b) => rank(a) - rank(b))) {
    lines.push(`| ${row.tap} | ${row.language} | ${answer(row.before)} | ${answer(row.after)} | ${dash(row.before?.eventTimingMedianMs)} | ${dash(row.after?.eventTimingMedianMs)} |`);
  }
}

if (before.lighthouse || after.lighthouse) {
  lines.push(
    "",
    `## Lighthouse first visit (mobile defaults, no consent stored, median of ${(after.lighthouse ?? before.lighthouse).runs} runs), with the stack's floor page of the same run`,
    "",
    "Target: performance 95 or more; each page's TBT within 2× the floor page's.",
    "",
    `| page | lang | perf ${beforeLabel} | perf ${afterLabel} | TBT ms ${beforeLabel} | TBT ms ${afterLabel} | TBT / floor ${beforeLabel} | TBT / floor ${afterLabel} |`,
    "|---|---|---:|---:|---:|---:|---:|---:|",
  );
  const floorTbt = (r) => r?.pages.find((p) => p.floor && p.metrics)?.metrics.tbtMs ?? null;
  const floors = { before: floorTbt(before.lighthouse), after: floorTbt(after.lighthouse) };
  const key = (p) => `${p.name}|${p.language}`;
  const rows = new Map();
  for (const [side, run] of [["before", before.lighthouse], ["after", after.lighthouse]]) {
    for (const p of run?.pages.filter((page) => !page.skipped) ?? []) rows.set(key(p), { ...(rows.get(key(p)) ?? { name: p.name, language: p.language }), [side]: p });
  }
  const perf = (p) => (p == null ? "–" : p.scores ? `${p.scores.performance} (${(p.performanceRuns ?? []).join(" ")})` : `failed: ${p.error ?? p.runtimeError ?? "?"}`);
  const tbt = (p) => (p?.metrics?.tbtMs == null ? null : Math.round(p.metrics.tbtMs));
  const ratio = (p, floor) => {
    if (p?.floor || tbt(p) === null || floor === null) return "–";
    if (floor === 0) return tbt(p) === 0 ? "1×" : "∞×";
    return `${(tbt(p) / floor).toFixed(1)}×`;
  };
  for (const row of rows.values()) {
    lines.push(
      `| ${row.name} | ${row.language} | ${perf(row.before)} | ${perf(row.after)} | ${dash(tbt(row.before))} | ${dash(tbt(row.after))} | ${ratio(row.before, floors.before)} | ${ratio(row.after, floors.after)} |`,
    );
  }
}

if (before.routeJavaScript || after.routeJavaScript) {
  lines.push("", "## JavaScript per route (gzip 9, the larger of en and ar, KB)", "", `| route | ${beforeLabel} | ${afterLabel} | budget (now) |`, "|---|---:|---:|---:|");
  const kb = (bytes) => (bytes == null ? "–" : (bytes / 1024).toFixed(1));
  const routes = new Map();
  for (const r of before.routeJavaScript ?? []) routes.set(r.route, { before: r });
  for (const r of after.routeJavaScript ?? []) routes.set(r.route, { ...(routes.get(r.route) ?? {}), after: r });
  for (const [route, { before: b, after: a }] of routes) lines.push(`| ${route} | ${kb(b?.gzipBytes)} | ${kb(a?.gzipBytes)} | ${kb(ROUTE_JS_BUDGETS.find((r) => r.route === route)?.budget)} |`);
}

const text = `${lines.join("\n")}\n`;
if (out) writeFileSync(out, text);
else process.stdout.write(text);
