/**
 * The checkout part of `npm run bench`: 'Place Order' as the browser sends it (the server action over
 * HTTP), each customer with their own cart, against the Stripe simulator: one at a time and 20 at once
 * with the simulator answering at once (the server's CPU per order), then 50 at once with every Stripe
 * call taking 300 ms, as real Stripe's do (does Place Order queue behind Stripe, the event loop or the
 * database pool?). Every order is real: priced from the catalog, written in a transaction, and given a
 * Checkout Session. `BENCH_ONLY=checkout npm run bench` runs this part alone (scripts/bench.ts).
 */
import sharp from "sharp";
import type { StripeSim } from "../tools/stripe-sim/server";
import type { BenchRow } from "./lib/bench-table";
import { actionId, callAction } from "./lib/server-actions";
import { placeOrderInput } from "./lib/place-order-input";

const CONCURRENT = 20;
/** The Place Order budget: 50 customers at once with Stripe answering after 300 ms, p95 under 450 ms. */
const CROWD = 50;
const STRIPE_LATENCY_MS = 300;
const CROWD_P95_BUDGET_MS = 450;

type ActionCall = { ms: number; ok: boolean; cookie?: string };

async function callBenchAction(
  origin: string,
  page: string,
  id: string,
  args: unknown[],
  client: string,
  cookie?: string,
): Promise<ActionCall> {
  const answer = await callAction(origin, page, id, args, {
    // One address per customer (bench.ts trusts loopback as a proxy): the per-client checkout rate
    // limit is not what is measured here.
    "x-forwarded-for": client,
    ...(cookie ? { cookie } : {}),
  });
  return {
    ms: answer.ms,
    ok: answer.status === 200 && /"ok":true/.test(answer.body),
    cookie: answer.cookie,
  };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

/** A design uploaded by `client`: its id and the cart cookie it made (a design belongs to that cart). */
async function uploadDesign(origin: string, client: string, png: Buffer) {
  const form = new FormData();
  form.set("productId", "4");
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "poster.png");
  const response = await fetch(`${origin}/api/uploads`, {
    method: "POST",
    body: form,
    headers: { origin, "x-forwarded-for": client },
  });
  const { fileId } = (await response.json()) as { fileId: string };
  return { uploadId: fileId, cookie: response.headers.get("set-cookie")?.split(";")[0] ?? "" };
}

/** Places `rounds` × `concurrent` orders, `concurrent` at the same moment; latencies of the successful ones. */
async function placeOrders(
  origin: string,
  ids: { addToCart: string; placeOrder: string },
  png: Buffer,
  concurrent: number,
  rounds: number,
  serverCpuMs: () => number,
) {
  const latencies: number[] = [];
  let failures = 0;
  let busyMs = 0;
  let cpuSpentMs = 0;
  for (let round = 0; round < rounds; round++) {
    // Carts first (not timed), then every customer presses 'Place Order' at the same moment.
    const customers = await Promise.all(
      Array.from({ length: concurrent }, async (_, index) => {
        const client = `198.${concurrent}.${round}.${index + 1}`;
        const { uploadId, cookie } = await uploadDesign(origin, client, png);
        const added = await callBenchAction(
          origin,
          "/product/4",
          ids.addToCart,
          [
            {
              productId: 4,
              quantity: 1 + index,
              options: { paper: "standard" },
              files: [{ areaId: "front", uploadId }],
            },
          ],
          client,
          cookie,
        );
        return { client, cookie: added.cookie ?? cookie };
      }),
    );
    const t0 = performance.now();
    const cpu0 = serverCpuMs();
    const placed = await Promise.all(
      customers.map(({ client, cookie }) =>
        callBenchAction(
          origin,
          "/checkout",
          ids.placeOrder,
          [placeOrderInput({ name: "Bench Customer", email: "bench@example.com" })],
          client,
          cookie,
        ),
      ),
    );
    busyMs += performance.now() - t0;
    cpuSpentMs += serverCpuMs() - cpu0;
    for (const call of placed) {
      if (call.ok) latencies.push(call.ms);
      else failures++;
    }
  }
  return {
    latencies,
    failures,
    ordersPerSecond: latencies.length / (busyMs / 1000),
    // The server's CPU while the orders were placed (webhooks arriving meanwhile included), per order.
    cpuMsPerOrder: cpuSpentMs / Math.max(1, latencies.length),
  };
}

/**
 * `serverCpuMs` reads the shop server's CPU time (its whole process tree), for the CPU each placed order
 * costs it (under 5 ms: docs/testing.md, speed budgets). `stripe` is the simulator the server pays through; its
 * latency is set for the last run and put back to none after.
 */
export async function benchCheckout(
  origin: string,
  root: string,
  serverCpuMs: () => number,
  stripe: StripeSim,
): Promise<{ lines: string[]; rows: BenchRow[] }> {
  const ids = { addToCart: actionId(root, "addToCart"), placeOrder: actionId(root, "placeOrder") };
  // Each customer uploads their own design, before the timed part (a design belongs to its cart).
  const png = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#2f6fed" } })
    .png()
    .toBuffer();

  // Not measured: the first orders pay for loading the checkout's code and filling the caches.
  await placeOrders(origin, ids, png, 5, 1, serverCpuMs);
  const alone = await placeOrders(origin, ids, png, 1, 10, serverCpuMs);
  const crowd = await placeOrders(origin, ids, png, CONCURRENT, 5, serverCpuMs);
  stripe.setApiLatencyMs(STRIPE_LATENCY_MS);
  const slowStripe = await placeOrders(origin, ids, png, CROWD, 2, serverCpuMs).finally(() =>
    stripe.setApiLatencyMs(0),
  );
  const line = (label: string, run: typeof crowd) =>
    `  ${label}  ${run.latencies.length} orders, ${run.ordersPerSecond.toFixed(1)} orders/s, ` +
    `p50 ${percentile(run.latencies, 50).toFixed(0)} ms, p95 ${percentile(run.latencies, 95).toFixed(0)} ms` +
    (run.failures ? `, ${run.failures} FAILED` : "") +
    `, server CPU ${run.cpuMsPerOrder.toFixed(1)} ms per order`;
  const cpuRow = (label: string, run: typeof crowd): BenchRow => ({
    figure: `server CPU per placed order (${label})`,
    value: `${run.cpuMsPerOrder.toFixed(1)} ms`,
    budget: "< 5 ms",
    pass: run.failures === 0 && run.cpuMsPerOrder < 5,
  });
  return {
    lines: [
      line("place order (one at a time)   ", alone),
      line(`place order (${CONCURRENT} at once)     `, crowd),
      line(`place order (${CROWD} at once, Stripe ${STRIPE_LATENCY_MS} ms)`, slowStripe),
    ],
    rows: [
      cpuRow("one at a time", alone),
      cpuRow(`${CONCURRENT} at once`, crowd),
      {
        figure: `place order p95, ${CROWD} at once, Stripe answering in ${STRIPE_LATENCY_MS} ms`,
        value: `${percentile(slowStripe.latencies, 95).toFixed(0)} ms`,
        budget: `< ${CROWD_P95_BUDGET_MS} ms`,
        pass: slowStripe.failures === 0 && percentile(slowStripe.latencies, 95) < CROWD_P95_BUDGET_MS,
      },
    ],
  };
}
