import { DOCUMENTED_PRODUCTS, type ProductDef } from "./catalog";
import { DEMO_PRODUCTS } from "./demo-catalog";

/**
 * Everything the simulated account can offer: the products Cloudprinter documents (catalog.ts) and the
 * example products of a demo account (demo-catalog.ts: T-shirts, stickers, postcards; not Cloudprinter
 * references). Removals apply to both alike.
 */
const CATALOG_PRODUCTS: readonly ProductDef[] = [...DOCUMENTED_PRODUCTS, ...DEMO_PRODUCTS];

const BY_REFERENCE = new Map(CATALOG_PRODUCTS.map((entry) => [entry.reference, entry]));
if (BY_REFERENCE.size !== CATALOG_PRODUCTS.length) throw new Error("two catalog products share a reference");

/** A product of the simulated catalog (documented or demo), whatever the account has removed. */
function findCatalogProduct(reference: string): ProductDef | undefined {
  return BY_REFERENCE.get(reference);
}

/** A product, or one option of a product, taken off the simulated account. */
export type CatalogRemoval = { product: string; option?: string };
export type CatalogRemovals = {
  withoutProducts: string[];
  withoutOptions: { product: string; option: string }[];
};

/** Thrown for a removal naming a product or option the simulated catalog does not have. */
export class CatalogRemovalError extends Error {}

const key = (product: string, option: string) => `${product}\u0000${option}`;

/**
 * The products the simulated account has: CATALOG_PRODUCTS (documented and demo) minus what was removed
 * (start options, CLOUDPRINTER_SIM_WITHOUT, `/_sim/catalog/…`). A removed product is not in `products`, is
 * 204 in `products/info` and is `product_unknown` in orders/quote and orders/add; a removed option is left
 * out of `products/info` and is `option_unknown` in orders. So the shop's catalog check can be shown
 * failing for one product or one option. Memory only, like a fault.
 */
export class AccountCatalog {
  private readonly products = new Set<string>();
  private readonly options = new Map<string, { product: string; option: string }>();
  private readonly initial: CatalogRemoval[];

  constructor(removals: CatalogRemovals = { withoutProducts: [], withoutOptions: [] }) {
    this.initial = [...removals.withoutProducts.map((product) => ({ product })), ...removals.withoutOptions];
    this.reset();
  }

  /** Back to the removals the simulator started with. */
  reset(): void {
    this.products.clear();
    this.options.clear();
    for (const removal of this.initial) this.remove(removal);
  }

  remove(removal: CatalogRemoval): void {
    const product = catalogProduct(removal);
    if (removal.option === undefined) this.products.add(product.reference);
    else
      this.options.set(key(product.reference, removal.option), {
        product: product.reference,
        option: removal.option,
      });
  }

  /** Puts one product or option back; with no argument, everything (the whole simulated catalog). */
  restore(removal?: CatalogRemoval): void {
    if (!removal) {
      this.products.clear();
      this.options.clear();
      return;
    }
    catalogProduct(removal);
    if (removal.option === undefined) this.products.delete(removal.product);
    else this.options.delete(key(removal.product, removal.option));
  }

  removals(): CatalogRemovals {
    return {
      withoutProducts: [...this.products],
      withoutOptions: [...this.options.values()].map((entry) => ({ ...entry })),
    };
  }

  list(): ProductDef[] {
    return CATALOG_PRODUCTS.flatMap((product) => this.view(product) ?? []);
  }

  find(reference: string): ProductDef | undefined {
    const product = findCatalogProduct(reference);
    return product && this.view(product);
  }

  private view(product: ProductDef): ProductDef | undefined {
    if (this.products.has(product.reference)) return undefined;
    const options = product.options.filter(
      (option) => !this.options.has(key(product.reference, option.reference)),
    );
    return options.length === product.options.length ? product : { ...product, options };
  }
}

function catalogProduct(removal: CatalogRemoval): ProductDef {
  const product = findCatalogProduct(removal.product);
  if (!product) throw new CatalogRemovalError(`no product ${removal.product} in the simulated catalog`);
  if (
    removal.option !== undefined &&
    !product.options.some((option) => option.reference === removal.option)
  ) {
    throw new CatalogRemovalError(`${removal.product} has no option ${removal.option}`);
  }
  return product;
}

/**
 * CLOUDPRINTER_SIM_WITHOUT: comma-separated `product` (the whole product) or `product:option` entries,
 * e.g. `poster_a4_fc,flyer_ss_a5_fc:paper_350mcg`. Checked against the catalog when the simulator starts.
 */
export function parseCatalogRemovals(text: string): CatalogRemovals {
  const removals: CatalogRemovals = { withoutProducts: [], withoutOptions: [] };
  for (const entry of text.split(",").map((part) => part.trim())) {
    if (!entry) continue;
    const [product, option, extra] = entry.split(":").map((part) => part.trim());
    if (!product || extra !== undefined || option === "") {
      throw new CatalogRemovalError(`"${entry}" is neither "product" nor "product:option"`);
    }
    if (option === undefined) removals.withoutProducts.push(product);
    else removals.withoutOptions.push({ product, option });
  }
  return removals;
}
