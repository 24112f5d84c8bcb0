/**
 * `npm start`: checks the configuration, builds when the sources changed since the last build, then
 * serves the shop through the compiled custom server (`dist/serve.js`, from scripts/serve.ts: plain
 * JavaScript, no tsx) and prints its URL once it answers. The server process
 * migrates and seeds the database itself at start-up (src/instrumentation.ts). Bare `next start` would
 * serve too, but without the custom server nothing resolves client addresses (README.md "Operations").
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { loadConfigOrExit } from "./load-config";
import { buildIfStale } from "./build-stamp";
import { compiledEntry } from "./build-server";
import { shopNodeFlags, shopProcessEnv } from "./lib/shop-node-flags";
import { startFulfilmentStandIn } from "./fulfilment-stand-in";
import { startPaymentsStandIn } from "./payments-stand-in";

const root = path.resolve(import.meta.dirname, "..");
const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

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

const config = loadConfigOrExit({ serving: true });
buildIfStale(root, childEnv);
const payments = await startPaymentsStandIn(config);
const fulfilment = await startFulfilmentStandIn(config);
const server = spawn(process.execPath, [...shopNodeFlags(config.HEAP_MB), compiledEntry(root, "serve")], {
  cwd: root,
  stdio: "inherit",
  env: shopProcessEnv({ ...childEnv, NODE_ENV: "production", ...payments?.env, ...fulfilment?.env }),
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  void Promise.allSettled([payments?.close(), fulfilment?.close()]).finally(() => process.exit(code ?? 0));
});
void announceWhenReady(config.APP_URL, config.PORT);
