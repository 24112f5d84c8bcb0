import "server-only";
import { providerConnection, clientFor } from "./provider-connection.server";

/**
 * The account's own description of one provider product (`products/info`, asked now, not cached): what
 * an import is checked against. Null when no provider is connected or the account has no such product.
 */
export async function accountProduct(reference: string) {
  const connection = await providerConnection();
  if (!connection) return null;
  return clientFor(connection, { maxTimeoutMs: 10_000 }).productInfo(reference);
}
