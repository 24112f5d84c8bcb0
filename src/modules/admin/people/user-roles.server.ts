import "server-only";
import type { Role } from "@/modules/accounts";
import { setRoleById } from "@/modules/accounts/server";
import type { Database } from "@/server/db";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";

export type UserRoleResult =
  { ok: true; changed: boolean } | { ok: false; error: "unknown" | "lastAdmin" | "self" };

/**
 * Makes an account admin or customer from the Users page. The role change and its audit entry commit
 * together. Two refusals: the last admin keeps the role (accounts' `setRoleById` locks and counts), and
 * nobody removes their own admin role here, so a slip cannot lock the person at the keyboard out; another
 * admin (or `npm run admin -- revoke`) does it. The change applies on the user's next request: roles
 * are read from the users row with every session lookup, never kept in the session or a cookie.
 */
export async function changeUserRole(
  database: Database,
  actor: AuditActor,
  input: { userId: string; role: Role },
): Promise<UserRoleResult> {
  if (input.userId === actor.id && input.role !== "admin") return { ok: false, error: "self" };
  return database.transaction(async (tx) => {
    const result = await setRoleById(tx, input.userId, input.role);
    if (!result.ok) return result;
    if (result.changed) {
      await recordAudit(tx, actor, {
        action: input.role === "admin" ? "user.grant-admin" : "user.revoke-admin",
        targetType: "user",
        targetId: input.userId,
        before: { role: result.before },
        after: { role: result.after },
      });
    }
    return { ok: true, changed: result.changed };
  });
}
