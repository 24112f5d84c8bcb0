import "server-only";
import { CATALOG_CHECK_COUNTRY } from "./catalog-check.server";
import { lazyDestination } from "./catalog-check";
import { marginReport, type MarginReport, type PricedProduct } from "./margin-guard";
import { clientFor, providerConnection } from "./provider-connection.server";
import { usdConverter } from "./usd-converter.server";

/**
 * The margin guard against the connection in force (docs/admin.md#provider-catalogue), delivered to
 * `country`: publishing is judged at the catalog check's reference country, staff may look at others.
 * No provider connected is a problem like any other: a product nobody can print is not published.
 */
export async function productMargins(
  product: PricedProduct,
  country: string = CATALOG_CHECK_COUNTRY,
): Promise<MarginReport> {
  const connection = await providerConnection();
  if (!connection) return { ok: false, country, problem: "no provider connected" };
  const client = clientFor(connection, { maxTimeoutMs: 10_000 });
  return marginReport({
    client,
    product,
    destination: lazyDestination(client, country),
    country,
    toUsdCents: await usdConverter(),
  });
}
