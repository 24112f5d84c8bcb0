import "server-only";
import { desc, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { orders, users } from "@/server/db/schema";
import { containsPattern } from "./like-pattern";
import { ADMIN_USERS_PAGE_SIZE, type AdminUsersQuery } from "./users-query";

/** One row of the admin's user list. */
export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: string;
  createdAt: Date;
  /** Orders placed while signed in to this account (guest orders with the same e-mail are not counted). */
  orders: number;
};

export type AdminUserPage = { rows: AdminUserRow[]; total: number; page: number; pageSize: number };

/** A partial, case-insensitive search over name and e-mail. */
function matching(query: Pick<AdminUsersQuery, "q">): SQL | undefined {
  if (!query.q) return undefined;
  const pattern = containsPattern(query.q);
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
}

/** One page of matching accounts, newest first, and how many match: counted and paged in SQL. */
export async function listAdminUsers(
  database: Executor,
  query: AdminUsersQuery,
  pageSize = ADMIN_USERS_PAGE_SIZE,
): Promise<AdminUserPage> {
  const where = matching(query);
  const [counted] = await database
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const total = counted?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, lastPage);
  const rows =
    total === 0
      ? []
      : await database
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            emailVerified: users.emailVerified,
            role: users.role,
            createdAt: users.createdAt,
            // A correlated count per row of the page (orders.user_id is indexed), not a join over all orders.
            // Written with table names: inside a select list Drizzle prints bare column names.
            orders: sql<number>`(select count(*) from ${orders} o where o.user_id = ${users}.id)::int`,
          })
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize);
  return { rows, total, page, pageSize };
}
