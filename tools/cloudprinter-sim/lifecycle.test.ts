import { describe, expect, it } from "vitest";
import { api, control, item, order, startReceiver, startSim, waitUntil, WEBHOOK_KEY } from "./test-support";

const ITEM_SIGNALS = [
  "ItemValidated",
  "ItemProduce",
  "ItemProduced",
  "ItemPacked",
  "ItemShipped",
  "ItemDeliveryCompleted",
];

describe("cloudprinter-sim lifecycle", () => {
  it("walks an order to delivered, sending every signal in order with the webhook key", async () => {
    const receiver = await startReceiver();
    const sim = await startSim({ webhookUrl: receiver.url });
    const { json } = await api(sim, "orders/add", order("PG-5001"));
    await sim.advanceTo("PG-5001", "delivered");

    const types = receiver.received.map((delivery) => delivery.body.type);
    expect(types).toEqual(["CloudprinterOrderValidated", ...ITEM_SIGNALS]);
    expect(sim.signals().map((signal) => signal.type)).toEqual(types);
    const itemId = sim.orders()[0]!.items[0]!.id;
    expect(itemId).toMatch(new RegExp(`^${json.order.slice(0, 10)}0001$`));
    for (const { body } of receiver.received) {
      expect(body).toMatchObject({ apikey: WEBHOOK_KEY, order: json.order, order_reference: "PG-5001" });
      expect(body.datetime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    }
    expect(receiver.received[0]!.body).not.toHaveProperty("item");
    expect(receiver.received[0]!.body).not.toHaveProperty("item_reference");
    const shipped = receiver.received.find((delivery) => delivery.body.type === "ItemShipped")!.body;
    expect(shipped).toEqual({
      apikey: WEBHOOK_KEY,
      type: "ItemShipped",
      order: json.order,
      order_reference: "PG-5001",
      item: itemId,
      item_reference: "item-1",
      datetime: expect.any(String),
      tracking: `SIM${itemId}`,
      shipping_option: "DHL - Express ground",
      url: `${sim.url}/tracking/SIM${itemId}`,
    });
    const parcel = await fetch(shipped.url!);
    expect(await parcel.json()).toMatchObject({ tracking: shipped.tracking, status: "delivered" });

    const info = (await api(sim, "orders/info", { reference: "PG-5001" })).json;
    expect(info).toMatchObject({ state: "100", state_code: "order_state_completed", is_cancelable: false });
    expect(info.items[0]).toMatchObject({ tracking: `SIM${itemId}`, state: "75" });
    await sim.advance("PG-5001");
    expect(sim.signals()).toHaveLength(7);
  });

  it("sends item signals for every item and stops at the stage asked for", async () => {
    const receiver = await startReceiver();
    const sim = await startSim({ webhookUrl: receiver.url });
    await api(
      sim,
      "orders/add",
      order("PG-5002", { items: [item(), item({ reference: "item-2", count: 1 })] }),
    );
    await sim.advanceTo("PG-5002", "shipped");
    const shipped = receiver.received.filter((delivery) => delivery.body.type === "ItemShipped");
    expect(shipped.map((delivery) => delivery.body.item_reference).sort()).toEqual(["item-1", "item-2"]);
    expect(new Set(shipped.map((delivery) => delivery.body.tracking)).size).toBe(2);
    expect(sim.orders()[0]!.stage).toBe(7);
    expect((await api(sim, "orders/info", { reference: "PG-5002" })).json.state).toBe("45");
  });

  it("advances on its own clock when stepMs is set", async () => {
    const receiver = await startReceiver();
    const sim = await startSim({ webhookUrl: receiver.url, stepMs: 15 });
    await api(sim, "orders/add", order("PG-5003"));
    // A signal is listed as soon as it is recorded, before its delivery is answered: wait for the answer.
    const done = await sim.waitForSignal(
      (signal) => signal.type === "ItemDeliveryCompleted" && signal.status !== "pending",
    );
    expect(done.status).toBe("delivered");
    await waitUntil(() => receiver.received.length === 7);
    expect(sim.orders()[0]).toMatchObject({ state: "100", nextStepAt: null });
  });

  it("is driven through the control API too", async () => {
    const sim = await startSim();
    await api(sim, "orders/add", order("PG-5004"));
    const stepped = await control(sim, "/orders/PG-5004/advance", { steps: 2 });
    expect(await stepped.json()).toMatchObject({ reference: "PG-5004", stage: 2, state: "15", addCalls: 1 });
    const to = await control(sim, "/orders/PG-5004/advance", { to: "in_production" });
    expect(await to.json()).toMatchObject({ stage: 4 });
    expect((await control(sim, "/orders/PG-5004/advance", { to: "lost" })).status).toBe(400);
    expect((await control(sim, "/orders/nope/advance", {})).status).toBe(404);
    const listed = (await (await control(sim, "/orders")).json()) as {
      reference: string;
      addCalls: number;
    }[];
    expect(listed).toMatchObject([{ reference: "PG-5004", addCalls: 1 }]);
    const signals = (await (await control(sim, "/signals")).json()) as { type: string; status: string }[];
    expect(signals.map((signal) => signal.status)).toEqual(Array(signals.length).fill("no_endpoint"));
  });
});
