// Shared by the simulator's tests: a simulator per test, the official SDK aimed at it, and a tiny
// webhook endpoint that keeps the raw bodies and signatures it received.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { onTestFinished } from "vitest";
import { startStripeSim, type StripeSim, type StripeSimOptions } from "./server";

export const WEBHOOK_SECRET = "whsec_stripe_sim_test_secret";
export const SECRET_KEY = "sk_test_stripe_sim";

/** A simulator on a free port, closed when the test ends. */
export async function startSim(options: Partial<StripeSimOptions> = {}): Promise<StripeSim> {
  const sim = await startStripeSim({ port: 0, webhookSecret: WEBHOOK_SECRET, ...options });
  onTestFinished(() => sim.close());
  return sim;
}

export function sdk(sim: StripeSim, key = SECRET_KEY): Stripe {
  const { hostname, port } = new URL(sim.url);
  return new Stripe(key, { host: hostname, port: Number(port), protocol: "http", maxNetworkRetries: 0 });
}

type Delivery = { body: string; signature: string; status: number };

/** A webhook endpoint; `answer(n)` picks the status for the n-th delivery (0-based). */
export async function startReceiver(answer: (index: number) => number = () => 200) {
  const received: Delivery[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = answer(received.length);
      const signature = String(request.headers["stripe-signature"] ?? "");
      received.push({ body: Buffer.concat(chunks).toString("utf8"), signature, status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`;
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return { url, received };
}

// Generous on purpose: the bound only matters when something is wrong, and a busy CI machine is slow.
export async function waitUntil(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Two T-shirts at $12.50 and shipping at $4.99: $29.99 in all. */
export function sessionParams(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  const line = (name: string, unit_amount: number, quantity: number) => ({
    quantity,
    price_data: { currency: "USD", unit_amount, product_data: { name } },
  });
  return {
    mode: "payment",
    line_items: [line("T-shirt", 1250, 2), line("Shipping", 499, 1)],
    success_url: "http://shop.test/checkout/success?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://shop.test/checkout/cancelled",
    client_reference_id: "order-1",
    metadata: { order_id: "order-1", order_number: "PG-1001" },
    ...overrides,
  } satisfies Stripe.Checkout.SessionCreateParams;
}

/** Submits the pay page's form the way a browser does, without following the redirect. */
export function submitPayForm(sim: StripeSim, sessionId: string, action: string) {
  return fetch(`${sim.url}/pay/${sessionId}`, {
    method: "POST",
    body: new URLSearchParams({ action }),
    redirect: "manual",
  });
}

export function control(sim: StripeSim, path: string, body?: unknown) {
  return fetch(`${sim.url}/_sim${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${sim.controlToken}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}
