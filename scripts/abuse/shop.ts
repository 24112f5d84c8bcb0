/**
 * The shop under attack for `npm run test:abuse`: started exactly as `npm start` starts it (production
 * build, embedded PGlite on a new data folder, both simulators), with its log kept for inspection, its
 * memory read from /proc and its health endpoint probed all the time.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { childrenOf, commandLine, memoryKb, processTree } from "../lib/processes";

export type Shop = {
  origin: string;
  port: number;
  controlToken: string;
  /** Everything the shop's processes printed. */
  log: () => string;
  /** The web server process's resident memory in MB (not the simulators, not its analysis processes). */
  serverMemoryMb: () => number;
  /** The server's child processes (design-file analysis), together, in MB. */
  analysisMemoryMb: () => number;
  /** The server process's environment (where `npm start` put the simulators' keys). */
  serverEnv: () => Record<string, string>;
  /** The demo admin the first start made and printed once (src/composition/demo-admin.ts). */
  demoAdmin: { email: string; password: string };
  stop: () => Promise<void>;
};

/**
 * Starts the shop twice on one new data folder and attacks the second: the first start creates the
 * embedded database (initdb alone peaks near 900 MB, which the allocator keeps for a while), so only a
 * restart has the memory any later start of a real shop has.
 */
export async function startShop(root: string, port: number): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "printgo-abuse-"));
  const controlToken = randomBytes(16).toString("hex");
  const first = await launch(root, port, dataDir, controlToken);
  const demoAdmin = {
    // The lines "    e-mail      …" and "    password    …" (not "The password is shown…").
    email: /^ +e-mail +(\S+)$/m.exec(first.log())?.[1] ?? "",
    password: /^ +password +(\S+)$/m.exec(first.log())?.[1] ?? "",
  };
  await first.stop();
  return { ...(await launch(root, port, dataDir, controlToken)), demoAdmin };
}

async function launch(
  root: string,
  port: number,
  dataDir: string,
  controlToken: string,
): Promise<Omit<Shop, "demoAdmin">> {
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
      STRIPE_SECRET_KEY: "",
      CLOUDPRINTER_API_KEY: "",
      CLOUDPRINTER_SIM_STEP_MS: "0",
      SIMULATOR_CONTROL_TOKEN: controlToken,
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));

  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the shop exited while starting:\n${output}`);
    const up = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 2400) throw new Error("the shop did not answer /api/health within 10 minutes");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  // scripts/start.ts runs the simulators in its own process (and tsx's esbuild beside them) and the
  // compiled server (dist/serve.js) as its child; the server runs design-file analysis in children of its
  // own, each killed past its own memory cap.
  const serverPids = () => childrenOf(child.pid!).filter((pid) => commandLine(pid).includes("dist/serve.js"));
  const sumMb = (pids: number[]) => Math.round(pids.reduce((sum, pid) => sum + memoryKb(pid), 0) / 1024);
  return {
    origin,
    port,
    controlToken,
    log: () => output,
    serverMemoryMb: () => sumMb(serverPids()),
    analysisMemoryMb: () =>
      sumMb(
        serverPids()
          .flatMap(processTree)
          .filter((pid) => commandLine(pid).includes("analysis-child")),
      ),
    serverEnv: () => {
      const pid = serverPids()[0];
      const raw = pid ? readFileSync(`/proc/${pid}/environ`, "utf8") : "";
      return Object.fromEntries(
        raw
          .split("\0")
          .filter(Boolean)
          .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
      );
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * The health probe runs in a thread of its own: the attacks build and send gigabytes from this
 * process, and a probe sharing their event loop would time the attacker's backlog, not the shop's.
 */
const probeSource = `
const { parentPort, workerData } = require("node:worker_threads");
(async () => {
  for (;;) {
    const t0 = performance.now();
    const ok = await fetch(workerData.url, { signal: AbortSignal.timeout(10000) }).then(
      (response) => response.ok,
      () => false,
    );
    parentPort.postMessage({ ms: performance.now() - t0, ok });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
})();
`;

/** Probes /api/health every 100 ms and samples server memory, so each attack can report its worst. */
export function watch(shop: Shop) {
  let slowestHealthMs = 0;
  let failedHealth = 0;
  let peakMb = 0;
  let analysisPeakMb = 0;
  const probe = new Worker(probeSource, { eval: true, workerData: { url: `${shop.origin}/api/health` } });
  probe.on("message", ({ ms, ok }: { ms: number; ok: boolean }) => {
    slowestHealthMs = Math.max(slowestHealthMs, ms);
    if (!ok) failedHealth++;
  });
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, shop.serverMemoryMb());
    analysisPeakMb = Math.max(analysisPeakMb, shop.analysisMemoryMb());
  }, 100);
  return {
    /** The worst seen since the last reset, then starts again. */
    take() {
      const result = {
        slowestHealthMs,
        failedHealth,
        peakMb: Math.max(peakMb, shop.serverMemoryMb()),
        analysisPeakMb,
      };
      slowestHealthMs = 0;
      failedHealth = 0;
      peakMb = 0;
      analysisPeakMb = 0;
      return result;
    },
    async stop() {
      clearInterval(sampler);
      await probe.terminate();
    },
  };
}
