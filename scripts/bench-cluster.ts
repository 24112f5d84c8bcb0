/**
 * The scaling rows of `npm run bench` (`BENCH_ONLY=cluster` alone): page and Place Order throughput
 * through nginx with one and with two app instances, in the same run, on the deployment of
 * docs/deploy.md started on this machine (scripts/cluster/cluster.ts: PostgreSQL, the bucket stand-in,
 * nginx, one worker). The factor between the two is measured, not assumed. Everything (load, nginx,
 * instances, PostgreSQL) shares this machine's cores, which is what bounds the factor here.
 */
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import sharp from "sharp";
import { buildIfStale } from "./build-stamp";
import { startCluster, type Cluster } from "./cluster/cluster";
import { formatBenchTable, type BenchRow } from "./lib/bench-table";
import { cpuMs, processTree } from "./lib/processes";
import { actionId, callAction } from "./lib/server-actions";
import { placeOrderInput } from "./lib/place-order-input";

const root = path.resolve(import.meta.dirname, "..");
const CUSTOMERS_AT_ONCE = 16;
const ROUNDS = 4;

/** CPU time of the whole machine (all cores, /proc/stat): busy and total, in clock ticks. */
function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/** Where the machine's CPU went while `run` ran: busy share, and the app instances' and this process's part of it. */
async function cpuDuring<T>(cluster: Cluster, run: () => Promise<T>) {
  const appsMs = () =>
    cluster.apps.reduce(
      (sum, app) => sum + processTree(app.pid() ?? 0).reduce((s, pid) => s + cpuMs(pid), 0),
      0,
    );
  const [machine0, apps0, self0] = [machineTicks(), appsMs(), process.cpuUsage()];
  const result = await run();
  const machine1 = machineTicks();
  const self = process.cpuUsage(self0);
  // USER_HZ is 100: a tick is 10 ms.
  const busyMs = (machine1.busy - machine0.busy) * 10;
  return {
    result,
    busyPercent: (100 * (machine1.busy - machine0.busy)) / Math.max(1, machine1.total - machine0.total),
    appsPercent: (100 * (appsMs() - apps0)) / Math.max(1, busyMs),
    loadPercent: (100 * (self.user + self.system)) / 1000 / Math.max(1, busyMs),
  };
}

type Figures = {
  pagesPerSecond: number;
  pageP99: number;
  pageErrors: number;
  ordersPerSecond: number;
  orderFailures: number;
  cpu: string;
};

async function pages(origin: string) {
  // Warm-up: the first renders and the kept pages are not the load.
  for (let i = 0; i < 20; i++) await (await fetch(`${origin}/product/1`)).arrayBuffer();
  const result = await autocannon({ url: `${origin}/product/1`, connections: 32, duration: 10 });
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** `ROUNDS` times: `CUSTOMERS_AT_ONCE` customers with a cart press Place Order at the same moment. */
async function placeOrders(cluster: Cluster) {
  const ids = { addToCart: actionId(root, "addToCart"), placeOrder: actionId(root, "placeOrder") };
  const png = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#2f6fed" } })
    .png()
    .toBuffer();
  let placed = 0;
  let failures = 0;
  let busyMs = 0;
  for (let round = 0; round < ROUNDS + 1; round++) {
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS_AT_ONCE }, async (_, index) => {
        const client = { "x-forwarded-for": `10.88.${round}.${index + 1}`, origin: cluster.origin };
        const form = new FormData();
        form.set("productId", "4");
        form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "poster.png");
        const uploaded = await fetch(`${cluster.origin}/api/uploads`, {
          method: "POST",
          body: form,
          headers: client,
        });
        const cookie = uploaded.headers.get("set-cookie")?.split(";")[0] ?? "";
        const { fileId } = (await uploaded.json()) as { fileId: string };
        await callAction(
          cluster.origin,
          "/product/4",
          ids.addToCart,
          [
            {
              productId: 4,
              quantity: 1,
              options: { paper: "standard" },
              files: [{ areaId: "front", uploadId: fileId }],
            },
          ],
          { ...client, cookie },
        );
        return { client, cookie };
      }),
    );
    const t0 = performance.now();
    const answers = await Promise.all(
      customers.map(({ client, cookie }) =>
        callAction(
          cluster.origin,
          "/checkout",
          ids.placeOrder,
          [placeOrderInput({ name: "Bench", email: "bench@example.com" })],
          { ...client, cookie },
        ),
      ),
    );
    // The first round warms the checkout's code and caches: not counted.
    if (round === 0) continue;
    busyMs += performance.now() - t0;
    for (const answer of answers) {
      if (answer.status === 200 && /"ok":true/.test(answer.body)) placed++;
      else failures++;
    }
  }
  return { perSecond: placed / (busyMs / 1000), failures };
}

async function measure(instances: number, basePort: number): Promise<Figures> {
  const cluster = await startCluster(root, { instances, workers: 1, basePort });
  try {
    const { result: page, ...cpu } = await cpuDuring(cluster, () => pages(cluster.origin));
    const orders = await placeOrders(cluster);
    return {
      pagesPerSecond: page.perSecond,
      pageP99: page.p99,
      pageErrors: page.errors,
      ordersPerSecond: orders.perSecond,
      orderFailures: orders.failures,
      cpu:
        `machine ${cpu.busyPercent.toFixed(0)}% busy during the page load: ` +
        `app instances ${cpu.appsPercent.toFixed(0)}%, load generator ${cpu.loadPercent.toFixed(0)}%, ` +
        `nginx, PostgreSQL and the rest ${Math.max(0, 100 - cpu.appsPercent - cpu.loadPercent).toFixed(0)}% of it`,
    };
  } finally {
    await cluster.stop();
  }
}

buildIfStale(root, { ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
const one = await measure(1, 8920);
const two = await measure(2, 8940);
const line = (label: string, figures: Figures) =>
  `  ${label}  pages ${figures.pagesPerSecond.toFixed(0)}/s (p99 ${figures.pageP99} ms${figures.pageErrors ? `, ${figures.pageErrors} errors` : ""}), ` +
  `Place Order ${figures.ordersPerSecond.toFixed(1)}/s (${CUSTOMERS_AT_ONCE} at once${figures.orderFailures ? `, ${figures.orderFailures} FAILED` : ""})`;
console.log(
  `\nPrintGo behind nginx, one and two app instances (PostgreSQL, S3 stand-in; ${cpus().length} cores for everything)`,
);
console.log(line("1 instance ", one));
console.log(`    ${one.cpu}`);
console.log(line("2 instances", two));
console.log(`    ${two.cpu}`);
const rows: BenchRow[] = [
  {
    figure: "product page through nginx, 1 → 2 instances",
    value: `${one.pagesPerSecond.toFixed(0)} → ${two.pagesPerSecond.toFixed(0)} pages/s (×${(two.pagesPerSecond / one.pagesPerSecond).toFixed(2)})`,
    budget: "—",
    pass: undefined,
  },
  {
    figure: `Place Order through nginx (${CUSTOMERS_AT_ONCE} at once), 1 → 2 instances`,
    value: `${one.ordersPerSecond.toFixed(1)} → ${two.ordersPerSecond.toFixed(1)} orders/s (×${(two.ordersPerSecond / one.ordersPerSecond).toFixed(2)})`,
    budget: "—",
    pass: undefined,
  },
];
console.log(`\nScaling (docs/deploy.md#measured-scaling)\n${formatBenchTable(rows)}`);
process.exit(one.pageErrors + two.pageErrors + one.orderFailures + two.orderFailures === 0 ? 0 : 1);
