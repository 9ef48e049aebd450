// The anonymous page cache: a page is rendered once and served again while its content, configuration, consent choice
// and kind of client are unchanged; every answer carries its own nonce; a member, a catalogue read, a cookie-setting or
// failing render is never stored; an edit through ops shows on the next request.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { CONSENT_COOKIE } from "../shared/consent";
import { SESSION_COOKIE } from "../shared/contract/members";
import { createApp } from "./app";
import { contentReaderFor } from "./cms/content-reader";
import type { Env } from "./env";
import { type PageRender, cachedPages, clearPageCache, pageCacheStats, servePageFromCache } from "./page-cache";
import { ops } from "./ops/testing";

const testEnv = env as unknown as Env;
let renders = 0;

/**
 * A page renderer like worker/index.ts's: it reads the home document and prints the request's nonce into its scripts;
 * its route declares the page anonymous and shared, as the home page's does (client/document/handle.ts).
 */
const renderHome: PageRender = async (c, usage) => {
  renders++;
  usage.shared();
  const location = c.get("location")!;
  const home = await contentReaderFor(c.env, location).home();
  if (new URL(c.req.url).searchParams.has("catalogue")) usage.uncacheable("catalogue");
  if (new URL(c.req.url).searchParams.has("late-catalogue")) {
    // A read made while the page streams (a deferred loader) also keeps it out.
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`<html><body><h1>${home?.hero.title}</h1>`));
        usage.uncacheable("catalogue");
        controller.enqueue(new TextEncoder().encode("</body></html>"));
        controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });
  }
  const nonce = c.get("secureHeadersNonce");
  const maintenance = c.get("siteConfig")?.enable_maintenance_page ? "on" : "off";
  const html = `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body data-maintenance="${maintenance}"><h1>${home?.hero.title}</h1><script nonce="${nonce}">2</script></body></html>`;
  const headers: Record<string, string> = { "content-type": "text/html; charset=utf-8" };
  if (new URL(c.req.url).searchParams.has("cookie")) headers["set-cookie"] = "x=1; Path=/";
  return new Response(html, { status: new URL(c.req.url).searchParams.has("missing") ? 404 : 200, headers });
};

const app = createApp(cachedPages(renderHome), { beforePages: servePageFromCache });

async function page(path: string, headers: Record<string, string> = {}, bindings: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const response = await app.request(`https://shop.test${path}`, { headers: { accept: "text/html", ...headers } }, { ...testEnv, ...bindings }, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  const csp = response.headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  return { response, html, nonce, cache: response.headers.get("x-page-cache") };
}

beforeEach(async () => {
  clearPageCache();
  renders = 0;
  // The seed rows exist, so the first request below is a plain read.
  await contentReaderFor(testEnv, {
    tenant: (await import("../tenants")).tenantBySlug("ski-dubai")!,
    locale: "en",
    dir: "ltr",
    prefix: "/en-ae/ski-dubai",
    rest: "",
  }).home();
});

describe("anonymous page cache", () => {
  it("renders a page once and serves it again, each answer with its own nonce in both the header and the page", async () => {
    const first = await page("/en-ae/ski-dubai");
    const second = await page("/en-ae/ski-dubai");
    expect(renders).toBe(1);
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get("content-type")).toContain("text/html");
    expect(first.nonce).toBeTruthy();
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    // The stored page carries the second answer's nonce everywhere the first carried its own, and no trace of the old one.
    expect(second.html).toBe(first.html.split(first.nonce!).join(second.nonce!));
    expect(second.html).not.toContain(first.nonce!);
    expect(second.html.match(new RegExp(`nonce="${second.nonce!.replace(/[+/=]/g, "\\$&")}"`, "g"))).toHaveLength(2);
    // The security headers are those of a fresh answer.
    expect(second.response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("answers a stored page compressed for a client that takes gzip, decoding to the same page with the answer's nonce", async () => {
    const first = await page("/en-ae/ski-dubai");
    const ctx = createExecutionContext();
    const response = await app.request("https://shop.test/en-ae/ski-dubai", { headers: { accept: "text/html", "accept-encoding": "gzip, br" } }, testEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.headers.get("x-page-cache")).toBe("hit");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(first.nonce);
    const html = await new Response(response.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(html).toBe(first.html.split(first.nonce!).join(nonce!));
  });

  it("answers two first requests at once each with its own nonce, and stores one page", async () => {
    const [a, b] = await Promise.all([page("/en-ae/ski-dubai"), page("/en-ae/ski-dubai")]);
    for (const answer of [a, b]) {
      expect(answer.cache).toBe("miss");
      expect(answer.html).toContain(`nonce="${answer.nonce}"`);
    }
    expect(a.nonce).not.toBe(b.nonce);
    const third = await page("/en-ae/ski-dubai");
    expect(third.cache).toBe("hit");
    expect(third.html).toBe(a.html.split(a.nonce!).join(third.nonce!));
  });

  it("shows an edit made through ops on the very next request", async () => {
    await page("/en-ae/ski-dubai");
    const stored = await ops("GET", "/content/ski-dubai/en/home");
    expect(stored.status).toBe(200);
    const doc = stored.body.body;
    const edited = { ...doc, hero: { ...doc.hero, title: "Fresh snow every night" } };
    const saved = await ops("PUT", "/content/ski-dubai/en/home", edited);
    expect(saved.status).toBe(200);
    const after = await page("/en-ae/ski-dubai");
    expect(after.cache).toBe("miss");
    expect(after.html).toContain("Fresh snow every night");
    expect((await page("/en-ae/ski-dubai")).cache).toBe("hit");
    // Back as it was, for the other tests.
    await ops("PUT", "/content/ski-dubai/en/home", doc);
  });

  it("shows a site configuration change through ops on the next request, though a stored page is answered before the configuration is read", async () => {
    expect((await page("/en-ae/ski-dubai")).html).toContain('data-maintenance="off"');
    expect((await page("/en-ae/ski-dubai")).cache).toBe("hit");
    const switched = await ops("PUT", "/maintenance/ski-dubai", { enable_maintenance_page: true });
    expect(switched.status).toBe(200);
    try {
      const after = await page("/en-ae/ski-dubai");
      expect(after.cache).toBe("miss");
      expect(after.html).toContain('data-maintenance="on"');
    } finally {
      await ops("PUT", "/maintenance/ski-dubai", { enable_maintenance_page: false });
    }
    const back = await page("/en-ae/ski-dubai");
    expect(back.cache).toBe("miss");
    expect(back.html).toContain('data-maintenance="off"');
  });

  it("sends a member-only page's anonymous visitor to sign in, never to a stored page", async () => {
    const first = await page("/en-ae/ski-dubai/accounts/dashboard");
    expect(first.response.status).toBe(302);
    expect((await page("/en-ae/ski-dubai/accounts/dashboard")).response.status).toBe(302);
    expect(pageCacheStats.stored).toBe(0);
  });

  it("shows a change made straight in D1 once the version is read again (every request with a recheck window of 0)", async () => {
    const everyTime = { PAGE_CACHE_VERSION_RECHECK_MS: "0" };
    await page("/en-ae/ski-dubai", {}, everyTime);
    await testEnv.DB.prepare("UPDATE cms_documents SET body = replace(body, '\"title\"', '\"title\" ') WHERE site = 'ski-dubai' AND locale = 'en' AND doc_key = 'home'").run();
    expect((await page("/en-ae/ski-dubai", {}, everyTime)).cache).toBe("miss");
    expect((await page("/en-ae/ski-dubai", {}, everyTime)).cache).toBe("hit");
    // Another document of the same site and language (the footer every page shows), removed straight in D1.
    await testEnv.DB.prepare("DELETE FROM cms_documents WHERE site = 'ski-dubai' AND locale = 'en' AND doc_key = 'footer'").run();
    expect((await page("/en-ae/ski-dubai", {}, everyTime)).cache).toBe("miss");
    // A change to another site's documents leaves this page stored.
    await page("/en-ae/ski-dubai", {}, everyTime);
    await testEnv.DB.prepare("UPDATE cms_documents SET updated_by = 'someone' WHERE site = 'snow-oman' AND locale = 'en'").run();
    expect((await page("/en-ae/ski-dubai", {}, everyTime)).cache).toBe("hit");
  });

  it("trusts a version read from D1 for the recheck window, then reads it again", async () => {
    const window = { PAGE_CACHE_VERSION_RECHECK_MS: "300" };
    await page("/en-ae/ski-dubai", {}, window);
    expect((await page("/en-ae/ski-dubai", {}, window)).cache).toBe("hit");
    await testEnv.DB.prepare("UPDATE cms_documents SET updated_by = 'someone' WHERE site = 'ski-dubai' AND locale = 'en' AND doc_key = 'home'").run();
    // Written past this isolate's ops seam: the stored page stands until the version is read again.
    expect((await page("/en-ae/ski-dubai", {}, window)).cache).toBe("hit");
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await page("/en-ae/ski-dubai", {}, window)).cache).toBe("miss");
    expect((await page("/en-ae/ski-dubai", {}, window)).cache).toBe("hit");
  });

  it("keeps separate pages per consent choice and for crawlers", async () => {
    await page("/en-ae/ski-dubai");
    const chosen = `${CONSENT_COOKIE}=C0002:1|C0003:0|C0004:0`;
    expect((await page("/en-ae/ski-dubai", { cookie: chosen })).cache).toBe("miss");
    expect((await page("/en-ae/ski-dubai", { cookie: chosen })).cache).toBe("hit");
    // A malformed consent cookie counts as no choice, like the render reads it.
    expect((await page("/en-ae/ski-dubai", { cookie: `${CONSENT_COOKIE}=nonsense` })).cache).toBe("hit");
    expect((await page("/en-ae/ski-dubai", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })).cache).toBe("miss");
    expect(renders).toBe(3);
  });

  it("never serves or stores a page for a visitor with a member session", async () => {
    await page("/en-ae/ski-dubai");
    const member = await page("/en-ae/ski-dubai", { cookie: `__Host-${SESSION_COOKIE}=anything` });
    expect(member.cache).toBeNull();
    expect(renders).toBe(2);
  });

  it("does not store a page that read the catalogue, set a cookie, failed, or was a data request", async () => {
    for (const query of ["?catalogue", "?late-catalogue", "?cookie", "?missing"]) {
      await page(`/en-ae/ski-dubai${query}`);
      const again = await page(`/en-ae/ski-dubai${query}`);
      expect(again.cache === "hit", query).toBe(false);
    }
    expect(pageCacheStats.stored).toBe(0);
    await page("/en-ae/ski-dubai.data");
    await page("/en-ae/ski-dubai.data");
    expect(pageCacheStats.hits).toBe(0);
  });

  it("keeps the URL's query apart and answers only GET from the store", async () => {
    await page("/en-ae/ski-dubai?a=1");
    expect((await page("/en-ae/ski-dubai?a=2")).cache).toBe("miss");
    expect((await page("/en-ae/ski-dubai?a=1")).cache).toBe("hit");
    const ctx = createExecutionContext();
    const head = await app.request("https://shop.test/en-ae/ski-dubai?a=1", { method: "HEAD", headers: { accept: "text/html" } }, testEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(head.headers.get("x-page-cache")).toBeNull();
  });

  it("never stores a page whose route does not declare it shared: one visitor's cookie never reaches another", async () => {
    // A route without the declaration whose loader reads a cookie of its own (not the session's, not the consent's).
    let undeclaredRenders = 0;
    const undeclared = createApp(
      cachedPages(async (c) => {
        undeclaredRenders++;
        const visitor = /(?:^|;\s*)visitor=([^;]*)/.exec(c.req.header("cookie") ?? "")?.[1] ?? "nobody";
        const nonce = c.get("secureHeadersNonce");
        return new Response(`<!DOCTYPE html><html><body><p>${visitor}</p><script nonce="${nonce}">1</script></body></html>`, {
          headers: { "content-type": "text/html; charset=utf-8" },
        });
      }),
      { beforePages: servePageFromCache },
    );
    const visit = async (cookie: string) => {
      const ctx = createExecutionContext();
      const response = await undeclared.request("https://shop.test/en-ae/ski-dubai/faq", { headers: { accept: "text/html", cookie } }, testEnv, ctx);
      const html = await response.text();
      await waitOnExecutionContext(ctx);
      return { html, cache: response.headers.get("x-page-cache") };
    };
    const alice = await visit("visitor=alice");
    const bob = await visit("visitor=bob");
    expect(alice.html).toContain("<p>alice</p>");
    expect(bob.html).toContain("<p>bob</p>");
    expect(bob.html).not.toContain("alice");
    expect(bob.cache === "hit").toBe(false);
    expect(undeclaredRenders).toBe(2);
    expect(pageCacheStats.stored).toBe(0);
  });

  it("is off with PAGE_CACHE_TTL_SECONDS=0", async () => {
    await page("/en-ae/ski-dubai", {}, { PAGE_CACHE_TTL_SECONDS: "0" });
    const again = await page("/en-ae/ski-dubai", {}, { PAGE_CACHE_TTL_SECONDS: "0" });
    expect(again.cache).toBeNull();
    expect(renders).toBe(2);
  });
});
