import "server-only";
import { createHash } from "node:crypto";
import {
  clientFor,
  isCloudCoreError,
  PROVIDER_CATALOGUE_TAG,
  PROVIDER_CONNECTION_TAG,
  providerConnection,
  usdConverter,
  type CloudCoreClient,
  type ProviderConnection,
} from "@/modules/fulfilment/server";
import { createCache } from "@/server/cache";
import { log } from "@/server/log";
import {
  readProviderProduct,
  readProviderProducts,
  type ProviderCatalogueResult,
  type ProviderCost,
  type ProviderCostRequest,
  type ProviderProduct,
  type ProviderProductSummary,
} from "./provider-catalogue";
import { TOTAL_PAGES_OPTION } from "./provider-catalogue-query";

/*
 * The provider account's catalogue for staff (docs/admin.md#provider-catalogue): the `products` list,
 * one product's `products/info` and a choice's `prices/lookup`, through fulfilment's client (every call
 * in the provider log). Lists and products are kept per connection until a catalog check stores a
 * report or the provider settings change; costs are asked every time.
 */

/** A person waits on these pages: a slow provider gets this long, not the job runner's timeout. */
const PAGE_TIMEOUT_MS = 10_000;
/** A safety net only: a stored catalog check (daily at least) or new provider settings empty them. */
const TTL_MS = 24 * 60 * 60_000;

const cacheOptions = { tags: [PROVIDER_CATALOGUE_TAG, PROVIDER_CONNECTION_TAG], ttlMs: TTL_MS };
const listCache = createCache({ name: "provider-catalogue", maxEntries: 4, ...cacheOptions });
const productCache = createCache({ name: "provider-catalogue-product", maxEntries: 500, ...cacheOptions });
const countryCache = createCache({ name: "provider-catalogue-countries", maxEntries: 4, ...cacheOptions });

/**
 * Which account a cached answer belongs to: environment, base URL and a fingerprint of the key, so
 * switching environment, address or key never shows another account's catalogue.
 */
function connectionKey(connection: ProviderConnection): string {
  const fingerprint = createHash("sha256").update(connection.apiKey).digest("hex").slice(0, 12);
  return `${connection.environment}|${connection.baseUrl}|${fingerprint}`;
}

class NotConnected extends Error {}
/** An answer whose amounts are not numbers: as the client's `invalid_response`, a fault of the provider. */
class UnreadableAnswer extends Error {}

/** Runs `work` with the connection in force; every failure becomes the page's typed error. */
async function withProvider<T>(
  what: string,
  work: (connection: ProviderConnection, client: CloudCoreClient) => Promise<T>,
): Promise<ProviderCatalogueResult<T>> {
  try {
    const connection = await providerConnection();
    if (!connection) throw new NotConnected();
    return {
      ok: true,
      data: await work(connection, clientFor(connection, { maxTimeoutMs: PAGE_TIMEOUT_MS })),
    };
  } catch (error) {
    if (error instanceof NotConnected) return { ok: false, error: { code: "notConnected" } };
    if (error instanceof UnreadableAnswer) return { ok: false, error: { code: "failed" } };
    if (!isCloudCoreError(error)) throw error;
    log.warn({ what, kind: error.kind, status: error.status }, "provider catalogue: the provider failed");
    if (error.kind === "timeout" || error.kind === "network")
      return { ok: false, error: { code: "unreachable" } };
    if (error.kind === "http" && error.status === 403) return { ok: false, error: { code: "refused" } };
    if (error.kind === "http" && error.status !== undefined && error.status < 500 && error.status !== 429)
      return { ok: false, error: { code: "rejected", detail: error.detail } };
    return { ok: false, error: { code: "failed" } };
  }
}

/** The `products` list of a connection, read once per connection until the cache empties. */
function listOf(connection: ProviderConnection, client: CloudCoreClient): Promise<ProviderProductSummary[]> {
  return listCache.get(connectionKey(connection), async () => readProviderProducts(await client.products()));
}

/** Every product the connected account offers (deprecated categories included; the page hides them). */
export function providerCatalogue(): Promise<ProviderCatalogueResult<ProviderProductSummary[]>> {
  return withProvider("products", listOf);
}

/**
 * One product of the connected account: its option families with their defaults, the spec summary and
 * every spec; null when the account doesn't have it (204). The category comes from the list.
 */
export function providerProduct(reference: string): Promise<ProviderCatalogueResult<ProviderProduct | null>> {
  return withProvider("products/info", (connection, client) =>
    productCache.get(`${connectionKey(connection)}|${reference}`, async () => {
      const info = await client.productInfo(reference);
      if (!info) return null;
      const listed = (await listOf(connection, client)).find((product) => product.reference === reference);
      return readProviderProduct(info, listed?.category ?? null);
    }),
  );
}

type ShippingCountry = { code: string; requiresState: boolean };

function countriesOf(connection: ProviderConnection, client: CloudCoreClient): Promise<ShippingCountry[]> {
  return countryCache.get(connectionKey(connection), async () =>
    (await client.shippingCountries())
      .filter((country) => /^[A-Z]{2}$/.test(country.country_reference))
      .map((country) => ({ code: country.country_reference, requiresState: country.require_state === true })),
  );
}

/** The two-letter codes the connected account ships to, for the cost form's country list. */
export async function providerShippingCountries(): Promise<ProviderCatalogueResult<string[]>> {
  const result = await withProvider("shipping/countries", countriesOf);
  return result.ok ? { ok: true, data: result.data.map((country) => country.code) } : result;
}

/**
 * What the provider charges for `quantity` copies of `reference` with `options` to `country`
 * (`prices/lookup`, without shipping), in its currency and in USD cents. Never cached: staff ask for
 * today's price. Where the country requires a state (US, CA), the first of the provider's states is
 * sent, as parcels are priced by country.
 */
export function providerCost(request: ProviderCostRequest): Promise<ProviderCatalogueResult<ProviderCost>> {
  return withProvider("prices/lookup", async (connection, client) => {
    const country = request.country.toUpperCase();
    const known = (await countriesOf(connection, client)).find((entry) => entry.code === country);
    const [state] = known?.requiresState ? await client.shippingStates(country) : [];
    const answer = await client.pricesLookup({
      country,
      ...(state ? { state: state.state_reference } : {}),
      items: [
        {
          reference: "cost-1",
          product: request.reference,
          count: String(request.quantity),
          options: request.options.map((type) => ({
            type,
            count: type === TOTAL_PAGES_OPTION ? String(request.pages ?? 1) : "1",
          })),
        },
      ],
    });
    const amount = Number(answer.price) + Number(answer.vat ?? 0);
    if (!Number.isFinite(amount)) throw new UnreadableAnswer(`prices/lookup: ${answer.price}`);
    const items = answer.subtotals?.items === undefined ? undefined : Number(answer.subtotals.items);
    const toUsdCents = await usdConverter();
    return {
      amount,
      currency: answer.currency.toUpperCase(),
      itemsAmount: items !== undefined && Number.isFinite(items) ? items : undefined,
      usdCents: toUsdCents(amount, answer.currency),
    };
  });
}
