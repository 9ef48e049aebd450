// The document's server render: each page request streamed with the response's script nonce, its stylesheet named
// in its headers, and the page cache told whether the page may be kept for other visitors (its routes' handles,
// ./handle.ts). React Router's entry (client/entry.server.tsx) is this module.
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { shopContext } from "../../shared/request-context";
import { consentFromCookieHeader, consentSettingsReturn } from "../../shared/consent";
import { ConsentChoiceContext, ConsentSettingsContext } from "../analytics/consent-choice";
import { NonceContext } from "./nonce";
import { RequestContext } from "./server-render-only";
import { pageIsShared } from "./handle";

export const streamTimeout = 5_000;

/**
 * How long a browser's answer waits for the whole render before it starts to stream. The loaders have finished before
 * the render starts, so what is left is React Router's encoding of their data, a few milliseconds: waited for, the
 * data is written in place. Streamed, it goes in a hidden element moved into place by React's swap script, about
 * 1.2 KB more on every page. A render that takes longer than this streams as before.
 */
const INLINE_WAIT_MS = 50;

/**
 * The page's scripts are asked for after what its first paint needs. React Router preloads every module of the page
 * (`<link rel="modulepreload">`, about 150 KB gzip on a catalogue page) at the browser's high priority, beside the
 * stylesheet and the hero image the first paint waits for; on a phone's link they shared its bandwidth. Marked
 * `fetchpriority="low"` (the web's own hint), the browser asks for them right after those. The page's controls work
 * before its scripts (decisions 039, 044), so the first paint is what a visitor waits for. Measured on the bench phone
 * (docs/decisions/058): first paint about 250 ms sooner, hydration within the runs' noise.
 */
function scriptsAfterFirstPaint(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> | null {
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.setAttribute("fetchpriority", "low");
      },
    })
    .transform(new Response(body)).body;
}

/**
 * The page-wide stylesheet, named in the document's headers (`Link: rel=preload`): the browser asks for it with the
 * document's first bytes, ahead of the page's many preloaded modules that React writes before the stylesheet's own
 * `<link>` (on a phone's link the stylesheet otherwise waited behind about 150 KB of scripts, and nothing is painted
 * without it); Cloudflare may send the header early as a 103 Early Hint. From the build's own manifest. The page
 * cache (worker/page-cache.ts) keeps the header with the page, so a kept page names it too.
 */
function stylesheetLink(manifest: EntryContext["manifest"]): string | null {
  const css = manifest.routes.root?.css ?? [];
  return css.length > 0 ? css.map((href) => `<${href}>; rel=preload; as=style`).join(", ") : null;
}

async function readyOrSoon(allReady: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([allReady.catch(() => {}), new Promise<void>((resolve) => (timer = setTimeout(resolve, INLINE_WAIT_MS)))]);
  clearTimeout(timer);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const shop = loadContext.get(shopContext);
  const nonce = shop.nonce || undefined;
  const routeIds = routerContext.staticHandlerContext.matches.map((match) => match.route.id);
  if (pageIsShared(routeIds, (id) => routerContext.routeModules[id]?.handle)) shop.pageCache.shared();
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ConsentChoiceContext.Provider value={consentFromCookieHeader(request.headers.get("cookie"))}>
        <ConsentSettingsContext.Provider value={consentSettingsReturn(new URL(request.url))}>
          <RequestContext.Provider value={loadContext}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </RequestContext.Provider>
        </ConsentSettingsContext.Provider>
      </ConsentChoiceContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      // A boundary already complete is written in place, however far down the page: by default React moves one that
      // ends past the first 12.8 KB (the footer) to the end of the document with its swap script (about 1 KB).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) shop.reportError(error);
      },
    },
  );
  shellRendered = true;
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  else await readyOrSoon(body.allReady);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const link = stylesheetLink(routerContext.manifest);
  if (link) responseHeaders.append("Link", link);
  return new Response(scriptsAfterFirstPaint(body), { headers: responseHeaders, status: responseStatusCode });
}
