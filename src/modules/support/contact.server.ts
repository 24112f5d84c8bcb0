import "server-only";
import type { Database } from "@/server/db";
import { contactMessages } from "@/server/db/schema/support";
import { enqueue } from "@/server/jobs";
import { staffContactMailJob } from "./jobs";
import { SUBJECT_MAX_LENGTH, type ContactInput } from "./schema";
import { markedSubject, type ContactTopic } from "./topics";

/**
 * Stores a support message for staff and, in the same transaction, queues the notice to the support
 * address: the notice exists exactly when the message does. A topic ("Contact sales") marks the subject
 * (./topics.ts). Returns the message's id.
 */
export async function saveContactMessage(
  database: Database,
  input: ContactInput,
  locale: string,
  topic?: ContactTopic,
): Promise<string> {
  return database.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        ...input,
        email: input.email.toLowerCase(),
        subject: markedSubject(input.subject, topic, SUBJECT_MAX_LENGTH),
        locale,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("contact message was not stored");
    await enqueue(tx, staffContactMailJob, { messageId: row.id });
    return row.id;
  });
}
