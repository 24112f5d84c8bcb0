import "server-only";
import type { Database } from "@/server/db";
import { contactMessages } from "@/server/db/schema";
import { enqueue } from "@/server/jobs";
import { staffContactMailJob } from "./jobs";
import type { ContactInput } from "./schema";

/**
 * Stores a support message for staff and, in the same transaction, queues the notice to the support
 * address: the notice exists exactly when the message does. Returns the message's id.
 */
export async function saveContactMessage(
  database: Database,
  input: ContactInput,
  locale: string,
): Promise<string> {
  return database.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, email: input.email.toLowerCase(), locale })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("contact message was not stored");
    await enqueue(tx, staffContactMailJob, { messageId: row.id });
    return row.id;
  });
}
