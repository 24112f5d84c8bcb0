import { eq } from "drizzle-orm";
import { onTestFinished } from "vitest";
import { startCloudprinterSim, type CloudprinterSim } from "../../../tools/cloudprinter-sim/server";
import type { Database } from "@/server/db";
import { orderItems } from "@/server/db/schema/orders";
import { uploads } from "@/server/db/schema/uploads";
import { resetProcessCaches } from "@/server/cache";
import { insertTestOrder } from "@/test/order-fixture";
import { TEST_API_KEY, TEST_WEBHOOK_KEY } from "./test-provider-env";

/**
 * A Cloudprinter simulator for one test, with the shop's provider configuration pointed at it (call
 * after providerEnvPerTest's hook has run, i.e. inside the test). Orders advance only by hand.
 */
export async function simForTest(
  options: {
    webhookUrl?: string;
    timeoutMs?: number;
    /** Leave products or options out of the simulated account's catalog (a catalog check that fails). */
    withoutProducts?: string[];
    withoutOptions?: { product: string; option: string }[];
  } = {},
): Promise<CloudprinterSim> {
  const sim = await startCloudprinterSim({
    apiKey: TEST_API_KEY,
    webhookKey: TEST_WEBHOOK_KEY,
    stepMs: 0,
    webhookRetryDelaysMs: [20, 50],
    ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
    ...(options.withoutProducts ? { withoutProducts: options.withoutProducts } : {}),
    ...(options.withoutOptions ? { withoutOptions: options.withoutOptions } : {}),
  });
  onTestFinished(() => sim.close());
  process.env.CLOUDPRINTER_BASE_URL = sim.baseUrl;
  if (options.timeoutMs) process.env.CLOUDPRINTER_TIMEOUT_MS = String(options.timeoutMs);
  resetProcessCaches();
  return sim;
}

/**
 * A paid order as the payment webhook leaves it, printable by the simulator: a real product
 * reference, a gloss finish (its provider line: two boxes of 250 cards), and a stored design with its MD5.
 */
export async function insertPaidPrintableOrder(database: Database, number = "PG-7KQ2M9XB") {
  const [upload] = await database
    .insert(uploads)
    .values({
      storageKey: `test/${number}.pdf`,
      kind: "pdf",
      mimeType: "application/pdf",
      originalName: "cards.pdf",
      size: 1234,
      md5: "0123456789abcdef0123456789abcdef",
      sha256: "0".repeat(64),
    })
    .returning();
  const order = await insertTestOrder(database, {
    number,
    status: "pending",
    paymentStatus: "paid",
    paidAt: new Date(),
  });
  await database
    .update(orderItems)
    .set({
      productReference: "businesscard_ss_int_bc_fc",
      options: [{ code: "finish", value: "gloss", name: "Finish", valueName: "Gloss" }],
      providerLine: {
        product: "businesscard_ss_int_bc_fc",
        options: [{ type: "product_finish_gloss", count: 1 }],
        count: 500,
      },
      files: [{ uploadId: upload!.id, name: "cards.pdf", kind: "pdf" }],
    })
    .where(eq(orderItems.orderId, order.id));
  return order;
}
