// The deployed worker: the Hono app with React Router's server build as its page handler.
import { RouterContextProvider, createRequestHandler } from "react-router";
import { shopContext } from "../shared/request-context";
import { createApp } from "./app";
import { contentReaderFor } from "./cms/content-reader";
import { catalogueReaderFor } from "./provider/catalogue-reader";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default createApp((c) => {
  const context = new RouterContextProvider();
  const location = c.get("location");
  context.set(shopContext, {
    location,
    siteConfig: c.get("siteConfig"),
    nonce: c.get("secureHeadersNonce") ?? "",
    content: location ? contentReaderFor(c.env, location) : null,
    catalogue: location ? catalogueReaderFor(c.env, location) : null,
    // Loaded by the member pages middleware (worker/auth/pages.ts) from the session cookie.
    member: c.get("memberSession")?.member ?? null,
  });
  return handleRequest(c.req.raw, context);
});
