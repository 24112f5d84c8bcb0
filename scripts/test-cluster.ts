/**
 * `npm run test:cluster` (not part of `npm test`; docs/deploy.md#the-cluster-test): the shop as it runs
 * past one machine, built from the parts an operator uses (scripts/cluster/cluster.ts): PostgreSQL, an
 * S3 bucket (the s3rver stand-in), nginx with deploy/nginx/printgo.conf, two app instances and two
 * workers, the Stripe and Cloudprinter simulators.
 *
 * 200 customers check out through nginx (upload, add to cart, Place Order, pay) while one app instance
 * and one worker are killed with SIGKILL and started again, twice. It passes when every paid order
 * reached the print provider exactly once, no upload was lost (the provider fetched and checked every
 * file straight from the bucket), every instance served the same cart, and a staff price change showed
 * through every instance within a second. A browser then buys a poster through nginx, its preview loaded
 * from the bucket. Then a backup (pg_dump and the bucket's objects) is restored
 * into a new database and bucket, and a new instance on them must serve an old order and its design.
 * It prints the counts. CLUSTER_CUSTOMERS changes the 200; CLUSTER_PORT the ports (8780 and up).
 */
import "./faults/server-only-hook";
import path from "node:path";
import { Client } from "pg";
import sharp from "sharp";
import { signUploadPath } from "../src/modules/uploads/testing";
import { s3StorageFor } from "../src/server/storage/s3-storage";
import { buildIfStale } from "./build-stamp";
import { backupAndRestore } from "./cluster/backup-restore";
import { browserJourney } from "./cluster/browser-journey";
import { startCluster, type Cluster } from "./cluster/cluster";
import { runCustomer, type CustomerOutcome } from "./cluster/customer";
import { changePriceAsStaff } from "./cluster/price-change";
import { waitUntilReady } from "./cluster/shop-processes";
import { actionId } from "./lib/server-actions";

const root = path.resolve(import.meta.dirname, "..");
const CUSTOMERS = Number(process.env.CLUSTER_CUSTOMERS ?? 200);
const CONCURRENT = 8;
const basePort = Number(process.env.CLUSTER_PORT ?? 8780);

const failures: string[] = [];
const expectThat = (ok: boolean, what: string) => {
  console.log(`  ${ok ? "PASS" : "FAIL"}  ${what}`);
  if (!ok) failures.push(what);
};

/** The customers, eight at a time, with the two crashes at a third and two thirds of the run. */
async function checkouts(cluster: Cluster): Promise<CustomerOutcome[]> {
  const design = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#2f6fed" } })
    .png()
    .toBuffer();
  const context = {
    origin: cluster.origin,
    instances: cluster.instances,
    actions: { addToCart: actionId(root, "addToCart"), placeOrder: actionId(root, "placeOrder") },
    design,
    pay: cluster.pay,
  };
  // SIGKILL: no goodbye, requests and jobs in flight are cut. Each comes back 3 s later; the next crash
  // waits until the last victim answers /api/ready again (one instance down at a time, not all).
  const kills = [
    { after: Math.floor(CUSTOMERS / 3), app: 0, worker: 0 },
    { after: Math.floor((2 * CUSTOMERS) / 3), app: 1, worker: 1 },
  ];
  const crashes: Promise<void>[] = [];
  let lastCrash = Promise.resolve();
  const outcomes: CustomerOutcome[] = [];
  let next = 0;
  let finished = 0;
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      while (next < CUSTOMERS) {
        const index = next++;
        outcomes[index] = await runCustomer(context, index);
        finished++;
        const kill = kills.find((candidate) => candidate.after === finished);
        if (!kill) continue;
        const victims = [cluster.apps[kill.app]!, cluster.workers[kill.worker]!];
        lastCrash = lastCrash.then(async () => {
          console.log(`  after ${finished} customers: SIGKILL ${victims.map((v) => v.name).join(" and ")}`);
          await Promise.all(victims.map((victim) => victim.kill("SIGKILL")));
          await new Promise((resolve) => setTimeout(resolve, 3000));
          for (const victim of victims) victim.restart();
          const started = performance.now();
          await waitUntilReady(`${cluster.instances[kill.app]}/api/ready`, 180_000, victims[0]!.name);
          console.log(
            `  ${victims[0]!.name} ready again ${((performance.now() - started) / 1000).toFixed(1)} s after its restart`,
          );
        });
        crashes.push(lastCrash);
      }
    }),
  );
  await Promise.all(crashes);
  return outcomes;
}

type OrderRow = { number: string; payment_status: string; provider_order_id: string | null };

/**
 * The orders once `paid` of them are recorded paid (a payment's webhook may still be on its way: Stripe
 * retries one an instance died under) and every paid one has reached the provider, or after 4 minutes.
 */
async function ordersOnceSubmitted(database: Client, paid: number): Promise<OrderRow[]> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const orders = (
      await database.query<OrderRow>("select number, payment_status, provider_order_id from orders")
    ).rows;
    const recorded = orders.filter((order) => order.payment_status === "paid");
    const waiting = recorded.filter((order) => !order.provider_order_id);
    if ((recorded.length >= paid && waiting.length === 0) || Date.now() > deadline) return orders;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

buildIfStale(root, { ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
const cluster = await startCluster(root, { instances: 2, workers: 2, basePort });
let exitCode = 1;
try {
  const ready = (await (await fetch(`${cluster.origin}/api/ready`)).json()) as { checks: unknown };
  console.log(
    `\nPrintGo cluster: nginx ${cluster.origin} → ${cluster.instances.join(", ")}, 2 workers, bucket ${cluster.bucket.endpoint}`,
  );
  console.log(`  /api/ready through nginx: ${JSON.stringify(ready.checks)}`);

  const started = performance.now();
  const outcomes = await checkouts(cluster);
  const paid = outcomes.filter((outcome) => outcome.paid);
  console.log(
    `  ${CUSTOMERS} customers in ${((performance.now() - started) / 1000).toFixed(0)} s: ${paid.length} paid, ` +
      `${outcomes.reduce((sum, outcome) => sum + outcome.retries, 0)} steps tried again after a failed answer`,
  );
  for (const failed of outcomes.filter((outcome) => !outcome.paid).slice(0, 5)) {
    console.log(`    gave up: ${failed.error}`);
  }
  await Promise.all(
    cluster.instances.map((url, index) => waitUntilReady(`${url}/api/ready`, 180_000, `app ${index + 1}`)),
  );

  const database = new Client({ connectionString: cluster.databaseUrl });
  await database.connect();
  const orders = await ordersOnceSubmitted(database, paid.length);
  const paidOrders = orders.filter((order) => order.payment_status === "paid");
  const references = cluster.printer.orders().map((order) => order.reference);
  const onceEach = paidOrders.filter(
    (order) => references.filter((ref) => ref === order.number).length === 1,
  );
  const unpaidAtProvider = references.filter((ref) => !paidOrders.some((order) => order.number === ref));
  const repeatedAdds = paidOrders.reduce((sum, order) => sum + cluster.printer.repeatedAdds(order.number), 0);
  const webhooks = cluster.stripe.events();
  console.log(
    `  Stripe events: ${webhooks.length}, ${webhooks.filter((event) => event.status === "delivered").length} delivered, ` +
      `${webhooks.filter((event) => event.attempts.length > 1).length} after more than one attempt`,
  );
  console.log(
    `  orders: ${orders.length} placed, ${paidOrders.length} paid, ${references.length} at the provider ` +
      `(${repeatedAdds} repeated orders/add refused there by reference)`,
  );
  expectThat(paid.length === CUSTOMERS, `every customer paid (${paid.length} of ${CUSTOMERS})`);
  expectThat(
    paidOrders.length > 0 && paidOrders.length === paid.length,
    `the shop recorded each payment (${paidOrders.length} paid orders)`,
  );
  expectThat(
    paidOrders.length > 0 && onceEach.length === paidOrders.length && unpaidAtProvider.length === 0,
    `every paid order reached the provider exactly once (${onceEach.length} of ${paidOrders.length}; ${unpaidAtProvider.length} unpaid ones there)`,
  );

  // No upload lost: every ordered design is in the bucket, and the provider fetched each and checked its MD5.
  const ordered = (
    await database.query<{ id: string }>(
      `select distinct f->>'uploadId' as id from order_items i, jsonb_array_elements(i.files) f`,
    )
  ).rows;
  const keys = new Set<string>();
  const store = s3StorageFor(cluster.bucket.env);
  for await (const stored of store.list()) keys.add(stored.key);
  const missing = ordered.filter((upload) => !keys.has(`${upload.id}/original`));
  const unfetched = cluster.printer.signals().filter((signal) => signal.type === "ItemCanceled");
  expectThat(
    ordered.length > 0 &&
      ordered.length >= paidOrders.length &&
      missing.length === 0 &&
      unfetched.length === 0,
    `no upload lost (${ordered.length} ordered designs, ${missing.length} missing from the bucket, ${unfetched.length} the provider could not fetch)`,
  );
  await database.end();

  const checked = outcomes.filter((outcome) => outcome.sameCartEverywhere !== undefined);
  const different = checked.filter((outcome) => outcome.sameCartEverywhere === false);
  expectThat(
    // Carts read while an instance was down are not counted; most are read from both.
    checked.length >= Math.min(20, CUSTOMERS / 3) && different.length === 0,
    `every instance served the same cart (${checked.length} carts read from both, ${different.length} different)`,
  );

  const priceChange = await changePriceAsStaff({
    root,
    origin: cluster.origin,
    instances: cluster.instances,
    admin: cluster.demoAdmin(),
    databaseUrl: cluster.databaseUrl,
    // Shop code behind `server-only`: imported after the hook above is in place.
    formValues: (await import("../src/modules/catalog/testing")).productFormValues,
  });
  expectThat(
    priceChange.visibleAfterMs !== undefined && priceChange.visibleAfterMs <= 1000,
    `a staff price change showed through every instance within 1 s (${priceChange.description})`,
  );

  const csp = (await fetch(`${cluster.origin}/product/1`)).headers.get("content-security-policy") ?? "";
  const journey = await browserJourney(
    cluster.origin,
    cluster.bucket.endpoint,
    path.join(process.cwd(), "test-results", "cluster-journey.png"),
  );
  expectThat(
    journey.ok && csp.includes(cluster.bucket.endpoint),
    `the browser journey passes through nginx with files in the bucket (${journey.description})`,
  );

  const restore = await backupAndRestore({
    root,
    work: cluster.work,
    admin: cluster.admin,
    databaseUrl: cluster.databaseUrl,
    bucket: cluster.bucket,
    env: cluster.env,
    port: basePort + 9,
    signedOriginal: (id) => signUploadPath(cluster.env.APP_SECRET!, id, "original", 600),
  });
  expectThat(
    restore.ok,
    `a backup restored into a new database and bucket serves the old orders (${restore.description})`,
  );

  const errorLines = [...cluster.apps, ...cluster.workers]
    .flatMap((process) =>
      process
        .output()
        .split("\n")
        .map((line) => ({ process: process.name, line })),
    )
    .filter(({ line }) => /"level":(50|60)/.test(line));
  console.log(`  error lines the shop's processes logged: ${errorLines.length}`);
  for (const { process, line } of errorLines.slice(0, 5))
    console.log(`    ${process}: ${line.slice(0, 300)}`);

  exitCode = failures.length === 0 ? 0 : 1;
  console.log(
    failures.length === 0
      ? "\nCluster test passed.\n"
      : `\nCluster test FAILED: ${failures.length} check(s).\n`,
  );
} catch (error) {
  console.error("\nThe cluster test could not finish:", error);
  for (const process of [...cluster.apps, ...cluster.workers]) {
    console.error(`\n--- ${process.name} ---\n${process.output().slice(-3000)}`);
  }
  console.error(`\n--- nginx error log ---\n${cluster.nginxErrorLog().slice(-3000)}`);
} finally {
  await cluster.stop();
}
process.exit(exitCode);
