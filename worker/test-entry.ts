// Worker entry for Workers-runtime tests: the real app and middleware, with a page handler that reports what
// the middleware resolved instead of React Router's build (whose pages the browser tests cover).
import { createApp } from "./app";
import { contentReaderFor } from "./cms/content-reader";
import type { Env } from "./env";
import { runScheduled } from "./scheduled/handler";

const app = createApp(async (c) => {
  const location = c.get("location");
  const config = c.get("siteConfig");
  const draft = c.get("contentDraft");
  // The FAQ page's first answer, as the real page's loader reads it (a preview's draft in place of the document).
  const faq = location?.rest === "faq" ? await contentReaderFor(c.env, location, draft).faq() : null;
  return c.json(
    {
      page: c.req.path,
      site: location?.tenant.slug ?? null,
      locale: location?.locale ?? null,
      dir: location?.dir ?? null,
      maintenance: config?.enable_maintenance_page ?? null,
      draft: draft?.key ?? null,
      faqAnswer: (faq as { answer: string }[] | null)?.[0]?.answer ?? null,
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
