import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { pendingOrder } from "@/modules/checkout/testing";
import { providerLogs, providerSignals } from "@/server/db/schema/fulfilment";
import { orderItems, orders } from "@/server/db/schema/orders";
import { uploads } from "@/server/db/schema/uploads";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { assembledPrintFile } from "@/modules/uploads/server";
import { handWrittenPdf, storeTestUpload } from "@/modules/uploads/testing";
import { loadAdminOrder } from "./order-detail.server";

const testDb = freshDatabasePerTest();

/** One provider log row whose request body names an order the way the real calls do. */
function logRow(path: string, requestBody: Record<string, unknown>, at: Date) {
  return {
    environment: "simulator",
    method: path === "/api/webhooks/cloudprinter" ? "SIGNAL" : "POST",
    status: 200,
    baseUrl: "http://cloudprinter.test",
    path,
    correlationId: crypto.randomUUID(),
    requestBody,
    responseBody: "{}",
    durationMs: 12,
    createdAt: at,
  };
}

describe(`admin order detail (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
  });

  it("answers undefined for an unknown or unreadable number", async () => {
    expect(await loadAdminOrder(testDb.current, "PG-NOPE0000")).toBeUndefined();
    expect(await loadAdminOrder(testDb.current, "%%%")).toBeUndefined();
  });

  it("shows the order with signed file links, its issue, and only its own log entries and signals, newest first", async () => {
    const { order } = await pendingOrder(testDb.current);
    const { order: other } = await pendingOrder(testDb.current);
    await testDb.current
      .update(orders)
      .set({
        providerOrderId: "CP-4242",
        fulfilmentIssue: "the provider refused the order: file too small",
        paymentSessionId: "cs_test_admin",
      })
      .where(eq(orders.id, order.id));
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
    await testDb.current
      .insert(providerLogs)
      .values([
        logRow("orders/add", { reference: order.number, apikey: "[redacted]" }, at(1)),
        logRow("/api/webhooks/cloudprinter", { order_reference: order.number, type: "ItemProduce" }, at(3)),
        logRow("/api/webhooks/cloudprinter", { order: "CP-4242", order_reference: "elsewhere" }, at(2)),
        logRow("orders/add", { reference: other.number }, at(4)),
      ]);
    await testDb.current.insert(providerSignals).values([
      {
        dedupeKey: "a",
        type: "ItemProduce",
        orderReference: order.number,
        orderId: order.id,
        payload: {},
        outcome: "advanced",
        receivedAt: at(3),
      },
      {
        dedupeKey: "b",
        type: "ItemError",
        orderReference: order.number,
        orderId: null,
        payload: { x: 1 },
        outcome: "ignored",
        receivedAt: at(5),
      },
      {
        dedupeKey: "c",
        type: "ItemShipped",
        orderReference: other.number,
        orderId: other.id,
        payload: {},
        outcome: "advanced",
        receivedAt: at(6),
      },
    ]);

    const shown = await loadAdminOrder(testDb.current, order.number.toLowerCase());
    expect(shown?.details.number).toBe(order.number);
    expect(shown?.fulfilmentIssue).toBe("the provider refused the order: file too small");
    expect(shown?.paymentSessionId).toBe("cs_test_admin");
    expect(shown?.providerLog.map((entry) => entry.path)).toEqual([
      "/api/webhooks/cloudprinter",
      "/api/webhooks/cloudprinter",
      "orders/add",
    ]);
    expect(shown?.providerLog[2]?.requestBody).toContain(order.number);
    expect(shown?.signals.map((signal) => signal.type)).toEqual(["ItemError", "ItemProduce"]);

    const [file] = shown?.files[0] ?? [];
    expect(file?.name).toBe("front.pdf");
    expect(file?.downloadUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\/original\?expires=\d+&sig=/);
  });

  it("has no download link for a design that is no longer stored", async () => {
    const { order } = await pendingOrder(testDb.current);
    const [item] = await testDb.current.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await testDb.current.delete(uploads).where(eq(uploads.id, item!.files[0]!.uploadId));
    const shown = await loadAdminOrder(testDb.current, order.number);
    expect(shown?.files[0]?.[0]).toEqual({ name: "front.pdf", previewUrl: null, downloadUrl: null });
  });

  it("lists the print file a double-sided item's sides were put into, once the order was sent", async () => {
    const { order } = await pendingOrder(testDb.current);
    const side = () => storeTestUpload(testDb.current, handWrittenPdf({}).head);
    const [front, back] = [await side(), await side()];
    const A6 = { widthMm: 148, heightMm: 105 };
    await testDb.current
      .update(orderItems)
      .set({
        files: [
          { uploadId: front, name: "front.pdf", kind: "pdf", areaId: "front", sheet: { page: 1, ...A6 } },
          { uploadId: back, name: "back.pdf", kind: "pdf", areaId: "back", sheet: { page: 2, ...A6 } },
        ],
      })
      .where(eq(orderItems.orderId, order.id));
    // Not sent yet: only the sides.
    expect((await loadAdminOrder(testDb.current, order.number))?.files[0]).toHaveLength(2);

    const made = await assembledPrintFile(testDb.current, [
      { uploadId: front, ...A6 },
      { uploadId: back, ...A6 },
    ]);
    const files = (await loadAdminOrder(testDb.current, order.number))?.files[0];
    expect(files?.map((file) => [file.name, file.printFile ?? false])).toEqual([
      ["front.pdf", false],
      ["back.pdf", false],
      ["", true],
    ]);
    expect(files?.[2]?.downloadUrl).toContain(
      `/api/uploads/${(made as { uploadId: string }).uploadId}/original?`,
    );
  });
});
