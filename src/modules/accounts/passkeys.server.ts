import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db, type Executor } from "@/server/db";
import { passkeys } from "@/server/db/schema/accounts";
import type { PasskeySummary } from "./schema";

export async function listPasskeys(userId: string, database: Executor = db()): Promise<PasskeySummary[]> {
  const rows = await database
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      backedUp: passkeys.backedUp,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt?.toISOString() ?? null }));
}

/** False when the user has no such passkey (another user's id included). */
export async function deletePasskey(userId: string, id: string, database: Executor = db()): Promise<boolean> {
  const rows = await database
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}
