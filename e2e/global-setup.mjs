// Builds and serves the shop for the browser tests (fresh database, no site-configuration cache) with its own
// development identity provider (fresh members), and stops both after.
import { rmSync } from "node:fs";
import { startIdentityProvider } from "../scripts/identity/provider.mjs";
import { build, migrate, serve, stop } from "../scripts/serve.mjs";

/** The contact form's captcha with little work (docs/decisions/017): the browser still solves it, in well under a second. */
const CAPTCHA_TEST_VARS = { CAPTCHA_COST: "50", CAPTCHA_MAX_COUNTER: "200" };

export default async function globalSetup(config) {
  const port = Number(new URL(config.projects[0].use.baseURL).port);
  // The browser tests' identity provider is on the port above the shop's (8789 by default).
  const E2E_IDENTITY_PORT = port + 1;
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
    server = await serve({ port, persistTo: state, stdio: "ignore", vars: { SITE_CONFIG_TTL_SECONDS: "0", IDENTITY_ISSUER: identity.issuer, ...CAPTCHA_TEST_VARS } });
  } catch (error) {
    await identity.close();
    throw error;
  }
  return async () => {
    await stop(server);
    await identity.close();
  };
}
