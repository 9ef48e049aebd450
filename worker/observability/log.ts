// Structured logs an operator can follow (DESIGN decision 16): one JSON line per event with its level, message and the
// request it belongs to (id, method, path, site), which Workers Logs and `wrangler tail` index field by field. The
// request is found through AsyncLocalStorage, so a log written deep in a store needs no request handed down to it.
import { AsyncLocalStorage } from "node:async_hooks";

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The level below which nothing is written, when LOG_LEVEL is unset or unknown. */
export const DEFAULT_LOG_LEVEL: LogLevel = "info";

/** What every line of one request (or one scheduled run) carries. */
export interface LogScope {
  requestId: string;
  method?: string;
  path?: string;
  /** The venue the request is for, once known (its slug, or "site-id N" for a provider call). */
  site?: string | null;
  /** Lines below this level are not written. */
  minLevel: LogLevel;
}

const scopes = new AsyncLocalStorage<LogScope>();

/** Runs `work` with every log line inside it (also after awaits) carrying `scope`. */
export function withLogScope<T>(scope: LogScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** The scope of the running request or scheduled run, if any. */
export function currentLogScope(): LogScope | undefined {
  return scopes.getStore();
}

/** The level a LOG_LEVEL setting names; the default for anything else. */
export function logLevelOf(setting: string | undefined): LogLevel {
  const level = setting?.trim().toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(level ?? "") ? (level as LogLevel) : DEFAULT_LOG_LEVEL;
}

/** The fields of a thrown value: its name, message and stack (the cause's name and message too). */
export function errorFields(error: unknown): { errorName: string; errorMessage: string; stack?: string; cause?: string } {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : error.cause === undefined ? undefined : String(error.cause);
    return { errorName: error.name, errorMessage: error.message, ...(error.stack ? { stack: error.stack } : {}), ...(cause ? { cause } : {}) };
  }
  return { errorName: typeof error, errorMessage: String(error) };
}

/** JSON that never throws (a cycle or a BigInt in a field becomes a string). */
function lineOf(entry: Record<string, unknown>): string {
  try {
    return JSON.stringify(entry, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value));
  } catch {
    return JSON.stringify({ level: entry.level, message: entry.message, requestId: entry.requestId, unserialisable: true });
  }
}

/**
 * Writes one event as one JSON line: level, message, time, the request's scope and `fields` (an `error` field is
 * spread into errorName, errorMessage and stack). Errors go to console.error, warnings to console.warn.
 */
export function log(level: LogLevel, message: string, fields: Record<string, unknown> = {}): void {
  const scope = scopes.getStore();
  if (LOG_LEVELS.indexOf(level) < LOG_LEVELS.indexOf(scope?.minLevel ?? DEFAULT_LOG_LEVEL)) return;
  const { error, ...rest } = fields;
  const entry: Record<string, unknown> = {
    level,
    message,
    time: new Date().toISOString(),
    ...(scope ? { requestId: scope.requestId, method: scope.method, path: scope.path, site: scope.site ?? null } : {}),
    ...rest,
    ...("error" in fields ? errorFields(error) : {}),
  };
  const line = lineOf(entry);
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
