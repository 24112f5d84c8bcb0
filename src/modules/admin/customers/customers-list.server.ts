import "server-only";
import {
  accountKeysMatching,
  accountsByKeys,
  accountsWithoutOrders,
  allAccountKeys,
} from "@/modules/accounts/server";
import {
  buyersPage,
  countBuyers,
  countCustomers,
  hasPaidOrder,
  keysWithPaidOrders,
  type CustomerSearch,
} from "@/modules/orders/server";
import { clampPage, type ListPage } from "@/lib/paging";
import type { Executor } from "@/server/db";
import { ADMIN_CUSTOMERS_PAGE_SIZE, type AdminCustomersQuery } from "./customers-query";

/** One row of the Customers list: an e-mail (any case) with its paid orders, its account, or both. */
export type AdminCustomerRow = {
  /** The e-mail in lower case: the customer's identity and the key of their page. */
  key: string;
  /** The account's e-mail, else the address as typed on the latest paid order. */
  email: string;
  /** The shipping name of the latest paid order, else the account's name. */
  name: string;
  hasAccount: boolean;
  /** Paid orders (a refunded order was paid and counts). */
  orders: number;
  /** USD cents: paid orders' totals at their locked rates, minus refunds. */
  valueUsd: number;
  lastOrderAt: Date | null;
  /** The latest paid order's language, else the account's. */
  locale: string;
};

export type AdminCustomerPage = ListPage<AdminCustomerRow>;

/** How many customers match, and how many of them are buyers (null: not counted, not needed yet). */
type Counts = { total: number; buyers: number | null };

/**
 * Without a search: every key of a paid order and every account, counted in one pass (orders counts,
 * with accounts' query of account keys). With one: the matching buyers, plus the matching accounts
 * that have no paid order (a few index lookups).
 */
async function countMatching(database: Executor, search: CustomerSearch | undefined): Promise<Counts> {
  if (!search) return { total: await countCustomers(database, allAccountKeys()), buyers: null };
  const [buyers, withOrders] = await Promise.all([
    countBuyers(database, search),
    keysWithPaidOrders(database, search.accountKeys),
  ]);
  return { total: buyers + search.accountKeys.length - withOrders.size, buyers };
}

/**
 * One page of customers and how many match. Two owners answer: orders (e-mails with paid orders,
 * grouped, summed, sorted) and accounts (accounts without a paid order: with nothing to sort by they
 * come after the buyers in every order, newest account first). A page that reaches the end of the
 * buyers goes on with the accounts; names, languages and "has an account" are joined by key.
 */
export async function listAdminCustomers(
  database: Executor,
  query: AdminCustomersQuery,
  pageSize = ADMIN_CUSTOMERS_PAGE_SIZE,
): Promise<AdminCustomerPage> {
  const search: CustomerSearch | undefined = query.q
    ? { text: query.q, accountKeys: await accountKeysMatching(database, query.q) }
    : undefined;
  const buyersFrom = (offset: number) =>
    buyersPage(database, { search, sort: query.sort, limit: pageSize, offset });
  // The first page needs no clamping, so its buyers are read while the customers are counted.
  const [counts, early] = await Promise.all([
    countMatching(database, search),
    query.page === 1 ? buyersFrom(0) : undefined,
  ]);
  const page = clampPage(query.page, counts.total, pageSize);
  if (counts.total === 0) return { rows: [], total: 0, page, pageSize };
  const offset = (page - 1) * pageSize;

  const buyerRows =
    page === 1 && early
      ? early
      : counts.buyers === null || offset < counts.buyers
        ? await buyersFrom(offset)
        : [];
  const room = pageSize - buyerRows.length;
  // Only a page past the buyers needs to know how many there are, to start the accounts at the right one.
  const accountOffset =
    room === 0 || buyerRows.length > 0
      ? 0
      : offset - (counts.buyers ?? (await countBuyers(database, search)));
  const [accounts, accountRows] = await Promise.all([
    accountsByKeys(
      database,
      buyerRows.map((row) => row.key),
    ),
    room > 0
      ? accountsWithoutOrders(database, query.q, hasPaidOrder, { limit: room, offset: accountOffset })
      : [],
  ]);

  const rows: AdminCustomerRow[] = [
    ...buyerRows.map((buyer) => {
      const account = accounts.get(buyer.key);
      return {
        key: buyer.key,
        email: account ? account.key : buyer.email,
        name: buyer.name,
        hasAccount: account !== undefined,
        orders: buyer.orders,
        valueUsd: buyer.valueUsd,
        lastOrderAt: buyer.lastOrderAt,
        locale: buyer.locale,
      };
    }),
    ...accountRows.map((account) => ({
      key: account.key,
      email: account.key,
      name: account.name,
      hasAccount: true,
      orders: 0,
      valueUsd: 0,
      lastOrderAt: null,
      locale: account.locale,
    })),
  ];
  return { rows, total: counts.total, page, pageSize };
}
