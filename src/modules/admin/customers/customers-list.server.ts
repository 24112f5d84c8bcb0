import "server-only";
import {
  accountKeysMatching,
  accountsByKeys,
  accountsWithoutOrders,
  countAccountsWithoutOrders,
} from "@/modules/accounts/server";
import { buyersPage, countBuyers, hasPaidOrder, type CustomerSearch } from "@/modules/orders/server";
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

/**
 * One page of customers and how many match. Two owners answer: orders (e-mails with paid orders,
 * grouped, summed, sorted) and accounts (accounts without a paid order, which have nothing to sort by
 * and so come after the buyers in every order, newest account first). The page is cut across the two
 * by the buyers' count; names, languages and "has an account" of the page's rows are joined by key.
 */
export async function listAdminCustomers(
  database: Executor,
  query: AdminCustomersQuery,
  pageSize = ADMIN_CUSTOMERS_PAGE_SIZE,
): Promise<AdminCustomerPage> {
  const search: CustomerSearch | undefined = query.q
    ? { text: query.q, accountKeys: await accountKeysMatching(database, query.q) }
    : undefined;
  const [buyers, accountsOnly] = await Promise.all([
    countBuyers(database, search),
    countAccountsWithoutOrders(database, query.q, hasPaidOrder),
  ]);
  const total = buyers + accountsOnly;
  const page = clampPage(query.page, total, pageSize);
  const offset = (page - 1) * pageSize;

  const buyerRows =
    offset < buyers ? await buyersPage(database, { search, sort: query.sort, limit: pageSize, offset }) : [];
  const room = pageSize - buyerRows.length;
  const [accounts, accountRows] = await Promise.all([
    accountsByKeys(
      database,
      buyerRows.map((row) => row.key),
    ),
    room > 0 && accountsOnly > 0
      ? accountsWithoutOrders(database, query.q, hasPaidOrder, {
          limit: room,
          offset: Math.max(0, offset - buyers),
        })
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
  return { rows, total, page, pageSize };
}
