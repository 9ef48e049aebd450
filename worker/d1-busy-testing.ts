// Test helpers: a real database that answers as SQLite does while another connection holds its write lock.

/** The error the local D1 gives while another connection holds SQLite's write lock (as seen in the shop's log). */
export function busyError(): Error {
  return new Error("D1_ERROR: database is locked: SQLITE_BUSY", { cause: new Error("database is locked: SQLITE_BUSY") });
}

/**
 * The real database, except that its next `locked` calls (a statement's run, first, all or raw, or a batch) fail as
 * a locked SQLite does, before they reach it: nothing of them is written, as with the real lock.
 */
export function lockedFor(db: D1Database, locked: number) {
  const state = { locked, calls: 0 };
  const gate = <T>(call: () => Promise<T>): Promise<T> => {
    state.calls++;
    if (state.locked > 0) {
      state.locked--;
      return Promise.reject(busyError());
    }
    return call();
  };
  const real = Symbol("real");
  const statement = (s: D1PreparedStatement): D1PreparedStatement =>
    ({
      [real]: s,
      bind: (...values: unknown[]) => statement(s.bind(...values)),
      run: () => gate(() => s.run()),
      first: (column?: string) => gate(() => (column === undefined ? s.first() : s.first(column))),
      all: () => gate(() => s.all()),
      raw: () => gate(() => s.raw()),
    }) as unknown as D1PreparedStatement;
  const database = {
    prepare: (query: string) => statement(db.prepare(query)),
    batch: (statements: D1PreparedStatement[]) =>
      gate(() => db.batch(statements.map((s) => (s as unknown as Record<symbol, D1PreparedStatement>)[real] ?? s))),
    exec: (query: string) => gate(() => db.exec(query)),
  } as unknown as D1Database;
  return { database, state };
}
