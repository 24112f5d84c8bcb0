import type { Handler } from "./context";
import { fail } from "./errors";
import { COUNTRIES, statesOf } from "./geography";
import { format, units } from "./money";
import { fromPrice } from "./product-options";
import { createQuote, quoteInfo } from "./quotes";
import { LEVELS } from "./shipping";

/** Catalog, shipping and quote endpoints (docs/cloudprinter.md §2.6 – §2.13). Flags and numbers go out as strings (§1.4). */
export const CATALOG_ROUTES: [string, Handler][] = [
  [
    "products",
    (_body, ctx) => ({
      status: 200,
      body: ctx.catalog.list().map((product) => ({
        name: product.name,
        note: product.note,
        reference: product.reference,
        category: product.category,
        from_price: format(units(fromPrice(product))),
        currency: "EUR",
      })),
    }),
  ],
  [
    "products/info",
    (body, ctx) => {
      const product = ctx.catalog.find(body.text("reference"));
      if (!product) throw fail.bare(204);
      const options = product.options.map((option) => ({
        reference: option.reference,
        note: option.note,
        type: option.type,
        default: option.isDefault ? "1" : "0",
      }));
      const { name, note, reference, specs } = product;
      return { status: 200, body: { name, note, reference, options, specs } };
    },
  ],
  [
    "shipping/levels",
    () => ({
      status: 200,
      body: LEVELS.map((level) => ({
        shipping_level_reference: level.reference,
        shipping_level: level.reference,
        name: level.name,
        note: level.note,
      })),
    }),
  ],
  [
    "shipping/countries",
    () => ({
      status: 200,
      body: COUNTRIES.map((country) => ({
        country_reference: country.code,
        note: country.name,
        require_state: country.requireState ? "1" : "0",
      })),
    }),
  ],
  [
    "shipping/states",
    (body) => ({
      status: 200,
      body: statesOf(body.text("country_reference")).map((state) => ({
        state_reference: state.code,
        name: state.name,
        note: state.name,
      })),
    }),
  ],
  ["orders/quote", (body, ctx) => ({ status: 200, body: createQuote(body, ctx, ctx.now()) })],
  ["prices/lookup", (body, ctx) => ({ status: 200, body: createQuote(body, ctx, ctx.now(), false) })],
  [
    "orders/quote/info",
    (body, ctx) => {
      const quote = ctx.store.quotes.get(body.text("quote"));
      if (!quote || ctx.now() >= quote.expiresAt) throw fail.bare(410);
      return { status: 200, body: quoteInfo(quote) };
    },
  ],
];
