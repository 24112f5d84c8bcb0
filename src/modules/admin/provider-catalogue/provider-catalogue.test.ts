import { describe, expect, it } from "vitest";
import {
  filterProviderProducts,
  groupOptionFamilies,
  isDeprecatedCategory,
  providerCategories,
  readProviderProduct,
  readProviderProducts,
} from "./provider-catalogue";
import {
  chosenOptions,
  defaultCostChoice,
  parseCostChoice,
  parseProviderCatalogueQuery,
  providerCatalogueSearch,
} from "./provider-catalogue-query";

const listed = readProviderProducts([
  {
    reference: "poster_a3_fc",
    name: "Poster A3",
    note: "Poster A3 (simulated)",
    category: "Posters",
    from_price: "3.9000",
    currency: "eur",
  },
  {
    reference: "poster_a4_fc",
    name: "Poster A4",
    category: "Posters",
    from_price: "2.4000",
    currency: "EUR",
  },
  { reference: "flyer_ss_a5_fc", name: "Flyer A5 single-sided", note: null, category: "Flyers" },
  { reference: "old_card_fc", name: "Old card", category: "Cards (DEPRECATED)", from_price: "1" },
  { reference: "mystery_fc", name: "Mystery", category: null, from_price: "n/a" },
]);

describe("the products list", () => {
  it("reads prices as numbers and currencies in capitals, leaving what is missing null", () => {
    expect(listed[0]).toEqual({
      reference: "poster_a3_fc",
      name: "Poster A3",
      note: "Poster A3 (simulated)",
      category: "Posters",
      fromPrice: 3.9,
      currency: "EUR",
    });
    expect(listed[2]).toMatchObject({ note: null, fromPrice: null, currency: null });
    expect(listed[4]).toMatchObject({ category: null, fromPrice: null });
  });

  it("hides deprecated categories, whatever their case", () => {
    expect(isDeprecatedCategory("Cards (DEPRECATED)")).toBe(true);
    expect(isDeprecatedCategory("deprecated posters")).toBe(true);
    expect(isDeprecatedCategory("Posters")).toBe(false);
    expect(isDeprecatedCategory(null)).toBe(false);
    expect(providerCategories(listed)).toEqual([
      { name: "Posters", count: 2 },
      { name: "Flyers", count: 1 },
    ]);
    expect(filterProviderProducts(listed, { q: "", category: "" }).map((p) => p.reference)).toEqual([
      "poster_a3_fc",
      "poster_a4_fc",
      "flyer_ss_a5_fc",
      "mystery_fc",
    ]);
    expect(filterProviderProducts(listed, { q: "old", category: "Cards (DEPRECATED)" })).toEqual([]);
  });

  it("filters by category and by every word of the text in name, note or reference", () => {
    const refs = (q: string, category = "") =>
      filterProviderProducts(listed, { q, category }).map((product) => product.reference);
    expect(refs("", "Posters")).toEqual(["poster_a3_fc", "poster_a4_fc"]);
    expect(refs("POSTER a4")).toEqual(["poster_a4_fc"]);
    expect(refs("simulated")).toEqual(["poster_a3_fc"]);
    expect(refs("ss_a5")).toEqual(["flyer_ss_a5_fc"]);
    expect(refs("flyer", "Posters")).toEqual([]);
  });
});

describe("a product's options and specs", () => {
  it("groups options into families in the order first seen, marking defaults and optional families", () => {
    const families = groupOptionFamilies([
      { reference: "poster_190pps", type: "type_poster_paper", note: "190 g", default: true },
      { reference: "envelope_standard", type: "type_envelope", note: "Envelope", default: false },
      { reference: "poster_200art_matt", type: "type_poster_paper", note: "200 g matt", default: false },
      { reference: "frame_none", type: "type_frame" },
    ]);
    expect(families).toEqual([
      {
        family: "type_poster_paper",
        optional: false,
        values: [
          { reference: "poster_190pps", note: "190 g", isDefault: true },
          { reference: "poster_200art_matt", note: "200 g matt", isDefault: false },
        ],
      },
      {
        family: "type_envelope",
        optional: true,
        values: [{ reference: "envelope_standard", note: "Envelope", isDefault: false }],
      },
      {
        family: "type_frame",
        optional: true,
        values: [{ reference: "frame_none", note: null, isDefault: false }],
      },
    ]);
  });
});

const book = readProviderProduct(
  {
    reference: "photobook_cw_s210_s_fc",
    name: "Photobook",
    options: [
      { reference: "total_pages", type: "type_total_pages", default: true },
      { reference: "cover_finish_matte", type: "type_book_cover_finish", default: true },
      { reference: "cover_finish_gloss", type: "type_book_cover_finish", default: false },
      { reference: "envelope_standard", type: "type_envelope", default: false },
    ],
    specs: [
      { reference: "min_pages", value: "20" },
      { reference: "min_quantity", value: "2" },
    ],
  },
  "Photobooks",
);

describe("the cost form's URL", () => {
  it("keeps the list's search and category, and writes links without empty ones", () => {
    expect(parseProviderCatalogueQuery({ q: "  poster ", category: ["Posters", "x"] })).toEqual({
      q: "poster",
      category: "Posters",
    });
    expect(providerCatalogueSearch({ q: "", category: "Posters" })).toBe("?category=Posters");
    expect(providerCatalogueSearch({})).toBe("");
  });

  it("defaults to the reference country, the minimum quantity and pages, and each family's default", () => {
    expect(defaultCostChoice(book, ["DE", "US"])).toEqual({
      country: "US",
      quantity: 2,
      pages: 20,
      options: {
        type_total_pages: "total_pages",
        type_book_cover_finish: "cover_finish_matte",
        type_envelope: "",
      },
    });
    expect(defaultCostChoice(book, ["DE", "TH"]).country).toBe("DE");
    expect(chosenOptions(defaultCostChoice(book))).toEqual(["total_pages", "cover_finish_matte"]);
  });

  it("reads a valid choice", () => {
    const { choice, invalid } = parseCostChoice(
      {
        country: "th",
        quantity: "10",
        pages: "40",
        opt_type_book_cover_finish: "cover_finish_gloss",
        opt_type_envelope: "envelope_standard",
      },
      book,
      ["TH", "US"],
    );
    expect(invalid).toEqual([]);
    expect(choice).toEqual({
      country: "TH",
      quantity: 10,
      pages: 40,
      options: {
        type_total_pages: "total_pages",
        type_book_cover_finish: "cover_finish_gloss",
        type_envelope: "envelope_standard",
      },
    });
  });

  it("falls back to the default of each field given wrongly, and names it", () => {
    const { choice, invalid } = parseCostChoice(
      {
        country: "XX",
        quantity: "-3",
        pages: "lots",
        opt_type_book_cover_finish: "",
        opt_type_envelope: "",
      },
      book,
      ["TH", "US"],
    );
    expect(invalid.sort()).toEqual(["country", "options", "pages", "quantity"]);
    expect(choice).toEqual(defaultCostChoice(book, ["TH", "US"]));
    // Without the provider's list, any two letters do; a third doesn't.
    expect(parseCostChoice({ country: "zz" }, book).choice.country).toBe("ZZ");
    expect(parseCostChoice({ country: "ABC" }, book).invalid).toEqual(["country"]);
    expect(parseCostChoice({ quantity: "1.5" }, book).invalid).toEqual(["quantity"]);
  });
});
