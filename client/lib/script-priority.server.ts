// The app's module preloads start after the first paint (docs/decisions/025-catalogue-page-speed.md). The first paint
// needs the document, the stylesheet and the largest image; the scripts hydrate what is already shown, and fetched
// with the head they take the connection from those (on a slow network the framework chunk alone is most of a second).
// React Router's <Scripts> hoists its `<link rel="modulepreload">` into the head with no way to defer them, so the
// server replaces them there, as the document streams, with a small inline script that adds the same links once the
// browser reports the page's first paint. The page's own module script still imports the route modules as soon as the
// parser reaches it (after the stylesheet), so nothing waits on that script to start; the rest of the page passes through untouched.

import { STORAGE_KEYS } from "../../shared/storage-keys";
import { HANDED_ON_EVENTS, WAKE_EVENTS_PROPERTY } from "./wake";

/** The wakes the app hears again once it listens (their types start so, and no other wake's does). */
const HANDED_ON_TYPE = /^s[th]/;

const HEAD_END = "</head>";

/** When the page's scripts load: after the first paint, or once the visitor reaches for the page (decision 027). */
export type ScriptStart = "after-paint" | "on-intent";
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/gi;

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? null;
}

/**
 * The script that adds the preloads once the page has been painted: on the browser's first paint entry (reported once
 * the frame is shown), else on the load event (a browser without paint timing); at once in a hidden tab, which paints
 * nothing. One link per task, and none for a script the page has already fetched: a preload whose script is in the
 * cache compiles it at once, and forty of them in one task block the page for a long moment on a phone.
 */
export function preloadAfterPaintScript(hrefs: readonly string[]): string {
  return (
    `(function(){var s=document.currentScript,h=${JSON.stringify(hrefs).replace(/</g, "\\u003c")},have={},done=0;` +
    `function add(i){for(;i<h.length&&have[new URL(h[i],location.href).href];i++);if(i>=h.length)return;var l=document.createElement("link");l.rel="modulepreload";l.href=h[i];if(s&&s.nonce)l.nonce=s.nonce;document.head.appendChild(l);setTimeout(add,0,i+1)}` +
    `function go(){if(done)return;done=1;performance.getEntriesByType("resource").forEach(function(e){have[e.name]=1});add(0)}` +
    `if(document.visibilityState=="hidden")return go();addEventListener("load",go);` +
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0)new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true})}catch(e){}})()`
  );
}

/** The type that holds React Router's module script back as a data block (a type the browser does not run) until the page wakes. */
export const HELD_SCRIPT_TYPE = "wake";

/**
 * What wakes a page whose scripts wait for the visitor: a pointer over or on it, a touch, a key, focus, a scroll, a
 * change in another tab (storage), or one of the app's global events sent by another script (content-and-account §2).
 */
export const WAKE_EVENTS = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll", "storage", ...HANDED_ON_EVENTS] as const;

/** A string literal for an inline script: JSON, with `<` escaped so the text can never close the script. */
function literal(text: string): string {
  return JSON.stringify(text).replace(/</g, "\\u003c");
}

/**
 * The paths as an expression `h` of names and the `p` + name + `x` that gives each back: the build's scripts share
 * their folder and extension, which need not be written nine times. Any path that does not fit is written whole.
 */
function pathList(hrefs: readonly string[]): { names: string; prefix: string; suffix: string } {
  const folder = hrefs[0]?.slice(0, hrefs[0].lastIndexOf("/") + 1) ?? "";
  const fits = hrefs.every((href) => href.startsWith(folder) && href.endsWith(".js") && !/[,/]/.test(href.slice(folder.length)));
  if (!fits) return { names: JSON.stringify(hrefs).replace(/</g, "\\u003c"), prefix: '""', suffix: '""' };
  const names = hrefs.map((href) => href.slice(folder.length, -".js".length)).join(",");
  return { names: `${literal(names)}.split(",")`, prefix: literal(folder), suffix: '".js"' };
}

/**
 * The script of a page whose scripts wait for the visitor (decision 027). On the first of WAKE_EVENTS (captured on the
 * window, passive), it turns React Router's held module script back into a module script: a new element with the same
 * text and this script's nonce, in its place (once parsed, if the wake comes while the document still loads). It adds
 * the preloads, one per task, as the script above does. Nothing inside a native dialog wakes it: the consent dialog,
 * shown before the app with a handler of its own, takes the focus as it opens, and its answer loads the page again. A storage event or one of the app's global events, the first or any
 * later one until the app takes them, is kept for the app to hear again (client/lib/wake.ts). A visitor whose stored cart holds lines or a booking session wakes the
 * page at once: the header's count and countdown, and the question about another venue's cart, come with the app.
 * Written short: it is in the home page's HTML (the listeners stay, each call after the first returns at once).
 */
export function preloadOnIntentScript(hrefs: readonly string[]): string {
  const { names, prefix, suffix } = pathList(hrefs);
  return (
    `(function(w,d){var n=d.currentScript.nonce,h=${names},i=0,o,E=${literal(WAKE_EVENTS.join(" "))}.split(" ");w.${WAKE_EVENTS_PROPERTY}=[];` +
    `function a(){if(i<h.length){var l=d.createElement("link");l.rel="modulepreload";l.href=${prefix}+h[i++]+${suffix};l.nonce=n;d.head.appendChild(l);setTimeout(a)}}` +
    `function r(){var s=d.querySelector("script[type=${HELD_SCRIPT_TYPE}]"),x;if(!s)return d.addEventListener("DOMContentLoaded",r);` +
    `x=d.createElement("script");x.type="module";x.nonce=n;x.text=s.text;s.replaceWith(x)}` +
    `function g(e){var t=e&&e.target;if(t&&t.closest&&t.closest("dialog"))return;` +
    `e&&${HANDED_ON_TYPE}.test(e.type)&&w.${WAKE_EVENTS_PROPERTY}&&w.${WAKE_EVENTS_PROPERTY}.push(e);if(o)return;o=1;r();a()}` +
    `try{var c=JSON.parse(localStorage.${STORAGE_KEYS.store}).cart;if(c.bookingData.length||c.bookingSessionTimer.isStart)return g()}catch(e){}` +
    `E.forEach(function(k){w.addEventListener(k,g,{capture:!0,passive:!0})})})(window,document)`
  );
}

/**
 * The head with its module preload links replaced, where the first one stood, by the script that adds them after the
 * first paint (with the links' nonce); a head whose links carry no nonce (no inline script could run) is unchanged.
 */
export function modulePreloadsAfterFirstPaint(head: string, start: ScriptStart = "after-paint"): string {
  const links = head.match(MODULE_PRELOAD) ?? [];
  const nonce = links[0] === undefined ? null : attribute(links[0], "nonce");
  if (!nonce || links.some((link) => attribute(link, "nonce") !== nonce)) return head;
  const hrefs = links.map((link) => attribute(link, "href")).filter((href): href is string => Boolean(href));
  let first = true;
  return head.replace(MODULE_PRELOAD, () => {
    if (!first) return "";
    first = false;
    return `<script nonce="${nonce}">${start === "on-intent" ? preloadOnIntentScript(hrefs) : preloadAfterPaintScript(hrefs)}</script>`;
  });
}

/** Index just past the first `</head>` in the bytes, or -1. */
function headEnd(bytes: Uint8Array): number {
  const marker = HEAD_END.split("").map((c) => c.charCodeAt(0));
  outer: for (let i = 0; i + marker.length <= bytes.length; i++) {
    for (let j = 0; j < marker.length; j++) if (bytes[i + j] !== marker[j]) continue outer;
    return i + marker.length;
  }
  return -1;
}

/**
 * Passes an HTML stream through, rewriting only its head: the bytes up to `</head>` are held (they come with the
 * shell's first flush, so nothing waits for them), rewritten, then sent; everything after goes through as it comes.
 */
export function withModulePreloadsAfterFirstPaint(body: ReadableStream<Uint8Array>, start: ScriptStart = "after-paint"): ReadableStream<Uint8Array> {
  let held: Uint8Array | null = new Uint8Array(0);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (held === null) {
          controller.enqueue(chunk);
          return;
        }
        const joined = new Uint8Array(held.length + chunk.length);
        joined.set(held);
        joined.set(chunk, held.length);
        const cut = headEnd(joined);
        if (cut === -1) {
          held = joined;
          return;
        }
        // `</head>` is ASCII, so the head ends on a character boundary.
        controller.enqueue(new TextEncoder().encode(modulePreloadsAfterFirstPaint(new TextDecoder().decode(joined.subarray(0, cut)), start)));
        if (cut < joined.length) controller.enqueue(joined.subarray(cut));
        held = null;
      },
      flush(controller) {
        if (held?.length) controller.enqueue(held);
      },
    }),
  );
}
