import pino from "pino";
import { envSchema } from "./env";

// Read without env(): logging must work before (and while) the configuration is validated. An invalid
// LOG_LEVEL falls back to info here and is then reported by name by env() at start-up.
const level = envSchema.shape.LOG_LEVEL.safeParse(process.env.LOG_LEVEL).data ?? "info";

/** JSON logs to stdout; one line per event, greppable by `reqId`. */
export const log = pino({
  level: process.env.NODE_ENV === "test" && !process.env.LOG_LEVEL ? "silent" : level,
  base: { app: "printgo" },
  redact: {
    paths: ["*.password", "*.apikey", "*.apiKey", "*.secret", "headers.cookie"],
    censor: "[redacted]",
  },
});

export type Logger = typeof log;
