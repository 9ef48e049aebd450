// `npm start`: the whole shop on http://localhost:8787 with seeded demo content for all four sites.
import { build, migrate, serve, stop } from "./serve.mjs";

const PORT = Number(process.env.PORT ?? 8787);
const STATE = ".wrangler/state";

build();
migrate(STATE);
const child = await serve({ port: PORT, persistTo: STATE });
// Seeding happens in the worker on its first request; ask once so the first visitor does not wait.
await fetch(`http://127.0.0.1:${PORT}/api/cms/ski-dubai/api/SiteConfiguration/GetSiteConfiguration`).catch(() => {});
console.log(`\nThe shop is ready on http://localhost:${PORT} (Dubai: http://localhost:${PORT}/en-ae/ski-dubai). Ctrl+C stops it.`);
const shutdown = async () => {
  await stop(child);
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
child.on("exit", (code) => process.exit(code ?? 0));
