// The server's one logger (JSON lines on stdout), handed to every request through the load context. Logs
// never carry secrets: cookies and credentials are redacted, and a failed query's values (session tokens,
// submission keys, what a traveller typed) are taken out of every error before it is written, whoever logs it.
// The secret of every secret link (a trip page's, an invitation's, a reset's, the M-Pesa callback's) is taken
// out of every string of every line, its message, its fields, an error's message and stack (loggedText).
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { redactForLog } from "~/utils/secret-links";

/** Header paths that would carry a session or a credential, wherever a request or response is logged. */
const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
];

/**
 * Fields of database errors that repeat a query's values: Drizzle's `params`, PostgreSQL's `detail`
 * ("Key (token)=(...) already exists", "Failing row contains (...)") and `parameters`.
 */
const VALUE_FIELDS = new Set(["params", "detail", "parameters"]);

const QUERY_PARAMS = "\nparams: ";

/** A failed query's message without its values: Drizzle writes "Failed query: <sql>\nparams: <values>". */
export function withoutQueryValues(text: string): string {
  const at = text.indexOf(QUERY_PARAMS);
  return at === -1 || !text.includes("Failed query: ") ? text : `${text.slice(0, at)}${QUERY_PARAMS}[redacted]`;
}

/** Text as it may be written to the log: no query values, no secret link's secret. */
export function loggedText(text: string): string {
  return redactForLog(withoutQueryValues(text));
}

/** The error with its cause chain, each without the values of the query that failed. */
export function withoutSecrets(error: Error, seen = new Set<Error>()): Error {
  if (seen.has(error)) return error;
  seen.add(error);
  const copy = Object.create(Object.getPrototypeOf(error)) as Error & Record<string, unknown>;
  for (const key of Object.keys(error)) {
    if (VALUE_FIELDS.has(key)) continue;
    const value = (error as unknown as Record<string, unknown>)[key];
    // better-auth's errors repeat the failed query's message in their `body`.
    copy[key] = value instanceof Error ? withoutSecrets(value, seen) : clean(value, 1);
  }
  const message = loggedText(error.message);
  const stack = error.stack ?? "";
  // The stack opens with the message; anything else it could hold is kept only from its first frame on.
  const frames = stack.indexOf("\n    at ");
  const cleanStack = stack.includes(error.message)
    ? stack.replace(error.message, () => message)
    : `${error.name}: ${message}${frames === -1 ? "" : stack.slice(frames)}`;
  Object.defineProperty(copy, "message", { value: message, enumerable: false, writable: true, configurable: true });
  Object.defineProperty(copy, "stack", {
    value: loggedText(cleanStack),
    enumerable: false,
    writable: true,
    configurable: true,
  });
  if (error.cause !== undefined) {
    Object.defineProperty(copy, "cause", {
      value: error.cause instanceof Error ? withoutSecrets(error.cause, seen) : error.cause,
      enumerable: false,
      writable: true,
      configurable: true,
    });
  }
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors)) {
    copy.errors = errors.map((inner) => (inner instanceof Error ? withoutSecrets(inner, seen) : inner));
  }
  return copy;
}

/** Every value of a log call, errors and failed-query messages (as better-auth's logger passes them) cleaned. */
function clean(value: unknown, depth: number): unknown {
  if (value instanceof Error) return withoutSecrets(value);
  if (typeof value === "string") return loggedText(value);
  if (depth >= 3 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const cleaned: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) cleaned[key] = clean(inner, depth + 1);
  return cleaned;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: REDACTED_PATHS,
    formatters: {
      log: (object) => clean(object, 0) as Record<string, unknown>,
    },
    // `logger.error(error)` makes the error's message the line's: cleaned before pino reads it.
    hooks: {
      logMethod(args, method) {
        const cleaned = args.map((arg: unknown) => clean(arg, 2)) as Parameters<typeof method>;
        return method.apply(this, cleaned);
      },
      // The last line of defence, on the written line itself: what no hook above sees (a child logger's
      // fields, a serializer's output) loses its secret links too.
      streamWrite: redactForLog,
    },
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
