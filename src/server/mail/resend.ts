import { eq } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/server/db";
import { mailOutbox } from "@/server/db/schema/mail";
import { defineJob, handleJob, PermanentJobError } from "@/server/jobs";
import { sendMail } from "./mailer";

/**
 * Sends a mail of the outbox again, as it was (staff's "Resend" in the admin's mail outbox): a new
 * outbox row, the same recipient, subject, text, HTML and template. A job rather than a direct send, so
 * it is queued in the transaction that records who asked, and a failed SMTP is retried.
 * Dedupe key: `mail.resend:<request id>` (one per click; resending twice sends twice).
 */
export const resendMailJob = defineJob({
  name: "mail.resend",
  schema: z.object({ mailId: z.uuid(), requestId: z.uuid() }),
  dedupeKey: ({ requestId }) => requestId,
});

export const resendMailHandler = handleJob(resendMailJob, async ({ mailId }) => {
  const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
  if (!mail) throw new PermanentJobError(`mail ${mailId} not found`);
  await sendMail({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    template: mail.template,
    ...(mail.orderId ? { orderId: mail.orderId } : {}),
  });
});
