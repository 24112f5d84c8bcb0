import { describe, expect, it } from "vitest";
import { api, order, startReceiver, startSim } from "./test-support";

describe("cloudprinter-sim orders", () => {
  it("accepts an order with 201 and a 14-digit Cloudprinter id, then refuses the same reference", async () => {
    let now = Date.UTC(2026, 4, 30, 9, 49, 34);
    const sim = await startSim({ now: () => now });
    const added = await api(sim, "orders/add", order("PG-1001"));
    expect(added.status).toBe(201);
    expect(added.json).toEqual({ order: expect.stringMatching(/^\d{14}$/) });
    expect(added.json.order.startsWith("26150")).toBe(true);

    now += 1000;
    const again = await api(sim, "orders/add", order("PG-1001"));
    expect(again.status).toBe(400);
    expect(again.json.error.type).toBe("order_reference_not_unique");
    expect(sim.addCalls("PG-1001")).toBe(1);
    expect(sim.addCalls()).toBe(1);
  });

  it("describes an order in orders/info and lists it in orders/", async () => {
    const sim = await startSim({ now: () => Date.UTC(2026, 0, 2, 3, 4, 5) });
    const { json } = await api(sim, "orders/add", order("PG-2001"));
    const info = await api(sim, "orders/info", { reference: "PG-2001" });
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({
      reference: "PG-2001",
      order: json.order,
      state: "1",
      state_code: "order_state_new",
      order_date: "2026-01-02 03:04:05",
      email: "support@printgo.example",
      is_cancelable: true,
      status_logs: [{ create_date: "2026-01-02 03:04:05", reference: "PG-2001", state: "1" }],
      addresses: [{ type: "delivery", country: "TH", zip: "10110", phone: "+66800000000" }],
      items: [
        {
          reference: "item-1",
          product_reference: "poster_a3_fc",
          name: "Poster A3",
          count: "2",
          shipping_level: "cp_ground",
          shipping_option: "DHL - Express ground",
          tracking: "",
          state: "1",
          options: [{ type: "poster_200art_matt", count: "1" }],
          files: [{ type: "product", md5sum: "0123456789abcdef0123456789abcdef" }],
        },
      ],
    });
    const list = await api(sim, "orders/");
    expect(list.json).toEqual([
      { reference: "PG-2001", order_date: "2026-01-02 03:04:05", state: "1", state_code: "order_state_new" },
    ]);
  });

  it("answers 410 for orders/info and orders/cancel, and 204 for orders/log, of an unknown order", async () => {
    const sim = await startSim();
    expect(await api(sim, "orders/info", { reference: "nope" })).toMatchObject({ status: 410, text: "" });
    expect(await api(sim, "orders/cancel", { reference: "nope" })).toMatchObject({ status: 410, text: "" });
    expect(await api(sim, "orders/log", { reference: "nope" })).toMatchObject({ status: 204, text: "" });
  });

  it("cancels before production (again and again), and refuses with 409 once production started", async () => {
    const receiver = await startReceiver();
    const sim = await startSim({ webhookUrl: receiver.url });
    await api(sim, "orders/add", order("PG-C1"));
    await sim.advanceTo("PG-C1", "validated");
    expect(await api(sim, "orders/cancel", { reference: "PG-C1" })).toMatchObject({ status: 200, json: {} });
    expect(await api(sim, "orders/cancel", { reference: "PG-C1" })).toMatchObject({ status: 200, json: {} });
    const info = await api(sim, "orders/info", { reference: "PG-C1" });
    expect(info.json).toMatchObject({
      state: "500",
      state_code: "order_state_canceled",
      is_cancelable: false,
    });
    const canceled = await sim.waitForSignal(
      (s) => s.type === "CloudprinterOrderCanceled" && s.status === "delivered",
    );
    expect(canceled.payload).toEqual({
      type: "CloudprinterOrderCanceled",
      order: info.json.order,
      order_reference: "PG-C1",
      datetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/),
    });
    expect(sim.signals().filter((s) => s.type === "CloudprinterOrderCanceled")).toHaveLength(1);

    await api(sim, "orders/add", order("PG-C2"));
    await sim.advanceTo("PG-C2", "in_production");
    expect((await api(sim, "orders/info", { reference: "PG-C2" })).json.is_cancelable).toBe(false);
    expect(await api(sim, "orders/cancel", { reference: "PG-C2" })).toMatchObject({ status: 409, text: "" });
    await sim.advanceTo("PG-C2", "delivered");
    expect((await api(sim, "orders/cancel", { reference: "PG-C2" })).status).toBe(409);
  });

  it("logs every state change in orders/log", async () => {
    const sim = await startSim();
    await api(sim, "orders/add", order("PG-L1"));
    await sim.advanceTo("PG-L1", "delivered");
    const log = await api(sim, "orders/log", { reference: "PG-L1" });
    expect(log.status).toBe(200);
    expect(log.json.map((entry: { state: string }) => entry.state)).toEqual([
      "1",
      "5",
      "6",
      "10",
      "15",
      "45",
      "100",
    ]);
    expect(log.json[0]).toEqual({
      reference: "PG-L1",
      create_date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      state: "1",
    });
  });
});
