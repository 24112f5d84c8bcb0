import "server-only";
import type { Database } from "@/server/db";
import { contactMessages } from "@/server/db/schema";
import type { ContactInput } from "./schema";

/** Stores a support message for staff; returns its id. Staff e-mail comes with the mail work. */
export async function saveContactMessage(
  database: Database,
  input: ContactInput,
  locale: string,
): Promise<string> {
  const [row] = await database
    .insert(contactMessages)
    .values({ ...input, email: input.email.toLowerCase(), locale })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message was not stored");
  return row.id;
}
