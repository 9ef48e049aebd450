// Two shops for the seam tests: the first answers as the embedded provider on its own database; the second has
// PROVIDER_API_URL pointing at it, so every provider call crosses the "network" (a fetch stub that hands requests for
// the first shop's address to its app and lets every other address, such as the identity provider, go out untouched).
// Call `upstreamSeam()` at the top of a test file: it installs the stub before each test and removes it after.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, vi } from "vitest";
import { createApp } from "../app";
import { memberBrowser } from "../auth/testing";
import type { Env } from "../env";

export const SECOND_SHOP = "https://second-shop.test";
export const FIRST_SHOP = "https://first-shop.test";

/** A call the second shop made to the first: method and path, and whether it carried a bearer token. */
export interface UpstreamCall {
  line: string;
  bearer: boolean;
}

export function upstreamSeam() {
  const bindings = env as unknown as Env & { UPSTREAM_DB: D1Database; UPSTREAM_CACHE: KVNamespace };
  const upstreamEnv: Env = { ...bindings, DB: bindings.UPSTREAM_DB, CACHE: bindings.UPSTREAM_CACHE, PROVIDER_API_URL: "", SHOP_ORIGINS: SECOND_SHOP };
  const shopEnv: Env = { ...bindings, PROVIDER_API_URL: `${FIRST_SHOP}/api/provider` };
  const upstream = createApp((c) => c.text("page"));
  const shop = createApp((c) => c.text("page"));
  const realFetch = globalThis.fetch;
  /** What crossed to the first shop since the test began (clear it with `calls.length = 0`). */
  const calls: UpstreamCall[] = [];

  beforeEach(() => {
    calls.length = 0;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      // Reading a request meant elsewhere would use up its body: only the first shop's are turned into Requests.
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (!url.startsWith(FIRST_SHOP)) return realFetch(input as RequestInfo, init);
      const request = new Request(input as RequestInfo, init);
      calls.push({ line: `${request.method} ${new URL(request.url).pathname}`, bearer: request.headers.get("authorization")?.startsWith("Bearer ") ?? false });
      return upstream.request(request, undefined, upstreamEnv);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  return {
    /** The first shop's app and bindings (its own database and KV). */
    upstream,
    upstreamEnv,
    /** The second shop's app and bindings (provider calls go to the first shop). */
    shop,
    shopEnv,
    calls,
    /** A browser of the second shop (its cookies kept between calls). */
    browser: () => memberBrowser(undefined, (url, init) => shop.request(url, init, shopEnv), SECOND_SHOP),
  };
}
