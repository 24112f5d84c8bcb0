import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetProcessCaches } from "@/server/cache";
import { jobs } from "@/server/db/schema/jobs";
import { mailOutbox } from "@/server/db/schema/mail";
import { contactMessages } from "@/server/db/schema/support";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { createJobRunner, enqueue } from "@/server/jobs";
import { resetMailTransport } from "@/server/mail";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { sendContactMessage, type ContactState } from "./actions";
import { contactReplyMailHandler, staffContactMailHandler } from "./contact-mails.server";
import { contactReplyMailJob } from "./jobs";
import { renderContactReply } from "./mail/contact-reply";
import { saveSupportAddress } from "./support-address.server";

const request = vi.hoisted(() => ({ locale: "en" }));
vi.mock("next-intl/server", () => ({ getLocale: async () => request.locale }));
markEdgeInFront();
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest();
const idle: ContactState = { status: "idle" };
const runner = () =>
  createJobRunner({
    database: () => testDb.current,
    jobs: [staffContactMailHandler, contactReplyMailHandler],
  });

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const hostile = {
  name: "Nok <script>",
  email: "Nok@Example.com",
  subject: "Paper & <b>ink</b>",
  message: 'Hello <img src=x onerror="alert(1)">\nSecond line',
};

describe(`support message mails (${testEngine})`, () => {
  beforeEach(() => {
    request.locale = "en";
    nextRequest.set({ clientAddress: `203.0.113.${Math.floor(Math.random() * 200)}` });
    delete process.env.SMTP_URL;
    process.env.SUPPORT_EMAIL = "desk@printgo.test";
    resetProcessCaches();
    resetMailTransport();
  });
  afterEach(() => {
    delete process.env.SUPPORT_EMAIL;
    resetProcessCaches();
  });

  it("queues exactly one staff notice with the stored message", async () => {
    expect(await sendContactMessage(idle, form(hostile))).toEqual({ status: "sent" });
    const [message] = await testDb.current.select().from(contactMessages);
    const queued = await testDb.current.select().from(jobs);
    expect(queued).toEqual([
      expect.objectContaining({
        kind: "mail.staff-contact",
        status: "queued",
        payload: { messageId: message!.id },
        dedupeKey: `mail.staff-contact:${message!.id}`,
      }),
    ]);
  });

  it("mails the support address once, with the message escaped in the HTML", async () => {
    await sendContactMessage(idle, form(hostile));
    expect(await runner().runOnce()).toBe(1);

    const mails = await testDb.current.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ to: "desk@printgo.test", template: "staff-contact", transport: "outbox" });
    expect(mail!.subject).toBe("Support message: Paper & <b>ink</b>");
    expect(mail!.text).toContain("nok@example.com");
    expect(mail!.text).toContain(hostile.message);
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).not.toContain("<img");
    expect(mail!.html).toContain("Nok &lt;script&gt;");
    expect(mail!.html).toContain("Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt;<br>Second line");
    expect(mail!.html).toContain("/admin/database/inbox/");
    expect(await testDb.current.select().from(jobs)).toEqual([expect.objectContaining({ status: "done" })]);
  });

  it("sends the notice to the address saved in the admin rather than the environment's", async () => {
    await saveSupportAddress(testDb.current, "Help@Shop.test");
    await sendContactMessage(idle, form(hostile));
    await runner().runOnce();
    expect(await testDb.current.select().from(mailOutbox)).toEqual([
      expect.objectContaining({ to: "help@shop.test", template: "staff-contact" }),
    ]);
  });

  it("mails staff's reply to the customer, framed in the message's language, text as written", async () => {
    request.locale = "th";
    await sendContactMessage(idle, form(hostile));
    const [message] = await testDb.current.select().from(contactMessages);
    await enqueue(testDb.current, contactReplyMailJob, {
      messageId: message!.id,
      replyId: crypto.randomUUID(),
      text: "Use <b>matte</b> & thick stock.\n  Indented line",
    });
    await runner().runOnce();
    const [reply] = (await testDb.current.select().from(mailOutbox)).filter(
      (m) => m.template === "contact-reply",
    );
    expect(reply).toMatchObject({ to: "nok@example.com", subject: "ตอบกลับ: Paper & <b>ink</b>" });
    expect(reply!.text).toContain("สวัสดีคุณNok <script>");
    expect(reply!.text).toContain("Use <b>matte</b> & thick stock.\n  Indented line");
    expect(reply!.text).toContain("ทีมบริการลูกค้า PrintGo");
    expect(reply!.html).toContain('lang="th"');
    expect(reply!.html).toContain("Use &lt;b&gt;matte&lt;/b&gt; &amp; thick stock.<br>  Indented line");
    expect(reply!.html).not.toContain("<b>matte");
  });

  it("renders the reply's frame in English for a message in English", () => {
    const mail = renderContactReply(
      { ...hostile, id: crypto.randomUUID(), email: "nok@example.com", locale: "en", createdAt: new Date() },
      "Thanks!",
    );
    expect(mail.text.startsWith("Hi Nok <script>,\n\nThanks!")).toBe(true);
    expect(mail.text).toContain("> Second line");
  });
});
