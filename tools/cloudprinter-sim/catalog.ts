/**
 * The documented part of the simulated account's product catalog.
 *
 * Source: the protocol reference's §5 "Products and options (real references)", which docs/cloudprinter.md
 * §5 stands on, and §2.10 for the option families. Every product reference and every option reference in
 * DOCUMENTED_PRODUCTS is one that section documents, and nothing else: none is taken from the shop's catalog
 * (src/modules/catalog). That is on purpose. A simulator that listed whatever the shop names would agree
 * with the shop whatever it names, so the shop's catalog check against `products` / `products/info` could
 * never fail. Here it fails for a guessed reference, as it would on a real account. No apparel, sticker or
 * A6 postcard reference is documented, so none is here: the account's T-shirts, stickers and postcards are
 * made-up examples of a demo account, kept apart in demo-catalog.ts (`demo_*` references). The account
 * offers both (account-catalog.ts).
 *
 * Which options a product offers is ours: §5 lists option references per product *kind* (books, sheet
 * products, posters, cards, calendars), not per product, so each product gets the ones of its kind that
 * suit it. Prices (EUR per copy), weights and specs are plausible values, not Cloudprinter's.
 *
 * Option `type` is the family (§2.10); orders name the option *reference*. §2.10 names no family for the
 * envelope and calendar options, so `type_envelope` and `type_calendar_pages` are our names.
 */
type OptionDef = {
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

type Choice = [reference: string, note: string, surcharge?: number];

/** One family's values; the first is the family's default unless `withDefault` is false. */
export const family = (type: string, choices: Choice[], withDefault = true): OptionDef[] =>
  choices.map(([reference, note, surcharge = 0], index) => ({
    reference,
    note,
    type,
    isDefault: withDefault && index === 0,
    surcharge,
  }));

// ---- Books: total_pages, interior (pageblock) paper, cover paper, cover finish -----------------------------

const PAGEBLOCK: Record<string, string> = {
  pageblock_80off: "80 g/m² offset (uncoated) interior",
  pageblock_130mcs: "130 g/m² silk coated interior",
  pageblock_150mcs: "150 g/m² silk coated interior",
  pageblock_170mcg: "170 g/m² gloss coated interior",
  pageblock_200mcg: "200 g/m² gloss coated interior",
  // §5 lists paper_130mcg with the book options without naming its family: here another interior paper.
  paper_130mcg: "130 g/m² gloss coated interior",
};
const COVER_PAPER: Record<string, string> = {
  cover_130mcg: "130 g/m² gloss coated cover (wrapped over board on hardcovers)",
  cover_250ecb: "250 g/m² eco board cover",
};

/** `[reference, surcharge]` pairs, the first the default. */
type Priced = [reference: string, surcharge: number][];

const bookOptions = (interior: Priced, cover: Priced, glossCover: number) => [
  ...family("type_total_pages", [["total_pages", "Total number of pages (count = pages)"]]),
  ...family(
    "type_book_paper",
    interior.map(([reference, surcharge]) => [reference, PAGEBLOCK[reference] ?? reference, surcharge]),
  ),
  ...family(
    "type_cover_paper",
    cover.map(([reference, surcharge]) => [reference, COVER_PAPER[reference] ?? reference, surcharge]),
  ),
  ...family("type_book_cover_finish", [
    ["cover_finish_matte", "Matte cover laminate"],
    ["cover_finish_gloss", "Gloss cover laminate", glossCover],
  ]),
];

// ---- Sheet products: material, finish, shape --------------------------------------------------------------

const MATERIAL: Record<string, string> = {
  paper_90off: "90 g/m² offset (uncoated)",
  paper_170mcg: "170 g/m² gloss coated",
  paper_250ecb: "250 g/m² eco board",
  paper_300off: "300 g/m² offset (uncoated)",
  paper_300mcs: "300 g/m² silk coated",
  paper_330mcs: "330 g/m² silk coated",
  paper_350mcg: "350 g/m² gloss coated",
  paper_350scb: "350 g/m² solid white board",
  paper_400scb: "400 g/m² solid white board",
  paper_smooth_white_270: "270 g/m² smooth white",
};
export const material = (papers: Priced) =>
  family(
    "type_product_material",
    papers.map(([reference, surcharge]) => [reference, MATERIAL[reference] ?? reference, surcharge]),
  );
/** No laminate is the default; `soft` adds the soft-touch front (business cards). */
export const finish = (laminate: number, soft?: number) =>
  family("type_sheet_product_finish", [
    ["product_finish_none", "No laminate"],
    ["product_finish_matte", "Matte laminate", laminate],
    ["product_finish_gloss", "Gloss laminate", laminate],
    ...(soft === undefined ? [] : [["product_finish_soft_touch_front", "Soft-touch front", soft] as Choice]),
  ]);
const corners = () =>
  family("type_product_shape", [["right_angled_corners", "Right-angled (square) corners"]]);

// ---- Specs --------------------------------------------------------------------------------------------------

export const size = (width: number, height: number, bleed = 3): Spec[] => [
  { reference: "exact_width_in_mm", note: "Trimmed width in mm", value: String(width) },
  { reference: "exact_height_in_mm", note: "Trimmed height in mm", value: String(height) },
  { reference: "bleed_in_mm", note: "Bleed on every side in mm", value: String(bleed) },
];
const bookSpecs = (width: number, height: number, min: number, max: number, wrap = 15): Spec[] => [
  ...size(width, height),
  ...(wrap ? [{ reference: "cover_wrap_in_mm", note: "Cover wrap in mm", value: String(wrap) }] : []),
  { reference: "min_pages", note: "Minimum number of pages", value: String(min) },
  { reference: "max_pages", note: "Maximum number of pages", value: String(max) },
];

export type Row = [reference: string, name: string, category: string, price: number, weight: number];
export const product = (
  [reference, name, category, price, weight]: Row,
  options: OptionDef[],
  specs: Spec[],
  note = `${name} (simulated)`,
): ProductDef => ({
  reference,
  name,
  note,
  category,
  price,
  weight,
  options,
  specs,
});
/** A book: pages from `min` to `max`, EUR and grams per page. */
const book = (
  row: Row,
  options: OptionDef[],
  [width, height]: [number, number],
  pages: { min: number; max: number; price: number; weight: number },
  wrap?: number,
): ProductDef => ({
  ...product(row, options, bookSpecs(width, height, pages.min, pages.max, wrap)),
  pages,
});

// Option sets per kind.
const cardPapers: Priced = [
  ["paper_350mcg", 0],
  ["paper_300mcs", 0],
  ["paper_330mcs", 0.002],
  ["paper_350scb", 0.004],
  ["paper_400scb", 0.008],
  ["paper_smooth_white_270", 0.003],
];
const businessCard = (row: Row, width: number, height: number) =>
  product(row, [...material(cardPapers), ...finish(0.005, 0.015), ...corners()], size(width, height));

const flyerPapers = (scale: number): Priced => [
  ["paper_170mcg", 0],
  ["paper_90off", 0],
  ["paper_250ecb", 0.04 * scale],
  ["paper_300off", 0.05 * scale],
  ["paper_300mcs", 0.05 * scale],
  ["paper_350mcg", 0.06 * scale],
];
const folderPapers = (scale: number): Priced => [
  ["paper_170mcg", 0],
  ["paper_250ecb", 0.08 * scale],
  ["paper_300off", 0.09 * scale],
  ["paper_350mcg", 0.12 * scale],
];
const greetingCardPapers = (scale: number): Priced => [
  ["paper_350mcg", 0],
  ["paper_300mcs", 0],
  ["paper_350scb", 0.05 * scale],
  ["paper_smooth_white_270", 0.04 * scale],
];

const posterOptions = (premium: number) => [
  ...family("type_poster_paper", [
    ["poster_190pps", "190 g/m² poster paper"],
    ["poster_200art_matt", "200 g/m² art paper, matt", premium],
  ]),
  ...family("type_packaging", [["packaging_poster_rolled", "Rolled, in a tube"]]),
  ...family("type_wall_decoration_frame", [["frame_none", "No frame"]]),
];
/** An envelope is an extra: its family has no default, so a card ships without one unless asked. */
const envelope = (price: number) =>
  family("type_envelope", [["envelope_standard", "Standard envelope", price]], false);

// Interior and cover papers per kind of book.
const photoInterior: Priced = [
  ["pageblock_170mcg", 0],
  ["pageblock_200mcg", 0.6],
  ["pageblock_150mcs", 0],
  ["paper_130mcg", 0],
];
const textInterior: Priced = [
  ["pageblock_80off", 0],
  ["pageblock_130mcs", 0.8],
  ["paper_130mcg", 0.8],
];
const colourTextInterior: Priced = [
  ["pageblock_130mcs", 0],
  ["pageblock_150mcs", 0.4],
  ["paper_130mcg", 0],
];
const brochureInterior: Priced = [
  ["pageblock_130mcs", 0],
  ["pageblock_80off", 0],
  ["pageblock_150mcs", 0.15],
  ["pageblock_170mcg", 0.25],
  ["paper_130mcg", 0],
];
const hardCover: Priced = [
  ["cover_130mcg", 0],
  ["cover_250ecb", 0.2],
];
const softCover: Priced = [
  ["cover_250ecb", 0],
  ["cover_130mcg", 0],
];

/** Every product the protocol reference documents (§5), and only those. */
export const DOCUMENTED_PRODUCTS: readonly ProductDef[] = [
  // Business cards (§5: businesscard_ss_int_bc_fc and its variants). §5 does not list options per
  // business card; the finishes (product_finish_*), materials and right_angled_corners are the options it
  // documents for sheet products, so business cards offer them.
  businessCard(
    ["businesscard_ss_int_bc_fc", "Business card 85x55 mm single-sided", "Business cards", 0.06, 3],
    85,
    55,
  ),
  businessCard(
    [
      "businesscard_ss_int_p_bc_fc",
      "Business card 55x85 mm portrait, single-sided",
      "Business cards",
      0.06,
      3,
    ],
    55,
    85,
  ),
  businessCard(
    [
      "businesscard_ss_us_p_bc_fc",
      "Business card US 2x3.5 in portrait, single-sided",
      "Business cards",
      0.06,
      3,
    ],
    51,
    89,
  ),
  businessCard(
    ["businesscard_ss_s55_mm_bc_fc", "Business card 55x55 mm single-sided", "Business cards", 0.07, 2],
    55,
    55,
  ),

  // Flyers. §5 lists the materials for sheet products, not per product; paper_170mcg, paper_350mcg
  // and paper_250ecb are among them.
  product(
    ["flyer_ss_a5_fc", "Flyer A5 single-sided", "Flyers", 0.14, 5],
    [...material(flyerPapers(1)), ...finish(0.04), ...corners()],
    size(148, 210),
  ),
  product(
    ["flyer_ds_a4_fc", "Flyer A4 double-sided", "Flyers", 0.26, 10],
    [...material(flyerPapers(1.7)), ...finish(0.08), ...corners()],
    size(210, 297),
  ),

  // Posters (§5: poster_190pps is the default paper).
  product(["poster_a3_fc", "Poster A3", "Posters", 3.9, 40], posterOptions(0.6), size(297, 420)),
  product(["poster_a4_fc", "Poster A4", "Posters", 2.4, 25], posterOptions(0.35), size(210, 297)),

  // Photo prints: §5 documents no option for them.
  product(
    ["photo_print_400x600in_102x152mm", "Photo print 10x15 cm (4x6 in)", "Photo prints", 0.18, 3],
    [],
    size(102, 152, 2),
  ),
  product(
    ["photo_print_600x800in_152x229mm", "Photo print 15x23 cm (6x9 in)", "Photo prints", 0.35, 6],
    [],
    size(152, 229, 2),
  ),

  // Photobooks, hardcover (casewrap) and perfect bound. total_pages, the pageblock and cover papers and
  // the cover finishes are §5's book options (listed for books in general, not per photobook).
  book(
    ["photobook_cw_s210_s_fc", "Photobook hardcover 210x210 mm", "Photobooks", 9.5, 350],
    bookOptions(photoInterior, hardCover, 0.5),
    [210, 210],
    { min: 20, max: 200, price: 0.12, weight: 4 },
  ),
  book(
    ["photobook_cw_s300_s_fc", "Photobook hardcover 300x300 mm", "Photobooks", 14, 650],
    bookOptions(photoInterior, hardCover, 0.8),
    [300, 300],
    { min: 20, max: 200, price: 0.2, weight: 8 },
  ),
  book(
    ["photobook_cw_a4_p_fc", "Photobook hardcover A4 portrait", "Photobooks", 12, 500],
    bookOptions(photoInterior, hardCover, 0.7),
    [210, 297],
    { min: 20, max: 200, price: 0.16, weight: 6 },
  ),
  book(
    ["photobook_cw_a4_l_fc", "Photobook hardcover A4 landscape", "Photobooks", 12, 500],
    bookOptions(photoInterior, hardCover, 0.7),
    [297, 210],
    { min: 20, max: 200, price: 0.16, weight: 6 },
  ),
  book(
    ["photobook_pb_a4_p_fc", "Photobook softcover A4 portrait", "Photobooks", 6.5, 150],
    bookOptions(photoInterior, softCover, 0.4),
    [210, 297],
    { min: 20, max: 200, price: 0.11, weight: 5 },
    5,
  ),

  // Textbooks: hardcover, perfect bound and coil bound.
  book(
    ["textbook_cw_a4_p_bw", "Book hardcover A4 portrait, black and white", "Books", 7.5, 450],
    bookOptions(textInterior, hardCover, 0.5),
    [210, 297],
    { min: 24, max: 600, price: 0.02, weight: 5 },
  ),
  book(
    ["textbook_cw_a5_p_bw", "Book hardcover A5 portrait, black and white", "Books", 6, 250],
    bookOptions(textInterior, hardCover, 0.4),
    [148, 210],
    { min: 24, max: 600, price: 0.012, weight: 2.5 },
  ),
  book(
    ["textbook_cw_a6_p_bw", "Book hardcover A6 portrait, black and white", "Books", 5.5, 150],
    bookOptions(textInterior, hardCover, 0.3),
    [105, 148],
    { min: 24, max: 600, price: 0.008, weight: 1.3 },
  ),
  book(
    ["textbook_pb_a4_p_bw", "Book paperback A4 portrait, black and white", "Books", 3.2, 120],
    bookOptions(textInterior, softCover, 0.3),
    [210, 297],
    { min: 32, max: 600, price: 0.02, weight: 5 },
    5,
  ),
  book(
    [
      "textbook_pb_1025x6630_l_fc_ink",
      "Book paperback 260x168 mm landscape, full colour (inkjet)",
      "Books",
      3.5,
      100,
    ],
    bookOptions(colourTextInterior, softCover, 0.3),
    [260, 168],
    { min: 32, max: 400, price: 0.035, weight: 4.5 },
    5,
  ),
  book(
    ["textbook_co_a3_l_fc_ink", "Book coil bound A3 landscape, full colour (inkjet)", "Books", 6.5, 300],
    bookOptions(colourTextInterior, softCover, 0.6),
    [420, 297],
    { min: 8, max: 200, price: 0.09, weight: 16 },
    0,
  ),

  // Brochure (perfect bound) and magazine (saddle stitched).
  book(
    ["brochure_pb_a5_p_fc", "Brochure perfect bound A5 portrait", "Brochures", 2.2, 60],
    bookOptions(brochureInterior, softCover, 0.3),
    [148, 210],
    { min: 8, max: 200, price: 0.045, weight: 2.5 },
    5,
  ),
  book(
    ["magazine_sas_a4_p_fc", "Magazine saddle stitched A4 portrait", "Brochures", 1.6, 40],
    bookOptions(brochureInterior, softCover, 0.4),
    [210, 297],
    { min: 8, max: 64, price: 0.06, weight: 5 },
    0,
  ),

  // Folders: folded sheet products. §5 names no option per folder; these are its sheet-product options
  // (paper_170mcg and paper_250ecb among them).
  product(
    ["folder_2_x_a4_landscape_half_fold_fc", "Folder A4 landscape, half fold", "Folders", 0.48, 12],
    [...material(folderPapers(1)), ...finish(0.1), ...corners()],
    size(297, 210),
  ),
  product(
    ["folder_4_x_s150_square_w_fold_fc", "Folder 150x150 mm square, W fold (4 panels)", "Folders", 0.62, 14],
    [...material(folderPapers(1.2)), ...finish(0.12), ...corners()],
    size(150, 150),
  ),

  // Letterheads: uncoated writing paper.
  product(
    ["letterheading_ss_a4_1_0", "Letterhead A4 single-sided, one colour", "Letterheads", 0.05, 6],
    [...material([["paper_90off", 0]]), ...corners()],
    size(210, 297),
  ),
  product(
    ["letterheading_ss_a4_2_0", "Letterhead A4 single-sided, two colours", "Letterheads", 0.07, 6],
    [...material([["paper_90off", 0]]), ...corners()],
    size(210, 297),
  ),

  // Flat and folded cards (§5: envelope_standard).
  product(
    ["card_flat_210x297_mm_double_sided_fc_tnr", "Flat card A4 double-sided", "Cards", 0.9, 22],
    [...material(greetingCardPapers(2)), ...finish(0.15), ...corners(), ...envelope(0.25)],
    size(210, 297),
  ),
  product(
    ["card_folded_us_500x700_p_double_fc_tnr", "Folded card 5x7 in portrait", "Cards", 0.95, 18],
    [...material(greetingCardPapers(1)), ...finish(0.12), ...corners(), ...envelope(0.15)],
    size(127, 178),
  ),

  // Calendars (§5: calendar_13_pages).
  product(
    [
      "calendar_wall_int_a4_p_12_single_fc_tnr",
      "Wall calendar A4 portrait, 12 months",
      "Calendars",
      6.5,
      250,
    ],
    family("type_calendar_pages", [["calendar_13_pages", "13 pages (cover and 12 months)"]]),
    size(210, 297),
  ),
  product(
    [
      "calendar_wall_int_a5_l_double_fc_tnr",
      "Wall calendar A5 landscape, double-sided",
      "Calendars",
      4.5,
      120,
    ],
    family("type_calendar_pages", [["calendar_13_pages", "13 pages (cover and 12 months)"]]),
    size(210, 148),
  ),
  product(
    [
      "calendar_desk_us_850x375_p_12_single_fc_tnr",
      "Desk calendar 8.5x3.75 in, 12 months",
      "Calendars",
      5.5,
      180,
    ],
    family("type_calendar_pages", [["calendar_13_pages", "13 pages (cover and 12 months)"]]),
    size(216, 95),
  ),

  // Puzzle: §5 documents no option for it.
  product(
    ["puzzle_480x340_mm_500_pieces", "Jigsaw puzzle 480x340 mm, 500 pieces", "Puzzles", 11, 450],
    [],
    size(480, 340),
  ),
];
