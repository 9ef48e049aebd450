// The app's module preloads start after the first paint (docs/decisions/025-catalogue-page-speed.md). The first paint
// needs the document, the stylesheet and the largest image; the scripts hydrate what is already shown, and fetched
// with the head they take the connection from those (on a slow network the framework chunk alone is most of a second).
// React Router's <Scripts> hoists its `<link rel="modulepreload">` into the head with no way to defer them, so the
// server replaces them there, as the document streams, with a small inline script that adds the same links once the
// browser reports the page's first paint. The page's own module script still imports the route modules as soon as the
// parser reaches it (after the stylesheet), so nothing waits on that script to start; the rest of the page passes through untouched.

const HEAD_END = "</head>";
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

/**
 * The head with its module preload links replaced, where the first one stood, by the script that adds them after the
 * first paint (with the links' nonce); a head whose links carry no nonce (no inline script could run) is unchanged.
 */
export function modulePreloadsAfterFirstPaint(head: string): string {
  const links = head.match(MODULE_PRELOAD) ?? [];
  const nonce = links[0] === undefined ? null : attribute(links[0], "nonce");
  if (!nonce || links.some((link) => attribute(link, "nonce") !== nonce)) return head;
  const hrefs = links.map((link) => attribute(link, "href")).filter((href): href is string => Boolean(href));
  let first = true;
  return head.replace(MODULE_PRELOAD, () => {
    if (!first) return "";
    first = false;
    return `<script nonce="${nonce}">${preloadAfterPaintScript(hrefs)}</script>`;
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
export function withModulePreloadsAfterFirstPaint(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
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
        controller.enqueue(new TextEncoder().encode(modulePreloadsAfterFirstPaint(new TextDecoder().decode(joined.subarray(0, cut)))));
        if (cut < joined.length) controller.enqueue(joined.subarray(cut));
        held = null;
      },
      flush(controller) {
        if (held?.length) controller.enqueue(held);
      },
    }),
  );
}
