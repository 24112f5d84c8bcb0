import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "@/test/render-in-language";
import type { InboxRow } from "@/modules/admin/inbox/server";
import { parseInboxQuery } from "@/modules/admin/inbox";
import type { FailingMailJob, OutboxRow } from "../mail-outbox.server";
import { parseMailQuery } from "../mail-query";
import { FailingMailJobs } from "./failing-mail-jobs";
import { InboxList } from "@/modules/admin/inbox/components/inbox-list";
import { MailOutboxList } from "./mail-outbox-list";
import { NewsletterList } from "@/modules/admin/people/components/newsletter-list";

vi.mock("@/modules/i18n/components/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
  useRouter: () => ({ refresh: () => {} }),
}));
// The retry buttons get their messages through a server component; the test provider has them all.
vi.mock("../actions", () => ({ resendMail: vi.fn(), retryFailedMail: vi.fn() }));

const message = (id: string, handled: boolean): InboxRow => ({
  id,
  name: "Nok <b>",
  email: "nok@example.com",
  subject: "Card stock",
  locale: "th",
  createdAt: new Date("2026-11-20T10:00:00Z"),
  handledAt: handled ? new Date("2026-11-20T11:00:00Z") : null,
  repliedAt: null,
});

describe("support inbox, outbox and newsletter rendering", () => {
  it("lists messages with links to each, their language and state, in Thai", () => {
    const html = renderInLanguage(
      "th",
      <InboxList
        query={parseInboxQuery({ show: "all" })}
        result={{ rows: [message("a1", false), message("b2", true)], total: 30, page: 1, pageSize: 25 }}
        locale="th"
      />,
    );
    expect(html).toContain("กล่องข้อความฝ่ายบริการลูกค้า");
    expect(html).toContain('href="/admin/database/inbox/a1"');
    expect(html).toContain("รอดำเนินการ");
    expect(html).toContain("ดำเนินการแล้ว");
    expect(html).toContain("ไทย");
    expect(html).toContain("Nok &lt;b&gt;");
    expect(html).toContain('href="/admin/database/inbox?show=all&amp;page=2"');
  });

  it("says so when nothing waits for an answer", () => {
    const html = renderInLanguage(
      "en",
      <InboxList
        query={parseInboxQuery({})}
        result={{ rows: [], total: 0, page: 1, pageSize: 25 }}
        locale="en"
      />,
    );
    expect(html).toContain("Nothing waits for an answer.");
  });

  it("shows sent mail with its transport, and failing mail jobs with their error and a Retry", () => {
    const row: OutboxRow = {
      id: "m1",
      to: "nok@example.com",
      subject: "Re: Card stock",
      template: "contact-reply",
      transport: "outbox",
      createdAt: new Date("2026-11-20T10:00:00Z"),
    };
    const sent = renderInLanguage(
      "en",
      <MailOutboxList
        query={parseMailQuery({ to: "nok" })}
        result={{ rows: [row], total: 1, page: 1, pageSize: 25 }}
        locale="en"
      />,
    );
    expect(sent).toContain('href="/admin/database/mail/m1"');
    expect(sent).toContain("Outbox only");
    expect(sent).toContain('value="nok"');

    const job: FailingMailJob = {
      id: 7,
      kind: "mail.staff-contact",
      state: "retrying",
      attempts: 3,
      maxAttempts: 8,
      lastError: "Error: connect ECONNREFUSED",
      at: new Date("2026-11-20T10:05:00Z"),
      createdAt: new Date("2026-11-20T10:00:00Z"),
    };
    const failing = renderInLanguage("th", <FailingMailJobs jobs={[job]} locale="th" />);
    expect(failing).toContain("กำลังลองใหม่");
    expect(failing).toContain("3 จาก 8");
    expect(failing).toContain("Error: connect ECONNREFUSED");
    expect(failing).toContain("ลองใหม่");
  });

  it("counts subscribers and offers the CSV only when there are some", () => {
    const none = renderInLanguage(
      "en",
      <NewsletterList result={{ rows: [], total: 0, page: 1, pageSize: 50 }} locale="en" />,
    );
    expect(none).toContain("No subscribers yet");
    expect(none).not.toContain("/api/admin/newsletter/export");
    const some = renderInLanguage(
      "th",
      <NewsletterList
        result={{
          rows: [{ email: "a@example.com", locale: "en", createdAt: new Date("2026-11-20T10:00:00Z") }],
          total: 1,
          page: 1,
          pageSize: 50,
        }}
        locale="th"
      />,
    );
    expect(some).toContain("ผู้สมัคร 1 คน");
    expect(some).toContain('href="/api/admin/newsletter/export"');
  });
});
