import { readDestination } from "./addresses";
import type { AccountCatalog } from "./account-catalog";
import type { ProductDef } from "./catalog";
import { isoDatetime } from "./dates";
import { fail } from "./errors";
import type { Fields } from "./fields";
import { quoteHash } from "./ids";
import { convert, EXCHANGE_RATES, format, units } from "./money";
import { readOptions, unitCost } from "./product-options";
import { levelsFor, shippingPrice } from "./shipping";
import type { SimStore } from "./store";
import type { QuoteItem, QuoteRecord } from "./types";

const QUOTE_TTL_MS = 48 * 3_600_000;
/** Per-order handling fee, as in the reference's example (subtotals.fee "2.7500"). */
const ORDER_FEE_EUR = 2.75;
const PACKAGING_GRAMS = 50;

/**
 * Item `reference`, `product` and `count` as orders/quote and orders/add both check them. A product the
 * account does not have (not in the simulated catalog, or removed) is CloudCore's 400 `product_unknown`.
 */
export function readItemProduct(
  item: Fields,
  catalog: AccountCatalog,
): { product: ProductDef; count: number } {
  item.text("reference");
  const reference = item.text("product");
  const product = catalog.find(reference);
  if (!product)
    throw fail.invalid("product_unknown", `Product '${reference}' is not available on this account`);
  return { product, count: item.count("count") };
}

export function checkUniqueReferences(references: string[]): void {
  const seen = new Set<string>();
  for (const reference of references) {
    if (seen.has(reference)) {
      throw fail.invalid(
        "item_reference_not_unique",
        `Item reference '${reference}' is used twice in this request`,
      );
    }
    seen.add(reference);
  }
}

/**
 * orders/quote (docs/cloudprinter.md §2.6), and prices/lookup (§2.8) when `withShipping` is false: the same prices without
 * shipments, and nothing stored.
 *
 * orders/quote (docs/cloudprinter.md §2.6): one shipment holding every item, with one shipping offer per level that serves
 * the country. Each offer's hash is stored for 48 hours so orders/add can name it. `price` is items +
 * fee + app_fee, excluding shipping; VAT is always 0 here.
 */
export function createQuote(
  body: Fields,
  { store, catalog }: { store: SimStore; catalog: AccountCatalog },
  nowMs: number,
  withShipping = true,
) {
  const { country, state } = readDestination(body, "country");
  const currency = (body.optionalText("currency") ?? "EUR").toUpperCase();
  if (EXCHANGE_RATES[currency] === undefined) {
    throw fail.invalid(
      "currency_unknown",
      `Currency '${currency}' is not supported (use ${Object.keys(EXCHANGE_RATES).join(", ")})`,
    );
  }
  let itemsEur = 0;
  let grams = PACKAGING_GRAMS;
  const items: QuoteItem[] = body.list("items").map((item) => {
    const { product, count } = readItemProduct(item, catalog);
    const options = readOptions(item, product);
    const unit = unitCost(product, options);
    itemsEur += units(unit.eur) * count;
    grams += unit.grams * count;
    return { reference: item.text("reference"), product: product.reference, count: String(count), options };
  });
  checkUniqueReferences(items.map((item) => item.reference));

  const itemsPrice = convert(itemsEur, currency);
  const fee = convert(units(ORDER_FEE_EUR), currency);
  const expiresAt = nowMs + QUOTE_TTL_MS;
  const totalWeight = String(Math.round(grams));
  const offers = (withShipping ? levelsFor(country) : []).map((level) => {
    const record: QuoteRecord = {
      hash: quoteHash(),
      createdAt: nowMs,
      expiresAt,
      country: country.code,
      state: state ?? null,
      currency,
      level: level.reference,
      service: level.name,
      shippingOption: level.carrier,
      price: format(convert(units(shippingPrice(level, country, grams) ?? 0), currency)),
      totalWeight,
      items,
    };
    store.quotes.set(record.hash, record);
    return offer(record);
  });
  if (withShipping) store.save();
  return {
    price: format(itemsPrice + fee),
    vat: "0.0000",
    currency,
    ...(withShipping && { expire_date: isoDatetime(expiresAt) }),
    subtotals: { items: format(itemsPrice), fee: format(fee), app_fee: "0.0000" },
    ...(withShipping && {
      shipments: [
        { total_weight: totalWeight, items: items.map(({ reference }) => ({ reference })), quotes: offers },
      ],
    }),
    invoice_currency: "EUR",
    invoice_exchange_rate: (EXCHANGE_RATES[currency] ?? 1).toFixed(4),
  };
}

function offer(record: QuoteRecord) {
  return {
    quote: record.hash,
    service: record.service,
    shipping_level: record.level,
    shipping_option: record.shippingOption,
    price: record.price,
    vat: "0.0000",
    currency: record.currency,
  };
}

/** orders/quote/info (docs/cloudprinter.md §2.7; the shape is undocumented): the offer plus what it was quoted for. */
export function quoteInfo(record: QuoteRecord) {
  return {
    ...offer(record),
    country: record.country,
    ...(record.state && { state: record.state }),
    expire_date: isoDatetime(record.expiresAt),
    total_weight: record.totalWeight,
    items: record.items,
  };
}
