import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { handWrittenPdf, storeTestUpload } from "@/modules/uploads/testing";
import { orderItems, type OrderItemFile } from "@/server/db/schema/orders";
import { uploads } from "@/server/db/schema/uploads";
import { fileStorage } from "@/server/storage";
import { freshDatabasePerTest } from "@/test/database";
import { insertTestOrder } from "@/test/order-fixture";
import { loadOrderForPrint, loadReprintForPrint, printFilesProblem } from "./print-order-source.server";

/*
 * docs/product-rules.md#sides: a double-sided postcard's front and back are uploaded apart and go to
 * the printer as one PDF, front first, made once and sent again unchanged.
 */

const testDb = freshDatabasePerTest();
const POINTS_PER_MM = 72 / 25.4;
const A6 = { widthMm: 148, heightMm: 105 };

/** A side's file stored as a visitor's upload would be. */
const storedSide = (bytes: Buffer, name: string) =>
  storeTestUpload(testDb.current, bytes, { originalName: name });

const side = (widthMm: number, heightMm: number) =>
  handWrittenPdf({ width: widthMm * POINTS_PER_MM, height: heightMm * POINTS_PER_MM }).head;

/** A paid order of double-sided postcards whose item names the two sides (back listed first). */
async function postcardOrder(front: string, back: string) {
  const order = await insertTestOrder(testDb.current, {
    number: `PG-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
    status: "pending",
    paymentStatus: "paid",
  });
  const files: OrderItemFile[] = [
    {
      uploadId: back,
      name: "back.pdf",
      kind: "pdf",
      areaId: "back",
      role: "product",
      sheet: { page: 2, ...A6 },
    },
    {
      uploadId: front,
      name: "front.pdf",
      kind: "pdf",
      areaId: "front",
      role: "product",
      sheet: { page: 1, ...A6 },
    },
  ];
  await testDb.current.update(orderItems).set({ files }).where(eq(orderItems.orderId, order.id));
  return order;
}

async function assembledRows() {
  return testDb.current
    .select()
    .from(uploads)
    .where(eq(uploads.kind, "pdf"))
    .then((rows) => rows.filter((row) => row.parts !== null));
}

describe("printing a double-sided product's sides", () => {
  it("sends the front and the back as one two-page product file, front first", async () => {
    const front = await storedSide(side(154, 111), "front.pdf");
    const back = await storedSide(side(111, 154), "back.pdf");
    const order = await postcardOrder(front, back);

    const loaded = (await loadOrderForPrint(testDb.current, order.id))!;
    expect(printFilesProblem(loaded)).toBeUndefined();
    const [item] = loaded.source.items;
    expect(item!.files).toHaveLength(1);
    expect(item!.files[0]!.type).toBe("product");

    const [assembled] = await assembledRows();
    expect(assembled!.parts).toEqual([front, back]);
    expect(item!.files[0]!.md5).toBe(assembled!.md5);
    expect(item!.files[0]!.url).toContain(`/api/uploads/${assembled!.id}/original`);
    const document = await PDFDocument.load(
      await buffer(await fileStorage().openRead(assembled!.storageKey)),
    );
    expect(document.getPages().map((page) => Math.round(page.getWidth() / POINTS_PER_MM))).toEqual([
      154, 111,
    ]);
    expect(assembled!.pageCount).toBe(2);
  });

  it("sends the same file again on a retry and a reprint, so its MD5 never changes", async () => {
    const order = await postcardOrder(
      await storedSide(side(154, 111), "front.pdf"),
      await storedSide(side(154, 111), "back.pdf"),
    );
    const first = (await loadOrderForPrint(testDb.current, order.id))!.source.items[0]!.files[0]!;
    const again = (await loadOrderForPrint(testDb.current, order.id))!.source.items[0]!.files[0]!;
    const reprint = (await loadReprintForPrint(testDb.current, {
      id: crypto.randomUUID(),
      orderId: order.id,
      number: `${order.number}-R1`,
      lines: [{ position: 0, quantity: 1 }],
    } as Parameters<typeof loadReprintForPrint>[1]))!.source.items[0]!.files[0]!;
    expect(again.md5).toBe(first.md5);
    expect(reprint.md5).toBe(first.md5);
    expect(await assembledRows()).toHaveLength(1);
  });

  it("reports a side that is gone as a missing design, and an unreadable one for staff", async () => {
    const front = await storedSide(side(154, 111), "front.pdf");
    const gone = crypto.randomUUID();
    const missing = (await loadOrderForPrint(testDb.current, (await postcardOrder(front, gone)).id))!;
    expect(missing.missingFiles).toEqual([gone]);
    expect(printFilesProblem(missing)).toContain("design file missing");

    const damaged = await storedSide(Buffer.from("%PDF-1.4\nnot a real pdf"), "back.pdf");
    const unreadable = (await loadOrderForPrint(testDb.current, (await postcardOrder(front, damaged)).id))!;
    expect(unreadable.unassembled).toEqual([0]);
    expect(unreadable.source.items[0]!.files).toEqual([]);
    expect(printFilesProblem(unreadable)).toContain("could not be put into one print file");
  });
});
