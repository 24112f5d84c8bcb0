import { ConfigError, parseEnv, type Env } from "../src/server/env";
import { assertSafeConfiguration } from "../src/server/start-up-safety";

/**
 * The validated configuration for a script that starts the shop (`npm start`, the custom server): a
 * wrong value, or an unsafe combination of values (src/server/start-up-safety.ts), ends the process
 * with a message naming the variables, not a stack trace.
 */
export function loadConfigOrExit(options: { serving?: boolean; who?: string } = {}): Env {
  try {
    const config = parseEnv(process.env);
    // Only a process that serves customers is refused an unsafe mix: an operator's tool (catalog
    // check, admin) may well run with a provider key before payments are set up.
    if (options.serving) assertSafeConfiguration(config, process.env);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(
        `\n${options.who ?? "PrintGo"} cannot start.\n${error.message}\nSee "Configuration" in README.md.\n`,
      );
      process.exit(1);
    }
    throw error;
  }
}
