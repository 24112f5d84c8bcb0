import pino, { type LogFn } from "pino";

// What database errors repeat of the values sent: drizzle's `params` (and its "params: …" message
// tail), PGlite's `params`, and PostgreSQL's `detail` ("Key (email)=(…) already exists") and `where`
// ("unnamed portal parameter $5 = '…'"). Those values are customers' names and addresses: never logged.
const ECHOES_OF_VALUES = new Set(["params", "parameters", "detail", "where", "queryOptions"]);
const PARAMS_TAIL = /\nparams: [\s\S]*$/;

/** `text` without a failed query's "params: …" tail (also for error text stored outside the log). */
export function withoutParams(text: string): string {
  return text.replace(PARAMS_TAIL, "");
}

function scrub(value: unknown, seen: WeakSet<object>): unknown {
  if (!value || typeof value !== "object" || seen.has(value)) return value;
  seen.add(value);
  const record = value as Record<string, unknown>;
  const clean: Record<string, unknown> = {};
  const message = typeof record.message === "string" ? record.message : undefined;
  for (const [key, inner] of Object.entries(record)) {
    if (ECHOES_OF_VALUES.has(key)) continue;
    if (key === "message" && message !== undefined) clean.message = withoutParams(message);
    else if (key === "stack" && typeof inner === "string") {
      // The stack starts with the message; cut the same tail there, keeping the frames below it.
      clean.stack =
        message && inner.includes(message)
          ? inner.replace(message, () => withoutParams(message))
          : inner.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "");
    } else clean[key] = scrub(inner, seen);
  }
  return clean;
}

/**
 * pino's error serializer, minus every query parameter at any depth of the error and its causes, so a
 * failed query can be logged at error level without personal data (README.md, "Operations").
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = scrub(pino.stdSerializers.err(error), new WeakSet()) as Record<string, unknown>;
  // pino folds a cause into the stack text only; its fields (a driver's `code`, `constraint`) help too.
  if (error.cause instanceof Error && depth < 5) {
    const { stack: _stack, ...cause } = serializeError(error.cause, depth + 1) as Record<string, unknown>;
    serialized.cause = cause;
  }
  return serialized;
}

/**
 * pino's logMethod hook: a call without its own message takes the error's, and pino would copy that
 * as it is, "params: …" included. Here every string message loses that tail first.
 */
export function logWithoutParams(this: unknown, args: Parameters<LogFn>, method: LogFn): void {
  const [first, ...rest] = args as unknown[];
  const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  const fields = first instanceof Error ? { err: first } : first;
  const messages = rest.map((part) => (typeof part === "string" ? withoutParams(part) : part));
  if (typeof first === "string") {
    method.apply(this, [withoutParams(first), ...messages] as Parameters<LogFn>);
    return;
  }
  if (messages.length === 0 && error instanceof Error) messages.push(withoutParams(error.message));
  method.apply(this, [fields, ...messages] as Parameters<LogFn>);
}

/** An Error like `error` that says what failed but not with which values (its causes too). */
function withoutValues(error: Error, depth = 0): Error {
  const clean = new Error(withoutParams(error.message));
  clean.name = error.name;
  const stack = error.stack ?? "";
  clean.stack = stack.includes(error.message)
    ? stack.replace(error.message, () => withoutParams(error.message))
    : stack.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "");
  // What Next and the drivers print beside the stack and is safe: the digest a 500 page shows, codes.
  const record = error as Error & Record<string, unknown>;
  for (const key of ["digest", "code", "constraint", "table", "column", "routine"]) {
    if (typeof record[key] === "string") (clean as Error & Record<string, unknown>)[key] = record[key];
  }
  if (error.cause instanceof Error && depth < 5) clean.cause = withoutValues(error.cause, depth + 1);
  return clean;
}

/**
 * Next prints a page's or a Server Action's error itself, with console.error and every field of the
 * error: a failed query's values, and so what a visitor searched for or typed, would reach the log.
 * Installed once per server process (src/instrumentation.ts), this makes console.error and
 * console.warn print errors as the structured log does: message without "params: …", no `params`,
 * `detail` or `where`.
 */
export function printErrorsWithoutValues(target: Pick<Console, "error" | "warn"> = console): void {
  for (const level of ["error", "warn"] as const) {
    const print = target[level];
    target[level] = (...args: unknown[]) =>
      print.apply(
        target,
        args.map((arg) =>
          arg instanceof Error ? withoutValues(arg) : typeof arg === "string" ? withoutParams(arg) : arg,
        ),
      );
  }
}
