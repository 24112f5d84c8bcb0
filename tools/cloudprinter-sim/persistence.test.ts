import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { startCloudprinterSim } from "./server";
import { api, API_KEY, order, startReceiver, tempDataFile, WEBHOOK_KEY } from "./test-support";

const options = (dataFile: string, extra = {}) => ({
  apiKey: API_KEY,
  webhookKey: WEBHOOK_KEY,
  dataFile,
  stepMs: 0,
  webhookRetryDelaysMs: [20],
  ...extra,
});

describe("cloudprinter-sim data file", () => {
  it("keeps orders, add counts and quotes across a restart, and the orders keep advancing", async () => {
    const dataFile = tempDataFile();
    const first = await startCloudprinterSim(options(dataFile));
    const { json } = await api(first, "orders/add", order("PG-7001"));
    const quote = (
      await api(first, "orders/quote", {
        country: "DE",
        items: [{ reference: "x", product: "poster_a4_fc", count: 1 }],
      })
    ).json;
    await first.advanceTo("PG-7001", "in_production");
    await first.close();
    expect(JSON.parse(readFileSync(dataFile, "utf8"))).toMatchObject({
      version: 1,
      orders: [{ reference: "PG-7001" }],
    });

    const second = await startCloudprinterSim(options(dataFile));
    try {
      const info = await api(second, "orders/info", { reference: "PG-7001" });
      expect(info.json).toMatchObject({ order: json.order, state: "45", is_cancelable: false });
      expect(second.addCalls("PG-7001")).toBe(1);
      expect((await api(second, "orders/add", order("PG-7001"))).json.error.type).toBe(
        "order_reference_not_unique",
      );
      const hash = quote.shipments[0].quotes[0].quote;
      expect((await api(second, "orders/quote/info", { quote: hash })).status).toBe(200);
      await second.advanceTo("PG-7001", "delivered");
      expect(
        second
          .signals()
          .map((signal) => signal.type)
          .slice(-1),
      ).toEqual(["ItemDeliveryCompleted"]);
      expect((await api(second, "orders/add", order("PG-7002"))).json.order).not.toBe(json.order);
    } finally {
      await second.close();
    }
  });

  it("resumes timed steps after a restart", async () => {
    const dataFile = tempDataFile();
    const first = await startCloudprinterSim(options(dataFile, { stepMs: 60_000 }));
    await api(first, "orders/add", order("PG-7003"));
    await first.close();
    const second = await startCloudprinterSim(options(dataFile, { stepMs: 10 }));
    try {
      await second.waitForSignal((signal) => signal.type === "ItemDeliveryCompleted");
    } finally {
      await second.close();
    }
  });

  it("delivers a signal still pending at shutdown after the restart", async () => {
    const dataFile = tempDataFile();
    const down = await startReceiver(() => 503);
    const first = await startCloudprinterSim(
      options(dataFile, { webhookUrl: down.url, webhookRetryDelaysMs: [150] }),
    );
    await api(first, "orders/add", order("PG-7004"));
    await first.advance("PG-7004");
    expect(first.signals()[0]).toMatchObject({ status: "pending", attempts: [{ status: 503 }] });
    await first.close();

    const up = await startReceiver();
    const second = await startCloudprinterSim(options(dataFile, { webhookUrl: up.url }));
    try {
      const signal = await second.waitForSignal((s) => s.status === "delivered");
      expect(signal.attempts.map((attempt) => attempt.status)).toEqual([503, 200]);
      expect(up.received[0]!.body).toMatchObject({ type: "CloudprinterOrderValidated", apikey: WEBHOOK_KEY });
    } finally {
      await second.close();
    }
  });
});
