import { describe, expect, it } from "vitest";
import { api, order, startReceiver, startSim } from "./test-support";

describe("cloudprinter-sim webhooks", () => {
  it("retries a signal the shop answered with 500 until it gets a 200", async () => {
    const receiver = await startReceiver((index) => (index < 2 ? 500 : 200));
    const sim = await startSim({ webhookUrl: receiver.url, webhookRetryDelaysMs: [20, 20] });
    await api(sim, "orders/add", order("PG-6001"));
    await sim.advance("PG-6001");
    const signal = await sim.waitForSignal((s) => s.status === "delivered");
    expect(signal.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
    expect(receiver.received.map((delivery) => delivery.body)).toEqual(
      Array(3).fill(receiver.received[0]!.body),
    );
  });

  it("counts 204 as delivered but not other 2xx, and gives up after the last retry", async () => {
    const answers = [204, 202, 202];
    const receiver = await startReceiver((index) => answers[index] ?? 202);
    const sim = await startSim({ webhookUrl: receiver.url, webhookRetryDelaysMs: [10] });
    await api(sim, "orders/add", order("PG-6002"));
    await sim.advance("PG-6002", 3);
    expect(sim.signals()[0]).toMatchObject({ type: "CloudprinterOrderValidated", status: "delivered" });
    const failed = await sim.waitForSignal((s) => s.status === "failed");
    expect(failed.attempts.map((attempt) => attempt.status)).toEqual([202, 202]);
  });

  it("records network errors and timeouts as failed attempts", async () => {
    const sim = await startSim({ webhookUrl: "http://127.0.0.1:1/unreachable", webhookRetryDelaysMs: [] });
    await api(sim, "orders/add", order("PG-6003"));
    await sim.advance("PG-6003");
    const [signal] = sim.signals();
    expect(signal).toMatchObject({
      status: "failed",
      attempts: [{ status: null, error: expect.any(String), dropped: false }],
    });
  });

  it("records signals without sending them when no endpoint is set, and sends later ones once it is", async () => {
    const receiver = await startReceiver();
    const sim = await startSim();
    await api(sim, "orders/add", order("PG-6004"));
    await sim.advance("PG-6004");
    expect(sim.signals()).toMatchObject([
      { type: "CloudprinterOrderValidated", status: "no_endpoint", attempts: [] },
    ]);
    sim.setWebhookUrl(receiver.url);
    await sim.advance("PG-6004", 2);
    expect(receiver.received.map((delivery) => delivery.body.type)).toEqual(["ItemValidated"]);
  });
});
