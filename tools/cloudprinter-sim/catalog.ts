/**
 * The simulated account's product catalog: every provider reference PrintGo's catalog names, with
 * plausible EUR prices per copy, weights for shipping, and the options orders may carry. Option
 * `type` is the family (docs/cloudprinter.md §2.10); orders name the option *reference*.
 */
export type OptionDef = {
  reference: string;
  note: string;
  type: string;
  isDefault: boolean;
  /** EUR added to each copy. */
  surcharge: number;
};

export type Spec = { reference: string; note: string; value: string };

export type ProductDef = {
  reference: string;
  name: string;
  note: string;
  category: string;
  /** EUR per copy, before options (and before pages for books). */
  price: number;
  /** Grams per copy, before pages. */
  weight: number;
  /** Books: total_pages is required, priced and weighed per page. */
  pages?: { min: number; max: number; price: number; weight: number };
  options: OptionDef[];
  specs: Spec[];
};

const option = (type: string, reference: string, note: string, surcharge = 0, isDefault = false) => ({
  reference,
  note,
  type,
  isDefault,
  surcharge,
});

const sheetFinish = (gloss: number, soft?: number) => [
  option("type_sheet_product_finish", "product_finish_matte", "Matte laminate", 0, true),
  option("type_sheet_product_finish", "product_finish_gloss", "Gloss laminate", gloss),
  ...(soft === undefined
    ? []
    : [option("type_sheet_product_finish", "product_finish_soft_touch_front", "Soft-touch front", soft)]),
];
const bookOptions = (glossCover: number) => [
  option("type_total_pages", "total_pages", "Total number of pages (count = pages)", 0, true),
  option("type_book_cover_finish", "cover_finish_matte", "Matte cover laminate", 0, true),
  option("type_book_cover_finish", "cover_finish_gloss", "Gloss cover laminate", glossCover),
];
const posterPaper = (premium: number) => [
  option("type_poster_paper", "poster_190pps", "190 g/m² poster paper", 0, true),
  option("type_poster_paper", "poster_200art_matt", "200 g/m² art paper, matt", premium),
  option("type_poster_paper", "poster_200art_gloss", "200 g/m² art paper, gloss", premium),
];
const sheetPaper = (heavy: number, board: number) => [
  option("type_product_material", "paper_170mcg", "170 g/m² gloss coated", 0, true),
  option("type_product_material", "paper_350mcg", "350 g/m² gloss coated", heavy),
  option("type_product_material", "paper_250ecb", "250 g/m² eco board", board),
];

const size = (width: number, height: number, bleed = 3): Spec[] => [
  { reference: "exact_width_in_mm", note: "Trimmed width in mm", value: String(width) },
  { reference: "exact_height_in_mm", note: "Trimmed height in mm", value: String(height) },
  { reference: "bleed_in_mm", note: "Bleed on every side in mm", value: String(bleed) },
];
const book = (width: number, height: number, min: number, max: number): Spec[] => [
  ...size(width, height),
  { reference: "cover_wrap_in_mm", note: "Cover wrap in mm", value: "15" },
  { reference: "min_pages", note: "Minimum number of pages", value: String(min) },
  { reference: "max_pages", note: "Maximum number of pages", value: String(max) },
];

type Row = [reference: string, name: string, category: string, price: number, weight: number];
const product = ([reference, name, category, price, weight]: Row, options: OptionDef[], specs: Spec[]) => ({
  reference,
  name,
  note: `${name} (simulated)`,
  category,
  price,
  weight,
  options,
  specs,
});

export const PRODUCTS: readonly ProductDef[] = [
  product(
    ["businesscard_ss_int_bc_fc", "Business card 85x55 mm single-sided", "Business cards", 0.06, 3],
    sheetFinish(0.005, 0.015),
    size(85, 55),
  ),
  product(
    ["businesscard_ss_s55_mm_bc_fc", "Business card 55x55 mm single-sided", "Business cards", 0.07, 2],
    [
      ...sheetFinish(0.005, 0.015),
      option("type_product_shape", "right_angled_corners", "Square corners", 0, true),
    ],
    size(55, 55),
  ),
  {
    ...product(
      ["photobook_cw_s210_s_fc", "Photobook hardcover 210x210 mm", "Photobooks", 9.5, 350],
      bookOptions(0.5),
      book(210, 210, 20, 200),
    ),
    pages: { min: 20, max: 200, price: 0.12, weight: 4 },
  },
  {
    ...product(
      ["photobook_cw_s300_s_fc", "Photobook hardcover 300x300 mm", "Photobooks", 14, 650],
      bookOptions(0.8),
      book(300, 300, 20, 200),
    ),
    pages: { min: 20, max: 200, price: 0.2, weight: 8 },
  },
  {
    ...product(
      ["photobook_pb_a4_p_fc", "Photobook softcover A4 portrait", "Photobooks", 6.5, 150],
      bookOptions(0.4),
      book(210, 297, 20, 200),
    ),
    pages: { min: 20, max: 200, price: 0.11, weight: 5 },
  },
  {
    ...product(
      ["brochure_pb_a5_p_fc", "Brochure perfect bound A5 portrait", "Brochures", 2.2, 60],
      bookOptions(0.3),
      book(148, 210, 8, 200),
    ),
    pages: { min: 8, max: 200, price: 0.045, weight: 2.5 },
  },
  product(
    ["tshirt_unisex_cotton_fc", "T-shirt unisex cotton, full colour", "Apparel", 9.9, 180],
    [],
    [
      { reference: "print_area_width_in_mm", note: "Print area width in mm", value: "300" },
      { reference: "print_area_height_in_mm", note: "Print area height in mm", value: "400" },
    ],
  ),
  product(["poster_a3_fc", "Poster A3", "Posters", 3.9, 40], posterPaper(0.6), size(297, 420)),
  product(["poster_a4_fc", "Poster A4", "Posters", 2.4, 25], posterPaper(0.35), size(210, 297)),
  product(
    ["flyer_ss_a5_fc", "Flyer A5 single-sided", "Flyers", 0.14, 5],
    sheetPaper(0.06, 0.04),
    size(148, 210),
  ),
  product(
    ["flyer_ds_a4_fc", "Flyer A4 double-sided", "Flyers", 0.26, 10],
    sheetPaper(0.1, 0.07),
    size(210, 297),
  ),
  product(
    ["folder_2_x_a4_landscape_half_fold_fc", "Folder A4 landscape, half fold", "Folders", 0.48, 12],
    sheetPaper(0.12, 0.08),
    size(297, 210),
  ),
  product(
    ["sticker_diecut_s75_fc", "Die-cut sticker 75 mm", "Stickers", 0.35, 2],
    sheetFinish(0),
    size(75, 75, 2),
  ),
  product(
    ["card_flat_148x105_mm_double_sided_fc_tnr", "Flat card A6 double-sided", "Cards", 0.55, 6],
    [
      option("type_sheet_product_finish", "product_finish_none", "No laminate", 0, true),
      option("type_sheet_product_finish", "product_finish_matte", "Matte laminate", 0.1),
      option("type_sheet_product_finish", "product_finish_gloss", "Gloss laminate", 0.1),
    ],
    size(148, 105),
  ),
];

const BY_REFERENCE = new Map(PRODUCTS.map((entry) => [entry.reference, entry]));

export function findProduct(reference: string): ProductDef | undefined {
  return BY_REFERENCE.get(reference);
}
