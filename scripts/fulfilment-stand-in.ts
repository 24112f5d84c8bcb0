/**
 * Without CLOUDPRINTER_API_KEY, `npm start` runs tools/cloudprinter-sim beside the shop and hands the
 * shop its address and keys (CLOUDPRINTER_SIM_*). Orders live in DATA_DIR, so they survive restarts.
 * With a key, nothing starts and the shop talks to Cloudprinter. Staff may still switch to a saved
 * sandbox or live key in the provider settings.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startCloudprinterSim } from "../tools/cloudprinter-sim/server";

type StandIn = { env: Record<string, string>; close: () => Promise<void> } | undefined;

export async function startFulfilmentStandIn(config: {
  PORT: number;
  DATA_DIR: string;
  CLOUDPRINTER_API_KEY?: string;
}): Promise<StandIn> {
  if (config.CLOUDPRINTER_API_KEY) return undefined;
  // A fixed offset from the shop's port, like the payment simulator's: dev and test shops never collide.
  const port = Number(process.env.CLOUDPRINTER_SIM_PORT ?? config.PORT + 9611);
  // Random per run, unless given (the e2e run fixes them so a test can type the key, as staff would).
  const apiKey = process.env.CLOUDPRINTER_SIM_API_KEY || `cp_sim_${randomBytes(12).toString("hex")}`;
  const webhookKey =
    process.env.CLOUDPRINTER_SIM_WEBHOOK_KEY || `cp_signal_${randomBytes(12).toString("hex")}`;
  const sim = await startCloudprinterSim({
    port,
    // This machine only, unless CLOUDPRINTER_SIM_HOST says otherwise on purpose.
    host: process.env.CLOUDPRINTER_SIM_HOST || "127.0.0.1",
    // The control API (/_sim/) needs this bearer token; random unless set. It is never printed.
    controlToken: process.env.SIMULATOR_CONTROL_TOKEN || undefined,
    apiKey,
    webhookKey,
    webhookUrl: `http://127.0.0.1:${config.PORT}/api/webhooks/cloudprinter`,
    dataFile: path.join(config.DATA_DIR, "cloudprinter-sim.json"),
    stepMs: Number(process.env.CLOUDPRINTER_SIM_STEP_MS ?? 20_000),
    fetchFiles: true,
  });
  console.log(`  Test printing: Cloudprinter simulator at ${sim.baseUrl} (nothing is printed)`);
  return {
    env: {
      CLOUDPRINTER_SIM_BASE_URL: sim.baseUrl,
      CLOUDPRINTER_SIM_API_KEY: apiKey,
      CLOUDPRINTER_SIM_WEBHOOK_KEY: webhookKey,
      // What the demo shop sells from the demo account (T-shirts, stickers, postcards): src/composition/demo-products.ts.
      DEMO_SHOP_PRODUCTS_FILE: fileURLToPath(
        new URL("../tools/cloudprinter-sim/demo-shop-products.json", import.meta.url),
      ),
    },
    close: () => sim.close(),
  };
}
