import { describe, expect, it } from "vitest";
import { modulePreloadsAfterFirstPaint, preloadAfterPaintScript, withModulePreloadsAfterFirstPaint } from "./script-priority.server";

/** A stream of the text cut into the given byte pieces (to cut inside a tag or inside a character). */
function streamOf(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const edges = [0, ...cuts, bytes.length];
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i + 1 < edges.length; i++) controller.enqueue(bytes.slice(edges[i], edges[i + 1]));
      controller.close();
    },
  });
}

const HEAD =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" href="/images/snow-oman/hero.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/framework-b.js" nonce="n0nce"/>' +
  '<link nonce="n0nce" rel="stylesheet" href="/assets/root-c.css"/></head>';
const BODY = '<body><h1>تزلج في عُمان</h1><p>A page that mentions <link rel="modulepreload"> as text.</p></body></html>';

describe("module preloads after the first paint", () => {
  it("replaces the head's module preloads with one script that adds them, where the first stood", () => {
    const out = modulePreloadsAfterFirstPaint(HEAD);
    expect(out).not.toContain('<link rel="modulepreload"');
    const script = `<script nonce="n0nce">${preloadAfterPaintScript(["/assets/entry.client-a.js", "/assets/framework-b.js"])}</script>`;
    expect(out).toBe(HEAD.replace(/<link rel="modulepreload"[^>]*>/, script).replace(/<link rel="modulepreload"[^>]*>/, ""));
    // The stylesheet and the image preload stay as they were, after the script.
    expect(out.indexOf(script)).toBeLessThan(out.indexOf('rel="stylesheet"'));
    expect(out).toContain('<link rel="preload" as="image" href="/images/snow-oman/hero.svg" fetchPriority="high"/>');
  });

  it("adds the links, with the script's nonce, on the first paint entry, else on load, at once in a hidden tab; one per task, none for a script already fetched", () => {
    type Link = { rel: string; href: string; nonce: string };
    const run = (visibilityState: string, paintTiming: boolean) => {
      const added: Link[] = [];
      const tasks: (() => void)[] = [];
      const listeners: Record<string, () => void> = {};
      const observers: { callback: (list: unknown, observer: { disconnect(): void }) => void; options: unknown; disconnected: boolean }[] = [];
      class Observer {
        static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["mark"];
        entry: (typeof observers)[number];
        constructor(callback: (typeof observers)[number]["callback"]) {
          this.entry = { callback, options: null, disconnected: false };
          observers.push(this.entry);
        }
        observe(options: unknown) {
          this.entry.options = options;
        }
        disconnect() {
          this.entry.disconnected = true;
        }
      }
      const document = {
        currentScript: { nonce: "n0nce" },
        visibilityState,
        createElement: (): Link => ({ rel: "", href: "", nonce: "" }),
        head: { appendChild: (link: Link) => added.push(link) },
      };
      const performance = { getEntriesByType: (type: string) => (type === "resource" ? [{ name: "https://shop.test/assets/fetched.js" }] : []) };
      const setTimeout = (callback: (i: number) => void, _delay: number, i: number) => tasks.push(() => callback(i));
      const script = preloadAfterPaintScript(["/assets/a.js", "/assets/fetched.js", "/assets/b.js"]);
      new Function("document", "addEventListener", "PerformanceObserver", "performance", "location", "setTimeout", script)(
        document,
        (type: string, listener: () => void) => (listeners[type] = listener),
        Observer,
        performance,
        { href: "https://shop.test/ar-om/snow-oman/ski-lessons" },
        setTimeout,
      );
      /** Runs the queued tasks to the end, as the browser would after the current one. */
      const drain = () => {
        while (tasks.length) tasks.shift()!();
      };
      return { added, listeners, observers, tasks, drain };
    };
    const expected = [
      { rel: "modulepreload", href: "/assets/a.js", nonce: "n0nce" },
      { rel: "modulepreload", href: "/assets/b.js", nonce: "n0nce" },
    ];

    const painted = run("visible", true);
    expect(painted.added).toEqual([]);
    expect(painted.observers.map((o) => o.options)).toEqual([{ type: "paint", buffered: true }]);
    const observer = painted.observers[0]!;
    observer.callback({}, { disconnect: () => (observer.disconnected = true) });
    expect(painted.added).toEqual(expected.slice(0, 1)); // one link now, the next in a later task
    expect(painted.tasks).toHaveLength(1);
    painted.drain();
    expect(painted.added).toEqual(expected); // not the script the page had already fetched
    expect(observer.disconnected).toBe(true);
    painted.listeners.load!(); // once only
    expect(painted.added).toHaveLength(2);

    const noPaintTiming = run("visible", false);
    expect(noPaintTiming.observers).toEqual([]);
    expect(noPaintTiming.added).toEqual([]);
    noPaintTiming.listeners.load!();
    noPaintTiming.drain();
    expect(noPaintTiming.added).toEqual(expected);

    const hidden = run("hidden", true);
    hidden.drain();
    expect(hidden.added).toEqual(expected);
    expect(hidden.observers).toEqual([]);
  });

  it("leaves a head without nonces on its preloads unchanged (no inline script could run)", () => {
    const head = '<head><link rel="modulepreload" href="/a.js"/></head>';
    expect(modulePreloadsAfterFirstPaint(head)).toBe(head);
  });

  it("rewrites the head however the stream is cut, and passes the body through byte for byte", async () => {
    const bytes = new TextEncoder().encode(HEAD + BODY);
    const arabic = HEAD.length + "<body><h1>".length + 1; // inside a two-byte letter
    for (const cuts of [[], [10], [HEAD.indexOf("modulepreload") + 4], [HEAD.length - 3], [HEAD.length + 2, arabic], [5, 60, 200, arabic]]) {
      const out = await new Response(withModulePreloadsAfterFirstPaint(streamOf(bytes, cuts))).text();
      expect(out).toBe(modulePreloadsAfterFirstPaint(HEAD) + BODY);
    }
  });

  it("sends a document without a head unchanged", async () => {
    const text = "<p>نص قصير</p>";
    const out = await new Response(withModulePreloadsAfterFirstPaint(streamOf(new TextEncoder().encode(text), [4]))).text();
    expect(out).toBe(text);
  });
});
