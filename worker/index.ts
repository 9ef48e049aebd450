// The deployed worker: the Hono app with React Router's server build as its page handler.
import { RouterContextProvider, createRequestHandler } from "react-router";
import { type CatalogueReader, shopContext } from "../shared/request-context";
import { createApp } from "./app";
import type { Env } from "./env";
import { runScheduled } from "./scheduled/handler";
import { contentReaderFor } from "./cms/content-reader";
import { cachedPages, servePageFromCache } from "./page-cache";
import { busyAsUnavailable, eachRead, withBusyHeaders } from "./page-reads";
import { memberReaderFor } from "./members/page-reads";
import { reportServerError } from "./observability/report";
import { catalogueReaderFor } from "./provider/catalogue-reader";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/**
 * The catalogue reads of a page: any of them makes the page one the page cache does not keep (it has no version), but
 * the listing prices, which are kept a minute themselves and are the same for every visitor (docs/decisions/049).
 */
function reportingReads(reader: CatalogueReader, onRead: () => void): CatalogueReader {
  const reporting = eachRead(reader, (read, args) => {
    onRead();
    return read(...args);
  });
  return { ...reporting, listingPrices: reader.listingPrices };
}

const app = createApp(
  cachedPages((c, usage) => {
    const context = new RouterContextProvider();
    const location = c.get("location");
    const member = c.get("memberSession")?.member ?? null;
    if (member) usage.uncacheable("member");
    if (c.get("contentDraft")) usage.uncacheable("preview");
    context.set(shopContext, {
      location,
      siteConfig: c.get("siteConfig"),
      nonce: c.get("secureHeadersNonce") ?? "",
      // A read that meets a database locked through every try ends the page with 503 (worker/page-reads.ts).
      content: location ? busyAsUnavailable(contentReaderFor(c.env, location, c.get("contentDraft"))) : null,
      catalogue: location ? busyAsUnavailable(reportingReads(catalogueReaderFor(c.env, location), () => usage.uncacheable("catalogue"))) : null,
      // Loaded by the member pages middleware (worker/auth/pages.ts) from the session cookie.
      member,
      memberReads: member ? memberReaderFor(c, () => new Date()) : null,
      // The document layer says so when the page's routes declare it shared (client/document/handle.ts).
      pageCache: { shared: () => usage.shared() },
      requestId: c.get("requestId"),
      reportError: (error) => reportServerError(c, error, "page"),
    });
    return handleRequest(c.req.raw, context).then(withBusyHeaders);
  }),
  { beforePages: servePageFromCache },
);

export default {
  fetch: app.fetch,
  // The cron trigger (wrangler.toml): the clean-up of ended rows and the e-mails a failure left waiting.
  scheduled: (controller, env, ctx) => runScheduled(env, controller, ctx),
} satisfies ExportedHandler<Env>;
export { RateCounter } from "./rate-counter";
export { SeatLedger } from "./orders/seat-ledger";
