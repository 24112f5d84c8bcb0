import { beforeEach, describe, expect, it } from "vitest";
import { jobs } from "@/server/db/schema/jobs";
import { mailOutbox } from "@/server/db/schema/mail";
import { orderItems, orders } from "@/server/db/schema/orders";
import { resetProcessCaches } from "@/server/cache";
import { createJobRunner, enqueue, PermanentJobError } from "@/server/jobs";
import { resetMailTransport } from "@/server/mail";
import { saveSupportAddress } from "@/modules/support/server";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { orderConfirmationMailJob, orderShippedMailJob } from "./jobs";
import { advanceOrderStatus, flagFulfilmentIssue } from "./fulfilment-transitions.server";
import {
  orderCancelledMailHandler,
  orderConfirmationMailHandler,
  orderShippedMailHandler,
  staffFulfilmentIssueMailHandler,
} from "./order-mails.server";

const testDb = freshDatabasePerTest();

const context = { jobId: 1, attempt: 1, maxAttempts: 8 };
/** Runs a mail handler as the runner would, stored payload and all. */
const sendOrderConfirmation = (payload: unknown) => orderConfirmationMailHandler.run(payload, context);
const sendOrderShipped = (payload: unknown) => orderShippedMailHandler.run(payload, context);
const mailRunner = () =>
  createJobRunner({
    database: () => testDb.current,
    jobs: [orderConfirmationMailHandler, orderShippedMailHandler],
  });

async function insertOrder(locale: "en" | "th" = "en", overrides: Partial<typeof orders.$inferInsert> = {}) {
  const [order] = await testDb.current
    .insert(orders)
    .values({
      number: "PG-TEST2345",
      status: "processing",
      paymentStatus: "paid",
      locale,
      checkoutKey: crypto.randomUUID(),
      email: "buyer@example.com",
      phone: "+66 81 234 5678",
      shippingName: "Somchai Jaidee",
      shippingAddress: "99 Sukhumvit Road",
      shippingCity: "Bangkok",
      shippingPostalCode: "10110",
      shippingCountry: "TH",
      shippingLevel: "cp_express",
      deliveryMinDays: 1,
      deliveryMaxDays: 3,
      paymentMethod: "card",
      subtotal: 2999,
      shippingCost: 2999,
      paymentFee: 0,
      total: 5998,
      totalUsd: 5998,
      ...overrides,
    })
    .returning();
  await testDb.current.insert(orderItems).values({
    orderId: order!.id,
    position: 0,
    productId: 1,
    productReference: "businesscard_ss_int_bc_fc",
    name: "Premium Business Cards",
    options: [{ code: "finish", value: "gloss", name: "Finish", valueName: "Gloss" }],
    files: [{ uploadId: crypto.randomUUID(), name: "design.pdf", kind: "pdf" }],
    quantity: 1,
    unitPrice: 2999,
    lineTotal: 2999,
  });
  return order!;
}

describe(`order confirmation job (${testEngine})`, () => {
  beforeEach(() => {
    // These tests exercise the outbox transport, whatever the developer's shell has configured.
    delete process.env.SMTP_URL;
    resetProcessCaches();
    resetMailTransport();
  });

  it("mails the confirmation in the order's language and records it in the outbox", async () => {
    const order = await insertOrder("th");
    await sendOrderConfirmation({ orderId: order.id });

    const [mail, ...others] = await testDb.current.select().from(mailOutbox);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: "buyer@example.com",
      subject: "ยืนยันคำสั่งซื้อ PrintGo หมายเลข PG-TEST2345 เรียบร้อยแล้ว",
      template: "order-confirmation",
      transport: "outbox",
      // The order it is about, for the admin's order page (mail_outbox.order_id).
      orderId: order.id,
    });
    expect(mail!.text).toContain("Premium Business Cards");
    expect(mail!.text).toContain("/th/track-order?order=PG-TEST2345");
    expect(mail!.html).toContain("Somchai Jaidee");
  });

  it("names the support address saved in the admin, not the one of the message files", async () => {
    const order = await insertOrder();
    await saveSupportAddress(testDb.current, "desk@shop.test");
    await sendOrderConfirmation({ orderId: order.id });
    const [mail] = await testDb.current.select().from(mailOutbox);
    expect(mail!.text).toContain("desk@shop.test");
    expect(mail!.text).not.toContain("support@printgo.app");
  });

  it("runs as a queued job, once per order", async () => {
    const order = await insertOrder();
    await testDb.current.transaction(async (tx) => {
      expect(await enqueue(tx, orderConfirmationMailJob, { orderId: order.id })).toBe(true);
    });
    expect(await enqueue(testDb.current, orderConfirmationMailJob, { orderId: order.id })).toBe(false);

    const runner = mailRunner();
    expect(await runner.runOnce()).toBe(1);

    expect(await testDb.current.select().from(jobs)).toEqual([expect.objectContaining({ status: "done" })]);
    expect(await testDb.current.select().from(mailOutbox)).toEqual([
      expect.objectContaining({
        subject: "Your PrintGo order PG-TEST2345 is confirmed",
        to: "buyer@example.com",
      }),
    ]);
  });

  it("fails permanently on an invalid payload or an order that does not exist", async () => {
    await expect(sendOrderConfirmation({ orderId: "not-a-uuid" })).rejects.toBeInstanceOf(PermanentJobError);
    await expect(sendOrderConfirmation({})).rejects.toBeInstanceOf(PermanentJobError);
    await expect(sendOrderConfirmation({ orderId: crypto.randomUUID() })).rejects.toBeInstanceOf(
      PermanentJobError,
    );
    expect(await testDb.current.select().from(mailOutbox)).toEqual([]);
  });
});

describe(`order shipped job (${testEngine})`, () => {
  beforeEach(() => {
    // These tests exercise the outbox transport, whatever the developer's shell has configured.
    delete process.env.SMTP_URL;
    resetProcessCaches();
    resetMailTransport();
  });

  const shipped = {
    status: "shipped",
    carrier: "Thailand Post",
    trackingNumber: "EF123456789TH",
    trackingUrl: "https://track.thailandpost.co.th/?trackNumber=EF123456789TH",
  };

  it("mails the shipping notice in the order's language and records it in the outbox", async () => {
    const order = await insertOrder("th", shipped);
    await sendOrderShipped({ orderId: order.id });

    const [mail, ...others] = await testDb.current.select().from(mailOutbox);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: "buyer@example.com",
      subject: "คำสั่งซื้อ PrintGo หมายเลข PG-TEST2345 จัดส่งแล้ว",
      template: "order-shipped",
      transport: "outbox",
    });
    expect(mail!.text).toContain("EF123456789TH");
    expect(mail!.text).toContain("บริษัทขนส่ง: ไปรษณีย์ไทย");
    expect(mail!.text).toContain("/th/track-order?order=PG-TEST2345");
    expect(mail!.html).toContain('href="https://track.thailandpost.co.th/?trackNumber=EF123456789TH"');
  });

  it("runs as a queued job, once per order", async () => {
    const order = await insertOrder("en", shipped);
    await testDb.current.transaction(async (tx) => {
      expect(await enqueue(tx, orderShippedMailJob, { orderId: order.id })).toBe(true);
    });
    expect(await enqueue(testDb.current, orderShippedMailJob, { orderId: order.id })).toBe(false);
    // The confirmation has its own key: one order gets one of each.
    expect(await enqueue(testDb.current, orderConfirmationMailJob, { orderId: order.id })).toBe(true);

    const runner = mailRunner();
    expect(await runner.runOnce()).toBe(2);

    expect(await testDb.current.select().from(jobs)).toEqual([
      expect.objectContaining({ status: "done" }),
      expect.objectContaining({ status: "done" }),
    ]);
    const mails = await testDb.current.select().from(mailOutbox);
    expect(mails.map((mail) => mail.template).sort()).toEqual(["order-confirmation", "order-shipped"]);
    expect(mails).toContainEqual(
      expect.objectContaining({
        subject: "Your PrintGo order PG-TEST2345 has shipped",
        to: "buyer@example.com",
        template: "order-shipped",
      }),
    );
  });

  it("fails permanently on an invalid payload or an order that does not exist", async () => {
    await expect(sendOrderShipped({ orderId: "not-a-uuid" })).rejects.toBeInstanceOf(PermanentJobError);
    await expect(sendOrderShipped({})).rejects.toBeInstanceOf(PermanentJobError);
    await expect(sendOrderShipped({ orderId: crypto.randomUUID() })).rejects.toBeInstanceOf(
      PermanentJobError,
    );
    expect(await testDb.current.select().from(mailOutbox)).toEqual([]);
  });
});

describe(`order cancelled and staff issue jobs (${testEngine})`, () => {
  beforeEach(() => {
    delete process.env.SMTP_URL;
    resetProcessCaches();
    resetMailTransport();
  });

  it("mails the customer of an order they cancelled, in the order's language, once", async () => {
    const order = await insertOrder("th", { status: "processing", paymentStatus: "paid" });
    await testDb.current.transaction((tx) =>
      advanceOrderStatus(tx, order.id, "cancelled", {
        source: "customer",
        noteKey: "cancelledByCustomer",
      }),
    );
    const runner = createJobRunner({ database: () => testDb.current, jobs: [orderCancelledMailHandler] });
    expect(await runner.runOnce()).toBe(1);
    expect(await runner.runOnce()).toBe(0);
    const [mail, ...others] = await testDb.current.select().from(mailOutbox);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: "buyer@example.com",
      subject: "คำสั่งซื้อ PrintGo PG-TEST2345 ถูกยกเลิกแล้ว",
      template: "order-cancelled",
    });
    expect(mail!.text).toContain("เรายกเลิกคำสั่งซื้อของคุณตามที่คุณแจ้งแล้ว");
  });

  it("mails each fulfilment issue to the support address saved in the admin", async () => {
    const order = await insertOrder("th");
    await saveSupportAddress(testDb.current, "desk@shop.test");
    await testDb.current.transaction((tx) =>
      flagFulfilmentIssue(tx, order.id, "Production problem (item PG-TEST2345-0) — FileError"),
    );
    const runner = createJobRunner({
      database: () => testDb.current,
      jobs: [staffFulfilmentIssueMailHandler],
    });
    expect(await runner.runOnce()).toBe(1);
    const [mail] = await testDb.current.select().from(mailOutbox);
    expect(mail).toMatchObject({
      to: "desk@shop.test",
      subject: "Order PG-TEST2345 needs attention",
      template: "staff-fulfilment-issue",
      orderId: order.id,
    });
    expect(mail!.text).toContain("Problem: Production problem (item PG-TEST2345-0) — FileError");
  });
});
