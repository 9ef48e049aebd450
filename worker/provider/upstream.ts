// The upstream side of the provider seam: when PROVIDER_API_URL is set, every provider call (catalogue, orders,
// payments, tokens) goes to {PROVIDER_API_URL}{path} with the contract's headers, and its answer is checked with
// the shared schemas before anyone uses it.
import type { z } from "zod";
import { LANG_HEADER, SITE_ID_HEADER } from "../../shared/contract/orders";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import type { Env } from "../env";

/** The upstream answered something the shop cannot use (network, status, shape). */
export class ProviderUnavailableError extends Error {}

/** The upstream's base URL without a trailing slash, or null when the embedded provider answers. */
export function upstreamBase(env: Pick<Env, "PROVIDER_API_URL">): string | null {
  const url = env.PROVIDER_API_URL?.trim();
  return url ? url.replace(/\/$/, "") : null;
}

export interface UpstreamRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path and query below the base URL. */
  path: string;
  headers?: Record<string, string | null | undefined>;
  body?: unknown;
}

/** One call to the upstream with the site and language headers; network failures become ProviderUnavailableError. */
export async function upstreamFetch(env: Env, tenant: Tenant, locale: Locale, request: UpstreamRequest): Promise<Response> {
  const base = upstreamBase(env);
  if (!base) throw new ProviderUnavailableError("no upstream provider is configured");
  const headers: Record<string, string> = { [SITE_ID_HEADER]: String(tenant.siteId), [LANG_HEADER]: locale, accept: "application/json" };
  for (const [name, value] of Object.entries(request.headers ?? {})) if (value) headers[name] = value;
  if (request.body !== undefined) headers["content-type"] = "application/json";
  try {
    return await fetch(`${base}${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      redirect: "manual",
    });
  } catch (error) {
    throw new ProviderUnavailableError(`the provider could not be reached for ${request.path}: ${String(error)}`);
  }
}

/** The JSON body of an upstream answer checked with a schema; anything else is ProviderUnavailableError. */
export async function upstreamJson<T extends z.ZodType>(response: Response, schema: T, path: string): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ProviderUnavailableError(`the provider's answer for ${path} (${response.status}) does not fit its schema`);
  return parsed.data;
}
