import nodemailer, { type Transporter } from "nodemailer";
import { db } from "@/server/db";
import { mailOutbox } from "@/server/db/schema/mail";
import { env } from "@/server/env";
import { log } from "@/server/log";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is about, e.g. "order-confirmation": stored so admins and tests can find it. */
  template: string;
  /**
   * Where a reply goes, when not to us (a staff notice of a support message replies to the customer).
   * Sent by SMTP only: the outbox has no column for it, so the mail's text names the address too.
   */
  replyTo?: string;
  /** The order the mail is about, when it is about one: kept in mail_outbox.order_id for its history. */
  orderId?: string;
};

export type SentMail = { id: string; transport: "smtp" | "outbox"; messageId?: string };

const mailLog = log.child({ component: "mail" });

// One transport per process (it keeps the parsed URL and TLS settings), rebuilt only if SMTP_URL changes.
let cached: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (cached?.url !== url) {
    cached?.transport.close();
    cached = { url, transport: nodemailer.createTransport(url) };
  }
  return cached.transport;
}

/** Closes and forgets the SMTP transport; for tests that point SMTP_URL at a new server. */
export function resetMailTransport(): void {
  cached?.transport.close();
  cached = undefined;
}

/**
 * Sends a mail and records it in mail_outbox. With SMTP_URL it goes out by SMTP first; a failure
 * throws (the calling job retries) and records nothing. Without SMTP_URL the outbox row is the only
 * copy, and the log shows it so a developer sees the mail in the console.
 *
 * Delivery is at-least-once: if the row cannot be written after SMTP accepted the message, the job
 * retries and the customer may get the mail twice, which beats never getting it.
 */
export async function sendMail(mail: Mail): Promise<SentMail> {
  const { SMTP_URL, MAIL_FROM } = env();
  const record = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    template: mail.template,
  };
  const about = { orderId: mail.orderId ?? null };
  if (SMTP_URL) {
    const info = await smtpTransport(SMTP_URL).sendMail({
      from: MAIL_FROM,
      ...record,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    });
    const messageId = typeof info.messageId === "string" ? info.messageId.slice(0, 300) : undefined;
    const [row] = await db()
      .insert(mailOutbox)
      .values({ ...record, ...about, transport: "smtp", messageId })
      .returning({ id: mailOutbox.id });
    mailLog.info({ mailId: row!.id, template: mail.template, messageId }, "mail sent by SMTP");
    return { id: row!.id, transport: "smtp", messageId };
  }
  const [row] = await db()
    .insert(mailOutbox)
    .values({ ...record, ...about, transport: "outbox" })
    .returning({ id: mailOutbox.id });
  mailLog.info(
    { mailId: row!.id, template: mail.template, to: mail.to, subject: mail.subject, text: mail.text },
    "mail kept in the outbox (SMTP_URL is not set)",
  );
  return { id: row!.id, transport: "outbox" };
}
