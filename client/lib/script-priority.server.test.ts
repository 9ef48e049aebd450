import { describe, expect, it } from "vitest";
import {
  HELD_SCRIPT_TYPE,
  WAKE_EVENTS,
  modulePreloadsAfterFirstPaint,
  preloadAfterPaintScript,
  preloadOnIntentScript,
  withModulePreloadsAfterFirstPaint,
} from "./script-priority.server";
import { HANDED_ON_EVENTS, WAKE_EVENTS_PROPERTY } from "./wake";

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

describe("scripts that wait for the visitor (docs/decisions/027)", () => {
  const HREFS = ["/assets/entry.client-a.js", "/assets/framework-b.js", "/assets/home-c.js"];
  type Element = { type?: string; rel?: string; href?: string; nonce?: string; text?: string; replaced?: Element; closest?: (s: string) => unknown };

  /** Runs the head's script on a fake page: the held module script is parsed (or not yet), the cart as stored. */
  function run(options: { parsed?: boolean; cart?: string; hrefs?: string[] } = {}) {
    const listeners: { type: string; listener: (e?: unknown) => void; options: unknown }[] = [];
    const documentListeners: Record<string, () => void> = {};
    const links: Element[] = [];
    const tasks: (() => void)[] = [];
    const held: Element = { type: HELD_SCRIPT_TYPE, text: "import('/assets/entry.client-a.js');" };
    let parsed = options.parsed ?? true;
    const held$ = held as Element & { replaceWith(x: Element): void };
    held$.replaceWith = (x) => (held.replaced = x);
    const window: Record<string, unknown> & { addEventListener: unknown } = {
      addEventListener: (type: string, listener: () => void, options: unknown) => listeners.push({ type, listener, options }),
    };
    const document = {
      currentScript: { nonce: "n0nce" },
      createElement: (): Element => ({}),
      querySelector: (selector: string) => (selector === `script[type=${HELD_SCRIPT_TYPE}]` && parsed ? held$ : null),
      addEventListener: (type: string, listener: () => void) => (documentListeners[type] = listener),
      head: { appendChild: (link: Element) => links.push(link) },
    };
    const localStorage = options.cart === undefined ? {} : { vuex: options.cart };
    new Function("window", "document", "localStorage", "setTimeout", preloadOnIntentScript(options.hrefs ?? HREFS))(
      window,
      document,
      localStorage,
      (callback: () => void) => tasks.push(callback),
    );
    const drain = () => {
      while (tasks.length) tasks.shift()!();
    };
    const fire = (type: string, target: Element = { closest: () => null }) => {
      const event = { type, target };
      for (const entry of listeners.filter((l) => l.type === type)) entry.listener(event);
      return event;
    };
    return { window, listeners, documentListeners, links, held, drain, fire, parse: () => (parsed = true) };
  }

  it("listens on the window, captured and passive, for each wake and does nothing before one", () => {
    const page = run();
    expect(page.listeners.map((l) => l.type)).toEqual([...WAKE_EVENTS]);
    for (const { options } of page.listeners) expect(options).toEqual({ capture: true, passive: true });
    page.drain();
    expect(page.links).toEqual([]);
    expect(page.held.replaced).toBeUndefined();
  });

  it("on the first wake runs the held module script (same text, the nonce) and adds the preloads one per task", () => {
    const page = run();
    page.fire("pointerover");
    expect(page.held.replaced).toEqual({ type: "module", nonce: "n0nce", text: "import('/assets/entry.client-a.js');" });
    expect(page.window[WAKE_EVENTS_PROPERTY]).toEqual([]); // a pointer is not heard again: the early input has its click
    expect(page.links).toEqual([{ rel: "modulepreload", href: HREFS[0], nonce: "n0nce" }]);
    page.drain();
    expect(page.links.map((l) => l.href)).toEqual(HREFS);
    // Once only: a later wake adds nothing and runs nothing again.
    const first = page.held.replaced;
    page.fire("scroll");
    page.fire("keydown");
    page.drain();
    expect(page.links).toHaveLength(HREFS.length);
    expect(page.held.replaced).toBe(first);
  });

  it("keeps the storage events and the app's global events, the waking one and later ones, until the app takes them", () => {
    expect(WAKE_EVENTS.filter((type) => /^s[th]/.test(type))).toEqual(["storage", ...HANDED_ON_EVENTS]);
    const page = run();
    const storage = page.fire("storage");
    expect(page.held.replaced?.type).toBe("module");
    page.fire("scroll");
    const video = page.fire("show-video-modal");
    const bar = page.fire("show-bottom-bar");
    expect(page.window[WAKE_EVENTS_PROPERTY]).toEqual([storage, video, bar]);
    // Taken by the app (null): nothing more is kept.
    page.window[WAKE_EVENTS_PROPERTY] = null;
    page.fire("storage");
    expect(page.window[WAKE_EVENTS_PROPERTY]).toBeNull();
  });

  it("wakes on each kind: pointer, touch, key, focus, wheel, scroll, another tab", () => {
    for (const type of WAKE_EVENTS) {
      const page = run();
      page.fire(type);
      expect(page.held.replaced?.type, type).toBe("module");
    }
  });

  it("does not wake for anything inside a native dialog (the consent dialog: its focus, keys and taps), and wakes elsewhere", () => {
    const page = run();
    const inDialog = { closest: (selector: string) => (selector === "dialog" ? {} : null) };
    for (const type of ["focusin", "keydown", "pointerdown", "touchstart", "pointerover", "scroll"]) page.fire(type, inDialog);
    expect(page.held.replaced).toBeUndefined();
    page.fire("focusin", { closest: () => null });
    expect(page.held.replaced?.type).toBe("module");
  });

  it("waits for the held script to be parsed when the wake comes while the document loads", () => {
    const page = run({ parsed: false });
    page.fire("touchstart");
    expect(page.held.replaced).toBeUndefined();
    expect(page.links).toHaveLength(1); // the preloads start at once
    page.parse();
    page.documentListeners.DOMContentLoaded!();
    expect(page.held.replaced?.type).toBe("module");
  });

  it("wakes at once for a stored cart with lines or a running booking session, not for an empty or unreadable one", () => {
    const cart = (lines: number, isStart: boolean) => JSON.stringify({ cart: { bookingData: Array(lines).fill({}), bookingSessionTimer: { isStart } } });
    for (const stored of [cart(1, false), cart(0, true), cart(3, true)]) {
      const page = run({ cart: stored });
      expect(page.held.replaced?.type).toBe("module");
      expect(page.listeners).toEqual([]);
    }
    for (const stored of [cart(0, false), "not json", JSON.stringify({ cart: null }), undefined]) {
      const page = run({ cart: stored });
      expect(page.held.replaced).toBeUndefined();
      expect(page.listeners).toHaveLength(WAKE_EVENTS.length);
    }
  });

  it("writes paths of the build's folder short, and any other list whole", () => {
    const short = preloadOnIntentScript(HREFS);
    expect(short).toContain('"entry.client-a,framework-b,home-c".split(",")');
    expect(short).not.toContain("/assets/framework-b.js");
    const mixed = ["/assets/a.js", "/other/b.js", "/assets/c.mjs"];
    const page = run({ hrefs: mixed });
    page.fire("keydown");
    page.drain();
    expect(page.links.map((l) => l.href)).toEqual(mixed);
    // Nothing of a path can close the script.
    expect(preloadOnIntentScript(["/assets/</script><script>x.js"])).not.toContain("</script>");
  });

  it("holds the head's preloads back in the script that waits, with the links' nonce", () => {
    const out = modulePreloadsAfterFirstPaint(HEAD, "on-intent");
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain(`<script nonce="n0nce">${preloadOnIntentScript(["/assets/entry.client-a.js", "/assets/framework-b.js"])}</script>`);
  });
});
