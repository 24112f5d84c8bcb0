import { z } from "zod";
import { defineJob } from "@/server/jobs";
import { REPLY_MAX_LENGTH } from "./schema";

/**
 * The mails a support message causes. Queued in the transaction that makes the change (the message
 * stored, the reply recorded), so a mail exists if and only if that change was committed, and a failed
 * SMTP is retried by the runner. The names are stored in `jobs.kind`: never rename them.
 */

/**
 * Tells the support address about a new message, replying to the customer. Once per message.
 * Dedupe key: `mail.staff-contact:<message id>`.
 */
export const staffContactMailJob = defineJob({
  name: "mail.staff-contact",
  schema: z.object({ messageId: z.uuid() }),
  dedupeKey: ({ messageId }) => messageId,
});

/**
 * Mails staff's answer to the customer. The text travels in the payload: the message table keeps only
 * when it was answered, and the outbox keeps the mail. Once per reply (staff may answer twice).
 * Dedupe key: `mail.contact-reply:<reply id>`.
 */
export const contactReplyMailJob = defineJob({
  name: "mail.contact-reply",
  schema: z.object({
    messageId: z.uuid(),
    replyId: z.uuid(),
    text: z.string().min(1).max(REPLY_MAX_LENGTH),
  }),
  dedupeKey: ({ replyId }) => replyId,
});
