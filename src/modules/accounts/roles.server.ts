import "server-only";
import { eq, or, sql } from "drizzle-orm";
import type { Executor, Transaction } from "@/server/db";
import { users } from "@/server/db/schema/accounts";
import { isAdminRole, type Role } from "./roles";

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

export type RoleUpdate =
  | { ok: true; changed: boolean; email: string; before: Role; after: Role }
  | { ok: false; error: "unknown" | "lastAdmin" };

/**
 * Sets the role of one account (the admin's Users page), never leaving the shop without an admin.
 * Runs in the caller's transaction so its audit entry commits with it. Race-safe: every admin row and
 * the target are locked (`FOR UPDATE`, in id order) before counting, so two admins revoking each other
 * at once are serialized and the second sees one admin left and is refused. A row whose role changed
 * while we waited is re-read by PostgreSQL and drops out of the admin set.
 */
export async function setRoleById(tx: Transaction, id: string, role: Role): Promise<RoleUpdate> {
  const locked = await tx
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(or(eq(users.role, "admin"), eq(users.id, id)))
    .orderBy(users.id)
    .for("update");
  const target = locked.find((row) => row.id === id);
  if (!target) return { ok: false, error: "unknown" };
  const before: Role = isAdminRole(target.role) ? "admin" : "customer";
  if (before === role) return { ok: true, changed: false, email: target.email, before, after: role };
  const admins = locked.filter((row) => isAdminRole(row.role)).length;
  if (before === "admin" && admins <= 1) return { ok: false, error: "lastAdmin" };
  await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
  return { ok: true, changed: true, email: target.email, before, after: role };
}
