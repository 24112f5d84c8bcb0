import pino from "pino";

/** JSON logs to stdout; one line per event, greppable by `reqId`. */
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { app: "printgo" },
  redact: {
    paths: ["*.password", "*.apikey", "*.apiKey", "*.secret", "headers.cookie"],
    censor: "[redacted]",
  },
});

export type Logger = typeof log;
