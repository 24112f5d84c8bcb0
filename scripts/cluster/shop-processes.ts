/**
 * The shop's processes for the cluster run: app instances (`dist/serve.js`) and workers
 * (`dist/worker.js`), compiled as `npm start` runs them, each restartable after a SIGKILL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { compiledEntry } from "../build-server";
import { endWithThisProcess } from "../lib/end-with-this-process";
import { heapMbOf, shopNodeFlags, shopProcessEnv } from "../lib/shop-node-flags";

export type ShopProcess = {
  name: string;
  /** Everything it printed, across restarts. */
  output: () => string;
  kill: (signal: NodeJS.Signals) => Promise<void>;
  restart: () => void;
  alive: () => boolean;
  /** The process id now (changes with a restart). */
  pid: () => number | undefined;
};

export function startShopProcess(
  root: string,
  name: string,
  entry: "serve" | "worker",
  env: Record<string, string>,
): ShopProcess {
  let output = "";
  let child: ChildProcess;
  const childEnv = shopProcessEnv({
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
    ...env,
  });
  const flags = shopNodeFlags(heapMbOf(childEnv));
  const launch = () => {
    child = spawn(process.execPath, [...flags, compiledEntry(root, entry)], {
      cwd: root,
      env: childEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    endWithThisProcess(child);
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  };
  launch();
  return {
    name,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    pid: () => child.pid,
    kill: async (signal) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      await exited;
    },
    restart: () => {
      output += `\n--- ${name} restarted ---\n`;
      launch();
    },
  };
}

/** Waits until `url` answers 200 (an instance's /api/ready), up to `timeoutMs`. */
export async function waitUntilReady(url: string, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${timeoutMs / 1000} s (${url})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
