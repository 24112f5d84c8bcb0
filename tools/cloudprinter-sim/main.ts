/**
 * `tsx tools/cloudprinter-sim/main.ts`: runs the Cloudprinter simulator on its own.
 *   CLOUDPRINTER_API_KEY       the CloudCore key the shop sends (required)
 *   CLOUDPRINTER_WEBHOOK_KEY   sent as `apikey` in every CloudSignal (required; the shop checks it)
 *   CLOUDPRINTER_WEBHOOK_URL   where to POST signals (optional; without it they are only recorded)
 *   CLOUDPRINTER_SIM_PORT      port to listen on (default 12611)
 *   CLOUDPRINTER_SIM_HOST      interface (default 127.0.0.1)
 *   CLOUDPRINTER_SIM_DATA      data file, so orders survive a restart (optional; memory only without)
 *   CLOUDPRINTER_SIM_STEP_MS   time between lifecycle steps (default 3000; 0 = only by hand)
 *   CLOUDPRINTER_SIM_WITHOUT   products or options the account lacks, e.g. `poster_a4_fc,flyer_ss_a5_fc:paper_350mcg`
 *                              (`product` or `product:option`, comma-separated), to see the shop's catalog check fail
 *   SIMULATOR_CONTROL_TOKEN    bearer token of the control API (/_sim/); without it a random one that
 *                              is never shown, so the control API is closed
 */
import { CatalogRemovalError, parseCatalogRemovals, type CatalogRemovals } from "./account-catalog";
import { startCloudprinterSim } from "./server";

const apiKey = process.env.CLOUDPRINTER_API_KEY;
const webhookKey = process.env.CLOUDPRINTER_WEBHOOK_KEY;
if (!apiKey || !webhookKey) {
  console.error(
    "cloudprinter-sim: set CLOUDPRINTER_API_KEY and CLOUDPRINTER_WEBHOOK_KEY (the shop must use the same).",
  );
  process.exit(1);
}

function wholeNumber(name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 0 || value > max) {
    console.error(`cloudprinter-sim: ${name} must be a whole number up to ${max}, not ${raw}`);
    process.exit(1);
  }
  return value;
}

function catalogRemovals(): CatalogRemovals {
  try {
    return parseCatalogRemovals(process.env.CLOUDPRINTER_SIM_WITHOUT ?? "");
  } catch (error) {
    console.error(`cloudprinter-sim: CLOUDPRINTER_SIM_WITHOUT: ${(error as Error).message}`);
    process.exit(1);
  }
}

const webhookUrl = process.env.CLOUDPRINTER_WEBHOOK_URL || undefined;
const dataFile = process.env.CLOUDPRINTER_SIM_DATA || undefined;
const without = catalogRemovals();
const sim = await startCloudprinterSim({
  port: wholeNumber("CLOUDPRINTER_SIM_PORT", 12611, 65535),
  host: process.env.CLOUDPRINTER_SIM_HOST || undefined,
  controlToken: process.env.SIMULATOR_CONTROL_TOKEN || undefined,
  apiKey,
  webhookKey,
  webhookUrl,
  dataFile,
  stepMs: wholeNumber("CLOUDPRINTER_SIM_STEP_MS", 3000),
  ...without,
  log: (line) => console.log(`[cloudprinter-sim] ${line}`),
}).catch((error: unknown) => {
  if (!(error instanceof CatalogRemovalError)) throw error;
  console.error(`cloudprinter-sim: CLOUDPRINTER_SIM_WITHOUT: ${error.message}`);
  process.exit(1);
});

console.log(`[cloudprinter-sim] CloudCore API ${sim.baseUrl} (set CLOUDPRINTER_BASE_URL to this)`);
console.log(`[cloudprinter-sim] CloudSignal webhooks → ${webhookUrl ?? "(none: signals are only recorded)"}`);
const control = process.env.SIMULATOR_CONTROL_TOKEN
  ? `control API ${sim.url}/_sim/ (Authorization: Bearer $SIMULATOR_CONTROL_TOKEN)`
  : "control API closed (set SIMULATOR_CONTROL_TOKEN to use it)";
console.log(`[cloudprinter-sim] state in ${dataFile ?? "memory only"}; ${control}`);
const removed = [
  ...without.withoutProducts,
  ...without.withoutOptions.map(({ product, option }) => `${product}:${option}`),
];
if (removed.length) console.log(`[cloudprinter-sim] left out of the catalog: ${removed.join(", ")}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void sim.close().then(() => process.exit(0));
  });
}
