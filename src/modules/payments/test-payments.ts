// Test support: a real Stripe simulator over HTTP, with the shop's configuration pointed at it.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startStripeSim, type StripeSim } from "../../../tools/stripe-sim/server";
import { resetProcessCaches } from "@/server/cache";

import { TEST_WEBHOOK_SECRET } from "./test-webhooks";

export type PaymentsHarness = {
  sim: StripeSim;
  /** Receives the simulator's webhooks and hands each raw request to `deliver`. */
  receiver: Server;
  close(): Promise<void>;
};

/**
 * Starts the simulator and a webhook receiver that forwards to `deliver` (normally the route's POST),
 * and points STRIPE_* at them. Call close() in afterAll.
 */
export async function startTestPayments(deliver: (request: Request) => Promise<Response>) {
  const receiver = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const response = await deliver(
      new Request("http://shop.test/api/webhooks/stripe", {
        method: "POST",
        headers: { "stripe-signature": String(incoming.headers["stripe-signature"] ?? "") },
        body: Buffer.concat(chunks).toString("utf8"),
      }),
    );
    outgoing.writeHead(response.status, { "content-type": "application/json" });
    outgoing.end(await response.text());
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
  const sim = await startStripeSim({
    port: 0,
    webhookUrl: receiverUrl,
    webhookSecret: TEST_WEBHOOK_SECRET,
    webhookRetryDelaysMs: [50, 100],
  });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: "sk_test_printgo",
    STRIPE_API_BASE: sim.url,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  });
  resetProcessCaches();
  return {
    sim,
    receiver,
    close: async () => {
      await sim.close();
      await new Promise((resolve) => receiver.close(resolve));
      delete process.env.STRIPE_SECRET_KEY;
      delete process.env.STRIPE_API_BASE;
      delete process.env.STRIPE_WEBHOOK_SECRET;
      resetProcessCaches();
    },
  } satisfies PaymentsHarness;
}
