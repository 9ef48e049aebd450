// `npm start`: the whole shop on http://localhost:8787 with seeded demo content for all four sites, and the
// development identity provider (Snow venues ID) on http://127.0.0.1:8790 for signing members in.
import { startIdentityProvider } from "./identity/provider.mjs";
import { build, migrate, serve, stop } from "./serve.mjs";

const PORT = Number(process.env.PORT ?? 8787);
const IDENTITY_PORT = Number(process.env.IDENTITY_PORT ?? 8790);
const STATE = ".wrangler/state";

if (!process.env.SKIP_BUILD) build();
migrate(STATE);
const identity = await startIdentityProvider({
  port: IDENTITY_PORT,
  stateDir: `${STATE}/identity`,
  shopOrigins: [`http://localhost:${PORT}`, `http://127.0.0.1:${PORT}`],
});
console.log(`Snow venues ID (development identity provider) on ${identity.issuer}`);
let child;
try {
  child = await serve({ port: PORT, persistTo: STATE, vars: { IDENTITY_ISSUER: identity.issuer } });
} catch (error) {
  await identity.close();
  throw error;
}
// Seeding happens in the worker on its first request; ask once so the first visitor does not wait.
await fetch(`http://127.0.0.1:${PORT}/api/cms/ski-dubai/api/SiteConfiguration/GetSiteConfiguration`).catch(() => {});
console.log(`\nThe shop is ready on http://localhost:${PORT} (Dubai: http://localhost:${PORT}/en-ae/ski-dubai). Ctrl+C stops it.`);
const shutdown = async () => {
  await stop(child);
  await identity.close();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
child.on("exit", async (code) => {
  await identity.close();
  process.exit(code ?? 0);
});
