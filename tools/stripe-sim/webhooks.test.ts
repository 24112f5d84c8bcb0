import { describe, expect, it } from "vitest";
import {
  control,
  sdk,
  sessionParams,
  startReceiver,
  startSim,
  waitUntil,
  WEBHOOK_SECRET,
} from "./test-support";

describe("stripe-sim webhooks", () => {
  it("retries a webhook the shop answered with 500 until it gets a 2xx", async () => {
    const receiver = await startReceiver((index) => (index < 2 ? 500 : 200));
    const sim = await startSim({ webhookUrl: receiver.url, webhookRetryDelaysMs: [50, 50] });
    const stripe = sdk(sim);
    const session = await stripe.checkout.sessions.create(
      sessionParams({ allowed_payment_method_types: ["card", "paypal"] }),
    );
    expect((await control(sim, `/sessions/${session.id}/pay`, { method: "paypal" })).status).toBe(200);

    const event = await sim.waitForEvent((e) => e.status === "delivered");
    expect(event.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
    expect(receiver.received).toHaveLength(3);
    for (const delivery of receiver.received) {
      const verified = stripe.webhooks.constructEvent(delivery.body, delivery.signature, WEBHOOK_SECRET);
      expect(verified.id).toBe(event.id);
    }
  });

  it("gives up after the last retry and records network errors", async () => {
    const receiver = await startReceiver(() => 503);
    const sim = await startSim({ webhookUrl: receiver.url, webhookRetryDelaysMs: [20] });
    const session = await sdk(sim).checkout.sessions.create(sessionParams());
    await control(sim, `/sessions/${session.id}/pay`, {});
    const failed = await sim.waitForEvent((e) => e.status === "failed");
    expect(failed.attempts.map((attempt) => attempt.status)).toEqual([503, 503]);

    sim.setWebhookUrl("http://127.0.0.1:1/unreachable");
    await sdk(sim).checkout.sessions.expire((await sdk(sim).checkout.sessions.create(sessionParams())).id);
    const unreachable = await sim.waitForEvent(
      (e) => e.type === "checkout.session.expired" && e.status === "failed",
    );
    expect(unreachable.attempts[0]).toMatchObject({ status: null, error: expect.any(String) });
  });

  it("resends an event with the same id and body and a fresh signature", async () => {
    const receiver = await startReceiver();
    const sim = await startSim({ webhookUrl: receiver.url });
    const stripe = sdk(sim);
    const session = await stripe.checkout.sessions.create(sessionParams());
    await control(sim, `/sessions/${session.id}/pay`, { method: "card" });
    const event = await sim.waitForEvent((e) => e.status === "delivered");

    const resent = await control(sim, `/events/${event.id}/resend`, {});
    expect(resent.status).toBe(200);
    await waitUntil(() => receiver.received.length === 2);
    const [first, second] = receiver.received;
    expect(second!.body).toBe(first!.body);
    expect(stripe.webhooks.constructEvent(second!.body, second!.signature, WEBHOOK_SECRET).id).toBe(event.id);

    const listed = (await (await control(sim, "/events")).json()) as Array<{
      id: string;
      attempts: unknown[];
    }>;
    expect(listed).toHaveLength(1);
    await waitUntil(() => sim.events()[0]!.attempts.length === 2);
  });

  it("completes a delayed payment unpaid first, then reports success or failure", async () => {
    const receiver = await startReceiver();
    const sim = await startSim({ webhookUrl: receiver.url });
    const stripe = sdk(sim);
    const types = () =>
      receiver.received.map((d) => stripe.webhooks.constructEvent(d.body, d.signature, WEBHOOK_SECRET));

    const good = await stripe.checkout.sessions.create(sessionParams());
    await control(sim, `/sessions/${good.id}/async`, { outcome: "pending" });
    await waitUntil(() => receiver.received.length === 1);
    expect(types()[0]).toMatchObject({
      type: "checkout.session.completed",
      data: { object: { status: "complete", payment_status: "unpaid" } },
    });
    await control(sim, `/sessions/${good.id}/async`, { outcome: "succeeded" });
    await waitUntil(() => receiver.received.length === 2);
    expect(types()[1]).toMatchObject({
      type: "checkout.session.async_payment_succeeded",
      data: { object: { id: good.id, payment_status: "paid" } },
    });

    const bad = await stripe.checkout.sessions.create(sessionParams());
    await control(sim, `/sessions/${bad.id}/async`, { outcome: "pending" });
    await control(sim, `/sessions/${bad.id}/async`, { outcome: "failed" });
    await waitUntil(() => receiver.received.length === 4);
    expect(types().map((event) => event.type)).toContain("checkout.session.async_payment_failed");

    const tooLate = await control(sim, `/sessions/${bad.id}/async`, { outcome: "succeeded" });
    expect(tooLate.status).toBe(409);
  });

  it("refuses a payment method the session does not accept", async () => {
    const sim = await startSim();
    const session = await sdk(sim).checkout.sessions.create(sessionParams());
    const refused = await control(sim, `/sessions/${session.id}/pay`, { method: "paypal" });
    expect(refused.status).toBe(409);
    expect(sim.events()).toEqual([]);
  });

  it("records events without sending them when no endpoint is set", async () => {
    const sim = await startSim();
    const session = await sdk(sim).checkout.sessions.create(sessionParams());
    const paid = await control(sim, `/sessions/${session.id}/pay`, { method: "card" });
    expect(await paid.json()).toMatchObject({ status: "complete", payment_status: "paid" });
    expect(sim.events()).toMatchObject([
      { type: "checkout.session.completed", status: "no_endpoint", attempts: [] },
    ]);
    expect(await (await control(sim, "/health")).json()).toMatchObject({ ok: true, sessions: 1, events: 1 });
  });
});
