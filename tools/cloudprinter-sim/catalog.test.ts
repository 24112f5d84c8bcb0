import { describe, expect, it } from "vitest";
import { DOCUMENTED_PRODUCTS } from "./catalog";
import { DEMO_PRODUCTS } from "./demo-catalog";
import { api, startSim } from "./test-support";

// Every product reference the protocol reference's §5 documents, and nothing else.
const DOCUMENTED_REFERENCES = [
  "businesscard_ss_int_bc_fc",
  "businesscard_ss_us_p_bc_fc",
  "businesscard_ss_int_p_bc_fc",
  "businesscard_ss_s55_mm_bc_fc",
  "flyer_ss_a5_fc",
  "flyer_ds_a4_fc",
  "poster_a3_fc",
  "poster_a4_fc",
  "photo_print_400x600in_102x152mm",
  "photo_print_600x800in_152x229mm",
  "photobook_cw_s210_s_fc",
  "photobook_cw_s300_s_fc",
  "photobook_cw_a4_p_fc",
  "photobook_cw_a4_l_fc",
  "photobook_pb_a4_p_fc",
  "textbook_cw_a4_p_bw",
  "textbook_cw_a6_p_bw",
  "textbook_cw_a5_p_bw",
  "textbook_pb_a4_p_bw",
  "textbook_pb_1025x6630_l_fc_ink",
  "textbook_co_a3_l_fc_ink",
  "brochure_pb_a5_p_fc",
  "magazine_sas_a4_p_fc",
  "folder_2_x_a4_landscape_half_fold_fc",
  "folder_4_x_s150_square_w_fold_fc",
  "letterheading_ss_a4_1_0",
  "letterheading_ss_a4_2_0",
  "card_flat_210x297_mm_double_sided_fc_tnr",
  "card_folded_us_500x700_p_double_fc_tnr",
  "calendar_wall_int_a4_p_12_single_fc_tnr",
  "calendar_wall_int_a5_l_double_fc_tnr",
  "calendar_desk_us_850x375_p_12_single_fc_tnr",
  "puzzle_480x340_mm_500_pieces",
];

// Every option reference §5 documents.
const DOCUMENTED_OPTIONS = new Set([
  "total_pages",
  "pageblock_80off",
  "pageblock_130mcs",
  "pageblock_150mcs",
  "pageblock_170mcg",
  "pageblock_200mcg",
  "cover_130mcg",
  "cover_250ecb",
  "cover_finish_gloss",
  "cover_finish_matte",
  "paper_130mcg",
  "paper_250ecb",
  "paper_300off",
  "paper_170mcg",
  "paper_350mcg",
  "paper_90off",
  "paper_300mcs",
  "paper_330mcs",
  "paper_350scb",
  "paper_400scb",
  "paper_smooth_white_270",
  "product_finish_none",
  "product_finish_matte",
  "product_finish_gloss",
  "product_finish_soft_touch_front",
  "right_angled_corners",
  "poster_190pps",
  "poster_200art_matt",
  "packaging_poster_rolled",
  "frame_none",
  "envelope_standard",
  "calendar_13_pages",
]);

// Families §2.10 names, plus our names for the two it does not (envelope, calendar pages).
const FAMILIES = new Set([
  "type_book_cover_finish",
  "type_book_paper",
  "type_cover_paper",
  "type_total_pages",
  "type_product_material",
  "type_sheet_product_finish",
  "type_product_shape",
  "type_poster_paper",
  "type_packaging",
  "type_wall_decoration_frame",
  "type_envelope",
  "type_calendar_pages",
]);

// What the shop's catalog will send (documented references only), by product.
const SHOP_USES: Record<string, string[]> = {
  businesscard_ss_int_bc_fc: [
    "product_finish_matte",
    "product_finish_gloss",
    "product_finish_soft_touch_front",
    "product_finish_none",
  ],
  businesscard_ss_s55_mm_bc_fc: [
    "product_finish_matte",
    "product_finish_gloss",
    "product_finish_soft_touch_front",
    "product_finish_none",
    "right_angled_corners",
  ],
  photobook_cw_s210_s_fc: ["total_pages", "cover_finish_matte", "cover_finish_gloss"],
  photobook_cw_s300_s_fc: ["total_pages", "cover_finish_matte", "cover_finish_gloss"],
  photobook_pb_a4_p_fc: ["total_pages", "cover_finish_matte", "cover_finish_gloss"],
  brochure_pb_a5_p_fc: ["total_pages", "cover_finish_matte", "cover_finish_gloss"],
  poster_a3_fc: ["poster_190pps", "poster_200art_matt"],
  poster_a4_fc: ["poster_190pps", "poster_200art_matt"],
  flyer_ss_a5_fc: ["paper_170mcg", "paper_350mcg"],
  flyer_ds_a4_fc: ["paper_170mcg", "paper_250ecb"],
  folder_2_x_a4_landscape_half_fold_fc: ["paper_170mcg", "paper_250ecb"],
};

type Option = { reference: string; note: string; type: string; default: string };

describe("cloudprinter-sim catalog and shipping", () => {
  it("keeps exactly the products the protocol reference documents in catalog.ts", () => {
    expect(DOCUMENTED_PRODUCTS.map((product) => product.reference).sort()).toEqual(
      [...DOCUMENTED_REFERENCES].sort(),
    );
  });

  it("lists the documented products plus the demo account's marked examples, priced from in EUR", async () => {
    const sim = await startSim();
    const products = (await api(sim, "products")).json as { reference: string; note: string }[];
    const documented = products.filter((product) => DOCUMENTED_REFERENCES.includes(product.reference));
    const others = products.filter((product) => !DOCUMENTED_REFERENCES.includes(product.reference));
    expect(documented.map((product) => product.reference).sort()).toEqual([...DOCUMENTED_REFERENCES].sort());
    // Anything else is a demo account's example product (demo-catalog.ts), and says so.
    expect(others.map((product) => product.reference).sort()).toEqual(
      DEMO_PRODUCTS.map((product) => product.reference).sort(),
    );
    for (const product of others) {
      expect(product.reference).toMatch(/^demo_/);
      expect(product.note).toMatch(/demo account/);
    }
    for (const product of products) {
      expect(product).toEqual({
        name: expect.any(String),
        note: expect.any(String),
        reference: expect.any(String),
        category: expect.any(String),
        from_price: expect.stringMatching(/^\d+\.\d{4}$/),
        currency: "EUR",
      });
    }
  });

  it("has none of the references only the shop's catalog made up", async () => {
    const sim = await startSim();
    for (const reference of [
      "tshirt_unisex_cotton_fc",
      "sticker_diecut_s75_fc",
      "card_flat_148x105_mm_double_sided_fc_tnr",
    ]) {
      expect(await api(sim, "products/info", { reference })).toMatchObject({ status: 204, text: "" });
    }
    const poster = await api(sim, "products/info", { reference: "poster_a3_fc" });
    expect(poster.json.options.map((option: Option) => option.reference)).not.toContain(
      "poster_200art_gloss",
    );
  });

  it("offers only documented options, in §2.10's families, with one default at most per family", async () => {
    const sim = await startSim();
    for (const reference of DOCUMENTED_REFERENCES) {
      const info = await api(sim, "products/info", { reference });
      expect(info.status, reference).toBe(200);
      const options = info.json.options as Option[];
      const defaults = new Map<string, number>();
      for (const option of options) {
        expect(DOCUMENTED_OPTIONS.has(option.reference), `${reference}: ${option.reference}`).toBe(true);
        expect(FAMILIES.has(option.type), `${reference}: ${option.type}`).toBe(true);
        if (option.default === "1") defaults.set(option.type, (defaults.get(option.type) ?? 0) + 1);
      }
      for (const [type, count] of defaults) expect(count, `${reference}: ${type}`).toBe(1);
    }
  });

  it("offers every option the shop's catalog sends on the products it sends them with", async () => {
    const sim = await startSim();
    for (const [reference, wanted] of Object.entries(SHOP_USES)) {
      const info = await api(sim, "products/info", { reference });
      const offered = (info.json.options as Option[]).map((option) => option.reference);
      expect(offered, reference).toEqual(expect.arrayContaining(wanted));
    }
  });

  it("gives posters poster_190pps as the default paper, rolled, without a frame", async () => {
    const sim = await startSim();
    const options = (await api(sim, "products/info", { reference: "poster_a4_fc" })).json.options as Option[];
    expect(options).toEqual([
      { reference: "poster_190pps", note: expect.any(String), type: "type_poster_paper", default: "1" },
      { reference: "poster_200art_matt", note: expect.any(String), type: "type_poster_paper", default: "0" },
      {
        reference: "packaging_poster_rolled",
        note: expect.any(String),
        type: "type_packaging",
        default: "1",
      },
      { reference: "frame_none", note: expect.any(String), type: "type_wall_decoration_frame", default: "1" },
    ]);
  });

  it("describes a product's options and specs, and answers 204 for an unknown one", async () => {
    const sim = await startSim();
    const info = await api(sim, "products/info", { reference: "businesscard_ss_s55_mm_bc_fc" });
    expect(info.status).toBe(200);
    expect(info.json.options).toEqual(
      expect.arrayContaining([
        {
          reference: "product_finish_none",
          note: expect.any(String),
          type: "type_sheet_product_finish",
          default: "1",
        },
        {
          reference: "product_finish_soft_touch_front",
          note: expect.any(String),
          type: "type_sheet_product_finish",
          default: "0",
        },
        {
          reference: "paper_350mcg",
          note: expect.any(String),
          type: "type_product_material",
          default: "1",
        },
        {
          reference: "right_angled_corners",
          note: expect.any(String),
          type: "type_product_shape",
          default: "1",
        },
      ]),
    );
    expect(info.json.specs).toContainEqual({
      reference: "bleed_in_mm",
      note: expect.any(String),
      value: "3",
    });
    expect(await api(sim, "products/info", { reference: "mug_ceramic_fc" })).toMatchObject({
      status: 204,
      text: "",
    });
  });

  it("lists the four shipping levels", async () => {
    const sim = await startSim();
    expect((await api(sim, "shipping/levels")).json).toEqual([
      {
        shipping_level_reference: "cp_postal",
        shipping_level: "cp_postal",
        name: "Postal - Untracked",
        note: expect.any(String),
      },
      {
        shipping_level_reference: "cp_ground",
        shipping_level: "cp_ground",
        name: "Express ground - Tracked",
        note: expect.any(String),
      },
      {
        shipping_level_reference: "cp_saver",
        shipping_level: "cp_saver",
        name: "Express saver - Tracked",
        note: expect.any(String),
      },
      {
        shipping_level_reference: "cp_fast",
        shipping_level: "cp_fast",
        name: "Express fast - Tracked",
        note: expect.any(String),
      },
    ]);
  });

  it("says which countries need a state, and lists the states of the US and Canada", async () => {
    const sim = await startSim();
    const countries = (await api(sim, "shipping/countries")).json as Record<string, string>[];
    const byCode = new Map(countries.map((country) => [country.country_reference, country]));
    expect(byCode.get("US")).toEqual({ country_reference: "US", note: "United States", require_state: "1" });
    expect(byCode.get("CA")?.require_state).toBe("1");
    expect(byCode.get("TH")).toEqual({ country_reference: "TH", note: "Thailand", require_state: "0" });
    for (const code of [
      "GB",
      "DE",
      "FR",
      "NL",
      "BE",
      "IT",
      "ES",
      "SE",
      "AU",
      "NZ",
      "JP",
      "SG",
      "HK",
      "IE",
      "AE",
    ]) {
      expect(byCode.has(code)).toBe(true);
    }

    const us = (await api(sim, "shipping/states", { country_reference: "US" })).json;
    expect(us).toHaveLength(51);
    expect(us).toContainEqual({ state_reference: "CA", name: "California", note: "California" });
    expect(us).toContainEqual({
      state_reference: "DC",
      name: "District of Columbia",
      note: "District of Columbia",
    });
    expect((await api(sim, "shipping/states", { country_reference: "CA" })).json).toHaveLength(13);
    expect((await api(sim, "shipping/states", { country_reference: "DE" })).json).toEqual([]);
    expect((await api(sim, "shipping/states", {})).json.error.type).toBe("missing_required_parameter");
  });
});
