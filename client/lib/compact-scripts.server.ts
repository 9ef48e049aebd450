// React Router writes two inline scripts into every page in forms larger than they need to be
// (docs/decisions/022-page-weight.md):
// - the hydration data goes as `streamController.enqueue("…")`: a JSON string whose content is itself JSON, so every
//   quote of the data travels as `\"` (about 2,300 extra bytes on a home page);
// - the matched routes' manifest goes as `JSON.stringify(manifest, null, 2)`: indented over some 90 lines.
// - the scroll restoration script goes as written in React Router's source, over 13 tab-indented lines.
// The server rewrites them as the document streams: the data as a single-quoted string (the same text, quotes left
// bare), the manifest without its indentation, the scroll restoration on one line. What the browser evaluates is the
// same value. Everything else passes through byte for byte; a script that does not parse as expected is left as it is.

import { HELD_SCRIPT_TYPE, type ScriptStart } from "./script-priority.server";

const ENQUEUE = /(<script\b[^>]*>)window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const MANIFEST = /window\.__reactRouterManifest = (\{\n[\s\S]*?\n\});/g;
const SCROLL_RESTORATION = /(<script\b[^>]*>)(\(\(storageKey, restoreKey\) => \{\n[^<`'/]*?\}\)\("[^"\\<]*", (?:null|"[^"\\<]*")\))<\/script>/g;
const SCRIPT_OPEN = "<script";
const SCRIPT_CLOSE = "</script>";

/** The characters a single-quoted string in an inline script must not hold bare. */
const UNSAFE = /[\\'\u0000-\u001f<>&\u2028\u2029]/g;
const SHORT: Record<string, string> = { "\\": "\\\\", "'": "\\'", "\n": "\\n" };

/**
 * A JavaScript single-quoted string literal of the text, safe inside an HTML script element: no bare quote, backslash,
 * line break or control character, and `<`, `>` and `&` as escapes (as React Router writes them), so the text can
 * never close the script or open a comment.
 */
export function singleQuoted(text: string): string {
  return `'${text.replace(UNSAFE, (c) => SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}'`;
}

// React Router's module script: the route modules' imports and the entry's, run as soon as it is parsed.
const MODULE_SCRIPT = /<script nonce="([^"<>]*)" type="module" async="">/g;

/**
 * The inline scripts of a piece of HTML with React Router's data and manifest in their compact forms; on a page whose
 * scripts wait for the visitor, its module script held back as a data block (a type the browser does not run), which
 * the head's script turns back into a module script when the page wakes (script-priority.server.ts).
 */
export function compactRouterScripts(html: string, start: ScriptStart = "after-paint"): string {
  const compact = start === "on-intent" ? html.replace(MODULE_SCRIPT, `<script nonce="$1" type="${HELD_SCRIPT_TYPE}">`) : html;
  return compact
    .replace(ENQUEUE, (whole, open: string, literal: string) => {
      let value: unknown;
      try {
        value = JSON.parse(literal);
      } catch {
        return whole;
      }
      return typeof value === "string" ? `${open}window.__reactRouterContext.streamController.enqueue(${singleQuoted(value)});</script>` : whole;
    })
    .replace(SCROLL_RESTORATION, (whole, open: string, code: string) => {
      // Joined only where every line break follows "{", "}" or ";": there a line break never changes what the code
      // means (no statement ends by it), and the pattern above admits no string with a "'", "`", "/" or markup.
      const lines = code.split("\n");
      if (!lines.slice(0, -1).every((line) => /[{};]$/.test(line))) return whole;
      return `${open}${lines.map((line) => line.replace(/^\t+/, "")).join("")}</script>`;
    })
    .replace(MANIFEST, (whole, json: string) => {
      try {
        return `window.__reactRouterManifest = ${JSON.stringify(JSON.parse(json)).replace(/</g, "\\u003c")};`;
      } catch {
        return whole;
      }
    });
}

/**
 * Where the text can be cut so that no script element is split: before the last `<script` that has not closed yet, or
 * before a tail that could be the start of one; else the whole text.
 */
export function safeCut(text: string): number {
  const open = text.lastIndexOf(SCRIPT_OPEN);
  if (open !== -1 && text.indexOf(SCRIPT_CLOSE, open) === -1) return open;
  for (let length = Math.min(SCRIPT_OPEN.length - 1, text.length); length > 0; length--) {
    if (text.endsWith(SCRIPT_OPEN.slice(0, length))) return text.length - length;
  }
  return text.length;
}

/** Passes an HTML stream through with React Router's inline scripts compacted; only an unfinished script is held. */
export function withCompactRouterScripts(body: ReadableStream<Uint8Array>, start: ScriptStart = "after-paint"): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = "";
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = held + decoder.decode(chunk, { stream: true });
        const cut = safeCut(text);
        held = text.slice(cut);
        if (cut > 0) controller.enqueue(encoder.encode(compactRouterScripts(text.slice(0, cut), start)));
      },
      flush(controller) {
        const rest = held + decoder.decode();
        if (rest) controller.enqueue(encoder.encode(compactRouterScripts(rest, start)));
      },
    }),
  );
}
