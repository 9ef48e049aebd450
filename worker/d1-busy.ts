// A database that is locked for a moment is not an error of the request. SQLite answers SQLITE_BUSY when another
// connection holds its write lock: on a laptop, `wrangler d1 execute` beside `npm start` or the tests' own set-up
// writes. A call that fails so has changed nothing (a statement or a batch is one transaction that did not start),
// so it is safe to send again. Each D1 call is tried again a few times within about half a second; if the lock is
// still held, the call throws DatabaseBusyError, which the routers answer with 503 and Retry-After
// (docs/decisions/026-a-busy-database.md).
import type { Context } from "hono";
import { LANG_HEADER } from "../shared/contract/orders";
import { localeOfCall, type Locale } from "../shared/locale";
import { refusalBody } from "./orders/answers";

/** The waits, in milliseconds, before each further try of a call that met a locked database. */
export const BUSY_RETRY_DELAYS_MS = [15, 40, 100, 150, 200] as const;

/** Seconds a client is told to wait after the database stayed locked through every try. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** The database stayed locked through every try; nothing of the call was written. */
export class DatabaseBusyError extends Error {
  constructor(cause: unknown) {
    super("The database is busy; nothing was changed. Please try again in a moment.", { cause });
    this.name = "DatabaseBusyError";
  }
}

/** Whether an error from D1 says the database was locked (SQLite's SQLITE_BUSY or SQLITE_LOCKED). */
export function isDatabaseBusy(error: unknown): boolean {
  const message = error instanceof Error ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ""}` : "";
  return /SQLITE_BUSY|SQLITE_LOCKED|database is locked|database table is locked/i.test(message);
}

type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function retryWhileBusy<T>(call: () => Promise<T>, sleep: Sleep): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      const delay = BUSY_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw new DatabaseBusyError(error);
      await sleep(delay);
    }
  }
}

const inner = Symbol("d1 statement");

class RetryingStatement {
  [inner]: D1PreparedStatement;
  constructor(
    statement: D1PreparedStatement,
    private readonly sleep: Sleep,
  ) {
    this[inner] = statement;
  }
  bind(...values: unknown[]): RetryingStatement {
    return new RetryingStatement(this[inner].bind(...values), this.sleep);
  }
  first(column?: string): Promise<unknown> {
    return retryWhileBusy(() => (column === undefined ? this[inner].first() : this[inner].first(column)), this.sleep);
  }
  run(): Promise<D1Result> {
    return retryWhileBusy(() => this[inner].run(), this.sleep);
  }
  all(): Promise<D1Result> {
    return retryWhileBusy(() => this[inner].all(), this.sleep);
  }
  raw(options?: { columnNames?: boolean }): Promise<unknown[]> {
    return retryWhileBusy(() => (options?.columnNames ? this[inner].raw({ columnNames: true }) : this[inner].raw()), this.sleep);
  }
}

const wrapped = Symbol("retrying d1");

/**
 * The database with every call tried again while it is locked. Statements it prepares may go into its batch as
 * they are; the batch, being one transaction, is tried again as a whole.
 */
export function retryWhileLocked(db: D1Database, sleep: Sleep = realSleep): D1Database {
  if ((db as unknown as Record<symbol, unknown>)[wrapped]) return db;
  const unwrap = (statement: D1PreparedStatement) => (statement as unknown as RetryingStatement)[inner] ?? statement;
  const retrying = {
    [wrapped]: true,
    prepare: (query: string) => new RetryingStatement(db.prepare(query), sleep),
    batch: (statements: D1PreparedStatement[]) => retryWhileBusy(() => db.batch(statements.map(unwrap)), sleep),
    exec: (query: string) => retryWhileBusy(() => db.exec(query), sleep),
    dump: () => db.dump(),
    withSession: (constraint?: Parameters<D1Database["withSession"]>[0]) => db.withSession(constraint),
  };
  return retrying as unknown as D1Database;
}

/** The headers of a busy answer: wait a second, and keep nothing of it. */
export function busyHeaders(): Record<string, string> {
  return { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
}

/** The API's answer when the database stayed locked: 503, the contract's "busy" refusal in the call's language. */
export function busyAnswer(c: Context, locale?: Locale): Response {
  const words = locale ?? localeOfCall(c.req.query("Lang"), c.req.header(LANG_HEADER));
  return c.json(refusalBody("busy", words), 503, busyHeaders());
}
