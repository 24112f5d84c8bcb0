import { describe, expect, it } from "vitest";
import { DOCUMENTED_PRODUCTS } from "./catalog";
import { DEMO_PRODUCTS } from "./demo-catalog";
import { api, control, item, order, quoteRequest, startSim } from "./test-support";

type Option = { reference: string; note: string; type: string; default: string };
type Spec = { reference: string; note: string; value: string };

const TSHIRT = "demo_apparel_tshirt_unisex";

const options = (...types: string[]) => types.map((type) => ({ type, count: "1" }));
const tshirtQuote = (...types: string[]) =>
  quoteRequest({ items: [{ reference: "item-1", product: TSHIRT, count: "1", options: options(...types) }] });
const tshirtItem = (...types: string[]) => item({ product: TSHIRT, count: "1", options: options(...types) });

describe("cloudprinter-sim demo account products", () => {
  it("are marked as a demo account's examples and never share a reference with the documented ones", () => {
    const documented = new Set(DOCUMENTED_PRODUCTS.map((product) => product.reference));
    for (const product of DEMO_PRODUCTS) {
      expect(product.reference).toMatch(/^demo_/);
      expect(product.note).toMatch(/demo account, not a documented Cloudprinter reference/);
      expect(documented.has(product.reference)).toBe(false);
    }
  });

  it("are listed by `products` with their categories", async () => {
    const sim = await startSim();
    const products = (await api(sim, "products")).json as { reference: string; category: string }[];
    const categories = Object.fromEntries(
      products
        .filter((product) => product.reference.startsWith("demo_"))
        .map((product) => [product.reference, product.category]),
    );
    expect(categories).toEqual({
      demo_apparel_tshirt_unisex: "Men's Clothing",
      demo_apparel_tshirt_women: "Women's Clothing",
      demo_sticker_kiss_cut: "Stickers",
      demo_sticker_die_cut: "Stickers",
      demo_postcard_a6_double_sided: "Postcards",
      demo_postcard_a6_single_sided: "Postcards",
    });
    expect(products.find((product) => product.reference === TSHIRT)).toMatchObject({
      from_price: "7.5000",
      currency: "EUR",
    });
  });

  it("describes the T-shirt's size, colour and print position families and its specs", async () => {
    const sim = await startSim();
    const info = await api(sim, "products/info", { reference: TSHIRT });
    expect(info.status).toBe(200);
    expect(info.json.note).toMatch(/demo account/);
    const byFamily = (type: string) =>
      (info.json.options as Option[])
        .filter((option) => option.type === type)
        .map((option) => [option.reference, option.default]);
    expect(byFamily("type_apparel_size")).toEqual([
      ["apparel_size_s", "0"],
      ["apparel_size_m", "1"],
      ["apparel_size_l", "0"],
      ["apparel_size_xl", "0"],
      ["apparel_size_xxl", "0"],
    ]);
    expect(byFamily("type_apparel_color")).toEqual([
      ["apparel_color_white", "1"],
      ["apparel_color_black", "0"],
      ["apparel_color_navy", "0"],
      ["apparel_color_heather_grey", "0"],
      ["apparel_color_red", "0"],
    ]);
    expect(byFamily("type_print_position")).toEqual([
      ["print_position_front", "1"],
      ["print_position_front_back", "0"],
    ]);
    for (const option of info.json.options as Option[]) {
      expect(option).toEqual({
        reference: expect.any(String),
        note: expect.any(String),
        type: expect.any(String),
        default: expect.stringMatching(/^[01]$/),
      });
    }

    const specs = Object.fromEntries((info.json.specs as Spec[]).map((spec) => [spec.reference, spec.value]));
    expect(specs).toMatchObject({
      exact_width_in_mm: "300",
      exact_height_in_mm: "400",
      bleed_in_mm: "0",
      safety_margin_in_mm: "10",
      printable_sides: "2",
      min_quantity: "1",
    });
    for (const size of ["s", "m", "l", "xl", "xxl"]) {
      expect(specs[`chest_width_in_mm_${size}`], size).toMatch(/^\d+$/);
      expect(specs[`body_length_in_mm_${size}`], size).toMatch(/^\d+$/);
    }
    expect(Number(specs.chest_width_in_mm_xxl)).toBeGreaterThan(Number(specs.chest_width_in_mm_s));
  });

  it("gives every demo product at most one default per family, and the stickers and postcards their specs", async () => {
    const sim = await startSim();
    for (const { reference } of DEMO_PRODUCTS) {
      const info = await api(sim, "products/info", { reference });
      expect(info.status, reference).toBe(200);
      const defaults = new Map<string, number>();
      for (const option of info.json.options as Option[]) {
        defaults.set(option.type, (defaults.get(option.type) ?? 0) + (option.default === "1" ? 1 : 0));
      }
      for (const [type, count] of defaults) expect(count, `${reference}: ${type}`).toBe(1);
    }
    const specsOf = async (reference: string) =>
      Object.fromEntries(
        ((await api(sim, "products/info", { reference })).json.specs as Spec[]).map((spec) => [
          spec.reference,
          spec.value,
        ]),
      );
    expect(await specsOf("demo_sticker_die_cut")).toEqual({
      exact_width_in_mm: "76",
      exact_height_in_mm: "76",
      bleed_in_mm: "2",
      safety_margin_in_mm: "3",
      printable_sides: "1",
      min_quantity: "10",
      cut_line_required: "1",
    });
    expect((await specsOf("demo_sticker_kiss_cut")).cut_line_required).toBe("0");
    expect(await specsOf("demo_postcard_a6_double_sided")).toEqual({
      exact_width_in_mm: "148",
      exact_height_in_mm: "105",
      bleed_in_mm: "3",
      safety_margin_in_mm: "4",
      printable_sides: "2",
      min_quantity: "1",
    });
  });

  it("quotes a black XL T-shirt above a white M, and refuses two sizes in one item", async () => {
    const sim = await startSim();
    const blackXl = await api(sim, "orders/quote", tshirtQuote("apparel_size_xl", "apparel_color_black"));
    expect(blackXl.status).toBe(200);
    const whiteM = await api(sim, "orders/quote", tshirtQuote("apparel_size_m", "apparel_color_white"));
    expect(Number(blackXl.json.subtotals.items)).toBeGreaterThan(Number(whiteM.json.subtotals.items));
    expect(whiteM.json.subtotals.items).toBe("7.5000");

    const lookup = await api(sim, "prices/lookup", tshirtQuote("apparel_size_xl", "apparel_color_black"));
    expect(lookup.json.subtotals.items).toBe(blackXl.json.subtotals.items);

    expect(await api(sim, "orders/quote", tshirtQuote("apparel_size_s", "apparel_size_l"))).toMatchObject({
      status: 400,
      json: { error: { type: "option_conflict" } },
    });
    expect(await api(sim, "orders/quote", tshirtQuote("apparel_size_xs"))).toMatchObject({
      status: 400,
      json: { error: { type: "option_unknown" } },
    });
    // A family name is not an option reference.
    expect((await api(sim, "orders/quote", tshirtQuote("type_apparel_size"))).json.error.type).toBe(
      "option_unknown",
    );
  });

  it("accepts an order of demo products with their options", async () => {
    const sim = await startSim();
    const items = [
      tshirtItem("apparel_size_xxl", "apparel_color_navy", "print_position_front_back"),
      item({
        reference: "item-2",
        product: "demo_sticker_die_cut",
        count: "50",
        options: options("sticker_shape_die_cut", "sticker_vinyl_matte"),
      }),
      item({
        reference: "item-3",
        product: "demo_postcard_a6_double_sided",
        count: "20",
        options: options("paper_300mcs", "product_finish_gloss"),
      }),
    ];
    expect((await api(sim, "orders/add", order("PG-DEMO-1", { items }))).status).toBe(201);
    // An option of another demo product is not this one's.
    const wrong = [item({ product: "demo_sticker_kiss_cut", options: options("sticker_shape_die_cut") })];
    expect((await api(sim, "orders/add", order("PG-DEMO-2", { items: wrong }))).json.error.type).toBe(
      "option_unknown",
    );
  });

  it("can be taken off the account like any product: then it is product_unknown", async () => {
    const sim = await startSim({
      withoutProducts: ["demo_sticker_kiss_cut"],
      withoutOptions: [{ product: TSHIRT, option: "apparel_color_red" }],
    });
    expect(await api(sim, "products/info", { reference: "demo_sticker_kiss_cut" })).toMatchObject({
      status: 204,
    });
    const sticker = [{ reference: "item-1", product: "demo_sticker_kiss_cut", count: "10" }];
    expect(await api(sim, "orders/quote", quoteRequest({ items: sticker }))).toMatchObject({
      status: 400,
      json: { error: { type: "product_unknown" } },
    });
    expect((await api(sim, "orders/quote", tshirtQuote("apparel_color_red"))).json.error.type).toBe(
      "option_unknown",
    );

    const remove = await control(sim, "/catalog/remove", { product: TSHIRT });
    expect(remove.status).toBe(200);
    const products = (await api(sim, "products")).json as { reference: string }[];
    expect(products.map((product) => product.reference)).not.toContain(TSHIRT);
    expect(await api(sim, "orders/add", order("PG-DEMO-3", { items: [tshirtItem()] }))).toMatchObject({
      status: 400,
      json: { error: { type: "product_unknown" } },
    });
    expect((await api(sim, "prices/lookup", tshirtQuote())).json.error.type).toBe("product_unknown");

    await control(sim, "/catalog/restore", { product: TSHIRT });
    expect((await api(sim, "orders/add", order("PG-DEMO-4", { items: [tshirtItem()] }))).status).toBe(201);
    expect(
      (await control(sim, "/catalog/remove", { product: TSHIRT, option: "apparel_size_xs" })).status,
    ).toBe(404);
  });
});
