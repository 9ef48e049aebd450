// The ops calls as the tests make them: through the whole shop with the test's ops token, or through the ops router
// as a staff member limited to some venues makes them.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { expect } from "vitest";
import type { Env } from "../env";
import type { OpsEnv } from "./access";
import { opsRouter } from "./router";

/** The ops token the test configuration lists (vitest.config.ts). */
export const OPS_TEST_TOKEN = "test-ops-token";

function opsRequest(method: string, body: unknown, token = OPS_TEST_TOKEN): RequestInit {
  return {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  };
}

/** An ops call through the whole shop: its status and JSON body. No ops answer is kept by a cache. */
export async function ops(method: string, path: string, body?: unknown, token = OPS_TEST_TOKEN) {
  const response = await SELF.fetch(`https://shop.test/api/ops${path}`, opsRequest(method, body, token));
  expect(response.headers.get("cache-control"), `${method} ${path}`).toBe("no-store");
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/**
 * Ops calls as a staff member limited to these venues makes them: the venues set before the ops router runs, as a
 * signed-in staff member's are (worker/ops/venues.ts). Answers the router's response.
 */
export function limitedOpsCall(venues: readonly string[]) {
  const limited = new Hono<OpsEnv>();
  limited.use("*", async (c, next) => {
    c.set("opsVenues", venues);
    await next();
  });
  limited.route("/api/ops", opsRouter);
  return (method: string, path: string, body?: unknown) => limited.request(`/api/ops${path}`, opsRequest(method, body), env as unknown as Env);
}
