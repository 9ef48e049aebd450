// Builds and serves the shop for the browser tests (fresh database, no site-configuration cache) and stops it after.
import { rmSync } from "node:fs";
import { build, migrate, serve, stop } from "../scripts/serve.mjs";

export default async function globalSetup(config) {
  const port = Number(new URL(config.projects[0].use.baseURL).port);
  const state = `.wrangler/e2e-state-${port}`;
  rmSync(state, { recursive: true, force: true });
  if (!process.env.SKIP_BUILD) build();
  migrate(state);
  // No site-configuration cache, so a test that switches maintenance sees it on the next page load.
  const server = await serve({ port, persistTo: state, stdio: "ignore", vars: { SITE_CONFIG_TTL_SECONDS: "0" } });
  return () => stop(server);
}
