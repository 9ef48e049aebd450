// Locale choice as a browser sees it: "/" goes to the remembered or preferred prefix, each prefix answers with its
// site, language and direction and is remembered in the i18n_redirected cookie; other prefixes are not pages.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { prefixForAcceptLanguage } from "./locale";
import { EIGHT_PREFIXES } from "../../tenants/prefixes.fixture";

const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`https://shop.test${path}`, { redirect: "manual", headers });

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The i18n_redirected cookie a response sets, decoded, with its attributes; null when it sets none. */
function localeCookie(response: Response) {
  const header = response.headers.getSetCookie().find((c) => c.startsWith("i18n_redirected="));
  if (!header) return null;
  const [pair = "", ...attributes] = header.split(";").map((p) => p.trim());
  const attrs = Object.fromEntries(attributes.map((a) => a.split("=") as [string, string?]).map(([k, v]) => [k.toLowerCase(), v ?? true]));
  return { value: decodeURIComponent(pair.slice("i18n_redirected=".length)), attrs };
}


describe("the root /", () => {
  it("goes to /en-ae/ski-dubai without a cookie or a language", async () => {
    const response = await get("/");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en-ae/ski-dubai");
  });

  it("goes to the prefix remembered in the cookie, before the browser language", async () => {
    const response = await get("/", { cookie: "i18n_redirected=ar-om/snow-oman", "accept-language": "en-EG" });
    expect(response.headers.get("location")).toBe("/ar-om/snow-oman");
  });

  it("reads the cookie as the shop itself writes it (URI-encoded)", async () => {
    const response = await get("/", { cookie: "other=1; i18n_redirected=en-eg%2Fski-egypt" });
    expect(response.headers.get("location")).toBe("/en-eg/ski-egypt");
  });

  it.each(["fr-fr/ski-paris", "en-ae/ski-oman", "en-us/ski-dubai", "ar-ae", "garbage", ""])(
    "ignores the cookie value %j",
    async (value) => {
      const withLanguage = await get("/", { cookie: `i18n_redirected=${value}`, "accept-language": "ar-EG" });
      expect(withLanguage.headers.get("location")).toBe("/ar-eg/ski-egypt");
      const alone = await get("/", { cookie: `i18n_redirected=${value}` });
      expect(alone.headers.get("location")).toBe("/en-ae/ski-dubai");
    },
  );

  it.each([
    ["ar-OM", "/ar-om/snow-oman"],
    ["ar-EG", "/ar-eg/ski-egypt"],
    ["ar", "/ar-ae/ski-dubai"],
    ["ar-AE", "/ar-ae/ski-dubai"],
    ["ar-SA", "/ar-ae/ski-dubai"],
    ["en-OM", "/en-om/snow-oman"],
    ["en-EG,en;q=0.9", "/en-eg/ski-egypt"],
    ["en-US,en;q=0.9", "/en-ae/ski-dubai"],
    ["en", "/en-ae/ski-dubai"],
    ["fr-FR,fr;q=0.9,ar-OM;q=0.8,en;q=0.7", "/ar-om/snow-oman"],
    ["en;q=0.5, ar-EG;q=0.9", "/ar-eg/ski-egypt"],
    ["en-OM;q=0.2, ar;q=0.8", "/ar-ae/ski-dubai"],
    ["ar;q=0, en-OM", "/en-om/snow-oman"],
    ["fr-FR, de-DE;q=0.8, *;q=0.5", "/en-ae/ski-dubai"],
    ["zh-CN", "/en-ae/ski-dubai"],
  ])("Accept-Language %j goes to %s", async (acceptLanguage, prefix) => {
    const response = await get("/", { "accept-language": acceptLanguage });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(prefix);
  });

  it("keeps the query on the way to the prefix", async () => {
    const response = await get("/?utm_source=newsletter&utm_campaign=Winter");
    expect(response.headers.get("location")).toBe("/en-ae/ski-dubai?utm_source=newsletter&utm_campaign=Winter");
  });

  it("remembers the chosen prefix in i18n_redirected for 365 days on the whole site", async () => {
    const response = await get("/", { "accept-language": "ar-OM" });
    const cookie = localeCookie(response);
    expect(cookie?.value).toBe("ar-om/snow-oman");
    expect(cookie?.attrs["max-age"]).toBe(String(ONE_YEAR_SECONDS));
    expect(cookie?.attrs["max-age"]).toBe("31536000");
    expect(cookie?.attrs.path).toBe("/");
  });

  it("is never cached for everyone, since the answer depends on cookie and language", async () => {
    const response = await get("/");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("vary")).toMatch(/cookie/i);
    expect(response.headers.get("vary")).toMatch(/accept-language/i);
  });
});

describe("prefixForAcceptLanguage", () => {
  it("gives null when no language of the shop is listed", () => {
    expect(prefixForAcceptLanguage(undefined)).toBeNull();
    expect(prefixForAcceptLanguage("")).toBeNull();
    expect(prefixForAcceptLanguage("de, fr;q=0.5")).toBeNull();
    expect(prefixForAcceptLanguage("en;q=abc")).toBeNull();
  });
});

describe("the eight locale-site prefixes", () => {
  it.each(EIGHT_PREFIXES)("%s answers 200 as %s in %s (%s)", async (prefix, site, locale, dir) => {
    for (const path of [prefix, `${prefix}/faq`, `${prefix}/passes-packages/snow-park`]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.json(), path).toMatchObject({ page: path, site, locale, dir, maintenance: false });
    }
  });

  it.each(EIGHT_PREFIXES)("visiting %s remembers it in the cookie", async (prefix) => {
    const response = await get(`${prefix}/faq`);
    const cookie = localeCookie(response);
    expect(cookie?.value).toBe(prefix.slice(1));
    expect(cookie?.attrs["max-age"]).toBe("31536000");
    expect(cookie?.attrs.path).toBe("/");
  });

  it("replaces a cookie of another prefix and leaves a matching one alone", async () => {
    const other = await get("/ar-ae/snow-abu-dhabi", { cookie: "i18n_redirected=en-ae%2Fski-dubai" });
    expect(localeCookie(other)?.value).toBe("ar-ae/snow-abu-dhabi");

    const same = await get("/ar-ae/snow-abu-dhabi", { cookie: "i18n_redirected=ar-ae%2Fsnow-abu-dhabi" });
    expect(localeCookie(same)).toBeNull();
  });

  it("a visit followed by / comes back to the visited prefix", async () => {
    const visit = await get("/en-om/snow-oman/faq");
    const cookie = visit.headers.getSetCookie().find((c) => c.startsWith("i18n_redirected="))!.split(";")[0]!;
    const root = await get("/", { cookie, "accept-language": "ar-EG" });
    expect(root.headers.get("location")).toBe("/en-om/snow-oman");
  });

  it.each([
    "/en-us/ski-dubai",
    "/fr-ae/ski-dubai",
    "/en-ae/ski-oman",
    "/en-ae",
    "/ar-om/ski-dubai",
    "/en-eg/snow-oman",
    "/ski-dubai",
    "/en-ae/ski-dubaix/faq",
  ])("%s is not a page of the shop (404) and sets no cookie", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ site: null, locale: null, dir: null });
    expect(localeCookie(response)).toBeNull();
  });
});
