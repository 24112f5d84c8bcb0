import "server-only";
import { EXCHANGE_RATES_TAG, getExchangeRates } from "@/modules/money/server";
import { isCurrency } from "@/modules/i18n";
import { cachedShipping } from "./cached-shipping";
import { withFallback } from "./fallback-shipping";
import type { ShippingSource } from "./types";
import { log } from "@/server/log";
import { isCloudCoreError } from "@/modules/fulfilment/server";
import {
  clientFor,
  PROVIDER_CONNECTION_TAG,
  providerConnection,
  type ProviderConnection,
} from "@/modules/fulfilment/server";
import { providerRateKey, providerShipping, type ToUsdCents } from "./provider-shipping";

/** Provider money → USD cents with the shop's exchange table (rates are "per USD"). */
async function usdConverter(): Promise<ToUsdCents> {
  const rates = await getExchangeRates();
  return (amount, currency) => {
    const code = currency.toUpperCase();
    if (!isCurrency(code)) return undefined;
    return Math.round((amount * 100) / rates[code]);
  };
}

const SHIPPING_TIMEOUT_MS = 5_000;

// One cached source per connection, so a key change never serves the previous account's answers.
let current: { key: string; source: ShippingSource; dispose: () => void } | undefined;

function connectionKey(connection: ProviderConnection): string {
  return `${connection.environment}|${connection.baseUrl}|${connection.apiKey}`;
}

/**
 * The provider's shipping answers, cached 30 minutes, falling back to `fallback` when it fails; or
 * undefined when no provider is configured.
 */
export async function providerShippingSource(fallback: ShippingSource): Promise<ShippingSource | undefined> {
  const connection = await providerConnection();
  if (!connection) return undefined;
  const key = connectionKey(connection);
  if (current?.key !== key) {
    // A page waits for these answers: give up sooner than a print submission would, and fall back.
    const client = clientFor(connection, { maxTimeoutMs: SHIPPING_TIMEOUT_MS });
    // Its answers are in USD converted with the exchange table, so a rate change empties it too; and
    // saved provider settings (even the same account's) empty it in every process, so staff who save
    // them see the provider's current prices, not ones remembered from before.
    const provider = cachedShipping(providerShipping(client, usdConverter), {
      name: "provider shipping",
      tags: [EXCHANGE_RATES_TAG, PROVIDER_CONNECTION_TAG],
      rateKey: providerRateKey,
    });
    const source = withFallback(
      provider,
      fallback,
      (message, error) => log.warn({ err: error }, `${message}; using the built-in shipping table`),
      { isOutage: (error) => !isCloudCoreError(error) || error.retryable },
    );
    current?.dispose();
    current = { key, source, dispose: provider.dispose };
  }
  return current.source;
}
