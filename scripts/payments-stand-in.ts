/**
 * Without STRIPE_SECRET_KEY, `npm start` runs tools/stripe-sim beside the shop and hands the shop the
 * configuration that points the official Stripe SDK at it. With a key, nothing starts and the shop
 * talks to Stripe.
 */
import { randomBytes } from "node:crypto";
import { startStripeSim } from "../tools/stripe-sim/server";

type StandIn = { env: Record<string, string>; close: () => Promise<void> } | undefined;

export async function startPaymentsStandIn(config: {
  PORT: number;
  APP_URL: string;
  STRIPE_SECRET_KEY?: string;
}): Promise<StandIn> {
  if (config.STRIPE_SECRET_KEY) return undefined;
  // A fixed offset from the shop's port: two shops on one machine (dev and tests) never collide.
  const port = Number(process.env.STRIPE_SIM_PORT ?? config.PORT + 9111);
  const appUrl = new URL(config.APP_URL);
  const webhookSecret = `whsec_${randomBytes(24).toString("hex")}`;
  const sim = await startStripeSim({
    port,
    // This machine only (the pay page is opened by the browser beside it); STRIPE_SIM_HOST opens
    // another interface on purpose, e.g. to pay from a phone on the same network.
    host: process.env.STRIPE_SIM_HOST || "127.0.0.1",
    // The control API (/_sim/) needs this bearer token; random unless set. It is never printed.
    controlToken: process.env.SIMULATOR_CONTROL_TOKEN || undefined,
    // The browser opens the pay page on the same host name it uses for the shop.
    publicUrl: `${appUrl.protocol}//${appUrl.hostname}:${port}`,
    webhookUrl: `http://127.0.0.1:${config.PORT}/api/webhooks/stripe`,
    webhookSecret,
  });
  console.log(`  Test payments: Stripe simulator at ${sim.publicUrl} (no real money moves)`);
  return {
    env: {
      STRIPE_SECRET_KEY: "sk_test_printgo_simulator",
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
    },
    close: () => sim.close(),
  };
}
