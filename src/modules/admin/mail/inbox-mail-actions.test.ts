import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signUpVerified } from "@/modules/accounts/testing";
import { contactReplyMailHandler, staffContactMailHandler, supportAddress } from "@/modules/support/server";
import { resetProcessCaches } from "@/server/cache";
import { users } from "@/server/db/schema/accounts";
import { auditLog } from "@/server/db/schema/audit";
import { jobs } from "@/server/db/schema/jobs";
import { mailOutbox } from "@/server/db/schema/mail";
import { shopSettings } from "@/server/db/schema/settings";
import { contactMessages } from "@/server/db/schema/support";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { createJobRunner } from "@/server/jobs";
import { resendMailHandler, resetMailTransport } from "@/server/mail";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { replyToContactMessage, setContactMessageHandled } from "@/modules/admin/inbox/actions";
import { resendMail, retryFailedMail } from "./actions";
import { saveSupportAddressSetting } from "@/modules/admin/settings/actions";
import { nextRequestPerTest } from "@/test/next-headers";

markEdgeInFront();
// The actions read the session cookie from the request; outside Next.js the test supplies it.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.31" });
const runner = () =>
  createJobRunner({
    database: () => testDb.current,
    jobs: [staffContactMailHandler, contactReplyMailHandler, resendMailHandler],
  });

async function signedIn(email: string, role: "customer" | "admin") {
  const account = await signUpVerified(email, undefined, {
    address: `198.51.100.${role === "admin" ? 51 : 52}`,
  });
  if (role === "admin")
    await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, account.userId));
  nextRequest.set({ cookie: account.cookie });
  return account;
}

async function storedMessage(locale = "en") {
  const [row] = await testDb.current
    .insert(contactMessages)
    .values({ name: "Nok", email: "nok@example.com", subject: "Card stock", message: "Which paper?", locale })
    .returning();
  return row!;
}

async function sentMail() {
  const [row] = await testDb.current
    .insert(mailOutbox)
    .values({
      to: "buyer@example.com",
      subject: "Your order",
      text: "Thanks",
      html: "<p>Thanks</p>",
      template: "order-confirmation",
      transport: "outbox",
    })
    .returning();
  return row!;
}

async function failedMailJob(status: "failed" | "queued" | "running" = "failed") {
  const [row] = await testDb.current
    .insert(jobs)
    .values({
      kind: "mail.order-confirmation",
      payload: { orderId: crypto.randomUUID() },
      status,
      attempts: status === "failed" ? 8 : 2,
      lastError: "Error: connect ECONNREFUSED",
      dedupeKey: `mail.order-confirmation:${crypto.randomUUID()}`,
    })
    .returning();
  return row!;
}

const audits = () => testDb.current.select().from(auditLog);

describe(`support inbox, mail outbox and support address actions (${testEngine})`, () => {
  beforeEach(() => {
    delete process.env.SMTP_URL;
    resetProcessCaches();
    resetMailTransport();
  });
  afterEach(() => {
    delete process.env.SUPPORT_EMAIL;
    resetProcessCaches();
  });

  it.each([
    ["without a session", async () => {}],
    ["for a customer", () => signedIn("nok@example.com", "customer").then(() => undefined)],
  ])("refuses every action %s and changes nothing", async (_who, arrange) => {
    const message = await storedMessage();
    const mail = await sentMail();
    const job = await failedMailJob();
    await arrange();
    const refused = { ok: false, error: "unauthorized" };
    expect(await setContactMessageHandled({ id: message.id, handled: true })).toEqual(refused);
    expect(await replyToContactMessage({ id: message.id, text: "Hello" })).toEqual(refused);
    expect(await resendMail({ id: mail.id })).toEqual(refused);
    expect(await retryFailedMail({ id: job.id })).toEqual(refused);
    expect(await saveSupportAddressSetting({ email: "evil@example.com" })).toEqual(refused);

    const [after] = await testDb.current.select().from(contactMessages);
    expect(after).toMatchObject({ handledAt: null, repliedAt: null });
    expect(await testDb.current.select().from(jobs)).toEqual([expect.objectContaining({ status: "failed" })]);
    expect(await testDb.current.select().from(shopSettings)).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it("marks a message handled and reopens it, recording each with who did it", async () => {
    const message = await storedMessage();
    const staff = await signedIn("staff@example.com", "admin");

    expect(await setContactMessageHandled({ id: message.id, handled: true })).toEqual({ ok: true });
    const [handled] = await testDb.current.select().from(contactMessages);
    expect(handled!.handledAt).toBeInstanceOf(Date);

    expect(await setContactMessageHandled({ id: message.id, handled: false })).toEqual({ ok: true });
    const [reopened] = await testDb.current.select().from(contactMessages);
    expect(reopened!.handledAt).toBeNull();

    expect(await audits()).toEqual([
      expect.objectContaining({
        actorId: staff.userId,
        actorEmail: "staff@example.com",
        action: "contact-message.handle",
        targetType: "contact-message",
        targetId: message.id,
        before: { handledAt: null },
      }),
      expect.objectContaining({ action: "contact-message.reopen", after: { handledAt: null } }),
    ]);
  });

  it("answers notFound for an unknown or malformed id, and invalid for a wrong shape", async () => {
    await signedIn("staff@example.com", "admin");
    const unknown = crypto.randomUUID();
    expect(await setContactMessageHandled({ id: unknown, handled: true })).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await setContactMessageHandled({ id: "'; drop", handled: true })).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await replyToContactMessage({ id: unknown, text: "Hi" })).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await setContactMessageHandled({ id: unknown })).toEqual({ ok: false, error: "invalid" });
    expect(await resendMail({ id: unknown })).toEqual({ ok: false, error: "notFound" });
    expect(await retryFailedMail({ id: "1" })).toEqual({ ok: false, error: "invalid" });
    expect(await retryFailedMail({ id: 987_654 })).toEqual({ ok: false, error: "notFound" });
    expect(await audits()).toEqual([]);
  });

  it("replies by mail: queues the mail, marks the message replied and handled, and records it", async () => {
    const message = await storedMessage("th");
    await signedIn("staff@example.com", "admin");

    const answer = "We use 350 g <card>.\n\nBest";
    expect(await replyToContactMessage({ id: message.id, text: `${answer}\n  ` })).toEqual({ ok: true });

    const [after] = await testDb.current.select().from(contactMessages);
    expect(after!.repliedAt).toBeInstanceOf(Date);
    expect(after!.handledAt).toBeInstanceOf(Date);
    expect(await testDb.current.select().from(jobs)).toEqual([
      expect.objectContaining({ kind: "mail.contact-reply", status: "queued" }),
    ]);
    expect(await audits()).toEqual([
      expect.objectContaining({
        action: "contact-message.reply",
        targetId: message.id,
        after: expect.objectContaining({ to: "nok@example.com", replyLength: answer.length }),
      }),
    ]);

    await runner().runOnce();
    const [mail] = await testDb.current
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "contact-reply"));
    expect(mail).toMatchObject({
      to: "nok@example.com",
      template: "contact-reply",
      subject: "ตอบกลับ: Card stock",
    });
    expect(mail!.text).toContain("We use 350 g <card>.\n\nBest");
    expect(mail!.text).toContain("สวัสดีคุณNok");
    expect(mail!.html).toContain("We use 350 g &lt;card&gt;.");
  });

  it("refuses an empty or over-long reply with its own error and queues nothing", async () => {
    const message = await storedMessage();
    await signedIn("staff@example.com", "admin");
    expect(await replyToContactMessage({ id: message.id, text: "  \n " })).toEqual({
      ok: false,
      error: "replyRequired",
    });
    expect(await replyToContactMessage({ id: message.id, text: "x".repeat(5001) })).toEqual({
      ok: false,
      error: "replyTooLong",
    });
    expect(await testDb.current.select().from(jobs)).toEqual([]);
    const [after] = await testDb.current.select().from(contactMessages);
    expect(after).toMatchObject({ repliedAt: null, handledAt: null });
  });

  it("sends a mail of the outbox again as a new row, audited", async () => {
    const mail = await sentMail();
    await signedIn("staff@example.com", "admin");
    expect(await resendMail({ id: mail.id })).toEqual({ ok: true });
    expect(await audits()).toEqual([
      expect.objectContaining({ action: "mail.resend", targetType: "mail", targetId: mail.id }),
    ]);
    await runner().runOnce();
    // (Signing up mailed the staff member a verification link too.)
    const rows = await testDb.current.select().from(mailOutbox).where(eq(mailOutbox.template, mail.template));
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.id !== mail.id)).toEqual([
      expect.objectContaining({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }),
    ]);
  });

  it("retries a failed mail job from the start, audited; a running one is not retryable", async () => {
    const failed = await failedMailJob("failed");
    const running = await failedMailJob("running");
    await signedIn("staff@example.com", "admin");

    expect(await retryFailedMail({ id: failed.id })).toEqual({ ok: true });
    const [requeued] = await testDb.current.select().from(jobs).where(eq(jobs.id, failed.id));
    expect(requeued).toMatchObject({ status: "queued", attempts: 0 });
    expect(await retryFailedMail({ id: running.id })).toEqual({ ok: false, error: "notRetryable" });
    expect(await audits()).toEqual([
      expect.objectContaining({
        action: "job.retry",
        targetId: String(failed.id),
        before: { kind: "mail.order-confirmation", status: "failed", attempts: 8 },
      }),
    ]);
  });

  it("saves the support address for staff, audited, and mails use it at once", async () => {
    process.env.SUPPORT_EMAIL = "env@printgo.test";
    resetProcessCaches();
    await signedIn("staff@example.com", "admin");
    expect(await supportAddress()).toBe("env@printgo.test");

    const saved = await saveSupportAddressSetting({ email: "  Desk@Shop.test " });
    expect(saved).toEqual({
      ok: true,
      setting: { address: "desk@shop.test", saved: "desk@shop.test", environmentDefault: "env@printgo.test" },
    });
    expect(await supportAddress()).toBe("desk@shop.test");

    expect(await saveSupportAddressSetting({ email: null })).toMatchObject({
      ok: true,
      setting: { address: "env@printgo.test", saved: null },
    });
    expect(await audits()).toEqual([
      expect.objectContaining({
        action: "setting.update",
        targetId: "support-email",
        before: { value: null },
        after: { value: "desk@shop.test" },
      }),
      expect.objectContaining({ before: { value: "desk@shop.test" }, after: { value: null } }),
    ]);
  });

  it("refuses an address that is not one, with its own error", async () => {
    await signedIn("staff@example.com", "admin");
    expect(await saveSupportAddressSetting({ email: "support-at-shop" })).toEqual({
      ok: false,
      error: "invalidEmail",
    });
    expect(await saveSupportAddressSetting({ email: 42 })).toEqual({ ok: false, error: "invalid" });
    expect(await testDb.current.select().from(shopSettings)).toEqual([]);
    expect(await audits()).toEqual([]);
  });
});
