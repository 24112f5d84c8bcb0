import type { CatalogCheckClient } from "./catalog-check";

/** A provider account in memory: product reference → its option references and EUR price per copy. */
export type FakeAccount = Record<string, { options: string[]; eur: number }>;

/**
 * A CloudCore client for the catalog check over an account in memory: `products`, `products/info`
 * (null for a product not on the account, as the API's 204), and `orders/quote` priced per copy in EUR
 * (options cost nothing). The US requires a state, as on the real API.
 */
export function fakeCatalogClient(account: FakeAccount): CatalogCheckClient {
  return {
    products: async () => Object.keys(account).map((reference) => ({ reference, name: reference })),
    productInfo: async (reference) => {
      const product = account[reference];
      if (!product) return null;
      return {
        reference,
        name: reference,
        options: product.options.map((option) => ({ reference: option, type: `type_${option}` })),
        specs: [],
      };
    },
    quote: async (request) => {
      const items = request.items.reduce((sum, item) => {
        const product = account[item.product];
        if (!product) throw new Error(`product_unknown: ${item.product}`);
        return sum + product.eur * Number(item.count);
      }, 0);
      return {
        price: (items + 2.75).toFixed(4),
        currency: "EUR",
        subtotals: { items: items.toFixed(4) },
        shipments: [],
      };
    },
    shippingCountries: async () => [
      { country_reference: "US", require_state: true },
      { country_reference: "TH", require_state: false },
    ],
    shippingStates: async () => [{ state_reference: "NY", name: "New York" }],
  };
}

export type MissingAtProvider = {
  withoutProducts?: string[];
  withoutOptions?: { product: string; option: string }[];
};

/**
 * The same client with some products or options gone from the account, as `startCloudprinterSim({
 * withoutProducts, withoutOptions })` will offer: until the simulator has it, tests take one away here.
 */
export function withoutAtProvider(
  client: CatalogCheckClient,
  missing: MissingAtProvider,
): CatalogCheckClient {
  const gone = new Set(missing.withoutProducts ?? []);
  const optionsGone = (product: string) =>
    new Set((missing.withoutOptions ?? []).filter((o) => o.product === product).map((o) => o.option));
  return {
    ...client,
    products: async () => (await client.products()).filter((product) => !gone.has(product.reference)),
    productInfo: async (reference) => {
      if (gone.has(reference)) return null;
      const info = await client.productInfo(reference);
      if (!info) return info;
      const without = optionsGone(reference);
      return { ...info, options: info.options.filter((option) => !without.has(option.reference)) };
    },
  };
}
