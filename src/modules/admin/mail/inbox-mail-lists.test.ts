import { describe, expect, it } from "vitest";
import { jobs } from "@/server/db/schema/jobs";
import { mailOutbox } from "@/server/db/schema/mail";
import { newsletterSubscribers } from "@/server/db/schema/newsletter";
import { contactMessages } from "@/server/db/schema/support";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { listInbox, loadInboxMessage } from "@/modules/admin/inbox/server";
import { inboxSearch, parseInboxQuery } from "@/modules/admin/inbox";
import { failingMailJobs, listOutbox, loadOutboxMail } from "./mail-outbox.server";
import { mailSearch, parseMailQuery } from "./mail-query";
import { parseNewsletterPage } from "@/modules/admin/people";
import { listSubscribers } from "@/modules/admin/people/server";

const testDb = freshDatabasePerTest();
const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 12, minutes));

describe("inbox and outbox queries from the URL", () => {
  it("shows open messages by default and falls back on a hand-edited URL", () => {
    expect(parseInboxQuery({})).toEqual({ show: "open", page: 1 });
    expect(parseInboxQuery({ show: "handled", page: "3" })).toEqual({ show: "handled", page: 3 });
    expect(parseInboxQuery({ show: "spam", page: "-2" })).toEqual({ show: "open", page: 1 });
    expect(inboxSearch({ show: "open", page: 1 })).toBe("");
    expect(inboxSearch({ show: "all", page: 2 })).toBe("?show=all&page=2");
    expect(parseMailQuery({ to: ["  nok@ ", "x"], page: "abc" })).toEqual({ to: "nok@", page: 1 });
    expect(mailSearch({ to: "a b", page: 2 })).toBe("?to=a+b&page=2");
    expect(parseNewsletterPage({ page: "4" })).toBe(4);
    expect(parseNewsletterPage({ page: "0" })).toBe(1);
  });
});

describe(`support inbox, outbox and newsletter lists (${testEngine})`, () => {
  it("lists messages newest first, filtered open / handled / all, paged", async () => {
    await testDb.current.insert(contactMessages).values(
      Array.from({ length: 27 }, (_, i) => ({
        name: `Person ${i}`,
        email: `p${i}@example.com`,
        subject: `Subject ${i}`,
        message: "Hello",
        locale: i % 2 ? "th" : "en",
        createdAt: at(i),
        handledAt: i < 3 ? at(i + 1) : null,
      })),
    );
    const open = await listInbox(testDb.current, { show: "open", page: 1 });
    expect(open.total).toBe(24);
    expect(open.rows).toHaveLength(24);
    expect(open.rows[0]).toMatchObject({ subject: "Subject 26" });
    expect(open.rows[0]).not.toHaveProperty("message");

    const handled = await listInbox(testDb.current, { show: "handled", page: 1 });
    expect(handled.rows.map((row) => row.subject)).toEqual(["Subject 2", "Subject 1", "Subject 0"]);

    const secondPage = await listInbox(testDb.current, { show: "all", page: 2 });
    expect(secondPage).toMatchObject({ total: 27, page: 2 });
    expect(secondPage.rows.map((row) => row.subject)).toEqual(["Subject 1", "Subject 0"]);
    // Past the end: the last page, not an empty one.
    expect((await listInbox(testDb.current, { show: "all", page: 99 })).page).toBe(2);

    const one = await loadInboxMessage(testDb.current, open.rows[0]!.id);
    expect(one).toMatchObject({ message: "Hello", email: "p26@example.com" });
    expect(await loadInboxMessage(testDb.current, "not-a-uuid")).toBeNull();
  });

  it("answers an empty inbox with no rows", async () => {
    expect(await listInbox(testDb.current, { show: "all", page: 1 })).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageSize: 25,
    });
  });

  it("lists sent mail newest first and searches by recipient, taking % and _ literally", async () => {
    const mail = (to: string, minutes: number) => ({
      to,
      subject: `To ${to}`,
      text: "Hi",
      html: "<p>Hi</p>",
      template: "order-confirmation",
      transport: "outbox",
      createdAt: at(minutes),
    });
    await testDb.current
      .insert(mailOutbox)
      .values([mail("nok@example.com", 1), mail("somchai@example.com", 2), mail("n_k@example.com", 3)]);

    const all = await listOutbox(testDb.current, { to: "", page: 1 });
    expect(all.rows.map((row) => row.to)).toEqual([
      "n_k@example.com",
      "somchai@example.com",
      "nok@example.com",
    ]);
    expect(all.rows[0]).not.toHaveProperty("html");

    const found = await listOutbox(testDb.current, { to: "NOK@", page: 1 });
    expect(found.rows.map((row) => row.to)).toEqual(["nok@example.com"]);
    const literal = await listOutbox(testDb.current, { to: "n_k", page: 1 });
    expect(literal.rows.map((row) => row.to)).toEqual(["n_k@example.com"]);

    expect(await loadOutboxMail(testDb.current, all.rows[0]!.id)).toMatchObject({ text: "Hi" });
    expect(await loadOutboxMail(testDb.current, crypto.randomUUID())).toBeNull();
  });

  it("shows failed mail jobs and retrying ones, but not other jobs or ones never tried", async () => {
    const job = (kind: string, status: string, attempts: number) => ({
      kind,
      status,
      attempts,
      payload: {},
      lastError: attempts ? "Error: SMTP 550" : null,
      dedupeKey: `${kind}:${crypto.randomUUID()}`,
    });
    await testDb.current
      .insert(jobs)
      .values([
        job("mail.order-confirmation", "failed", 8),
        job("mail.staff-contact", "queued", 2),
        job("mail.order-shipped", "queued", 0),
        job("mail.order-shipped", "done", 1),
        job("provider.submit", "failed", 8),
      ]);
    const failing = await failingMailJobs(testDb.current);
    expect(failing.map((row) => [row.kind, row.state])).toEqual(
      expect.arrayContaining([
        ["mail.order-confirmation", "failed"],
        ["mail.staff-contact", "retrying"],
      ]),
    );
    expect(failing).toHaveLength(2);
    expect(failing[0]!.lastError).toBe("Error: SMTP 550");
  });

  it("counts subscribers and lists the latest first", async () => {
    await testDb.current.insert(newsletterSubscribers).values(
      Array.from({ length: 52 }, (_, i) => ({
        email: `s${i}@example.com`,
        locale: "en",
        createdAt: at(i),
      })),
    );
    const first = await listSubscribers(testDb.current, 1);
    expect(first).toMatchObject({ total: 52, page: 1, pageSize: 50 });
    expect(first.rows[0]!.email).toBe("s51@example.com");
    const second = await listSubscribers(testDb.current, 2);
    expect(second.rows.map((row) => row.email)).toEqual(["s1@example.com", "s0@example.com"]);
  });
});
