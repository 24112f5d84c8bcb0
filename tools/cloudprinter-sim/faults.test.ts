import { describe, expect, it } from "vitest";
import { api, control, order, quoteRequest, startReceiver, startSim } from "./test-support";

describe("cloudprinter-sim faults", () => {
  it("answers 503 to the next N matching requests, then recovers", async () => {
    const sim = await startSim();
    sim.setFault({ mode: "error", count: 2, paths: ["orders/add"] });
    expect((await api(sim, "products")).status).toBe(200);
    expect((await api(sim, "orders/add", order("PG-8001"))).status).toBe(503);
    expect((await api(sim, "orders/add/", order("PG-8001"))).status).toBe(503);
    expect((await api(sim, "orders/add", order("PG-8001"))).status).toBe(201);
    expect(sim.addCalls()).toBe(1);
  });

  it("holds a request without answering, then drops it, and does nothing with it", async () => {
    const sim = await startSim();
    sim.setFault({ mode: "timeout", delayMs: 100, count: 1 });
    const started = Date.now();
    await expect(api(sim, "orders/add", order("PG-8002"))).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(sim.orders()).toEqual([]);
    expect((await api(sim, "orders/add", order("PG-8002"))).status).toBe(201);
  });

  it("answers late in slow mode", async () => {
    const sim = await startSim();
    sim.setFault({ mode: "slow", delayMs: 120, paths: ["orders/quote"] });
    const started = Date.now();
    expect((await api(sim, "orders/quote", quoteRequest())).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it("stores an order exactly once when the connection drops after it was accepted", async () => {
    const sim = await startSim();
    sim.setFault({ mode: "drop-after-accept", count: 1 });
    await expect(api(sim, "orders/add", order("PG-8003"))).rejects.toThrow();
    expect(sim.addCalls("PG-8003")).toBe(1);
    expect((await api(sim, "orders/info", { reference: "PG-8003" })).status).toBe(200);

    const retry = await api(sim, "orders/add", order("PG-8003"));
    expect(retry.json.error.type).toBe("order_reference_not_unique");
    expect(sim.addCalls("PG-8003")).toBe(1);
    expect(sim.orders()).toHaveLength(1);
  });

  it("drops signals while drop-webhooks is on and delivers them on a later retry", async () => {
    const receiver = await startReceiver();
    const sim = await startSim({ webhookUrl: receiver.url, webhookRetryDelaysMs: [30, 30] });
    sim.setFault({ mode: "drop-webhooks", count: 1 });
    await api(sim, "orders/add", order("PG-8004"));
    await sim.advance("PG-8004");
    expect(receiver.received).toHaveLength(0);
    const signal = await sim.waitForSignal((s) => s.status === "delivered");
    expect(signal.attempts.map(({ dropped, status }) => ({ dropped, status }))).toEqual([
      { dropped: true, status: null },
      { dropped: false, status: 200 },
    ]);
  });

  it("clears a fault after untilMs on the simulator's clock", async () => {
    let now = 1_000_000;
    const sim = await startSim({ now: () => now });
    sim.setFault({ mode: "error", status: 500, untilMs: now + 1000 });
    expect((await api(sim, "products")).status).toBe(500);
    now += 1000;
    expect((await api(sim, "products")).status).toBe(200);
  });

  it("is switched on, off and reset through the control API", async () => {
    const sim = await startSim();
    expect(await (await control(sim, "/health")).json()).toMatchObject({ ok: true, fault: null });
    const set = await control(sim, "/fault", {
      mode: "error",
      status: 502,
      paths: ["/cloudcore/1.0/products/"],
    });
    expect(await set.json()).toEqual({ fault: { mode: "error", status: 502, paths: ["products"] } });
    expect((await api(sim, "products")).status).toBe(502);
    expect((await control(sim, "/fault", { mode: "explode" })).status).toBe(400);
    await control(sim, "/fault", {});
    expect((await api(sim, "products")).status).toBe(200);

    await api(sim, "orders/add", order("PG-8005"));
    await control(sim, "/fault", { mode: "error" });
    expect(await (await control(sim, "/reset", {})).json()).toEqual({ ok: true });
    expect(sim.orders()).toEqual([]);
    expect(sim.addCalls()).toBe(0);
    expect((await api(sim, "orders/add", order("PG-8005"))).status).toBe(201);
  });
});
