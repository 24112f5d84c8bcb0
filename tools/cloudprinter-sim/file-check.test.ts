import { describe, expect, it } from "vitest";
import { api, item, order, startFileServer, startReceiver, startSim } from "./test-support";

describe("cloudprinter-sim file downloads (fetchFiles)", () => {
  it("cancels the item with CancelDownloadError and the order when the MD5 does not match", async () => {
    const files = await startFileServer();
    const receiver = await startReceiver();
    const sim = await startSim({ webhookUrl: receiver.url, fetchFiles: true });
    const wrong = [{ type: "product", url: files.url, md5sum: "f".repeat(32) }];
    await api(sim, "orders/add", order("PG-9001", { items: [item({ files: wrong })] }));

    const canceled = await sim.waitForSignal((s) => s.type === "ItemCanceled");
    expect(canceled.payload).toMatchObject({ item_reference: "item-1", cause: "CancelDownloadError" });
    expect(canceled.payload.message).not.toContain("token=secret");
    await sim.waitForSignal((s) => s.type === "CloudprinterOrderCanceled");
    const info = (await api(sim, "orders/info", { reference: "PG-9001" })).json;
    expect(info).toMatchObject({ state: "500", is_cancelable: false, items: [{ state: "500" }] });
    expect(info.status_logs.map((log: { state: string }) => log.state)).toEqual(["1", "10", "11", "500"]);
    await sim.advance("PG-9001");
    expect(sim.signals().map((s) => s.type)).toEqual(["ItemCanceled", "CloudprinterOrderCanceled"]);
  });

  it("lets an order with matching files go on, and fails one whose file cannot be fetched", async () => {
    const files = await startFileServer();
    const sim = await startSim({ fetchFiles: true });
    const good = [{ type: "product", url: files.url, md5sum: files.md5 }];
    await api(sim, "orders/add", order("PG-9002", { items: [item({ files: good })] }));
    await sim.advanceTo("PG-9002", "validated");
    expect(sim.orders()[0]).toMatchObject({ filesChecked: true, canceled: false, state: "6" });

    const missing = [
      {
        type: "product",
        url: files.url.replace("file.pdf", "gone.pdf").replace(/:\d+/, ":1"),
        md5sum: files.md5,
      },
    ];
    await api(sim, "orders/add", order("PG-9003", { items: [item({ files: missing })] }));
    const canceled = await sim.waitForSignal(
      (s) => s.type === "ItemCanceled" && s.orderReference === "PG-9003",
    );
    expect(canceled.payload.message).toMatch(/download failed/);
  });
});
