// The fetch stub of the call tests: answers in turn with the given replies (the last one repeated) and records what
// was sent. Undo it with vi.unstubAllGlobals().
import { vi } from "vitest";

/** A reply: status, body (JSON unless a string) and extra response headers. */
export type FetchReply = readonly [status: number, body: unknown, headers?: Readonly<Record<string, string>>];

export interface SentRequest {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
  /** The JSON body (every call sends an object), parsed; null when none was sent. */
  body: Record<string, unknown> | null;
}

export function stubFetch(...replies: FetchReply[]): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    sent.push({ url, init, headers: (init.headers ?? {}) as Record<string, string>, body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null });
    const [status, body, headers = {}] = replies[Math.min(sent.length, replies.length) - 1] ?? [200, {}];
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
  });
  return sent;
}
