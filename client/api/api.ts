// The browser's one way to the provider, the CMS and the shop's own API (DESIGN decision 9): every call carries the
// site and language headers, the guest token and cart secret when given, Lang and TimeZone on GET; its answer is
// parsed with the schema the caller names, and a failure is read by the contract's §8 rule in the page's language.
// No schema library here (schemas are passed in), so pages without zod can call through it.
import {
  ACCESS_TOKEN_HEADER,
  CART_SECRET_HEADER,
  type CallFailure,
  LANG_HEADER,
  ORDER_ERRORS,
  SITE_ID_HEADER,
  failureOf,
} from "../../shared/contract/orders";
import { SIGNED_OUT_HEADER } from "../../shared/contract/members";
import { announceSignedOut } from "../member/signed-out";
import { type Locale, browserTimeZone } from "../../shared/locale";

export type { CallFailure };

/** A field a 400 answer names (the worker's one 400 shape: {error, issues:[{field, rule, message}]}). */
export interface FieldIssue {
  field: string;
  rule: string;
  message: string;
}

/** A refusal, with the fields a 400 named and whether the shop signed the member out (X-Signed-Out: 1). */
export type ApiFailure = CallFailure & { issues?: FieldIssue[]; signedOut?: boolean };

/** Whenever an answer says the shop has signed the member out, the page hears it (./signed-out.ts). */
export { onSignedOut } from "../member/signed-out";

/** The code of a refused account (content-and-account §8: a 403 signs the member out). */
const ACCOUNT_REFUSED_CODE = ORDER_ERRORS.accountRefused.code;

function issuesOf(body: unknown): FieldIssue[] | undefined {
  if (typeof body !== "object" || body === null || !Array.isArray((body as { issues?: unknown }).issues)) return undefined;
  return ((body as { issues: unknown[] }).issues).filter(
    (i): i is FieldIssue =>
      typeof i === "object" && i !== null && typeof (i as FieldIssue).field === "string" && typeof (i as FieldIssue).message === "string",
  ).map((i) => ({ field: i.field, rule: typeof i.rule === "string" ? i.rule : "", message: i.message }));
}

/** Where the worker serves the provider's calls. */
const PROVIDER_BASE_PATH = "/api/provider";

/** What reads an answer: a zod schema, or any object with the same safeParse. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * The schema a call reads its answer with, or its promise: a module whose schemas load with its first call (not with
 * the page) passes the promise, and the schema arrives while the request is under way (docs/decisions/028).
 */
export type SchemaOf<T> = AnswerSchema<T> | PromiseLike<AnswerSchema<T>>;

/** The schema once it has loaded, or null when it could not load (the network dropped): a call reads that as no answer. */
function loading<T>(schema: SchemaOf<T>): Promise<AnswerSchema<T> | null> {
  return Promise.resolve(schema).then(
    (loaded) => loaded,
    () => null,
  );
}

/** Who calls: the site (its id travels as site-id), the page's language, and the guest token when there is one. */
export interface Caller {
  tenant: { siteId: number };
  locale: Locale;
  /** The guest token, sent as X-Access-Token. */
  token?: string | null;
}

export type CallResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export type QueryValues = Readonly<Record<string, string | number | null | undefined>>;

export interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Query parameters; GET calls also get Lang and TimeZone unless named here in either case. */
  query?: QueryValues;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** The cart's secret, sent as X-Cart-Secret: changing, extending, releasing or paying a cart needs it. */
  cartSecret?: string | null;
  signal?: AbortSignal;
  /** Lets the call finish while the page is being left. */
  keepalive?: boolean;
  /** The browser's HTTP cache for this call (e.g. "no-store" for a read that must be fresh). */
  cache?: RequestCache;
}

/** The request headers of a call: site, language, the caller's proofs, then the call's own. */
export function headersOf(caller: Caller, options: Pick<CallOptions, "body" | "headers" | "cartSecret"> = {}, accept = "application/json"): Record<string, string> {
  const headers: Record<string, string> = { [SITE_ID_HEADER]: String(caller.tenant.siteId), [LANG_HEADER]: caller.locale, accept };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (caller.token) headers[ACCESS_TOKEN_HEADER] = caller.token;
  if (options.cartSecret) headers[CART_SECRET_HEADER] = options.cartSecret;
  return { ...headers, ...options.headers };
}

const hasEither = (params: URLSearchParams, a: string, b: string) => params.has(a) || params.has(b);

/** A path with its query; GET calls carry Lang and TimeZone (§7) unless the path or query names them already. */
export function urlOf(path: string, method: NonNullable<CallOptions["method"]>, locale: Locale, query: QueryValues = {}, timeZone: string = browserTimeZone()): string {
  const url = new URL(path, "http://site.invalid");
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) url.searchParams.set(name, String(value));
  }
  if (method === "GET") {
    if (!hasEither(url.searchParams, "Lang", "lang")) url.searchParams.set("Lang", locale);
    if (!hasEither(url.searchParams, "TimeZone", "timeZone")) url.searchParams.set("TimeZone", timeZone);
  }
  return `${url.pathname}${url.search}`;
}

interface Answer {
  status: number;
  response: Response | null;
  retryAfter: string | null;
}

async function send(url: string, caller: Caller, options: CallOptions, accept: string): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: options.method ?? "GET",
      headers: headersOf(caller, options, accept),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
      keepalive: options.keepalive,
      ...(options.cache ? { cache: options.cache } : {}),
    });
    return { status: response.status, response, retryAfter: response.headers.get("Retry-After") };
  } catch {
    // Offline, aborted or refused before an answer: status 0.
    return { status: 0, response: null, retryAfter: null };
  }
}

async function jsonOf(response: Response | null): Promise<unknown> {
  if (!response) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** A call to one of the shop's API paths (/api/…) whose answer is JSON of the given schema. */
export async function callApi<T>(caller: Caller, path: string, schema: SchemaOf<T>, options: CallOptions = {}): Promise<CallResult<T>> {
  const method = options.method ?? "GET";
  const reader = loading(schema);
  const answer = await send(urlOf(path, method, caller.locale, options.query), caller, options, "application/json");
  const body = await jsonOf(answer.response);
  if (isSuccess(answer.status)) {
    const loaded = await reader;
    if (!loaded) return failureOf(0, null, caller.locale);
    const parsed = loaded.safeParse(body);
    if (parsed.success) return { ok: true, status: answer.status, data: parsed.data };
  }
  const failure: ApiFailure = failureOf(answer.status, body, caller.locale, answer.retryAfter);
  const issues = answer.status === 400 ? issuesOf(body) : undefined;
  if (issues) failure.issues = issues;
  if (answer.response?.headers.get(SIGNED_OUT_HEADER) === "1" || (answer.status === 403 && failure.code === ACCOUNT_REFUSED_CODE)) {
    failure.signedOut = true;
    announceSignedOut();
  }
  return failure;
}

/** A provider call (path of the contract, served under /api/provider). */
export function callProvider<T>(caller: Caller, path: string, schema: SchemaOf<T>, options: CallOptions = {}): Promise<CallResult<T>> {
  return callApi(caller, `${PROVIDER_BASE_PATH}${path}`, schema, options);
}

/** A provider call answering a file (a PDF, an invoice page): the file as a Blob, or the refusal it answered instead. */
export async function callProviderFile(caller: Caller, path: string, accept: string, options: CallOptions = {}): Promise<CallResult<Blob>> {
  const method = options.method ?? "GET";
  const answer = await send(urlOf(`${PROVIDER_BASE_PATH}${path}`, method, caller.locale, options.query), caller, options, accept);
  if (answer.response && isSuccess(answer.status)) {
    const blob = await answer.response.blob().catch(() => null);
    if (blob && blob.size > 0) return { ok: true, status: answer.status, data: blob };
    return failureOf(500, null, caller.locale);
  }
  return failureOf(answer.status, await jsonOf(answer.response), caller.locale, answer.retryAfter);
}

/** Status and code of a CMS read that found nothing (HTTP 404, or a body of Result 404 / Success false). */
const CMS_NOT_FOUND = 404;

/**
 * A CMS read below the site's CMS path ("api/SkiSchool/GetLevelFilter"): the answer's Result parsed with the schema.
 * A Result of 404 or Success false counts as not found (§8), like an HTTP 404.
 */
export async function readCms<T>(
  caller: Caller & { tenant: { cmsPath: string } },
  path: string,
  schema: SchemaOf<T>,
  options: Pick<CallOptions, "query" | "signal" | "cache"> = {},
): Promise<CallResult<T>> {
  const reader = loading(schema);
  const answer = await callApi(caller, `${caller.tenant.cmsPath}/${path.replace(/^\/+/, "")}`, cmsEnvelope, options);
  if (!answer.ok) return answer;
  const { Result, Success } = answer.data;
  if (Success === false || Result === CMS_NOT_FOUND || Result === undefined) return failureOf(CMS_NOT_FOUND, null, caller.locale);
  const loaded = await reader;
  if (!loaded) return failureOf(0, null, caller.locale);
  const parsed = loaded.safeParse(Result);
  return parsed.success ? { ok: true, status: answer.status, data: parsed.data } : failureOf(answer.status, null, caller.locale);
}

/** Every CMS answer is {Result, Success}; Result is read by the caller's schema. */
const cmsEnvelope: AnswerSchema<{ Result?: unknown; Success?: unknown }> = {
  safeParse: (value) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? { success: true, data: value as { Result?: unknown; Success?: unknown } }
      : { success: false },
};

/** A call that got no answer, or a failure of the service: worth offering another try. */
export function isOutage(failure: Pick<CallFailure, "status">): boolean {
  return failure.status === 0 || failure.status >= 500;
}

/** The answer's data, or null for any failure (reads whose absence a page shows as "nothing there"). */
export function dataOf<T>(result: CallResult<T>): T | null {
  return result.ok ? result.data : null;
}

