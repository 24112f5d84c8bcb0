import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { users } from "@/server/db/schema/accounts";
import { auth } from "./auth.server";
import { setRoleByEmail } from "./roles.server";

const DEMO_ADMIN_EMAIL = "admin@printgo.local";

/**
 * On a shop with no accounts at all (a fresh install), an admin to sign in with: verified, with a
 * random password that the caller prints once. Never again once any account exists, so a later start,
 * or a shop whose first customer signed up, gets none. Better Auth makes the user and hashes the
 * password (its admin plugin's createUser, called from the server), so it signs in like any other.
 */
export async function createDemoAdminIfNoUsers(
  database: Database,
): Promise<{ email: string; password: string } | undefined> {
  const [{ count } = { count: 0 }] = await database.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return undefined;
  const password = randomBytes(18).toString("base64url");
  try {
    await auth().api.createUser({
      body: { email: DEMO_ADMIN_EMAIL, password, name: "Admin", data: { emailVerified: true } },
    });
  } catch (error) {
    // Another process starting at the same moment made it first (the e-mail is unique): theirs stands.
    const [made] = await database
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ADMIN_EMAIL));
    if (made) return undefined;
    throw error;
  }
  // The sign-up hook gives every new account its role from ADMIN_EMAILS; this one is made admin after.
  await setRoleByEmail(database, DEMO_ADMIN_EMAIL, "admin");
  return { email: DEMO_ADMIN_EMAIL, password };
}
