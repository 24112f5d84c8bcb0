import { ConfigError, parseEnv, type Env } from "../src/server/env";

/**
 * The validated configuration for a script that starts the shop (`npm start`, the custom server): a
 * wrong value ends the process with a message naming the variable, not a stack trace.
 */
export function loadConfigOrExit(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\nPrintGo cannot start.\n${error.message}\nSee "Configuration" in README.md.\n`);
      process.exit(1);
    }
    throw error;
  }
}
