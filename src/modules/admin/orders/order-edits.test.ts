import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import en from "../../../../messages/en.json";
import { signUpVerified } from "@/modules/accounts/testing";
import { shippingAddressSchema } from "@/modules/checkout";
import {
  insertPaidPrintableOrder,
  providerEnvPerTest,
  simForTest,
  submitOrder,
} from "@/modules/fulfilment/testing";
import { trackOrder } from "@/modules/orders/actions";
import { orderDetailsUpdatedMailHandler } from "@/modules/orders/server";
import { users } from "@/server/db/schema/accounts";
import { auditLog } from "@/server/db/schema/audit";
import { jobs } from "@/server/db/schema/jobs";
import { mailOutbox } from "@/server/db/schema/mail";
import { orders, orderStatusHistory } from "@/server/db/schema/orders";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { addAdminOrderNote, editAdminOrder } from "./actions";
import { loadAdminOrder } from "./order-detail.server";

markEdgeInFront();
// The actions read the session cookie from the request; outside Next.js the test supplies it.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({
  clientAddress: () => `203.0.113.${Math.floor(Math.random() * 250)}`,
});
providerEnvPerTest();

const attempt = (n: number) => ({ jobId: 1, attempt: n, maxAttempts: 8 });
const orderRow = async (id: string) =>
  (await testDb.current.select().from(orders).where(eq(orders.id, id)))[0]!;
const auditRows = () => testDb.current.select().from(auditLog).orderBy(auditLog.id);

async function signedInStaff(email = "staff@example.com") {
  const account = await signUpVerified(email, undefined, { address: "198.51.100.51" });
  await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, account.userId));
  nextRequest.set({ cookie: account.cookie });
}

/** The order as insertPaidPrintableOrder stores it (a Bangkok address), in the form's shape. */
const stored = {
  address: {
    name: "Somchai Jaidee",
    company: "",
    address: "99 Sukhumvit Road",
    city: "Bangkok",
    state: "Bangkok",
    postalCode: "10110",
    country: "TH",
  },
  contact: { email: "somchai@example.com", phone: "+66 81 234 5678" },
};

/** A move to Chiang Mai, with a new e-mail. */
const corrected = {
  address: {
    ...stored.address,
    address: "12 Nimmanhaemin Road",
    city: "Mueang",
    state: "chiang mai",
    postalCode: "50200",
  },
  contact: { ...stored.contact, email: "somchai.j@example.com" },
};

describe(`staff correct an order's contact and address (${testEngine})`, () => {
  it("refuses without a staff session and changes nothing", async () => {
    await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await signUpVerified("nok@example.com", undefined, { address: "198.51.100.52" }).then((account) =>
      nextRequest.set({ cookie: account.cookie }),
    );
    expect(await editAdminOrder({ number: order.number, ...corrected })).toEqual({
      ok: false,
      error: "unauthorized",
    });
    expect(await addAdminOrderNote({ number: order.number, body: "hi" })).toEqual({
      ok: false,
      error: "unauthorized",
    });
    expect((await orderRow(order.id)).shippingCity).toBe("Bangkok");
    expect(await auditRows()).toEqual([]);
  });

  it("saves the changed fields with an audit entry, a history row and the customer's mails, in the order's language", async () => {
    await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await testDb.current
      .update(orders)
      .set({ locale: "th", shippingState: "Bangkok" })
      .where(eq(orders.id, order.id));
    await signedInStaff();

    expect(await editAdminOrder({ number: order.number.toLowerCase(), ...corrected })).toEqual({
      ok: true,
      changed: ["address", "city", "state", "postalCode", "email"],
    });
    // Stored in the province list's own spelling, as checkout stores it.
    expect(await orderRow(order.id)).toMatchObject({
      shippingAddress: "12 Nimmanhaemin Road",
      shippingCity: "Mueang",
      shippingState: "Chiang Mai",
      shippingPostalCode: "50200",
      email: "somchai.j@example.com",
      shippingName: "Somchai Jaidee",
    });
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      action: "order.edit-details",
      targetType: "order",
      targetId: order.number,
      actorEmail: "staff@example.com",
      before: {
        address: "99 Sukhumvit Road",
        city: "Bangkok",
        state: "Bangkok",
        postalCode: "10110",
        email: "somchai@example.com",
      },
      after: {
        address: "12 Nimmanhaemin Road",
        city: "Mueang",
        state: "Chiang Mai",
        postalCode: "50200",
        email: "somchai.j@example.com",
      },
    });
    expect(Object.keys(audit!.before as object)).not.toContain("name");
    const [history] = await testDb.current
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.noteKey, "detailsUpdated")));
    expect(history).toMatchObject({ source: "staff", status: "pending", paymentStatus: "paid" });

    // One mail job, committed with the change; run it as the runner would.
    const [job] = await testDb.current.select().from(jobs).where(eq(jobs.kind, "mail.order-details-updated"));
    expect(job?.payload).toEqual({
      orderId: order.id,
      historyId: history!.id,
      previousEmail: "somchai@example.com",
    });
    await orderDetailsUpdatedMailHandler.run(job!.payload as never, attempt(1));
    const mails = await testDb.current.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
    const updated = mails.find((mail) => mail.template === "order-details-updated");
    const notice = mails.find((mail) => mail.template === "order-email-changed");
    expect(updated).toMatchObject({ to: "somchai.j@example.com", orderId: order.id });
    expect(updated!.subject).toBe(`เราได้แก้ไขข้อมูลคำสั่งซื้อ PrintGo หมายเลข ${order.number} ของคุณแล้ว`);
    expect(updated!.text).toContain("12 Nimmanhaemin Road");
    expect(updated!.text).toContain("Mueang, Chiang Mai 50200");
    expect(notice).toMatchObject({ to: "somchai@example.com", orderId: order.id });
    // The old address learns that the e-mail changed, not where the parcel now goes.
    expect(notice!.text).not.toContain("Nimmanhaemin");
    expect(notice!.text).not.toContain("somchai.j@example.com");

    // The admin's order page lists both mails, and what may still be done.
    const page = await loadAdminOrder(testDb.current, order.number);
    expect(page?.mails.map((mail) => [mail.template, mail.to])).toEqual(
      expect.arrayContaining([
        ["order-details-updated", "somchai.j@example.com"],
        ["order-email-changed", "somchai@example.com"],
      ]),
    );
    expect(page?.mails).toHaveLength(2);
    expect(page?.edit?.countries).toContain("TH");
  });

  it("writes, audits and mails nothing when nothing changed", async () => {
    await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await testDb.current.update(orders).set({ shippingState: "Bangkok" }).where(eq(orders.id, order.id));
    await signedInStaff();
    expect(await editAdminOrder({ number: order.number, ...stored })).toEqual({ ok: true, changed: [] });
    expect(await auditRows()).toEqual([]);
    expect(
      await testDb.current.select().from(jobs).where(eq(jobs.kind, "mail.order-details-updated")),
    ).toEqual([]);
  });

  it("checks the address as checkout does: a Thai postcode that is not one is refused with checkout's message", async () => {
    await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await signedInStaff();
    const bad = { ...corrected.address, postalCode: "5020" };
    const refused = await editAdminOrder({ number: order.number, address: bad, contact: corrected.contact });
    expect(refused).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { postalCode: "postalCodeInvalid" },
    });
    // The very key (so the very words) checkout's own schema gives the same address.
    const atCheckout = shippingAddressSchema.safeParse(bad);
    expect(atCheckout.error?.issues.map((issue) => issue.message)).toEqual(["postalCodeInvalid"]);
    expect(en.checkout.errors.postalCodeInvalid).toBe(
      "Please enter a valid postal code for the chosen country",
    );
    // A province that is not one, and a control character, as checkout refuses them too.
    expect(
      await editAdminOrder({
        number: order.number,
        address: { ...corrected.address, state: "Atlantis" },
        contact: corrected.contact,
      }),
    ).toEqual({ ok: false, error: "invalid", fieldErrors: { state: "provinceUnknown" } });
    expect(
      await editAdminOrder({
        number: order.number,
        address: corrected.address,
        contact: { ...corrected.contact, phone: "+66\u0000 81" },
      }),
    ).toMatchObject({ ok: false, error: "invalid", fieldErrors: { phone: "controlCharacters" } });
    expect((await orderRow(order.id)).shippingCity).toBe("Bangkok");
    expect(await auditRows()).toEqual([]);
  });

  it("refuses once the order was submitted to Cloudprinter, and the page no longer offers the form", async () => {
    const sim = await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await submitOrder(testDb.current, order.id, attempt(1));
    expect(sim.addCalls(order.number)).toBe(1);
    await signedInStaff();

    expect(await editAdminOrder({ number: order.number, ...corrected })).toEqual({
      ok: false,
      error: "alreadySubmitted",
    });
    expect(await orderRow(order.id)).toMatchObject({ shippingCity: "Bangkok", email: "somchai@example.com" });
    expect(await auditRows()).toEqual([]);
    expect(
      await testDb.current.select().from(jobs).where(eq(jobs.kind, "mail.order-details-updated")),
    ).toEqual([]);
    expect((await loadAdminOrder(testDb.current, order.number))?.edit).toBeNull();
  });

  it("refuses a cancelled order", async () => {
    await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await testDb.current.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
    await signedInStaff();
    expect(await editAdminOrder({ number: order.number, ...corrected })).toEqual({
      ok: false,
      error: "cancelled",
    });
  });

  it("sends the printer the corrected address: orders/add carries what staff saved", async () => {
    const sim = await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await signedInStaff();
    expect(await editAdminOrder({ number: order.number, ...corrected })).toMatchObject({ ok: true });

    await submitOrder(testDb.current, order.id, attempt(1));
    const [printed] = sim.orders();
    expect(printed?.reference).toBe(order.number);
    // (The order's own e-mail at Cloudprinter is the shop's support address; the customer's is the address's.)
    expect(printed?.addresses[0]).toMatchObject({
      street1: "12 Nimmanhaemin Road",
      city: "Mueang",
      state: "Chiang Mai",
      zip: "50200",
      country: "TH",
      email: "somchai.j@example.com",
    });
  });
});

describe(`staff notes on an order (${testEngine})`, () => {
  it("keeps a note with its author, newest first, audited; refuses an empty, overlong or control-character note", async () => {
    await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await signedInStaff();

    expect(await addAdminOrderNote({ number: order.number, body: "   " })).toEqual({
      ok: false,
      error: "invalid",
    });
    expect(await addAdminOrderNote({ number: order.number, body: "x".repeat(2_001) })).toEqual({
      ok: false,
      error: "invalid",
    });
    expect(await addAdminOrderNote({ number: order.number, body: "bell \u0007" })).toEqual({
      ok: false,
      error: "invalid",
    });
    expect(await addAdminOrderNote({ number: "PG-NOPE0000", body: "hello" })).toEqual({
      ok: false,
      error: "notFound",
    });

    const first = await addAdminOrderNote({
      number: order.number,
      body: "  Customer called:\nkeep the box.  ",
    });
    expect(first).toMatchObject({ ok: true, note: { body: "Customer called:\nkeep the box." } });
    await addAdminOrderNote({ number: order.number, body: "x".repeat(2_000) });

    const page = await loadAdminOrder(testDb.current, order.number);
    expect(page?.notes.map((note) => note.body.slice(0, 8))).toEqual(["xxxxxxxx", "Customer"]);
    expect(page?.notes[0]?.authorName).toBeTruthy();
    const audits = await auditRows();
    expect(audits.map((entry) => entry.action)).toEqual(["order.note", "order.note"]);
    expect(audits[0]).toMatchObject({
      targetId: order.number,
      after: { body: "Customer called:\nkeep the box." },
    });
  });

  it("never shows a note to the customer: the tracking page's answer does not carry it", async () => {
    await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await signedInStaff();
    const secret = "Internal: customer was rude on the phone";
    expect(await addAdminOrderNote({ number: order.number, body: secret })).toMatchObject({ ok: true });

    // The customer, signed out, looks the order up on /track-order.
    nextRequest.set({ cookie: "" });
    const form = new FormData();
    form.set("order", order.number);
    form.set("email", "somchai@example.com");
    const tracked = await trackOrder({ status: "idle" }, form);
    expect(tracked.status).toBe("found");
    expect(JSON.stringify(tracked)).not.toContain("rude on the phone");
  });
});
