import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { compactRouterScripts, safeCut, singleQuoted, withCompactRouterScripts } from "./compact-scripts.server";
import { HELD_SCRIPT_TYPE } from "./script-priority.server";

/** React Router's own form of a data chunk (lib/dom/ssr/single-fetch.js with markup.js's escapes). */
function routerScript(value: string, nonce = "n0nce"): string {
  const escaped = JSON.stringify(value).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue(${escaped});</script>`;
}

/** What the browser would enqueue for the data script(s) in the HTML. */
function enqueued(html: string): string[] {
  const out: string[] = [];
  const controller = { enqueue: (value: string) => out.push(value), close: () => {} };
  for (const [, code] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) runInNewContext(code!, { window: { __reactRouterContext: { streamController: controller } } });
  return out;
}

const AWKWARD = [
  "",
  'plain [{"_1":2},"loaderData",{"title":"Ski Dubai"}]',
  "quotes ' and \" and \\ and \\\" and \\'",
  "lines\nand\r\nreturns\tand \u0000 \u001f controls",
  "</script><script>alert(1)</script><!-- -->",
  "separators \u2028 \u2029 & < >",
  "تزلج في عُمان — 16.250 ر.ع. 😀",
  "bidi \u202e‮reversed\u202c \u2066isolated\u2069 \u200e+968\u200f and a lone surrogate \ud800",
];

describe("singleQuoted", () => {
  it("evaluates to the same text, and never holds a bare quote, line break, separator or markup character", () => {
    for (const text of AWKWARD) {
      const literal = singleQuoted(text);
      expect(runInNewContext(literal)).toBe(text);
      const inner = literal.slice(1, -1);
      expect(inner).not.toMatch(/[<>&\n\r\u2028\u2029\u0000-\u001f]/);
      expect(inner.replace(/\\[\\']/g, "")).not.toContain("'");
    }
  });
});

describe("compactRouterScripts", () => {
  it("writes each data chunk as a single-quoted string that enqueues the same text, and fewer bytes for quoted data", () => {
    const page = `<body><h1>تزلج</h1>${AWKWARD.map((text) => routerScript(text)).join("")}<p>after</p></body>`;
    const out = compactRouterScripts(page);
    expect(enqueued(out)).toEqual(AWKWARD);
    expect(out).toContain('<body><h1>تزلج</h1><script nonce="n0nce">window.__reactRouterContext.streamController.enqueue(\'\');</script>');
    expect(out.endsWith("<p>after</p></body>")).toBe(true);
    const data = '[{"_1":2,"_3":-5},"loaderData",{"_5":6},"site",{"title":"Snow \\"Park\\""}]';
    expect(Buffer.byteLength(compactRouterScripts(routerScript(data)))).toBeLessThan(Buffer.byteLength(routerScript(data)) - 10);
  });

  it("writes the manifest without indentation, as the same object", () => {
    const manifest = { entry: { module: "/assets/entry.client-a.js", imports: ["/assets/framework-b.js"], css: [] }, routes: { root: { id: "root", path: "", hasLoader: false } }, version: "2a01" };
    const script = `<script nonce="n0nce" type="module" async="">;\nimport * as route0 from "/assets/root-a.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-a.js");</script>`;
    const out = compactRouterScripts(script);
    expect(out).toBe(script.replace(JSON.stringify(manifest, null, 2), JSON.stringify(manifest)));
  });

  it("writes React Router's scroll restoration on one line, doing the same", () => {
    // As React Router 7 renders <ScrollRestoration /> (lib/dom/lib.js, ScrollRestoration's inline script).
    const code =
      '((storageKey, restoreKey) => {\n\t\tif (!window.history.state || !window.history.state.key) {\n\t\t\tlet key = Math.random().toString(32).slice(2);\n\t\t\twindow.history.replaceState({ key }, "");\n\t\t}\n\t\ttry {\n\t\t\tlet storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[restoreKey || window.history.state.key];\n\t\t\tif (typeof storedY === "number") window.scrollTo(0, storedY);\n\t\t} catch (error) {\n\t\t\tconsole.error(error);\n\t\t\tsessionStorage.removeItem(storageKey);\n\t\t}\n\t})("react-router-scroll-positions", null)';
    const script = `<script nonce="n0nce">${code}</script>`;
    const out = compactRouterScripts(script);
    expect(out).not.toContain("\n");
    expect(out.length).toBe(script.length - 41);
    /** What the script does in a page whose history and session storage are given. */
    const run = (html: string, state: { key?: string } | null, stored: string | null) => {
      const effects: unknown[] = [];
      const window = {
        history: {
          state: state as { key?: string } | null,
          replaceState(value: { key: string }) {
            this.state = value;
            effects.push(["replaceState", typeof value.key]);
          },
        },
        scrollTo: (x: number, y: number) => effects.push(["scrollTo", x, y]),
      };
      const sessionStorage = { getItem: () => stored, removeItem: (k: string) => effects.push(["removeItem", k]) };
      const console = { error: () => effects.push(["error"]) };
      runInNewContext(/<script[^>]*>([\s\S]*)<\/script>/.exec(html)![1]!, { window, sessionStorage, console, Math, JSON });
      return effects;
    };
    for (const [state, stored, effects] of [
      [null, null, [["replaceState", "string"]]],
      [{ key: "k1" }, JSON.stringify({ k1: 420 }), [["scrollTo", 0, 420]]],
      [{ key: "k1" }, JSON.stringify({ k2: 420 }), []],
      [{ key: "k1" }, "{broken", [["error"], ["removeItem", "react-router-scroll-positions"]]],
    ] as const) {
      expect(run(script, state, stored)).toEqual(effects);
      expect(run(out, state, stored)).toEqual(effects);
    }
    // Another script that starts the same way but breaks a line elsewhere is left as it is.
    const other = `<script nonce="n0nce">((storageKey, restoreKey) => {\n\t\tlet a = 1\n\t\tlet b = 2;\n\t})("x", null)</script>`;
    expect(compactRouterScripts(other)).toBe(other);
  });

  it("holds React Router's module script back as a data block on a page that waits for the visitor, and only there", () => {
    const module = '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-a.js";\nimport("/assets/entry.client-b.js");</script>';
    expect(compactRouterScripts(module)).toBe(module);
    expect(compactRouterScripts(module, "after-paint")).toBe(module);
    expect(compactRouterScripts(module, "on-intent")).toBe(module.replace('type="module" async=""', `type="${HELD_SCRIPT_TYPE}"`));
    // The data and the rest are compacted as on any page.
    const data = routerScript('[{"_1":2}]');
    expect(compactRouterScripts(data, "on-intent")).toBe(compactRouterScripts(data));
  });

  it("leaves every other script and text as it is", () => {
    const others = [
      '<script nonce="n0nce">window.__reactRouterContext = {"basename":"/"};</script>',
      '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script>',
      '<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue(notAString);</script>',
      '<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue(["a"]);</script>',
      "<p>window.__reactRouterManifest = {\n broken\n};</p>",
    ].join("");
    expect(compactRouterScripts(others)).toBe(others);
  });
});

describe("withCompactRouterScripts", () => {
  const page =
    '<!DOCTYPE html><html><head></head><body><h1>تزلج في عُمان</h1>' +
    routerScript('[{"_1":2},"loaderData",{"name":"Snow \\"Oman\\" — عُمان"}]') +
    '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>';
  const bytes = new TextEncoder().encode(page);
  const expected = compactRouterScripts(page);

  async function through(cuts: number[]): Promise<string> {
    const edges = [0, ...cuts, bytes.length];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i + 1 < edges.length; i++) controller.enqueue(bytes.slice(edges[i], edges[i + 1]));
        controller.close();
      },
    });
    return new Response(withCompactRouterScripts(body)).text();
  }

  it("gives the same page however the stream is cut (inside a tag, a script or a character)", async () => {
    expect(await through([])).toBe(expected);
    for (let cut = 1; cut < bytes.length; cut++) expect(await through([cut])).toBe(expected);
    expect(await through([5, 60, 61, 62, 120, 121, 200])).toBe(expected);
  });

  it("holds only an unfinished script or what could start one", () => {
    expect(safeCut("<p>a</p>")).toBe(8);
    expect(safeCut("<p>a</p><scr")).toBe(8);
    expect(safeCut("<p>a</p><script>x")).toBe(8);
    expect(safeCut("<p>a</p><script>x</script")).toBe(8);
    expect(safeCut("<p>a</p><script>x</script><p>")).toBe(29);
  });
});
