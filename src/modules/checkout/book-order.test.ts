import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { addToCart } from "@/modules/cart/actions";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { submitToProviderHandler } from "@/modules/fulfilment/server";
import { providerEnvPerTest, simForTest } from "@/modules/fulfilment/testing";
import { submitToProviderJob } from "@/modules/orders/server";
import { createJobRunner, enqueue } from "@/server/jobs";
import { orderItems, orders } from "@/server/db/schema/orders";
import { uploadInThisBrowser } from "@/modules/cart/testing";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { createPendingOrder } from "./create-order.server";
import { validCheckout } from "./test-orders";

// The cart action reads the request's cookies and locale; outside Next.js these stand in.
vi.mock("next-intl/server", () => ({ getLocale: async () => "en" }));
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest();
providerEnvPerTest();

const storedPdf = (name: string, md5: string, pages: number, widthMm: number, heightMm: number) =>
  uploadInThisBrowser(testDb.current, {
    originalName: name,
    md5,
    pageCount: pages,
    pageWidthMm: widthMm,
    pageHeightMm: heightMm,
  });

describe(`a book from cart to print order (${testEngine})`, () => {
  it("keeps cover and interior apart on the order item and sends them as cover and book files", async () => {
    const sim = await simForTest();
    await seedTestCatalog(testDb.current);
    const cover = await storedPdf("cover.pdf", "c".repeat(32), 1, 306, 216);
    const interior = await storedPdf("pages.pdf", "b".repeat(32), 24, 154, 216);
    const added = await addToCart({
      productId: 6,
      quantity: 3,
      options: { pages: "24", "cover-finish": "matte" },
      files: [
        { areaId: "interior", uploadId: interior },
        { areaId: "cover", uploadId: cover },
      ],
    });
    expect(added).toMatchObject({ ok: true });

    const created = await createPendingOrder(testDb.current, {
      cartId: nextRequest.jar.get("cart")!.value,
      locale: "en",
      currency: "USD",
      input: validCheckout(),
    });
    if (!created.ok) throw new Error(`expected an order, got ${created.error}`);
    const [item] = await testDb.current
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, created.order.id));
    expect(item?.files).toEqual([
      { uploadId: interior, name: "pages.pdf", kind: "pdf", areaId: "interior", role: "book" },
      { uploadId: cover, name: "cover.pdf", kind: "pdf", areaId: "cover", role: "cover" },
    ]);

    // Paid: the submission job sends it to the simulator.
    await testDb.current
      .update(orders)
      .set({ paymentStatus: "paid", paidAt: new Date() })
      .where(eq(orders.id, created.order.id));
    await enqueue(testDb.current, submitToProviderJob, { orderId: created.order.id });
    const runner = createJobRunner({
      database: () => testDb.current,
      jobs: [submitToProviderHandler],
      backoff: () => 0,
    });
    await runner.runOnce();

    const [sent] = sim.orders();
    expect(sent?.reference).toBe(created.order.number);
    expect(sent?.items[0]?.files).toEqual([
      {
        type: "book",
        url: expect.stringContaining(`/api/uploads/${interior}/original`),
        md5sum: "b".repeat(32),
      },
      {
        type: "cover",
        url: expect.stringContaining(`/api/uploads/${cover}/original`),
        md5sum: "c".repeat(32),
      },
    ]);
  });
});
