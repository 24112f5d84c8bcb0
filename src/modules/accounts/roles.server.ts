import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { users } from "@/server/db/schema";
import type { Role } from "./roles";

export type RoleChange = "changed" | "unchanged" | "unknown";

/**
 * Gives the account with this e-mail a role (`npm run admin -- grant|revoke`, the demo admin). The
 * next request of that user sees it: sessions read the user row each time, they carry no role.
 */
export async function setRoleByEmail(database: Executor, email: string, role: Role): Promise<RoleChange> {
  const [user] = await database
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user) return "unknown";
  if (user.role === role) return "unchanged";
  await database.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
  return "changed";
}
