// The browser's one call module: the headers every call carries, Lang and TimeZone on GET, answers parsed with the
// caller's schema, and failures read by the contract's §8 rule in the page's language (CMS "not found" included).
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ORDER_ERRORS } from "../../shared/contract/orders";
import { NEWSLETTER_PATH, newsletterAnswerSchema } from "../../shared/contract/newsletter";
import { type AnswerSchema, callApi, callProvider, callProviderFile, dataOf, headersOf, isOutage, readCms, urlOf } from "./api";
import { type SentRequest, stubFetch } from "./test-fetch";

/** Answers every fetch with the given status, body and headers, and records what was sent. */
const answer = (status: number, body: unknown, headers?: Record<string, string>) => stubFetch([status, body, headers]);
const headers = (s: SentRequest) => s.headers;

afterEach(() => vi.unstubAllGlobals());

const OMAN_AR = { tenant: { siteId: 3 }, locale: "ar" as const };
const shape = z.object({ ok: z.literal(true) });

describe("headers", () => {
  it("site and language always; the guest token and cart secret when given; the call's own last", () => {
    expect(headersOf(OMAN_AR)).toEqual({ "site-id": "3", lang: "ar", accept: "application/json" });
    expect(headersOf({ ...OMAN_AR, token: "guest" }, { body: {}, cartSecret: "secret", headers: { "Payment-Type": "card" } })).toEqual({
      "site-id": "3",
      lang: "ar",
      accept: "application/json",
      "content-type": "application/json",
      "X-Access-Token": "guest",
      "X-Cart-Secret": "secret",
      "Payment-Type": "card",
    });
  });
});

describe("urlOf", () => {
  it("GET carries Lang and TimeZone after the call's own query; POST carries only its own", () => {
    expect(urlOf("/api/provider/add-ons", "GET", "ar", { cardId: 10 }, "Asia/Muscat")).toBe("/api/provider/add-ons?cardId=10&Lang=ar&TimeZone=Asia%2FMuscat");
    expect(urlOf("/api/provider/order/check-basket", "POST", "en", { location: "ski_dubai" })).toBe("/api/provider/order/check-basket?location=ski_dubai");
  });
  it("a call that names its language or zone, in either case, keeps them", () => {
    expect(urlOf("/invoice", "GET", "en", { reservationCode: "SKD-7K2Q9M4XPA", lang: "ar" }, "Asia/Dubai")).toBe(
      "/invoice?reservationCode=SKD-7K2Q9M4XPA&lang=ar&TimeZone=Asia%2FDubai",
    );
    expect(urlOf("/x", "GET", "en", { lang: "en", timeZone: "Africa/Cairo" })).toBe("/x?lang=en&timeZone=Africa%2FCairo");
    expect(urlOf("/x", "GET", "en", { skipped: null, gone: undefined }, "Asia/Dubai")).toBe("/x?Lang=en&TimeZone=Asia%2FDubai");
  });
});

describe("answers", () => {
  it("a success of the caller's schema gives its data", async () => {
    const sent = answer(200, { ok: true });
    expect(await callProvider(OMAN_AR, "/cards", shape)).toEqual({ ok: true, status: 200, data: { ok: true } });
    expect(sent[0]!.url).toMatch(/^\/api\/provider\/cards\?Lang=ar&TimeZone=/);
    expect(sent[0]!.init.method).toBe("GET");
  });

  it("a refusal the contract knows is worded in the page's language, whatever the answer says", async () => {
    answer(409, { code: 5035, errorMessage: "x", productErrorList: [{ errorNumber: 5035, errorDescription: "booked", uniqueID: "u1" }] });
    expect(await callProvider(OMAN_AR, "/order/check-basket", shape, { method: "POST", body: {} })).toEqual({
      ok: false,
      status: 409,
      code: 5035,
      message: ORDER_ERRORS.slotBookedNow.ar,
      uniqueID: "u1",
      retryAfter: null,
    });
  });

  it("too many attempts: 4290 with its words and the seconds to wait", async () => {
    answer(429, { code: 4290, errorMessage: "Too many", productErrorList: [] }, { "Retry-After": "120" });
    expect(await callProvider({ ...OMAN_AR, locale: "en" }, "/search-booking", shape, { method: "POST", body: {} })).toMatchObject({
      ok: false,
      status: 429,
      code: 4290,
      message: ORDER_ERRORS.tooManyRequests.en,
      retryAfter: 120,
    });
  });

  it("a success that is not the call's shape is 1000; no answer at all is status 0; both with words", async () => {
    answer(200, { msg: "Basket empty" });
    expect(await callProvider(OMAN_AR, "/order/check-basket", shape, { method: "POST", body: {} })).toMatchObject({ ok: false, code: 1000, message: "Basket empty" });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("offline");
    });
    expect(await callProvider(OMAN_AR, "/cards", shape)).toMatchObject({ ok: false, status: 0, message: "حدث خطأ. يرجى المحاولة مرة أخرى." });
  });

  it("bad input (400) and unknown codes give the generic words in the page's language", async () => {
    answer(400, { error: "invalid_request", issues: [] });
    expect(await callApi(OMAN_AR, "/api/newsletter", shape, { method: "POST", body: {} })).toMatchObject({ ok: false, status: 400, code: 400, message: "حدث خطأ. يرجى المحاولة مرة أخرى." });
  });

  it("sends the body as JSON, same-origin, with keepalive when asked", async () => {
    const sent = answer(200, { ok: true });
    await callProvider(OMAN_AR, "/order/release", shape, { method: "POST", body: { cartId: "SMO-7K2Q9M4XPA" }, keepalive: true, cartSecret: "s" });
    expect(sent[0]!.init).toMatchObject({ method: "POST", body: '{"cartId":"SMO-7K2Q9M4XPA"}', credentials: "same-origin", keepalive: true });
    expect(headers(sent[0]!)["X-Cart-Secret"]).toBe("s");
  });

  it("parses the shop's own calls with their shared schema too (the newsletter)", async () => {
    answer(200, { email: "a@b.co", newsletter_type: "general", status: "subscribed" });
    const answered = await callApi(OMAN_AR, NEWSLETTER_PATH, newsletterAnswerSchema, { method: "POST", body: {} });
    expect(dataOf(answered)).toEqual({ email: "a@b.co", newsletter_type: "general", status: "subscribed" });
    answer(200, { email: 42 });
    expect(await callApi(OMAN_AR, NEWSLETTER_PATH, newsletterAnswerSchema, { method: "POST", body: {} })).toMatchObject({ ok: false, code: 1000 });
  });
});

describe("a schema that loads with the call (docs/decisions/028)", () => {
  /** A schema promise the test settles itself. */
  function pending<T>() {
    let settle!: { resolve: (schema: AnswerSchema<T>) => void; reject: (error: unknown) => void };
    const promise = new Promise<AnswerSchema<T>>((resolve, reject) => {
      settle = { resolve, reject };
    });
    return { promise, ...settle };
  }

  it("the request leaves before the schema has loaded, and its answer is read once it has", async () => {
    const sent = answer(200, { ok: true });
    const schema = pending<{ ok: true }>();
    const call = callProvider(OMAN_AR, "/cards", schema.promise);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    schema.resolve(shape);
    expect(await call).toEqual({ ok: true, status: 200, data: { ok: true } });
    const cms = pending<{ ok: true }>();
    answer(200, { Result: { ok: true }, Success: true });
    const read = readCms({ ...OMAN_AR, tenant: { siteId: 3, cmsPath: "/api/cms/snow-oman" } }, "api/x", cms.promise);
    cms.resolve(shape);
    expect(await read).toEqual({ ok: true, status: 200, data: { ok: true } });
  });

  it("the answer still has to be the schema's shape", async () => {
    answer(200, { ok: "yes" });
    expect(await callProvider(OMAN_AR, "/cards", Promise.resolve(shape))).toMatchObject({ ok: false, code: 1000 });
  });

  it("a schema that cannot load (offline) is no answer, in the page's language: the call does not throw", async () => {
    const rejections: unknown[] = [];
    const listen = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", listen);
    try {
      answer(200, { ok: true });
      // Rejected before the answer comes: nothing is left unhandled meanwhile.
      const failed = Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
      const call = callProvider(OMAN_AR, "/cards", failed);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(await call).toMatchObject({ ok: false, status: 0, message: "حدث خطأ. يرجى المحاولة مرة أخرى." });
      answer(200, { Result: { ok: true }, Success: true });
      expect(await readCms({ ...OMAN_AR, tenant: { siteId: 3, cmsPath: "/api/cms/snow-oman" } }, "api/x", Promise.reject(new Error("offline")))).toMatchObject({ ok: false, status: 0 });
      expect(rejections).toEqual([]);
    } finally {
      process.off("unhandledRejection", listen);
    }
  });

  it("a refusal is read without waiting for the schema", async () => {
    answer(429, { code: 4290, errorMessage: "slow down" }, { "Retry-After": "30" });
    const never = new Promise<AnswerSchema<{ ok: true }>>(() => {});
    expect(await callProvider(OMAN_AR, "/order/generate-token", never, { method: "POST", body: {} })).toMatchObject({ ok: false, status: 429, code: 4290 });
  });
});

describe("files", () => {
  it("gives the file of a success and the refusal of a failure (401: 4010 in the page's language)", async () => {
    vi.stubGlobal("fetch", async () => new Response("%PDF-1.7", { status: 200, headers: { "content-type": "application/pdf" } }));
    const file = await callProviderFile(OMAN_AR, "/generate-ticket-pdf", "application/pdf");
    expect(file.ok && (await file.data.text())).toBe("%PDF-1.7");
    answer(401, { code: 4010, errorMessage: "denied", productErrorList: [{ errorNumber: 4010, errorDescription: "denied" }] });
    expect(await callProviderFile(OMAN_AR, "/generate-ticket-pdf", "application/pdf")).toMatchObject({ ok: false, status: 401, code: 4010, message: ORDER_ERRORS.accessDenied.ar });
  });
});

describe("readCms", () => {
  const site = { tenant: { siteId: 1, cmsPath: "/api/cms/ski-dubai" }, locale: "en" as const };
  it("reads Result with the schema, under the site's CMS path with Lang and TimeZone", async () => {
    const sent = answer(200, { Result: { ok: true }, Success: true });
    expect(await readCms(site, "api/SiteConfiguration/GetSiteConfiguration", shape)).toEqual({ ok: true, status: 200, data: { ok: true } });
    expect(sent[0]!.url).toMatch(/^\/api\/cms\/ski-dubai\/api\/SiteConfiguration\/GetSiteConfiguration\?Lang=en&TimeZone=/);
  });
  it("a body of Result 404, or Success false, is not found like an HTTP 404", async () => {
    answer(200, { Result: 404, Success: false });
    expect(await readCms(site, "api/ContentPage/GetContentPage", shape)).toMatchObject({ ok: false, status: 404 });
    answer(200, { Result: { ok: true }, Success: false });
    expect(await readCms(site, "api/ContentPage/GetContentPage", shape)).toMatchObject({ ok: false, status: 404 });
    answer(404, { Result: 404, Success: false });
    expect(dataOf(await readCms(site, "api/ContentPage/GetContentPage", shape))).toBeNull();
  });
});

describe("isOutage", () => {
  it("no answer (0) or a failure of the service (5xx) is worth another try; a refusal is not", () => {
    expect([0, 500, 503].map((status) => isOutage({ status }))).toEqual([true, true, true]);
    expect([400, 404, 429].map((status) => isOutage({ status }))).toEqual([false, false, false]);
  });
});

describe("member answers", () => {
  it("a 400 gives the fields it names", async () => {
    answer(400, { error: "invalid", issues: [{ field: "firstName", rule: "alpha_spaces", message: "may only contain letters and spaces" }, { nope: 1 }] });
    const result = await callProvider(OMAN_AR, "/info/apply", shape, { method: "POST", body: {} });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toEqual([{ field: "firstName", rule: "alpha_spaces", message: "may only contain letters and spaces" }]);
  });

  it("an answer saying the shop signed the member out tells the listeners, once per answer; other refusals do not", async () => {
    const { onSignedOut } = await import("./api");
    let heard = 0;
    const stop = onSignedOut(() => (heard += 1));
    answer(401, { code: 4502 }, { "X-Signed-Out": "1" });
    const result = await callProvider(OMAN_AR, "/check-session", shape, { method: "POST", body: {} });
    expect(!result.ok && result.signedOut).toBe(true);
    expect(heard).toBe(1);
    answer(403, { code: 4504 });
    await callProvider(OMAN_AR, "/orders", shape);
    expect(heard).toBe(2);
    answer(401, { code: 4010 });
    await callProvider(OMAN_AR, "/orders", shape);
    answer(403, { code: 4003 });
    await callProvider(OMAN_AR, "/orders", shape);
    expect(heard).toBe(2);
    stop();
    answer(401, {}, { "X-Signed-Out": "1" });
    await callProvider(OMAN_AR, "/orders", shape);
    expect(heard).toBe(2);
  });
});
