/**
 * `npm run test:faults`: 100 paid orders go to Cloudprinter while it fails for a minute (503s, then
 * answers lost after it accepted, then timeouts), and the shop is killed and restarted halfway. Passes
 * when every order reached the provider exactly once (counted by reference) and none is lost.
 * Uses the simulator, PGlite and the shop's own job runner with its production backoff (~2 minutes).
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import "./faults/server-only-hook";
import { startCloudprinterSim } from "../tools/cloudprinter-sim/server";

const ORDERS = 100;
const OUTAGE_MS = 60_000;
// Phases of the outage (from its start): 503s, then accepted-but-answer-lost (where the first retries,
// ~30 s after the first attempts, land), then timeouts; the shop is killed during the timeouts.
const LOST_ANSWERS_FROM_MS = 25_000;
const TIMEOUTS_FROM_MS = 45_000;
const RESTART_AT_MS = 48_000;
const DEADLINE_MS = 8 * 60_000;
const API_KEY = "cp_fault_test_key";

const dataDir = mkdtempSync(path.join(tmpdir(), "printgo-faults-"));
const sim = await startCloudprinterSim({
  apiKey: API_KEY,
  webhookKey: "cp_fault_test_signal",
  stepMs: 0,
  dataFile: path.join(dataDir, "cloudprinter-sim.json"),
});
Object.assign(process.env, {
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  APP_URL: "http://127.0.0.1:3999",
  CLOUDPRINTER_API_KEY: API_KEY,
  CLOUDPRINTER_BASE_URL: sim.baseUrl,
  CLOUDPRINTER_ENVIRONMENT: "simulator",
  CLOUDPRINTER_TIMEOUT_MS: "5000",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
});

const { openDatabase, setDatabaseHandle } = await import("../src/server/db/client");
const { databaseTargetFromEnv } = await import("../src/server/db");
const { migrateDatabase } = await import("../src/server/db/migrate");
const { insertPaidOrders, checkOrders } = await import("./faults/fault-orders");

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const say = (line: string) => console.log(`[${seconds().padStart(6)} s] ${line}`);

// 1. One hundred paid orders, each with its provider.submit job queued as the payment webhook leaves it.
{
  const handle = openDatabase(databaseTargetFromEnv());
  setDatabaseHandle(handle);
  await migrateDatabase(handle);
  await insertPaidOrders(handle.db, ORDERS);
  setDatabaseHandle(undefined);
  await handle.close();
}
say(`${ORDERS} paid orders queued for Cloudprinter`);

// 2. The outage, in three acts, and the shop's job process.
const outageStart = Date.now();
sim.setFault({ mode: "error", status: 503, untilMs: outageStart + LOST_ANSWERS_FROM_MS });
const acts = [
  setTimeout(() => {
    sim.setFault({ mode: "drop-after-accept", untilMs: outageStart + TIMEOUTS_FROM_MS });
    say("provider now accepts orders but the answers are lost");
  }, LOST_ANSWERS_FROM_MS),
  setTimeout(() => {
    sim.setFault({ mode: "timeout", delayMs: 8000, untilMs: outageStart + OUTAGE_MS });
    say("provider now times out");
  }, TIMEOUTS_FROM_MS),
  setTimeout(() => say("provider recovered"), OUTAGE_MS),
];
say("provider answers 503");

/** How many orders the running shop process has marked accepted (it reports every second). */
let submittedHere = 0;

function startShop(): Promise<ChildProcess> {
  const child = fork(path.join(import.meta.dirname, "faults", "shop-jobs.ts"), {
    execArgv: ["--import", "tsx"],
    env: process.env,
    stdio: "inherit",
  });
  child.on("message", (message: { submitted?: number }) => {
    if (typeof message.submitted === "number") submittedHere = message.submitted;
  });
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`shop process exited early (${code})`)));
  });
}

let shop = await startShop();
say("shop started (job runner with production backoff)");
const restart = new Promise<void>((resolve) =>
  setTimeout(async () => {
    shop.kill("SIGKILL");
    await new Promise((done) => shop.once("exit", done));
    say("shop killed (SIGKILL) mid-outage; starting it again");
    shop = await startShop();
    resolve();
  }, RESTART_AT_MS),
);

// 3. Wait until the provider holds every order, then a little longer for any late duplicate.
const references = Array.from({ length: ORDERS }, (_, index) => orderNumber(index));
function orderNumber(index: number) {
  return `PG-F${String(index + 1).padStart(4, "0")}`;
}
while (Date.now() - started < DEADLINE_MS) {
  const received = references.filter((reference) => sim.addCalls(reference) > 0).length;
  if (received === ORDERS && submittedHere === ORDERS && Date.now() - outageStart > OUTAGE_MS) break;
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
await restart;
say(
  `provider holds ${sim.orders().length} orders, the shop marked ${submittedHere} accepted; waiting 10 s for stragglers`,
);
await new Promise((resolve) => setTimeout(resolve, 10_000));
acts.forEach(clearTimeout);

shop.kill("SIGTERM");
await new Promise((done) => shop.once("exit", done));
const handle = openDatabase(databaseTargetFromEnv());
setDatabaseHandle(handle);
const report = await checkOrders(handle.db, references, (reference) => ({
  accepted: sim.addCalls(reference),
  repeats: sim.repeatedAdds(reference),
}));
await handle.close();
await sim.close();

// The simulator refuses a second orders/add with a known reference, as Cloudprinter's docs require, so
// a sloppy client shows up as a refused repeat rather than as a second order: count both.
const duplicates = report.filter((order) => order.providerCopies > 1 || order.repeats > 0);
const missing = report.filter((order) => order.providerCopies === 0);
const notProcessing = report.filter((order) => order.status !== "processing" || !order.submitted);
const attempts = report.map((order) => order.attempts).sort((a, b) => a - b);
console.log(`
Fault test: ${ORDERS} orders, provider down ${OUTAGE_MS / 1000} s (503 → lost answers → timeouts), shop killed ${RESTART_AT_MS / 1000} s after it started
  reached the provider exactly once: ${report.filter((order) => order.providerCopies === 1).length}/${ORDERS}
  sent again after it had it:        ${duplicates.length}
  lost (never reached it):           ${missing.length}
  not marked processing here:        ${notProcessing.length}
  answer lost, found by orders/info: ${report.filter((order) => order.foundByInfo).length}
  submit attempts per order:         min ${attempts[0]}, median ${attempts[Math.floor(ORDERS / 2)]}, max ${attempts.at(-1)}
  all accepted after:                ${seconds()} s (including the 10 s wait)
`);
const failed = duplicates.length + missing.length + notProcessing.length > 0;
console.log(failed ? "FAILED" : "PASSED");
process.exit(failed ? 1 : 0);
