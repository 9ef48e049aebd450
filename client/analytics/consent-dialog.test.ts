// The consent state on the page: the server's script carries the stored choice and adds the tag manager only after a
// grant; the dialog's markup in both languages, its texts escaped, its handler with the response's nonce.
import { describe, expect, it } from "vitest";
import { consentUpdate, defaultConsent } from "../../shared/analytics";
import { ar } from "../i18n/ar";
import { en } from "../i18n/en";
import { translatorFrom } from "../i18n";
import { consentDefaultsScript } from "./analytics";
import { consentDialogHtml } from "./consent-dialog";

/** Runs the server's consent script on a fake page; returns its data layer and the scripts it added. */
function run(script: string) {
  const page = { dataLayer: undefined as unknown[] | undefined };
  const added: { src: string; nonce: string; async: boolean }[] = [];
  const document = {
    currentScript: { nonce: "n0nce" },
    createElement: () => ({ setAttribute() {} }) as unknown as (typeof added)[0],
    head: { appendChild: (s: (typeof added)[0]) => added.push(s) },
  };
  new Function("window", "document", script)(page, document);
  const commands = (page.dataLayer ?? []).map((e) => (Object.prototype.toString.call(e) === "[object Arguments]" ? [...(e as IArguments)] : e));
  return { commands, added };
}

describe("the document's first page view", () => {
  it("is pushed on the load event with the page's values as the script ran, as a member or a guest", async () => {
    const { firstPageViewScript } = await import("./analytics");
    for (const [signedIn, language, user_type] of [[false, "ar", "Guest"], [true, "en", "Member"]] as const) {
      const page = { dataLayer: [] as unknown[] };
      const listeners: Record<string, () => void> = {};
      const location = { pathname: "/ar-om/snow-oman", href: "https://shop.test/ar-om/snow-oman?x=1" };
      const document = { title: "سنو عُمان" };
      new Function("window", "document", "location", "addEventListener", consentDefaultsScript(null, "", firstPageViewScript(signedIn, language)))(
        page,
        document,
        location,
        (type: string, listener: () => void) => (listeners[type] = listener),
      );
      expect(page.dataLayer).toHaveLength(1); // the consent defaults only, until the page has loaded
      // A navigation before the load event does not take the first page's values over.
      location.pathname = "/ar-om/snow-oman/faq";
      document.title = "FAQ";
      listeners.load!();
      expect(page.dataLayer[1]).toEqual({
        event: "page_view",
        user_type,
        page_path: "/ar-om/snow-oman",
        page_title: "سنو عُمان",
        page_location: "https://shop.test/ar-om/snow-oman?x=1",
        language,
      });
    }
  });
});

describe("the consent script", () => {
  it("without a stored choice: the denied defaults only, and no tag manager", () => {
    const { commands, added } = run(consentDefaultsScript(null, "GTM-SKIDXB0"));
    expect(commands).toEqual([defaultConsent()]);
    expect(added).toEqual([]);
  });

  it("with a choice that grants: the defaults, the update, then the tag manager with the script's nonce", () => {
    const choice = { C0002: true, C0003: false, C0004: false };
    const { commands, added } = run(consentDefaultsScript(choice, "GTM-SKIDXB0"));
    expect(commands[0]).toEqual(defaultConsent());
    expect(commands[1]).toEqual(consentUpdate(choice));
    expect(commands[2]).toMatchObject({ event: "gtm.js" });
    expect(added).toEqual([expect.objectContaining({ src: "https://www.googletagmanager.com/gtm.js?id=GTM-SKIDXB0", nonce: "n0nce", async: true })]);
  });

  it("with everything rejected: the update says denied, and the tag manager never loads", () => {
    const choice = { C0002: false, C0003: false, C0004: false };
    const { commands, added } = run(consentDefaultsScript(choice, "GTM-SKIDXB0"));
    expect(commands).toEqual([defaultConsent(), consentUpdate(choice)]);
    expect(added).toEqual([]);
  });
});

describe("the consent dialog's markup", () => {
  for (const [lang, messages] of [["en", en], ["ar", ar]] as const) {
    it(`${lang}: a labelled dialog with the three categories unticked, its buttons named, its handler nonced`, () => {
      const markup = consentDialogHtml(translatorFrom(messages, lang), `/${lang}-ae/ski-dubai/privacy-policy`, "abc123");
      expect(markup).toMatch(/^<dialog id="consent-dialog" aria-labelledby="consent-title" aria-describedby="consent-intro"/);
      for (const key of ["consent.title", "consent.acceptAll", "consent.rejectAll", "consent.manage", "consent.save", "consent.analytics", "consent.personalisation", "consent.advertising"] as const) {
        expect(markup, key).toContain(messages[key]);
      }
      for (const c of ["C0002", "C0003", "C0004"]) {
        expect(markup).toMatch(new RegExp(`<input type="checkbox" name="${c}" [^>]*>`));
        expect(markup).not.toMatch(new RegExp(`<input type="checkbox" name="${c}" [^>]*checked`));
      }
      expect(markup).toContain(`href="/${lang}-ae/ski-dubai/privacy-policy"`);
      expect(markup).toContain('<script nonce="abc123">');
    });
  }

  it("escapes the texts it is given", () => {
    const markup = consentDialogHtml(translatorFrom({ ...en, "consent.title": '<img src=x onerror="alert(1)">' }, "en"), "/x", undefined);
    expect(markup).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(markup).toContain("<script>");
  });

  it("opened from the cookie settings: the stored choice ticked, and the choice goes back to the page instead of reloading", () => {
    const settings = { current: { C0002: false, C0003: true, C0004: true }, returnTo: "/en-ae/ski-dubai/faq" };
    const markup = consentDialogHtml(translatorFrom(en, "en"), "/x", "n", settings);
    expect(markup).toMatch(/<input type="checkbox" name="C0002" class/);
    expect(markup).toMatch(/<input type="checkbox" name="C0003" checked class/);
    expect(markup).toMatch(/<input type="checkbox" name="C0004" checked class/);
    expect(markup).toContain('location.replace("/en-ae/ski-dubai/faq")');
    expect(markup).not.toContain("location.reload()");
    // A first visit reloads the page it is on.
    expect(consentDialogHtml(translatorFrom(en, "en"), "/x", "n")).toContain("location.reload()");
  });

  it("writes the return path so that it cannot end the script or its line", () => {
    const markup = consentDialogHtml(translatorFrom(en, "en"), "/x", "n", { current: null, returnTo: "/a</script><script>alert(1)//\u2028b" });
    const script = markup.slice(markup.indexOf("<script"));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain("\u2028");
    expect(script).toContain('location.replace("/a\\u003c/script>\\u003cscript>alert(1)//\\u2028b")');
  });
});
