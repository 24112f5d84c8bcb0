import "server-only";
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "@/lib/like-pattern";
import type { Executor } from "@/server/db";
import { orders } from "@/server/db/schema/orders";

/*
 * Orders grouped by customer for the admin's Customers pages (docs/admin.md#customers). A customer is
 * an e-mail address in any case: `lower(email)` is the key, served by `orders_email_lower_idx`. Only
 * paid orders count (paid, or paid and refunded since): an unpaid checkout is not an order.
 */

/** An order the customer paid for; a refunded one was paid too (its refund is subtracted from the value). */
const PAID = sql`${orders.paymentStatus} in ('paid', 'refunded')`;

/** The customer key of an order row. */
const KEY = sql<string>`lower(${orders.email})`;

/**
 * The same key folded with the "C" collation's ASCII rules: equal to KEY for every address the shop
 * takes (its e-mail rule is ASCII only, src/lib/form-text.ts), and what orders_customer_value_idx is
 * keyed by, so grouping every paid order reads that index alone (migration 0016).
 */
const ASCII_KEY = sql<string>`lower(${orders.email} collate "C")`;

/**
 * What the customer spent, in USD cents: each paid order's total at its locked rate (`total_usd`)
 * minus what was refunded of it. `refunded_amount` is in the order's currency's minor units, so it is
 * converted back with the same locked rate (units per USD) and rounded to a cent.
 */
// Orders without a refund skip the numeric division: `null / rate` is null, and sum() leaves nulls out.
const VALUE_USD = sql<number>`(coalesce(sum(${orders.totalUsd}), 0) - coalesce(sum(round(${orders.refundedAmount} / ${orders.exchangeRate})), 0))::bigint`;

/** How the customer list is ordered, each from the highest: last paid order, lifetime value, paid orders. */
export type CustomerSort = "last" | "value" | "orders";

/**
 * Staff's search: part of a name or e-mail (any case) on the customer's paid orders, plus the keys of
 * the accounts whose name or e-mail matched (accounts answers those), so a customer is found by either.
 */
export type CustomerSearch = { text: string; accountKeys: readonly string[] };

/** A customer's paid orders summed up: the list's row without what accounts adds. */
export type BuyerSummary = {
  key: string;
  /** The address as typed on the latest paid order. */
  email: string;
  /** Shipping name of the latest paid order. */
  name: string;
  /** Language of the latest paid order. */
  locale: string;
  orders: number;
  valueUsd: number;
  lastOrderAt: Date;
};

/**
 * The paid orders that match the search: a name or e-mail containing the text (the trigram indexes on
 * shipping_name and email), or the e-mail of a matching account (orders_email_lower_idx). One OR of
 * index conditions, so PostgreSQL answers it with a bitmap of the three indexes.
 */
function matchingOrders(search: CustomerSearch): SQL {
  const pattern = containsPattern(search.text);
  return and(
    PAID,
    or(
      ilike(orders.shippingName, pattern),
      ilike(orders.email, pattern),
      search.accountKeys.length > 0 ? inArray(KEY, [...search.accountKeys]) : undefined,
    ),
  )!;
}

/** Customers of the search: the keys of the matching orders; every paid order of theirs then counts. */
function matchingKeys(search: CustomerSearch | undefined): SQL | undefined {
  if (!search) return undefined;
  return sql`${KEY} in (select lower(${orders.email}) from ${orders} where ${matchingOrders(search)})`;
}

/** How many customers have a paid order (and match the search). */
export async function countBuyers(executor: Executor, search?: CustomerSearch): Promise<number> {
  // Grouped and then counted: a hash of the keys, cheaper than count(distinct …), which sorts them.
  const keys = executor
    .select({ key: KEY })
    .from(orders)
    .where(search ? matchingOrders(search) : PAID)
    .groupBy(KEY)
    .as("keys");
  const [counted] = await executor.select({ total: sql<number>`count(*)::int` }).from(keys);
  return counted?.total ?? 0;
}

/**
 * How many customers there are in all: the keys of paid orders and `accountKeys` (a query answering
 * one lower-case e-mail per account, from accounts, folded as below) together, each once. One pass
 * over paid orders.
 */
export async function countCustomers(executor: Executor, accountKeys: SQL): Promise<number> {
  // Every paid order's key is computed here, so the case folding is the plain ASCII one of the "C"
  // collation, about twice as fast as the database's Unicode rules and the same for every address the
  // shop takes (its e-mail rule is ASCII only, src/lib/form-text.ts). `accountKeys` does the same.
  const result = await executor.execute(
    sql`select count(*)::int as total from (select lower(${orders.email} collate "C") from ${orders} where ${PAID} union ${accountKeys}) as customers`,
  );
  // Both drivers answer { rows }.
  const [counted] = (result as unknown as { rows: { total: number }[] }).rows;
  return Number(counted?.total ?? 0);
}

/** Which of `keys` have a paid order. */
export async function keysWithPaidOrders(executor: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await executor
    .selectDistinct({ key: KEY })
    .from(orders)
    .where(and(PAID, inArray(KEY, [...keys])));
  return new Set(rows.map((row) => row.key));
}

/**
 * Keys of customers by their last paid order, newest first, without grouping every order: walking paid
 * orders newest first (the created_at index), a key's first appearance is its latest order. The walk
 * reads a few times as many orders as keys it needs and grows until it has them or runs out.
 */
async function keysByLastOrder(executor: Executor, limit: number, offset: number): Promise<string[]> {
  const needed = offset + limit;
  for (let batch = Math.max(200, needed * 4); ; batch *= 4) {
    const rows = await executor
      .select({ key: KEY })
      .from(orders)
      .where(PAID)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batch);
    const keys = [...new Set(rows.map((row) => row.key))];
    if (keys.length >= needed || rows.length < batch) return keys.slice(offset, needed);
  }
}

/** Past this many customers into the default list, grouping every paid order is cheaper than the walk. */
const WALK_LIMIT = 500;

const SORTS: Record<CustomerSort, SQL[]> = {
  last: [sql`max(${orders.createdAt}) desc`],
  value: [sql`${VALUE_USD} desc`, sql`max(${orders.createdAt}) desc`],
  orders: [sql`count(*) desc`, sql`max(${orders.createdAt}) desc`],
};

/** One page of customer keys in the asked order: paid orders grouped per key, sorted and paged in SQL. */
async function keysGrouped(
  executor: Executor,
  search: CustomerSearch | undefined,
  sort: CustomerSort,
  limit: number,
  offset: number,
): Promise<string[]> {
  const rows = await executor
    .select({ key: ASCII_KEY })
    .from(orders)
    .where(and(PAID, matchingKeys(search)))
    .groupBy(ASCII_KEY)
    .orderBy(...SORTS[sort], ASCII_KEY)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.key);
}

/**
 * One page of customers with paid orders (matching the search), summed up, in the asked order. The
 * default list's first pages come from the walk (no grouping of every order); the rest group in SQL.
 */
export async function buyersPage(
  executor: Executor,
  {
    search,
    sort,
    limit,
    offset,
  }: { search?: CustomerSearch; sort: CustomerSort; limit: number; offset: number },
): Promise<BuyerSummary[]> {
  const keys =
    !search && sort === "last" && offset + limit <= WALK_LIMIT
      ? await keysByLastOrder(executor, limit, offset)
      : await keysGrouped(executor, search, sort, limit, offset);
  const summaries = await buyerSummaries(executor, keys);
  return keys.flatMap((key) => summaries.get(key) ?? []);
}

/** The paid-order summary of each key that has a paid order (by key); index lookups per key. */
export async function buyerSummaries(
  executor: Executor,
  keys: readonly string[],
): Promise<Map<string, BuyerSummary>> {
  if (keys.length === 0) return new Map();
  const ofKeys = and(PAID, inArray(KEY, [...keys]));
  const [sums, latest] = await Promise.all([
    executor
      .select({
        key: KEY,
        orders: sql<number>`count(*)::int`,
        valueUsd: VALUE_USD,
        lastOrderAt: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt),
      })
      .from(orders)
      .where(ofKeys)
      .groupBy(KEY),
    executor
      .selectDistinctOn([KEY], {
        key: KEY,
        email: orders.email,
        name: orders.shippingName,
        locale: orders.locale,
      })
      .from(orders)
      .where(ofKeys)
      .orderBy(KEY, desc(orders.createdAt), desc(orders.id)),
  ]);
  const latestOf = new Map(latest.map((row) => [row.key, row]));
  const summaries = new Map<string, BuyerSummary>();
  for (const sum of sums) {
    const last = latestOf.get(sum.key);
    if (!last) continue;
    summaries.set(sum.key, {
      key: sum.key,
      email: last.email,
      name: last.name,
      locale: last.locale,
      orders: sum.orders,
      valueUsd: Number(sum.valueUsd),
      lastOrderAt: sum.lastOrderAt,
    });
  }
  return summaries;
}

/**
 * "This address has a paid order", as SQL about another owner's e-mail column: accounts lists the
 * accounts without one with it (handed in by the admin, since accounts sits below orders).
 */
export function hasPaidOrder(email: SQL): SQL {
  return sql`exists (select 1 from ${orders} where lower(${orders.email}) = lower(${email}) and ${PAID})`;
}

/** An order on a customer's page: every payment status, so staff see unpaid checkouts too. */
export type CustomerOrderRow = {
  number: string;
  createdAt: Date;
  status: string;
  paymentStatus: string;
  total: number;
  currency: string;
};

/** A customer's orders (any payment status), newest first, at most `limit`; and how many there are. */
export async function ordersOfCustomer(
  executor: Executor,
  key: string,
  limit: number,
): Promise<{ rows: CustomerOrderRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    executor
      .select({
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        total: orders.total,
        currency: orders.currency,
      })
      .from(orders)
      .where(eq(KEY, key))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit),
    executor
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(KEY, key)),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** A shipping address as an order recorded it. */
export type UsedShippingAddress = {
  name: string;
  company: string | null;
  address: string;
  city: string;
  state: string | null;
  postalCode: string;
  country: string;
  /** How many of the customer's orders went there, and when the latest was placed. */
  orders: number;
  lastUsedAt: Date;
};

/** The distinct shipping addresses on a customer's orders (any payment status), latest used first. */
export function shippingAddressesOfCustomer(
  executor: Executor,
  key: string,
  limit: number,
): Promise<UsedShippingAddress[]> {
  const fields = [
    orders.shippingName,
    orders.shippingCompany,
    orders.shippingAddress,
    orders.shippingCity,
    orders.shippingState,
    orders.shippingPostalCode,
    orders.shippingCountry,
  ] as const;
  return executor
    .select({
      name: orders.shippingName,
      company: orders.shippingCompany,
      address: orders.shippingAddress,
      city: orders.shippingCity,
      state: orders.shippingState,
      postalCode: orders.shippingPostalCode,
      country: orders.shippingCountry,
      orders: sql<number>`count(*)::int`,
      lastUsedAt: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt),
    })
    .from(orders)
    .where(eq(KEY, key))
    .groupBy(...fields)
    .orderBy(sql`max(${orders.createdAt}) desc`)
    .limit(limit);
}
