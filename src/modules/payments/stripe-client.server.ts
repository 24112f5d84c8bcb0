import "server-only";
import Stripe from "stripe";
import { env } from "@/server/env";

let cached: { key: string; base: string | undefined; client: Stripe } | undefined;

/**
 * The official Stripe SDK, aimed at STRIPE_API_BASE when set (tools/stripe-sim on a laptop and in
 * tests) and at Stripe itself otherwise. Undefined when no secret key is configured: checkout then
 * fails with a clear message instead of pretending.
 */
export function stripeClient(): Stripe | undefined {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key) return undefined;
  if (cached?.key === key && cached.base === base) return cached.client;
  const target = base ? new URL(base) : undefined;
  const client = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(target && {
      host: target.hostname,
      port: Number(target.port || (target.protocol === "https:" ? 443 : 80)),
      protocol: target.protocol === "https:" ? ("https" as const) : ("http" as const),
    }),
  });
  cached = { key, base, client };
  return client;
}

/** Test keys (and the simulator) move no money: the checkout says "Test payments". */
export function isTestPayments(): boolean {
  const key = env().STRIPE_SECRET_KEY;
  return !key || key.startsWith("sk_test_");
}
