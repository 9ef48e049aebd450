// `npm run bench:ab`: Lighthouse on two builds of the shop served side by side, run alternately page by page, so that
// both meet the same moments of the machine. Lighthouse's simulated throttling multiplies the main-thread time this
// machine happens to take, and that moves by several points within minutes; two builds measured one after the other
// can differ by more than a change does. A (LIGHTHOUSE_AB_OTHER: the folder of another checkout, built with
// `npm run build`, e.g. a `git worktree` of main) against B (this folder, built); LIGHTHOUSE_AB_ROUNDS rounds (default
// 4) of one run per page and build, the pages of LIGHTHOUSE_PAGES (default cart,confirmed). Figures to read, never
// asserted.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { lighthouseBench } from "./lighthouse.mjs";
import { migrate, serve, stop } from "../scripts/serve.mjs";

const other = process.env.LIGHTHOUSE_AB_OTHER && resolve(process.env.LIGHTHOUSE_AB_OTHER);
if (!other || !existsSync(`${other}/build/server/wrangler.json`)) {
  console.error("LIGHTHOUSE_AB_OTHER must name another checkout's folder, built (npm run build there).");
  process.exit(2);
}
if (!existsSync("build/server/wrangler.json")) {
  console.error("Build this checkout first (npm run build).");
  process.exit(2);
}
process.env.LIGHTHOUSE_RUNS = "1";
process.env.LIGHTHOUSE_PAGES ??= "cart,confirmed";
const rounds = Math.max(1, Number(process.env.LIGHTHOUSE_AB_ROUNDS ?? 4) | 0);

const here = process.cwd();
const bases = {};
/** The server of each build, kept aside while Lighthouse runs (bench/lighthouse.mjs serverAside) and stopped at the end. */
const serverOf = {};
try {
  // LIGHTHOUSE_AB_PORT (default 8793) serves A, the next port B.
  const firstPort = Number(process.env.LIGHTHOUSE_AB_PORT ?? 8793);
  for (const [name, folder, port] of [["A", other, firstPort], ["B", here, firstPort + 1]]) {
    // Each build is served from its own folder, on its own local database.
    process.chdir(folder);
    const state = `.wrangler/bench-ab-state-${port}`;
    migrate(state);
    serverOf[name] = await serve({ port, persistTo: state, stdio: "ignore" });
    bases[name] = `http://127.0.0.1:${port}`;
    process.chdir(here);
  }
  const runs = {};
  for (let round = 0; round < rounds; round++) {
    // A then B, then B then A: neither build always goes first.
    for (const name of round % 2 ? ["B", "A"] : ["A", "B"]) {
      const result = await lighthouseBench(bases[name], { server: serverOf[name] });
      for (const page of result.pages.filter((p) => !p.skipped && p.path)) {
        const key = `${page.name} ${page.language}`;
        const perf = page.scores?.performance ?? null;
        const tbt = page.metrics?.tbtMs == null ? null : Math.round(page.metrics.tbtMs);
        ((runs[key] ??= { A: [], B: [] })[name]).push({ perf, tbt });
      }
    }
    console.log(`round ${round + 1} of ${rounds} done`);
  }
  const median = (values) => {
    const known = values.filter((v) => v != null).sort((a, b) => a - b);
    return known.length ? known[(known.length - 1) >> 1] : null;
  };
  const list = (items, field) => items.map((item) => item[field] ?? "–").join(" ");
  console.log(`\nLighthouse A/B, mobile defaults (${rounds} rounds, one run per page and build each; A ${other}, B ${here}):`);
  console.log(`  ${"page".padEnd(14)} ${"A perf".padStart(6)} ${"B perf".padStart(6)} ${"A TBT".padStart(6)} ${"B TBT".padStart(6)}  each run (perf / TBT ms)`);
  for (const [key, { A, B }] of Object.entries(runs)) {
    const cell = (v) => String(v ?? "–").padStart(6);
    console.log(
      `  ${key.padEnd(14)} ${cell(median(A.map((r) => r.perf)))} ${cell(median(B.map((r) => r.perf)))} ${cell(median(A.map((r) => r.tbt)))} ${cell(median(B.map((r) => r.tbt)))}` +
        `  A ${list(A, "perf")} / ${list(A, "tbt")}   B ${list(B, "perf")} / ${list(B, "tbt")}`,
    );
  }
} finally {
  process.chdir(here);
  for (const server of Object.values(serverOf)) await stop(server);
}
