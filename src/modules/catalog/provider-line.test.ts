import { describe, expect, it } from "vitest";
import { loadCatalogFile, type CatalogFile } from "./data/catalog-file";
import { providerLine, providerMappingSchema, type MappableProduct } from "./provider-line";
import catalogJson from "./data/catalog.json";

/**
 * Every product × option × value of the real catalog.json, the other options at their defaults: what the
 * customer chooses and pays for must reach the printer (docs/cloudprinter.md §5.1 and §9).
 */
const file = loadCatalogFile();
type FileProduct = CatalogFile["products"][number];

function mappable(product: FileProduct): MappableProduct {
  return {
    providerReference: product.providerReference,
    copiesPerUnit: product.copiesPerUnit,
    options: product.options.map((option) => ({
      code: option.id,
      values: option.values.map((value) => ({ code: value.id, provider: value.provider })),
    })),
  };
}

const defaults = (product: FileProduct) =>
  Object.fromEntries(product.options.map((option) => [option.id, option.values[0]!.id]));

/** The references docs/cloudprinter.md §5 documents; nothing else may be sent. */
const documentedProducts = new Set([
  "businesscard_ss_int_bc_fc",
  "businesscard_ss_s55_mm_bc_fc",
  "flyer_ss_a5_fc",
  "flyer_ds_a4_fc",
  "poster_a3_fc",
  "poster_a4_fc",
  "photobook_cw_s210_s_fc",
  "photobook_cw_s300_s_fc",
  "photobook_pb_a4_p_fc",
  "brochure_pb_a5_p_fc",
  "folder_2_x_a4_landscape_half_fold_fc",
]);
const documentedOptions = new Set([
  "total_pages",
  "cover_finish_gloss",
  "cover_finish_matte",
  "product_finish_none",
  "product_finish_matte",
  "product_finish_gloss",
  "product_finish_soft_touch_front",
  "paper_170mcg",
  "paper_350mcg",
  "paper_250ecb",
  "poster_190pps",
  "poster_200art_matt",
]);

describe("providerLine over the whole catalog", () => {
  for (const product of file.products) {
    for (const option of product.options) {
      describe(`${product.reference} · ${option.id}`, () => {
        const lineFor = (valueId: string, quantity = 1) =>
          providerLine(mappable(product), { ...defaults(product), [option.id]: valueId }, quantity);

        it("gives every value its own provider line unless it explicitly changes nothing", () => {
          for (const [i, a] of option.values.entries()) {
            for (const b of option.values.slice(i + 1)) {
              const same = JSON.stringify(lineFor(a.id)) === JSON.stringify(lineFor(b.id));
              // A price difference must always show at the printer; equal prices may only print alike
              // when both values say they change nothing.
              if (a.priceModifier !== b.priceModifier) expect(same, `${a.id} vs ${b.id}`).toBe(false);
              if (a.provider.kind !== "none" || b.provider.kind !== "none") {
                expect(same, `${a.id} vs ${b.id}`).toBe(false);
              }
            }
          }
        });

        it("charges nothing for a value that changes nothing at the printer", () => {
          for (const value of option.values) {
            if (value.provider.kind === "none") expect(value.priceModifier, value.id).toBe(0);
          }
        });

        it("sends quantity × copies per unit × the pack's copies, and pages as total_pages", () => {
          for (const value of option.values) {
            for (const quantity of [1, 3]) {
              const line = lineFor(value.id, quantity);
              const pack = value.provider.kind === "copies" ? value.provider.perUnit : 1;
              // Other options stay at their defaults: a default pack multiplies too.
              const otherPacks = product.options
                .filter((other) => other.id !== option.id)
                .map((other) => other.values[0]!.provider)
                .reduce((n, mapping) => n * (mapping.kind === "copies" ? mapping.perUnit : 1), 1);
              expect(line.count).toBe(quantity * product.copiesPerUnit * pack * otherPacks);
              if (option.id === "pages") {
                expect(line.options).toContainEqual({ type: "total_pages", count: Number(value.id) });
              }
            }
          }
        });

        it("names only documented product and option references", () => {
          for (const value of option.values) {
            const line = lineFor(value.id);
            expect(documentedProducts, line.product).toContain(line.product);
            for (const sent of line.options) expect(documentedOptions, sent.type).toContain(sent.type);
          }
        });
      });
    }

    it(`${product.reference}: a book always carries its page count`, () => {
      const line = providerLine(mappable(product), defaults(product), 1);
      const isBook = /^(photobook|brochure|textbook)_/.test(line.product);
      expect(line.options.some((sent) => sent.type === "total_pages")).toBe(isBook);
    });
  }

  it("prints two boxes of 500 premium cards as 1,000 cards with the soft-touch finish", () => {
    const cards = file.products.find((product) => product.id === 1)!;
    expect(providerLine(mappable(cards), { finish: "premium-uv", pack: "500" }, 2)).toEqual({
      product: "businesscard_ss_int_bc_fc",
      options: [{ type: "product_finish_soft_touch_front", count: 1 }],
      count: 1000,
    });
  });

  it("prints the 30 × 30 cm photo book as its own product with its pages", () => {
    const book = file.products.find((product) => product.id === 2)!;
    expect(providerLine(mappable(book), { size: "12x12", pages: "60" }, 1)).toEqual({
      product: "photobook_cw_s300_s_fc",
      options: [{ type: "total_pages", count: 60 }],
      count: 1,
    });
  });

  it("counts a missing or unknown choice as the option's first value", () => {
    const cards = file.products.find((product) => product.id === 1)!;
    expect(providerLine(mappable(cards), { finish: "no-such-value" }, 1)).toEqual({
      product: "businesscard_ss_int_bc_fc",
      options: [{ type: "product_finish_matte", count: 1 }],
      count: 250,
    });
  });
});

describe("the catalog file's provider mapping", () => {
  it("refuses a value that changes nothing at the printer but costs extra", () => {
    const broken = structuredClone(catalogJson) as unknown as CatalogFile;
    const value = broken.products[0]!.options[0]!.values[1]!;
    value.provider = { kind: "none", reason: "kept by us" };
    expect(value.priceModifier).not.toBe(0);
    expect(() => loadCatalogFile(broken)).toThrow(/priceModifier must be 0/);
  });

  it("refuses a value without a mapping, an empty options list and a pack of no copies", () => {
    expect(providerMappingSchema.safeParse(undefined).success).toBe(false);
    expect(providerMappingSchema.safeParse({ kind: "options", options: [] }).success).toBe(false);
    expect(providerMappingSchema.safeParse({ kind: "copies", perUnit: 0 }).success).toBe(false);
    expect(providerMappingSchema.safeParse({ kind: "none" }).success).toBe(false);
  });
});
