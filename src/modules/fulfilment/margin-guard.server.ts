import "server-only";
import { CATALOG_CHECK_COUNTRY } from "./catalog-check.server";
import { lazyDestination } from "./catalog-check";
import { marginReport, type MarginReport, type PricedProduct } from "./margin-guard";
import { clientFor, providerConnection } from "./provider-connection.server";
import { usdConverter } from "./usd-converter.server";

/**
 * The margin guard against the connection in force, at the catalog check's reference country
 * (docs/admin.md#provider-catalogue). No provider connected is a problem like any other: a product
 * nobody can print is not published.
 */
export async function productMargins(product: PricedProduct): Promise<MarginReport> {
  const connection = await providerConnection();
  if (!connection) return { ok: false, country: CATALOG_CHECK_COUNTRY, problem: "no provider connected" };
  const client = clientFor(connection, { maxTimeoutMs: 10_000 });
  return marginReport({
    client,
    product,
    destination: lazyDestination(client, CATALOG_CHECK_COUNTRY),
    country: CATALOG_CHECK_COUNTRY,
    toUsdCents: await usdConverter(),
  });
}
