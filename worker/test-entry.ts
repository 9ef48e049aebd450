// Worker entry for Workers-runtime tests: the real app and middleware, with a page handler that reports what
// the middleware resolved instead of React Router's build (whose pages the browser tests cover).
import { createApp } from "./app";
import type { Env } from "./env";
import { runScheduled } from "./scheduled/handler";

const app = createApp((c) => {
  const location = c.get("location");
  const config = c.get("siteConfig");
  return c.json(
    {
      page: c.req.path,
      site: location?.tenant.slug ?? null,
      locale: location?.locale ?? null,
      dir: location?.dir ?? null,
      maintenance: config?.enable_maintenance_page ?? null,
    },
    location ? 200 : 404,
  );
});

export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) => runScheduled(env, controller, ctx),
} satisfies ExportedHandler<Env>;
export { RateCounter } from "./rate-counter";
export { SeatLedger } from "./orders/seat-ledger";
