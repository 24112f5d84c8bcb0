import "server-only";
import { accountRows, countAccounts, type AccountRow } from "@/modules/accounts/server";
import { orderCountsByAccount } from "@/modules/orders/server";
import { clampPage } from "@/lib/paging";
import type { Executor } from "@/server/db";
import { ADMIN_USERS_PAGE_SIZE, type AdminUsersQuery } from "./users-query";

/** One row of the admin's user list: the account (accounts) and how many orders it placed (orders). */
export type AdminUserRow = AccountRow & {
  /** Orders placed while signed in to this account (guest orders with the same e-mail are not counted). */
  orders: number;
};

export type AdminUserPage = { rows: AdminUserRow[]; total: number; page: number; pageSize: number };

/** One page of matching accounts, newest first, and how many match: counted and paged in SQL. */
export async function listAdminUsers(
  database: Executor,
  query: AdminUsersQuery,
  pageSize = ADMIN_USERS_PAGE_SIZE,
): Promise<AdminUserPage> {
  const total = await countAccounts(database, query.q);
  const page = clampPage(query.page, total, pageSize);
  const accounts =
    total === 0
      ? []
      : await accountRows(database, query.q, { limit: pageSize, offset: (page - 1) * pageSize });
  // Counted for the page's accounts only (orders.user_id is indexed), not over all orders.
  const orderCounts = await orderCountsByAccount(
    database,
    accounts.map((account) => account.id),
  );
  const rows = accounts.map((account) => ({ ...account, orders: orderCounts.get(account.id) ?? 0 }));
  return { rows, total, page, pageSize };
}
