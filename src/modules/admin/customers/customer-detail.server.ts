import "server-only";
import { accountsByKeys, savedAddresses, type SavedAddress } from "@/modules/accounts/server";
import {
  buyerSummaries,
  ordersOfCustomer,
  shippingAddressesOfCustomer,
  type CustomerOrderRow,
  type UsedShippingAddress,
} from "@/modules/orders/server";
import { contactMessagesFrom, type ContactMessageRow } from "@/modules/support/server";
import type { Executor } from "@/server/db";

/** The newest this many of each list are shown on a customer's page; the page says when there are more. */
const CUSTOMER_PAGE_LIMIT = 100;

/** Everything a customer's page shows, from the three owners (orders, accounts, support). */
export type AdminCustomer = {
  key: string;
  /** The shipping name of the latest paid order, else of the latest order, else the account's name. */
  name: string;
  account: { id: string; name: string; locale: string; createdAt: Date } | null;
  /** Paid orders and their value in USD cents (refunds subtracted), as the list shows them. */
  paidOrders: number;
  valueUsd: number;
  lastOrderAt: Date | null;
  /** The latest paid order's language, else the account's; null when neither exists. */
  locale: string | null;
  orders: { rows: CustomerOrderRow[]; total: number };
  savedAddresses: SavedAddress[];
  shippingAddresses: UsedShippingAddress[];
  messages: ContactMessageRow[];
};

/** The customer with this key (a lower-case e-mail), or null when no order and no account has it. */
export async function loadAdminCustomer(database: Executor, key: string): Promise<AdminCustomer | null> {
  const [orders, accounts, summaries] = await Promise.all([
    ordersOfCustomer(database, key, CUSTOMER_PAGE_LIMIT),
    accountsByKeys(database, [key]),
    buyerSummaries(database, [key]),
  ]);
  const account = accounts.get(key) ?? null;
  if (orders.total === 0 && !account) return null;
  const summary = summaries.get(key);
  const [saved, shipping, messages] = await Promise.all([
    account ? savedAddresses(database, account.id) : [],
    shippingAddressesOfCustomer(database, key, CUSTOMER_PAGE_LIMIT),
    contactMessagesFrom(database, key, CUSTOMER_PAGE_LIMIT),
  ]);
  return {
    key,
    name: summary?.name ?? shipping[0]?.name ?? account?.name ?? key,
    account: account
      ? { id: account.id, name: account.name, locale: account.locale, createdAt: account.createdAt }
      : null,
    paidOrders: summary?.orders ?? 0,
    valueUsd: summary?.valueUsd ?? 0,
    lastOrderAt: summary?.lastOrderAt ?? null,
    locale: summary?.locale ?? account?.locale ?? null,
    orders,
    savedAddresses: saved,
    shippingAddresses: shipping,
    messages,
  };
}
