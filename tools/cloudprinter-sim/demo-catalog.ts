/**
 * Example products of a DEMO account: T-shirts, stickers and A6 postcards.
 *
 * These are NOT Cloudprinter references. Cloudprinter's protocol reference documents no apparel, sticker
 * or A6 postcard product (see catalog.ts, which holds only documented references), yet a real account can
 * offer such products under references of its own, and the shop lets staff import products from the
 * account's catalogue (docs/admin.md#provider-catalogue). So the simulated account also offers these made-up examples, every
 * reference prefixed `demo_`, every note saying "demo account". A real account's references, families,
 * options and specs differ. The shop must never name any of them: everything it knows of such a product it
 * reads from the account (`products`, `products/info`, `prices/lookup`).
 *
 * They are shaped like the real `products/info`: options `{reference, note, type (the family), default}`,
 * specs `{reference, note, value}` with numbers as strings. Only the postcards' paper and finish options
 * (`paper_*`, `product_finish_*`) are documented references; the families `type_apparel_size`,
 * `type_apparel_color`, `type_print_position`, `type_sticker_shape` and `type_sticker_material`, their
 * values and the specs beyond size and bleed are ours. Prices (EUR per copy) and weights (grams) are
 * plausible, not anyone's. Specs such as `min_quantity` and `cut_line_required` are information for the
 * shop; the simulator does not enforce them.
 */
import { family, finish, material, product, size, type ProductDef, type Row, type Spec } from "./catalog";

const DEMO_NOTE = "Example product of a demo account, not a documented Cloudprinter reference";

const demo = (row: Row, options: ProductDef["options"], specs: Spec[]): ProductDef =>
  product(row, options, specs, `${row[1]}. ${DEMO_NOTE}.`);

const spec = (reference: string, note: string, value: number): Spec => ({
  reference,
  note,
  value: String(value),
});

/** Size, bleed, safety margin, printable sides and minimum order quantity. */
const layout = (
  [width, height]: [number, number],
  bleed: number,
  safety: number,
  sides: number,
  minQuantity: number,
): Spec[] => [
  ...size(width, height, bleed),
  spec("safety_margin_in_mm", "Keep text and important content this far inside the trim, in mm", safety),
  spec("printable_sides", "Number of sides that can be printed", sides),
  spec("min_quantity", "Minimum number of copies per item", minQuantity),
];

// ---- Apparel ------------------------------------------------------------------------------------------------

const SIZES = ["s", "m", "l", "xl", "xxl"] as const;
type Measures = Record<(typeof SIZES)[number], number>;

/** Sizes in their natural order, M the default; XL and XXL cost a little more. */
const apparelSizes = () =>
  family(
    "type_apparel_size",
    [
      ["apparel_size_s", "Size S"],
      ["apparel_size_m", "Size M"],
      ["apparel_size_l", "Size L"],
      ["apparel_size_xl", "Size XL", 0.5],
      ["apparel_size_xxl", "Size XXL", 1],
    ],
    false,
  ).map((option) => ({ ...option, isDefault: option.reference === "apparel_size_m" }));
const apparelColors = () =>
  family("type_apparel_color", [
    ["apparel_color_white", "White"],
    ["apparel_color_black", "Black"],
    ["apparel_color_navy", "Navy"],
    ["apparel_color_heather_grey", "Heather grey"],
    ["apparel_color_red", "Red"],
  ]);
const printPositions = () =>
  family("type_print_position", [
    ["print_position_front", "Printed on the front"],
    ["print_position_front_back", "Printed on the front and the back", 3],
  ]);

/** The front print area, no bleed (a garment is not trimmed), and the garment's size chart. */
const apparelSpecs = (printArea: [number, number], chest: Measures, length: Measures): Spec[] => [
  spec("exact_width_in_mm", "Width of the front print area in mm", printArea[0]),
  spec("exact_height_in_mm", "Height of the front print area in mm", printArea[1]),
  spec("bleed_in_mm", "Bleed in mm (none: the print sits on the garment)", 0),
  spec("safety_margin_in_mm", "Keep important content this far inside the print area, in mm", 10),
  spec("printable_sides", "Number of sides that can be printed (front, back)", 2),
  spec("min_quantity", "Minimum number of copies per item", 1),
  ...SIZES.map((key) =>
    spec(
      `chest_width_in_mm_${key}`,
      `Chest width (laid flat) of size ${key.toUpperCase()} in mm`,
      chest[key],
    ),
  ),
  ...SIZES.map((key) =>
    spec(`body_length_in_mm_${key}`, `Body length of size ${key.toUpperCase()} in mm`, length[key]),
  ),
];

// ---- Stickers -----------------------------------------------------------------------------------------------

const stickerMaterials = () =>
  family("type_sticker_material", [
    ["sticker_vinyl_gloss", "Gloss vinyl"],
    ["sticker_vinyl_matte", "Matte vinyl", 0.02],
  ]);
const stickerSpecs = (cutLine: boolean): Spec[] => [
  ...layout([76, 76], 2, 3, 1, 10),
  spec(
    "cut_line_required",
    cutLine
      ? "1: the design must carry its cut line. A spot colour named CutContour marks the cut line"
      : "0: cut to the chosen shape, no cut line needed in the design",
    cutLine ? 1 : 0,
  ),
];

// ---- Postcards ----------------------------------------------------------------------------------------------

/** Documented card papers (§5) and sheet finishes, as on the documented cards. */
const postcardOptions = () => [
  ...material([
    ["paper_350mcg", 0],
    ["paper_300mcs", 0],
  ]),
  ...finish(0.05),
];

/** Example products of a demo account; never documented Cloudprinter references (see above). */
export const DEMO_PRODUCTS: readonly ProductDef[] = [
  demo(
    ["demo_apparel_tshirt_unisex", "Unisex T-shirt, cotton", "Men's Clothing", 7.5, 180],
    [...apparelSizes(), ...apparelColors(), ...printPositions()],
    apparelSpecs(
      [300, 400],
      { s: 460, m: 510, l: 560, xl: 610, xxl: 660 },
      { s: 710, m: 740, l: 760, xl: 790, xxl: 810 },
    ),
  ),
  demo(
    ["demo_apparel_tshirt_women", "Women's fitted T-shirt, cotton", "Women's Clothing", 7.9, 150],
    [...apparelSizes(), ...apparelColors(), ...printPositions()],
    apparelSpecs(
      [280, 380],
      { s: 420, m: 450, l: 480, xl: 510, xxl: 540 },
      { s: 630, m: 650, l: 670, xl: 690, xxl: 710 },
    ),
  ),
  demo(
    ["demo_sticker_kiss_cut", "Kiss-cut sticker 76x76 mm", "Stickers", 0.25, 2],
    [
      ...family("type_sticker_shape", [
        ["sticker_shape_rectangle", "Rectangle"],
        ["sticker_shape_circle", "Circle"],
      ]),
      ...stickerMaterials(),
    ],
    stickerSpecs(false),
  ),
  demo(
    ["demo_sticker_die_cut", "Die-cut sticker 76x76 mm", "Stickers", 0.3, 2],
    [
      ...family("type_sticker_shape", [
        [
          "sticker_shape_die_cut",
          "Die cut along the design's cut line (a spot colour named CutContour marks it)",
        ],
      ]),
      ...stickerMaterials(),
    ],
    stickerSpecs(true),
  ),
  demo(
    ["demo_postcard_a6_double_sided", "Postcard A6 double-sided", "Postcards", 0.45, 6],
    postcardOptions(),
    layout([148, 105], 3, 4, 2, 1),
  ),
  demo(
    ["demo_postcard_a6_single_sided", "Postcard A6 single-sided", "Postcards", 0.38, 6],
    postcardOptions(),
    layout([148, 105], 3, 4, 1, 1),
  ),
];
