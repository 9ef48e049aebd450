// What a page render reads (content and catalogue), as the page handler hands it to the loaders: reads that meet a
// database locked through every try (worker/d1-busy.ts) end the page's loader with React Router's 503 answer, which
// the error layouts word as "the shop is busy" in the page's language, instead of a 500, an empty page or "not
// found" (docs/decisions/026-a-busy-database.md, addendum).
import { data } from "react-router";
import { BUSY_STATUS } from "../shared/contract/generic-error";
import { busyHeaders, DatabaseBusyError } from "./d1-busy";

type Read = (...args: unknown[]) => unknown;

/** The same reader with `around` called in place of each of its reads, given the read and its arguments. */
export function eachRead<T extends object>(reader: T, around: (read: Read, args: unknown[]) => unknown): T {
  return Object.fromEntries(
    Object.entries(reader).map(([name, read]) => [name, typeof read === "function" ? (...args: unknown[]) => around(read as Read, args) : read]),
  ) as T;
}

const busyToUnavailable = (error: unknown): never => {
  if (error instanceof DatabaseBusyError) throw data(null, { status: BUSY_STATUS });
  throw error;
};

/** The same reader, each of whose reads answers a locked database with a thrown 503 for the page's loader. */
export function busyAsUnavailable<T extends object>(reader: T): T {
  return eachRead(reader, (read, args) => {
    try {
      const answer = read(...args);
      return answer instanceof Promise ? answer.catch(busyToUnavailable) : answer;
    } catch (error) {
      return busyToUnavailable(error);
    }
  });
}

/** A page's answer, with Retry-After and no-store when it is the busy answer (browsers and crawlers come back). */
export function withBusyHeaders(response: Response): Response {
  if (response.status !== BUSY_STATUS) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(busyHeaders())) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
