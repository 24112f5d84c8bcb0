import pino, { type DestinationStream } from "pino";
import { envSchema } from "./env";
import { logWithoutParams, serializeError } from "./log-error";

// Read without env(): logging must work before (and while) the configuration is validated. An invalid
// LOG_LEVEL falls back to info here and is then reported by name by env() at start-up.
const level = envSchema.shape.LOG_LEVEL.safeParse(process.env.LOG_LEVEL).data ?? "info";

/** The shop's logger settings, writing to `destination` (stdout when omitted). */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}) {
  return pino(
    {
      level: options.level ?? level,
      base: { app: "printgo" },
      // Errors, database errors above all, are logged without the values their query was sent with.
      serializers: { err: serializeError, error: serializeError },
      hooks: { logMethod: logWithoutParams },
      redact: {
        paths: ["*.password", "*.apikey", "*.apiKey", "*.secret", "headers.cookie"],
        censor: "[redacted]",
      },
    },
    options.destination,
  );
}

/** JSON logs to stdout; one line per event, greppable by `reqId`. */
export const log = createLogger({
  level: process.env.NODE_ENV === "test" && !process.env.LOG_LEVEL ? "silent" : level,
});

export type Logger = typeof log;
