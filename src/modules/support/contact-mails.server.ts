import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/server/db";
import { contactMessages } from "@/server/db/schema/support";
import { env } from "@/server/env";
import { handleJob, PermanentJobError } from "@/server/jobs";
import { sendMail } from "@/server/mail";
import { contactReplyMailJob, staffContactMailJob } from "./jobs";
import { renderContactReply } from "./mail/contact-reply";
import { renderStaffContactNotice, type StoredContactMessage } from "./mail/staff-contact-notice";
import { supportAddress } from "./support-address.server";

async function loadMessage(messageId: string): Promise<StoredContactMessage> {
  const [message] = await db().select().from(contactMessages).where(eq(contactMessages.id, messageId));
  if (!message) throw new PermanentJobError(`contact message ${messageId} not found`);
  return message;
}

/**
 * Mails the support address (the admin's setting, or SUPPORT_EMAIL) about a new message, with the
 * customer as reply-to so "Reply" in a mail program answers them. Once per message (the job's key).
 */
export const staffContactMailHandler = handleJob(staffContactMailJob, async ({ messageId }) => {
  const message = await loadMessage(messageId);
  const mail = renderStaffContactNotice(message, env().APP_URL);
  await sendMail({ ...mail, to: await supportAddress(), replyTo: message.email, template: "staff-contact" });
});

/** Mails staff's answer to the customer who wrote, replying to the support address. */
export const contactReplyMailHandler = handleJob(contactReplyMailJob, async ({ messageId, text }) => {
  const message = await loadMessage(messageId);
  const mail = renderContactReply(message, text);
  await sendMail({ ...mail, to: message.email, replyTo: await supportAddress(), template: "contact-reply" });
});
