import { describe, expect, it } from "vitest";
import { api, startSim } from "./test-support";

const SHOP_REFERENCES = [
  "businesscard_ss_int_bc_fc",
  "businesscard_ss_s55_mm_bc_fc",
  "photobook_cw_s210_s_fc",
  "photobook_cw_s300_s_fc",
  "photobook_pb_a4_p_fc",
  "brochure_pb_a5_p_fc",
  "tshirt_unisex_cotton_fc",
  "poster_a3_fc",
  "poster_a4_fc",
  "flyer_ss_a5_fc",
  "flyer_ds_a4_fc",
  "folder_2_x_a4_landscape_half_fold_fc",
  "sticker_diecut_s75_fc",
  "card_flat_148x105_mm_double_sided_fc_tnr",
];

describe("cloudprinter-sim catalog and shipping", () => {
  it("lists every product the shop names, priced from in EUR", async () => {
    const sim = await startSim();
    const products = (await api(sim, "products")).json as Record<string, string>[];
    expect(products.map((product) => product.reference).sort()).toEqual([...SHOP_REFERENCES].sort());
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

  it("describes a product's options and specs, and answers 204 for an unknown one", async () => {
    const sim = await startSim();
    const info = await api(sim, "products/info", { reference: "businesscard_ss_s55_mm_bc_fc" });
    expect(info.status).toBe(200);
    expect(info.json.options).toEqual(
      expect.arrayContaining([
        {
          reference: "product_finish_matte",
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
