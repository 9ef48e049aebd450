// The shop for browser tests and benchmarks: a fresh build and a fresh local database on the given port.
import { rmSync } from "node:fs";
import { build, migrate, serve, stop } from "./serve.mjs";

const port = Number(process.argv[2] ?? 8788);
const state = `.wrangler/e2e-state-${port}`;
rmSync(state, { recursive: true, force: true });
if (!process.env.SKIP_BUILD) build();
migrate(state);
// No site-configuration cache, so a test that switches maintenance sees it on the next page load.
const child = await serve({ port, persistTo: state, vars: { SITE_CONFIG_TTL_SECONDS: "0" } });
const shutdown = () => { stop(child); process.exit(0); };
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
child.on("exit", (code) => process.exit(code ?? 0));
