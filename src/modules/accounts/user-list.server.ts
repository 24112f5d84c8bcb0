import "server-only";
import { and, desc, ilike, inArray, not, or, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "@/lib/like-pattern";
import type { Executor } from "@/server/db";
import { users } from "@/server/db/schema/accounts";

/** An account as the staff list shows it. */
export type AccountRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: string;
  createdAt: Date;
};

/** A partial, case-insensitive search over name and e-mail; an empty text matches everyone. */
function matching(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
}

/** How many accounts match the search. */
export async function countAccounts(executor: Executor, search: string): Promise<number> {
  const [counted] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(matching(search));
  return counted?.total ?? 0;
}

/** Matching accounts, newest first (the id breaking ties, so pages never repeat one). */
export function accountRows(
  executor: Executor,
  search: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<AccountRow[]> {
  return executor
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(matching(search))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}

/** The ids of the accounts whose e-mail contains `search` (any case). */
export async function accountIdsWithEmailLike(executor: Executor, search: string): Promise<string[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(ilike(users.email, containsPattern(search)));
  return rows.map((row) => row.id);
}

/** The e-mails of the given accounts, by id (an id with no account is left out). */
export async function accountEmailsById(
  executor: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/*
 * The admin's Customers pages (docs/admin.md#customers) find accounts by customer key: the e-mail in
 * lower case, as orders group them.
 */

/** The account of a customer, as the Customers pages show it. */
export type CustomerAccount = { id: string; key: string; name: string; locale: string; createdAt: Date };

const customerAccountColumns = {
  id: users.id,
  key: sql<string>`lower(${users.email})`,
  name: users.name,
  locale: users.locale,
  createdAt: users.createdAt,
};

/** The keys (lower-case e-mails) of the accounts whose name or e-mail contains `search`, any case. */
export async function accountKeysMatching(executor: Executor, search: string): Promise<string[]> {
  const rows = await executor.select({ key: customerAccountColumns.key }).from(users).where(matching(search));
  return rows.map((row) => row.key);
}

/**
 * A query answering every account's key (its e-mail in lower case, ASCII case folding: the "C"
 * collation, as orders' count of customers folds order e-mails), for that count in SQL.
 */
export function allAccountKeys(): SQL {
  return sql`select lower(${users.email} collate "C") from ${users}`;
}

/** The accounts of the given customer keys, by key (a key without an account is left out). */
export async function accountsByKeys(
  executor: Executor,
  keys: readonly string[],
): Promise<Map<string, CustomerAccount>> {
  if (keys.length === 0) return new Map();
  const rows = await executor
    .select(customerAccountColumns)
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...keys]));
  return new Map(rows.map((row) => [row.key, row]));
}

/**
 * "This address has orders", about the accounts' e-mail column: orders writes it (accounts sits below
 * orders), and the caller hands it in.
 */
export type HasOrdersCondition = (email: SQL) => SQL;

function withoutOrders(search: string, hasOrders: HasOrdersCondition): SQL | undefined {
  return and(matching(search), not(hasOrders(sql`${users.email}`)));
}

/** Matching accounts without orders by `hasOrders`, newest first (the id breaking ties). */
export function accountsWithoutOrders(
  executor: Executor,
  search: string,
  hasOrders: HasOrdersCondition,
  { limit, offset }: { limit: number; offset: number },
): Promise<CustomerAccount[]> {
  return executor
    .select(customerAccountColumns)
    .from(users)
    .where(withoutOrders(search, hasOrders))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}
