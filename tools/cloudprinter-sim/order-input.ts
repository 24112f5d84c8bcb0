import type { AccountCatalog } from "./account-catalog";
import { checkEmail, readAddress } from "./addresses";
import { fail } from "./errors";
import type { Fields } from "./fields";
import type { CountryDef } from "./geography";
import { readOptions } from "./product-options";
import { checkUniqueReferences, readItemProduct } from "./quotes";
import { findLevel, levelsFor } from "./shipping";
import type { SimStore } from "./store";
import type { CpFile, CpOption, QuoteRecord } from "./types";

type NewItem = {
  reference: string;
  product: string;
  name: string;
  count: string;
  shippingLevel: string;
  shippingOption: string;
  quote: string | null;
  options: CpOption[];
  files: CpFile[];
};
export type NewOrder = {
  reference: string;
  email: string;
  addresses: Record<string, string>[];
  items: NewItem[];
};

const FILE_TYPES = ["product", "cover", "book"];

function readFiles(item: Fields): CpFile[] {
  return item.list("files").map((file) => {
    const type = file.text("type");
    if (!FILE_TYPES.includes(type)) {
      throw fail.invalid(
        "file_type_unknown",
        `${file.path("type")} must be one of ${FILE_TYPES.join(", ")}, not "${type}"`,
      );
    }
    const url = file.text("url");
    if (!/^https?:\/\/[^\s/]+/i.test(url))
      throw fail.invalid("invalid_file_url", `${file.path("url")} must be an http(s) URL`);
    const md5sum = file.text("md5sum");
    if (!/^[0-9a-f]{32}$/i.test(md5sum)) {
      throw fail.invalid("invalid_md5sum", `${file.path("md5sum")} must be 32 hexadecimal characters`);
    }
    return { type, url, md5sum: md5sum.toLowerCase() };
  });
}

/** The item's quote (docs/cloudprinter.md §2.3): known, unexpired, for this country, and quoted with this reference and product. */
function checkQuote(
  item: Fields,
  hash: string,
  product: string,
  country: CountryDef,
  store: SimStore,
  nowMs: number,
): QuoteRecord {
  const quote = store.quotes.get(hash);
  if (!quote) throw fail.invalid("quote_unknown", `${item.path("quote")}: no quote '${hash}'`);
  if (nowMs >= quote.expiresAt)
    throw fail.invalid(
      "quote_expired",
      `${item.path("quote")}: the quote has expired, ask orders/quote again`,
    );
  const reference = item.text("reference");
  if (!quote.items.some((quoted) => quoted.reference === reference && quoted.product === product)) {
    throw fail.invalid(
      "quote_validate_one_or_more_items_not_found_in_quote",
      `Item '${reference}' (${product}) is not in quote ${hash}: use the item reference and product sent to orders/quote`,
    );
  }
  if (quote.country !== country.code) {
    throw fail.invalid(
      "quote_country_mismatch",
      `The quote is for ${quote.country}, the delivery address is in ${country.code}`,
    );
  }
  return quote;
}

function shippingFor(item: Fields, product: string, country: CountryDef, store: SimStore, nowMs: number) {
  const hash = item.optionalText("quote");
  if (hash) {
    const quote = checkQuote(item, hash, product, country, store, nowMs);
    return { shippingLevel: quote.level, shippingOption: quote.shippingOption, quote: hash };
  }
  const reference = item.text("shipping_level");
  const level = findLevel(reference);
  if (!level) throw fail.invalid("shipping_level_unknown", `Shipping level '${reference}' does not exist`);
  if (!levelsFor(country).includes(level)) {
    throw fail.invalid(
      "shipping_level_not_available",
      `Shipping level '${reference}' does not serve ${country.code}`,
    );
  }
  return { shippingLevel: level.reference, shippingOption: level.carrier, quote: null };
}

/** orders/add's body, checked field by field in the order of the reference's tables (docs/cloudprinter.md §2.3). */
export function readNewOrder(
  body: Fields,
  { store, catalog }: { store: SimStore; catalog: AccountCatalog },
  nowMs: number,
): NewOrder {
  const reference = body.text("reference");
  const email = checkEmail(body, "email");
  const addresses = body.list("addresses").map(readAddress);
  const country = addresses[0]!.country;
  const items = body.list("items").map((item): NewItem => {
    const { product, count } = readItemProduct(item, catalog);
    const options = readOptions(item, product);
    const shipping = shippingFor(item, product.reference, country, store, nowMs);
    const files = readFiles(item);
    return {
      reference: item.text("reference"),
      product: product.reference,
      name: product.name,
      count: String(count),
      options,
      files,
      ...shipping,
    };
  });
  checkUniqueReferences(items.map((item) => item.reference));
  return { reference, email, addresses: addresses.map((address) => address.stored), items };
}
