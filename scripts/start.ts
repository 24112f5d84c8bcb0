/**
 * `npm start`: checks the configuration, builds when the sources changed since the last build, then
 * serves the shop and prints its URL once it answers. The server process migrates and seeds the
 * database itself at start-up (src/instrumentation.ts), so `next start` alone is also safe.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { ConfigError, parseEnv } from "../src/server/env";
import { buildIfStale } from "./build-stamp";
import { startFulfilmentStandIn } from "./fulfilment-stand-in";
import { startPaymentsStandIn } from "./payments-stand-in";

const root = path.resolve(import.meta.dirname, "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

function loadConfig() {
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

async function announceWhenReady(appUrl: string, port: number) {
  const healthUrl = `http://127.0.0.1:${port}/api/health`;
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(healthUrl);
      if (response.ok) {
        console.log(`\n  PrintGo is ready: ${appUrl}\n`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const config = loadConfig();
buildIfStale(root, childEnv);
const payments = await startPaymentsStandIn(config);
const fulfilment = await startFulfilmentStandIn(config);
const server = spawn(process.execPath, [nextBin, "start", "--port", String(config.PORT)], {
  cwd: root,
  stdio: "inherit",
  env: { ...childEnv, ...payments?.env, ...fulfilment?.env },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  void Promise.allSettled([payments?.close(), fulfilment?.close()]).finally(() => process.exit(code ?? 0));
});
void announceWhenReady(config.APP_URL, config.PORT);
