/**
 * `tsx tools/stripe-sim/main.ts`: runs the Stripe simulator on its own.
 *   STRIPE_SIM_PORT        port to listen on (default 12111)
 *   STRIPE_SIM_HOST        interface (default 127.0.0.1)
 *   STRIPE_SIM_PUBLIC_URL  base URL of the pay page as browsers see it (default http://localhost:<port>)
 *   STRIPE_WEBHOOK_URL     where to POST events (optional; without it events are only recorded)
 *   STRIPE_WEBHOOK_SECRET  signing secret, "whsec_…" (required: the shop verifies with the same value)
 *   SIMULATOR_CONTROL_TOKEN  bearer token of the control API (/_sim/); without it a random one that
 *                            is never shown, so the control API is closed
 *   STRIPE_SIM_LATENCY_MS  milliseconds every /v1 API answer waits, as real Stripe's (default 0)
 */
import { startStripeSim } from "./server";

const secret = process.env.STRIPE_WEBHOOK_SECRET;
if (!secret) {
  console.error(
    "stripe-sim: set STRIPE_WEBHOOK_SECRET (e.g. whsec_local_test_secret), the shop must use the same.",
  );
  process.exit(1);
}
const port = Number(process.env.STRIPE_SIM_PORT ?? 12111);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`stripe-sim: STRIPE_SIM_PORT is not a port: ${process.env.STRIPE_SIM_PORT}`);
  process.exit(1);
}

const latency = Number(process.env.STRIPE_SIM_LATENCY_MS || 0);
if (!Number.isFinite(latency) || latency < 0) {
  console.error(
    `stripe-sim: STRIPE_SIM_LATENCY_MS is not a number of milliseconds: ${process.env.STRIPE_SIM_LATENCY_MS}`,
  );
  process.exit(1);
}

const sim = await startStripeSim({
  port,
  host: process.env.STRIPE_SIM_HOST || undefined,
  controlToken: process.env.SIMULATOR_CONTROL_TOKEN || undefined,
  publicUrl: process.env.STRIPE_SIM_PUBLIC_URL || undefined,
  webhookUrl: process.env.STRIPE_WEBHOOK_URL || undefined,
  webhookSecret: secret,
  apiLatencyMs: latency,
  log: (line) => console.log(`[stripe-sim] ${line}`),
});

console.log(`[stripe-sim] API ${sim.url} (set STRIPE_API_BASE=${sim.url} and any sk_test_ key)`);
if (latency > 0) console.log(`[stripe-sim] every API answer waits ${latency} ms`);
console.log(`[stripe-sim] pay pages ${sim.publicUrl}/pay/<session id>`);
console.log(
  process.env.SIMULATOR_CONTROL_TOKEN
    ? `[stripe-sim] control API ${sim.url}/_sim/ (Authorization: Bearer $SIMULATOR_CONTROL_TOKEN)`
    : "[stripe-sim] control API closed (set SIMULATOR_CONTROL_TOKEN to use it)",
);
console.log(
  `[stripe-sim] webhooks → ${process.env.STRIPE_WEBHOOK_URL || "(none: events are only recorded)"}`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void sim.close().then(() => process.exit(0));
  });
}
