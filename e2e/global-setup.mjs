// Builds and serves the shop for the browser tests (fresh database, no site-configuration cache) with its own
// development identity provider (fresh members), and stops both after.
import { rmSync } from "node:fs";
import { startIdentityProvider } from "../scripts/identity/provider.mjs";
import { build, migrate, serve, stop } from "../scripts/serve.mjs";

/** Port of the browser tests' identity provider (the shop itself is on 8788). */
export const E2E_IDENTITY_PORT = 8789;

export default async function globalSetup(config) {
  const port = Number(new URL(config.projects[0].use.baseURL).port);
  const state = `.wrangler/e2e-state-${port}`;
  rmSync(state, { recursive: true, force: true });
  if (!process.env.SKIP_BUILD) build();
  migrate(state);
  const identityState = `.wrangler/e2e-identity-${E2E_IDENTITY_PORT}`;
  rmSync(identityState, { recursive: true, force: true });
  const identity = await startIdentityProvider({
    port: E2E_IDENTITY_PORT,
    stateDir: identityState,
    shopOrigins: [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
  });
  // No site-configuration cache, so a test that switches maintenance sees it on the next page load.
  let server;
  try {
    server = await serve({ port, persistTo: state, stdio: "ignore", vars: { SITE_CONFIG_TTL_SECONDS: "0", IDENTITY_ISSUER: identity.issuer } });
  } catch (error) {
    await identity.close();
    throw error;
  }
  return async () => {
    await stop(server);
    await identity.close();
  };
}
