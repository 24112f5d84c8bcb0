/**
 * `npm run bench`: start-up time, page latency and server memory of the production build.
 * Starts the production server (dist/serve.js, compiled from scripts/serve.ts) twice on one data folder: first on a new database
 * (PGlite runs initdb, which alone peaks near 800 MB), then again as any later start would. The second
 * run crawls every page in both languages (sequentially, then 8 at a time), runs Lighthouse's mobile
 * preset on five storefront pages while the server is otherwise idle (scripts/bench-lighthouse.ts;
 * BENCH_LIGHTHOUSE=0 skips it), then loads the shop's hot paths (scripts/bench-shop.ts) and 'Place
 * Order' against the Stripe simulator (scripts/bench-checkout.ts), reads the server's memory from
 * /proc, then the designer's rows: a
 * business card's and an A3 poster's print PDF, each drawn in a child process like the shop's analysis
 * child, and the JavaScript of /product/1 and /design/1 (scripts/bench-designer.ts). It ends with one
 * table of the figures that have a budget (docs/testing.md, speed budgets), each PASS or FAIL. Last, the
 * admin's overview and order search over 100,000 orders on PostgreSQL (scripts/bench-admin.ts), and the
 * scaling rows: page and Place Order throughput through nginx with one and two instances
 * (scripts/bench-cluster.ts; `BENCH_ONLY=cluster`).
 *
 * `BENCH_ONLY=shop` runs only the shop's load (scripts/bench-shop.ts: quote API, static file, pages,
 * upload) on one start of a new database, and prints its lines and rows: a minute instead of many.
 * `BENCH_ONLY=checkout` runs only 'Place Order' (one start on a new database, then
 * scripts/bench-checkout.ts and its rows of the table). `BENCH_ONLY=designer` runs only the designer's
 * rows (scripts/bench-designer.ts) against one start. `BENCH_ONLY=lighthouse` runs only Lighthouse on the
 * five storefront pages and the product page's JavaScript (scripts/bench-lighthouse.ts). `DATABASE_URL` benches on that PostgreSQL
 * database instead of PGlite in a new data folder.
 */
import { randomBytes } from "node:crypto";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { localizedPath } from "../src/modules/i18n";
import { sitePages } from "../tests/e2e/site-pages";
import { startStripeSim } from "../tools/stripe-sim/server";
import { benchCheckout } from "./bench-checkout";
import { benchDesigner } from "./bench-designer";
import { benchLighthouse, lighthouseLines, lighthouseRows } from "./bench-lighthouse";
import { benchShop } from "./bench-shop";
import { formatBenchTable, type BenchRow } from "./lib/bench-table";
import { buildIfStale } from "./build-stamp";
import { compiledEntry } from "./build-server";
import { commandLine, cpuMs, memoryKb, processTree } from "./lib/processes";
import { endWithThisProcess } from "./lib/end-with-this-process";
import { heapMbOf, shopNodeFlags, shopProcessEnv } from "./lib/shop-node-flags";

const root = path.resolve(import.meta.dirname, "..");
/**
 * The server's resident memory at its peak, from the restart through every load: its process tree's
 * (the server and the analysis children it forks), sampled every SAMPLE_MS (docs/testing.md).
 */
const BENCH_PEAK_MEMORY_BUDGET_MB = 700;
const SAMPLE_MS = 200;
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://127.0.0.1:${port}`;
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const only = process.env.BENCH_ONLY;
if (only !== undefined && !["checkout", "shop", "cluster", "designer", "lighthouse"].includes(only))
  throw new Error(
    `BENCH_ONLY=${only}: only "shop", "checkout", "designer", "lighthouse" and "cluster" are known`,
  );
const checkoutOnly = only === "checkout";

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  LOG_LEVEL: "warn",
  // A shop on a PostgreSQL server must be given its secret (src/server/start-up-safety.ts); one per run.
  APP_SECRET: process.env.APP_SECRET || randomBytes(32).toString("base64url"),
};
buildIfStale(root, env);

/**
 * A part of the bench that needs a PostgreSQL server runs in a process of its own and prints its own
 * lines: the admin's reads (scripts/bench-admin.ts) and the scaling rows, one and two instances behind
 * nginx (scripts/bench-cluster.ts). When one can't run (no server, no nginx), the reason is printed.
 */
function benchPart(script: string, what: string): void {
  const run = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts", script)], {
    cwd: root,
    env,
    encoding: "utf8",
  });
  console.log(run.stdout.trimEnd() + "\n");
  if (run.status !== 0) console.error(`${what} could not be measured:\n${run.stderr.slice(-2000)}`);
}
const benchCluster = () => benchPart("bench-cluster.ts", "the scaling rows");

if (only === "cluster") {
  benchCluster();
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "printgo-bench-"));
const webhookSecret = "whsec_bench";
const stripe = await startStripeSim({
  port: 0,
  webhookSecret,
  webhookUrl: `${origin}/api/webhooks/stripe`,
  log: () => {},
});
const paymentsEnv = {
  STRIPE_SECRET_KEY: "sk_test_bench",
  STRIPE_API_BASE: stripe.url,
  STRIPE_WEBHOOK_SECRET: webhookSecret,
};

// The same custom server as `npm start`. It trusts loopback as a proxy here, so the checkout bench's
// per-customer X-Forwarded-For gives each simulated customer a rate limit of their own.
function startServer() {
  const server = spawn(process.execPath, [...shopNodeFlags(heapMbOf(env)), compiledEntry(root, "serve")], {
    cwd: root,
    env: shopProcessEnv({
      ...env,
      ...paymentsEnv,
      NODE_ENV: "production",
      TRUSTED_PROXIES: "loopback",
      PORT: String(port),
      DATA_DIR: dataDir,
    }),
    stdio: "ignore",
  });
  endWithThisProcess(server);
  return server;
}

async function stopServer(child: ReturnType<typeof startServer>) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** The server and every process it started (Next may run its renderer in a child). */
function treeMemoryMb(pid: number, field: "VmHWM" | "VmRSS"): number {
  return Math.round(processTree(pid).reduce((sum, pid) => sum + memoryKb(pid, field), 0) / 1024);
}

/**
 * The tree's resident memory, sampled until `stop()`, which returns the highest sum seen. The sum of
 * each process's own high-water mark (VmHWM) overstates it: the server and the children peak at
 * different moments. A spike shorter than SAMPLE_MS may be missed; the server's own VmHWM is printed
 * beside it.
 */
function sampleTreePeak(pid: number): { stop: () => number } {
  let peak = treeMemoryMb(pid, "VmRSS");
  const timer = setInterval(() => (peak = Math.max(peak, treeMemoryMb(pid, "VmRSS"))), SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeMemoryMb(pid, "VmRSS"));
    },
  };
}

/** Each process of the tree now, with its resident memory and its own peak: "server 402/512 MB, …". */
function treeProcesses(pid: number): string {
  return processTree(pid)
    .map((each) => {
      const name =
        each === pid ? "server" : /analysis-child/.test(commandLine(each)) ? "analysis child" : "other";
      return `${name} ${Math.round(memoryKb(each, "VmRSS") / 1024)}/${Math.round(memoryKb(each, "VmHWM") / 1024)} MB`;
    })
    .join(", ");
}

async function waitForFirstPage(started: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return performance.now() - started;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function timed(url: string): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(origin + url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - t0;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

if (process.env.BENCH_ONLY === "shop") {
  const server = startServer();
  try {
    await waitForFirstPage(performance.now());
    for (const url of ["/products", "/product/1"]) await timed(url); // first renders aren't load
    const shop = await benchShop(origin, () => treeMemoryMb(server.pid!, "VmRSS"));
    console.log(`\nPrintGo shop load (BENCH_ONLY=shop)\n${shop.lines.join("\n")}`);
    console.log(`\nBudgets (docs/testing.md)\n${formatBenchTable(shop.rows)}`);
  } finally {
    await stopServer(server);
    await stripe.close();
  }
  process.exit(0);
}

if (only === "designer") {
  const server = startServer();
  try {
    await waitForFirstPage(performance.now());
    const designer = await benchDesigner(origin);
    console.log(`\nPrintGo designer (BENCH_ONLY=designer)${designer.lines.join("\n")}`);
    console.log(`\nBudgets (docs/testing.md)\n${formatBenchTable(designer.rows)}`);
  } finally {
    await stopServer(server);
    await stripe.close();
  }
  process.exit(0);
}

if (only === "lighthouse") {
  const server = startServer();
  try {
    await waitForFirstPage(performance.now());
    const lighthouse = await benchLighthouse(origin);
    console.log(`\nPrintGo Lighthouse (BENCH_ONLY=lighthouse)\n${lighthouseLines(lighthouse).join("\n")}`);
    console.log(`\nBudgets (docs/testing.md)\n${formatBenchTable(lighthouseRows(lighthouse))}`);
  } finally {
    await stopServer(server);
    await stripe.close();
  }
  process.exit(0);
}

const serverCpuMs = (pid: number) => processTree(pid).reduce((sum, child) => sum + cpuMs(child), 0);

if (checkoutOnly) {
  const server = startServer();
  try {
    await waitForFirstPage(performance.now());
    const checkout = await benchCheckout(origin, root, () => serverCpuMs(server.pid!), stripe);
    const engine = process.env.DATABASE_URL ? "PostgreSQL server (DATABASE_URL)" : "embedded PGlite";
    console.log(`\nPrintGo checkout benchmark (${engine})\n${checkout.lines.join("\n")}`);
    console.log(`\nBudgets (docs/testing.md)\n${formatBenchTable(checkout.rows)}`);
  } finally {
    await stopServer(server);
    await stripe.close();
  }
  process.exit(0);
}

// Both starts are timed from just before the spawn.
const coldStarted = performance.now();
const cold = startServer();
const coldFirstPageMs = await waitForFirstPage(coldStarted);
const coldPeakMb = treeMemoryMb(cold.pid!, "VmHWM");
await stopServer(cold);

const started = performance.now();
const server = startServer();
const treePeak = sampleTreePeak(server.pid!);
try {
  const firstPageMs = await waitForFirstPage(started);
  const urls = (["en", "th"] as const).flatMap((locale) =>
    sitePages.map((page) => localizedPath(locale, page.path)),
  );
  for (const url of urls) await timed(url); // warm-up: first render of each route

  const sequential: number[] = [];
  for (let round = 0; round < rounds; round++) for (const url of urls) sequential.push(await timed(url));

  const concurrent: number[] = [];
  const queue = Array.from({ length: rounds }, () => urls).flat();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) concurrent.push(await timed(url));
    }),
  );
  const throughput = concurrent.length / ((performance.now() - t0) / 1000);
  // Lighthouse first, on a warm and otherwise idle server, as a newcomer runs it against `npm start`:
  // after the loads below the server is still working through their orders' jobs and mail.
  const lighthouse = process.env.BENCH_LIGHTHOUSE === "0" ? [] : await benchLighthouse(origin);
  const shop = await benchShop(origin, () => treeMemoryMb(server.pid!, "VmRSS"));
  const checkout = await benchCheckout(origin, root, () => serverCpuMs(server.pid!), stripe);
  const designer = await benchDesigner(origin);

  const format = (ms: number) => `${ms.toFixed(1)} ms`;
  const engine = process.env.DATABASE_URL ? "PostgreSQL server (DATABASE_URL)" : "embedded PGlite";
  console.log(`\nPrintGo benchmark (${urls.length} pages x ${rounds} rounds, ${engine})`);
  console.log(
    `  first start (new database) to first page  ${format(coldFirstPageMs)}, peak ${coldPeakMb} MB`,
  );
  console.log(`  restart to first page    ${format(firstPageMs)}`);
  console.log(
    `  sequential  p50 / p95    ${format(percentile(sequential, 50))} / ${format(percentile(sequential, 95))}`,
  );
  console.log(
    `  8 at a time p50 / p95    ${format(percentile(concurrent, 50))} / ${format(percentile(concurrent, 95))}`,
  );
  console.log(`  throughput (8 at a time) ${throughput.toFixed(1)} pages/s`);
  const peakMb = treePeak.stop();
  console.log(
    `  server memory now / peak ${treeMemoryMb(server.pid!, "VmRSS")} MB / ${peakMb} MB (sampled every ${SAMPLE_MS} ms; ` +
      `each process's own peaks add up to ${treeMemoryMb(server.pid!, "VmHWM")} MB)`,
  );
  console.log(`  processes now (resident/own peak): ${treeProcesses(server.pid!)}`);
  console.log(
    [...shop.lines, ...checkout.lines, ...designer.lines, ...lighthouseLines(lighthouse)].join("\n"),
  );

  const rows: BenchRow[] = [
    ...shop.rows,
    ...checkout.rows,
    ...designer.rows,
    ...lighthouseRows(lighthouse),
    {
      figure: "server memory, peak of the bench (restart onwards)",
      value: `${peakMb} MB`,
      budget: `≤ ${BENCH_PEAK_MEMORY_BUDGET_MB} MB`,
      pass: peakMb <= BENCH_PEAK_MEMORY_BUDGET_MB,
    },
  ];
  console.log(`\nBudgets (docs/testing.md)\n${formatBenchTable(rows)}`);
} finally {
  await stopServer(server);
  await stripe.close();
}

// The admin's reads over 100,000 orders, then the scaling rows: each in a database of its own.
benchPart("bench-admin.ts", "the admin's reads");
benchCluster();
