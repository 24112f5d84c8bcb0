import { expect, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { expectNoA11yViolations } from "./support/accessibility";
import { signUpAndConfirm, test } from "./support/accounts";
import { completeSteps } from "./support/checkout-steps";
import { message, pathIn, type TestLocale } from "./support/messages";
import { waitForPrintOrder } from "./support/print-provider";
import { PROVIDER_IMPORT_STAFF_EMAILS } from "./support/staff";
import { pdf, uploadDesign } from "./support/uploads";

/*
 * docs/admin.md#provider-catalogue: staff create a shop product from a product of the provider account
 * (here the simulator's demo account), choose which sizes, colours or papers to offer with names in
 * both languages and prices, publish it, and a customer buys it: the printer receives exactly the
 * provider product and the option references of what the customer chose.
 */

type Offer = { values: { index: number; th: string; price?: string }[]; name: { en: string; th: string } };

type Case = {
  locale: TestLocale;
  staff: string;
  provider: string;
  reference: string;
  category: string;
  names: { en: string; th: string };
  price: string;
  sides?: "2";
  /** Upload the product's picture (else a path of one under /images). */
  uploadPicture?: boolean;
  /** What the cart badge counts after adding the product's smallest quantity. */
  cartCount?: string;
  /** Thai names of the measures of the size chart the account's specs prefill, in the account's order. */
  sizeChartThai?: string[];
  /** Family index (in the account's order) → what is offered; unlisted families are left at the printer's default. */
  offers: Record<number, Offer>;
  /** What the customer picks: option select id → value. */
  choice: Record<string, string>;
  design: Parameters<typeof uploadDesign>[2];
  /** A double-sided product: the back's design, uploaded in its own drop zone (the front takes `design`). */
  back?: Parameters<typeof uploadDesign>[2];
  /**
   * A back printed only with one value (the import form's "Back printed"), which the customer doesn't
   * pick: the page names that value where the back's drop zone would be, and the front goes alone.
   */
  backOnlyWith?: { reference: string; option: string; value: string };
  /** A design the product refuses, uploaded first: the message under it, then removed. */
  refused?: { design: Parameters<typeof uploadDesign>[2]; message: string };
  expected: { options: string[] };
};

const png = async (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1f2937" } })
    .png()
    .toBuffer();

const CASES: Case[] = [
  {
    locale: "en",
    staff: PROVIDER_IMPORT_STAFF_EMAILS.en,
    provider: "demo_apparel_tshirt_unisex",
    reference: "e2e-tee",
    category: "apparel",
    names: { en: "E2E Organic Tee", th: "เสื้อยืดทดสอบ" },
    price: "21.00",
    uploadPicture: true,
    sizeChartThai: ["ความกว้างหน้าอก", "ความยาวตัวเสื้อ"],
    sides: "2",
    backOnlyWith: {
      reference: "print_position_front_back",
      option: "Print",
      value: "Printed on the front and the back",
    },
    offers: {
      // Sizes M (the account's default, listed first), S, L, XL, XXL.
      0: {
        name: { en: "Size", th: "ไซซ์" },
        values: [
          { index: 0, th: "M" },
          { index: 1, th: "S" },
          { index: 2, th: "L" },
          { index: 3, th: "XL", price: "2.00" },
          { index: 4, th: "XXL", price: "3.00" },
        ],
      },
      // Four colours: white, black, navy, heather grey (red left out).
      1: {
        name: { en: "Colour", th: "สี" },
        values: [
          { index: 0, th: "ขาว" },
          { index: 1, th: "ดำ" },
          { index: 2, th: "กรมท่า" },
          { index: 3, th: "เทา" },
        ],
      },
      // Front only (the account's default) or front and back, which costs more.
      2: {
        name: { en: "Print", th: "การพิมพ์" },
        values: [
          { index: 0, th: "ด้านหน้าเท่านั้น" },
          { index: 1, th: "ด้านหน้าและด้านหลัง", price: "4.00" },
        ],
      },
    },
    choice: {
      "option-apparel-size": "xl",
      "option-apparel-color": "black",
      "option-print-position": "front",
    },
    design: { name: "front.png", mimeType: "image/png", buffer: Buffer.alloc(0) },
    expected: { options: ["apparel_size_xl", "apparel_color_black", "print_position_front"] },
  },
  {
    locale: "th",
    staff: PROVIDER_IMPORT_STAFF_EMAILS.th,
    provider: "demo_sticker_die_cut",
    reference: "e2e-die-cut",
    category: "stickers",
    names: { en: "E2E Die-cut Stickers", th: "สติกเกอร์ไดคัททดสอบ" },
    price: "1.20",
    cartCount: "10",
    offers: {
      1: {
        name: { en: "Finish", th: "ผิวสติกเกอร์" },
        values: [
          { index: 0, th: "ไวนิลเงา" },
          { index: 1, th: "ไวนิลด้าน", price: "0.10" },
        ],
      },
    },
    choice: { "option-sticker-material": "sticker-vinyl-matte" },
    // A die-cut sticker needs its cut line: a PDF without one is explained and refused first.
    refused: {
      design: { name: "no-cut-line.pdf", mimeType: "application/pdf", buffer: pdf(1, 82, 82) },
      message: "uploads.readinessCutLineMissing",
    },
    design: {
      name: "sticker.pdf",
      mimeType: "application/pdf",
      buffer: pdf(1, 82, 82, { cutContour: true }),
    },
    expected: { options: ["sticker_vinyl_matte"] },
  },
  {
    locale: "en",
    staff: PROVIDER_IMPORT_STAFF_EMAILS.postcard,
    provider: "demo_postcard_a6_double_sided",
    reference: "e2e-postcard",
    category: "postcards",
    names: { en: "E2E Postcards", th: "โปสการ์ดทดสอบ" },
    price: "1.60",
    sides: "2",
    offers: {
      1: {
        name: { en: "Finish", th: "การเคลือบ" },
        values: [
          { index: 0, th: "ไม่เคลือบ" },
          { index: 2, th: "เคลือบเงา", price: "0.10" },
        ],
      },
    },
    choice: { "option-sheet-product-finish": "product-finish-gloss" },
    // Each side on its own, at trim + 3 mm bleed: a PDF front and a photo for the back.
    design: { name: "front.pdf", mimeType: "application/pdf", buffer: pdf(1, 154, 111) },
    back: { name: "back.png", mimeType: "image/png", buffer: Buffer.alloc(0) },
    expected: { options: ["product_finish_gloss"] },
  },
];

/** Fills the import form as staff would and creates the product; answers its shop id. */
async function importAndPublish(staff: Page, item: Case): Promise<number> {
  const { locale } = item;
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
  await staff.goto(pathIn(locale, `/admin/catalogue/provider?q=${item.provider}`));
  await staff
    .getByTestId("provider-catalogue-row")
    .filter({ hasText: item.provider })
    .getByRole("link")
    .click();
  await staff.getByRole("link", { name: t("admin.providerCatalogue.product.create") }).click();
  await expect(staff.getByRole("heading", { level: 2 })).toBeVisible();
  await expectNoA11yViolations(staff, "provider import form");

  const byId = (id: string) => staff.locator(`#product-${id}`);
  await byId("reference").fill(item.reference);
  await byId("category").selectOption(item.category);
  for (const language of ["en", "th"] as const) {
    await byId(`name-${language}`).fill(item.names[language]);
    await byId(`description-${language}`).fill(`${item.names[language]}: e2e`);
    await byId(`image-alt-${language}`).fill(item.names[language]);
  }
  await byId("unit-th").fill("ชิ้น");
  await byId("basePrice").fill(item.price);
  if (item.sides) await byId("sides").selectOption(item.sides);
  if (item.uploadPicture) {
    // A picture uploaded to the shop's storage, not only a path under /images.
    await staff.getByLabel(t("admin.catalog.upload.label")).setInputFiles({
      name: "shirt.png",
      mimeType: "image/png",
      buffer: await png(1200, 900),
    });
    await expect(byId("image-url")).toHaveValue(/^\/media\/catalog\/[0-9a-f-]+\.webp$/, { timeout: 30_000 });
    // Where the customer's design is drawn on it, set in the import form already (the middle half).
    await byId("image-mockupArea").check();
    await expect(staff.getByTestId("mockup-area-outline")).toBeVisible();
  } else await byId("image-url").fill("/images/products/postcard-a6-1.svg");
  for (const [family, offer] of Object.entries(item.offers)) {
    await byId(`options-${family}-offered`).check();
    await byId(`options-${family}-name-en`).fill(offer.name.en);
    await byId(`options-${family}-name-th`).fill(offer.name.th);
    const offered = new Set(offer.values.map((value) => value.index));
    const all = await staff.locator(`[id^="product-options-${family}-values-"][id$="-offered"]`).count();
    for (let index = 0; index < all; index++)
      if (!offered.has(index)) await byId(`options-${family}-values-${index}-offered`).uncheck();
    for (const value of offer.values) {
      await byId(`options-${family}-values-${value.index}-name-th`).fill(value.th);
      if (value.price) await byId(`options-${family}-values-${value.index}-priceModifier`).fill(value.price);
    }
  }
  // A garment's chart comes filled in from the account, English names given; staff write the Thai.
  for (const [index, name] of (item.sizeChartThai ?? []).entries())
    await byId(`sizeChart-measures-${index}-th`).fill(name);
  if (item.backOnlyWith) await byId("backWith").selectOption(item.backOnlyWith.reference);
  await staff.getByRole("button", { name: t("admin.catalog.import.create") }).click();
  await staff.waitForURL(/\/admin\/database\/catalog\/\d+/);
  const id = Number(/\/catalog\/(\d+)/.exec(staff.url())![1]);

  // The edit page shows the printer's cost against our prices; then staff put it on sale.
  await expect(staff.getByRole("heading", { name: t("admin.catalog.margins.title") })).toBeVisible();
  if (item.uploadPicture) {
    // Staff may look at the cost delivered elsewhere; publishing is judged at the reference country.
    await staff.getByLabel(t("admin.catalog.margins.country")).selectOption("TH");
    await staff.waitForURL(/[?&]country=TH/);
    await expect(staff.getByLabel(t("admin.catalog.margins.country"))).toHaveValue("TH");
  }
  await staff.getByLabel(t("admin.catalog.activeLabel")).check();
  await staff.getByRole("button", { name: t("admin.catalog.save") }).click();
  await expect(staff.getByText(t("admin.catalog.toast.saved"))).toBeVisible();
  return id;
}

/** The customer's side: the product page, the chosen options, a design, checkout and payment. */
async function buy(page: Page, item: Case, id: number): Promise<string> {
  const { locale } = item;
  await page.goto(pathIn(locale, `/product/${id}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.names[locale]);
  if (item.refused) {
    const t = (key: string) => message(locale, key);
    await expect(page.getByTestId("cut-line-hint")).toHaveText(t("product.cutLineHint"));
    const row = await uploadDesign(page, locale, item.refused.design);
    await expect(row.getByRole("alert")).toHaveText(t(item.refused.message));
    await expect(page.getByText(t("product.fixFilesFirst"))).toBeVisible();
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await row
      .getByRole("button", { name: message(locale, "uploads.remove", { file: item.refused.design.name }) })
      .click();
    await expect(row).toHaveCount(0);
  }
  const design = item.design.buffer.length ? item.design : { ...item.design, buffer: await png(1800, 2400) };
  // docs/product-rules.md#sides: a drop zone per side (named by the import), each checked on its own.
  const region = (name: { en: string; th: string }) => page.getByRole("region", { name: name[locale] });
  if (item.back) {
    await uploadDesign(region({ en: "Front", th: "ด้านหน้า" }), locale, design);
    const back = { ...item.back, buffer: await png(1800, 1275) };
    await uploadDesign(region({ en: "Back", th: "ด้านหลัง" }), locale, back);
  } else if (item.backOnlyWith) {
    // A back asked for only with another choice: no drop zone, and the page says which choice would.
    const { option, value } = item.backOnlyWith;
    await expect(page.getByTestId("area-not-asked")).toContainText(
      message(locale, "product.areaNotAsked", { option, value }),
    );
    await uploadDesign(region({ en: "Front", th: "ด้านหน้า" }), locale, design);
    // The front is drawn on the picture, in the mockup area set at the import.
    await expect(
      page
        .getByTestId("gallery-main")
        .getByRole("img", { name: message(locale, "product.mockupAlt", { name: item.names[locale] }) })
        .getByTestId("mockup-design"),
    ).toHaveAttribute("src", /\/api\/uploads\/.+\/preview/);
    // Picking the value that prints the back asks for its design; going back leaves the front alone.
    const print = page.locator("#option-print-position");
    await print.selectOption("front-back");
    await expect(region({ en: "Back", th: "ด้านหลัง" }).locator('input[type="file"]')).toHaveCount(1);
    await print.selectOption("front");
    await expect(page.getByTestId("area-not-asked")).toBeVisible();
  } else await uploadDesign(page, locale, design);
  // Chosen once the page is interactive (the upload above needs it), so the choice is React's too.
  for (const [select, value] of Object.entries(item.choice)) {
    await page.locator(`#${select}`).selectOption(value);
    await expect(page.locator(`#${select}`)).toHaveValue(value);
  }
  const addToCart = page.getByTestId("add-to-cart");
  await expect(addToCart).toBeEnabled({ timeout: 20_000 });
  await addToCart.click();
  // One line of the product's smallest quantity (the account's minimum: ten stickers).
  await expect(page.getByTestId("cart-count")).toHaveText(item.cartCount ?? "1");
  await page.goto(pathIn(locale, "/checkout"));
  await completeSteps(page, locale);
  await page.getByTestId("place-order").click();
  await page.waitForURL(/\/pay\/cs_test_/);
  await page.locator('button[value="card"]').click();
  await page.waitForURL(/order-success\?order=PG-/);
  return new URL(page.url()).searchParams.get("order")!;
}

for (const [index, item] of CASES.entries()) {
  test(`${item.locale}: staff sell ${item.provider} from the provider's catalogue and the printer receives what was chosen`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const staffContext = await browser.newContext({
      extraHTTPHeaders: { "x-forwarded-for": `10.250.7.${index + 10}` },
    });
    const staff = await staffContext.newPage();
    await signUpAndConfirm(staff, item.locale, item.staff, pathIn(item.locale, "/admin/catalogue/provider"));
    const id = await importAndPublish(staff, item);
    await staffContext.close();

    const number = await buy(page, item, id);
    const sent = (await waitForPrintOrder(number)) as unknown as {
      items: { product: string; options: { type: string }[]; files: { type: string; url: string }[] }[];
    };
    expect(sent.items).toHaveLength(1);
    if (item.backOnlyWith) {
      // The front alone: a one-page file for the printer.
      expect(sent.items[0]!.files.map((file) => file.type)).toEqual(["product"]);
      const file = await fetch(sent.items[0]!.files[0]!.url);
      const printed = await PDFDocument.load(new Uint8Array(await file.arrayBuffer()));
      expect(printed.getPageCount()).toBe(1);
    }
    if (item.back) {
      // One file for the printer: the front's page, then the back's.
      expect(sent.items[0]!.files.map((file) => file.type)).toEqual(["product"]);
      const file = await fetch(sent.items[0]!.files[0]!.url);
      expect(file.status).toBe(200);
      const printed = await PDFDocument.load(new Uint8Array(await file.arrayBuffer()));
      expect(printed.getPageCount()).toBe(2);
    }
    expect(sent.items[0]!.product).toBe(item.provider);
    expect(sent.items[0]!.options.map((option) => option.type).sort()).toEqual(
      [...item.expected.options].sort(),
    );
  });
}
