import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/webhooks/cloudprinter/route";
import { insertTestOrder } from "@/test/order-fixture";
import { chunkedBody, chunkedText, streamedPost } from "@/test/chunked-body";
import { freshDatabasePerTest } from "@/test/database";
import { providerEnvPerTest, TEST_WEBHOOK_KEY } from "./test-provider-env";

const testDb = freshDatabasePerTest();
providerEnvPerTest();

const URL = "http://shop.test/api/webhooks/cloudprinter";

describe("POST /api/webhooks/cloudprinter, body size", () => {
  it("refuses a chunked body over 64 KB with a 413 and stops reading just past the limit", async () => {
    const { stream, state } = chunkedBody({ chunkBytes: 4 * 1024, totalBytes: 4 * 1024 * 1024 });
    const response = await POST(streamedPost(URL, stream));
    expect(state.pulls).toBeLessThanOrEqual(64 / 4 + 2);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "payload_too_large" });
  });

  it("refuses a declared Content-Length over 64 KB before reading", async () => {
    const { stream, state } = chunkedBody();
    const response = await POST(streamedPost(URL, stream, { "content-length": String(65 * 1024) }));
    expect(response.status).toBe(413);
    expect(state.sent).toBe(0);
  });

  it("takes a chunked signal without Content-Length", async () => {
    const number = "PG-7KQ2M9XB";
    // An order we submitted: signals apply only under the provider order id orders/add returned.
    await insertTestOrder(testDb.current, {
      number,
      status: "processing",
      paymentStatus: "paid",
      submittedAt: new Date(),
      providerOrderId: "21034900000000",
    });
    const signal = JSON.stringify({
      apikey: TEST_WEBHOOK_KEY,
      type: "CloudprinterOrderValidated",
      order: "21034900000000",
      order_reference: number,
      datetime: "2026-11-23T10:00:00+00:00",
    });
    const response = await POST(streamedPost(URL, chunkedText(signal, 64)));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true });
  });
});
