import "server-only";
import { eq } from "drizzle-orm";
import { db, type Executor } from "@/server/db";
import { users } from "@/server/db/schema/accounts";
import type { Profile, ProfileInput } from "./schema";

export async function getProfile(userId: string, database: Executor = db()): Promise<Profile | undefined> {
  const [row] = await database
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      name: users.name,
      phone: users.phone,
      company: users.company,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Saves validated fields (schema.ts profileInput) on the user's own row. */
export async function updateProfile(
  userId: string,
  input: ProfileInput,
  database: Executor = db(),
): Promise<void> {
  await database
    .update(users)
    .set({ name: input.name, phone: input.phone, company: input.company, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
