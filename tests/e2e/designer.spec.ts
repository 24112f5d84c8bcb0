import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoA11yViolations } from "./support/accessibility";
import { signUpAndConfirm, test, uniqueEmail } from "./support/accounts";
import { completeSteps } from "./support/checkout-steps";
import { locales, message, pathIn, type TestLocale } from "./support/messages";
import { waitForPrintOrder } from "./support/print-provider";
import { comparableThai, differenceFromPreview, printFileFacts, printFileText } from "./support/print-file";
import { FILE_CHECK_TIMEOUT } from "./support/uploads";

/** Thai with marks stacked above and below consonants: the shaping a renderer can get wrong. */
const THAI_NAME = "ผู้จัดการ ที่นี่ น้ำใจ";

type SentOrder = { items: { files: { type: string; url: string }[] }[] };

/** A flat orange logo of 300 × 150 px: 300 dpi when placed 25.4 mm wide. */
const logo = () =>
  sharp({ create: { width: 300, height: 150, channels: 3, background: "#ea580c" } })
    .png()
    .toBuffer();

function designer(page: Page, locale: TestLocale) {
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
  const main = page.getByRole("main");
  return {
    t,
    main,
    field: (key: string) => main.getByLabel(t(key), { exact: true }),
    button: (key: string, values?: Record<string, string>) =>
      main.getByRole("button", { name: t(key, values), exact: true }),
    warnings: main.getByTestId("design-warnings"),
  };
}

/** Sets a numeric field of the properties panel and leaves it, as a customer would. */
async function setNumber(
  page: Page,
  field: ReturnType<typeof designer>["field"],
  key: string,
  value: string,
) {
  const input = field(key);
  await input.fill(value);
  await input.press("Tab");
}

async function downloadPreview(page: Page, locale: TestLocale): Promise<Buffer> {
  const { button } = designer(page, locale);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    button("designer.download.button").click(),
  ]);
  return readFile((await download.path())!);
}

for (const locale of locales) {
  test(`${locale}: a business card designed online prints as the designer showed it, and reopens for a reorder`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const d = designer(page, locale);
    const email = uniqueEmail("designer");
    await signUpAndConfirm(page, locale, email, pathIn(locale, "/products"));

    // From the product page to the designer, with the choices made there.
    await page.goto(pathIn(locale, "/product/1"));
    await page.getByRole("link", { name: d.t("product.designOnline") }).click();
    await expect(page).toHaveURL(/\/design\/1\?/);

    // A template, then the name in Thai with stacked marks.
    await expect(d.main.locator('[data-testid^="template-"]').first()).toBeVisible();
    await expectNoA11yViolations(page, "template picker");
    await d.main.locator('[data-testid^="template-"]:not([data-testid="template-blank"])').first().click();
    await page.getByTestId("layer-name").click();
    await d.field("designer.text.text").fill(THAI_NAME);
    await expectNoA11yViolations(page, "editor with a text selected");

    // A logo: placed at 300 dpi, warned about once stretched, fine again at a smaller size.
    await d.main.getByLabel(d.t("designer.toolbar.addImage")).setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: await logo(),
    });
    const logoLayer = d.main.getByRole("button", {
      name: new RegExp(d.t("designer.elements.image", { name: "logo.png" })),
    });
    await expect(logoLayer).toBeVisible({ timeout: FILE_CHECK_TIMEOUT });
    const lowDpi = d.warnings.getByText(/dpi/);
    await setNumber(page, d.field, "designer.panel.width", "60");
    await expect(lowDpi).toBeVisible();
    await setNumber(page, d.field, "designer.panel.width", "20");
    await setNumber(page, d.field, "designer.panel.height", "10");
    await expect(lowDpi).toHaveCount(0);
    await setNumber(page, d.field, "designer.panel.x", "62");
    await setNumber(page, d.field, "designer.panel.y", "8");
    await expect(page.getByTestId("save-status")).toHaveText(d.t("designer.save.saved"), { timeout: 20_000 });

    const preview = await downloadPreview(page, locale);

    // Into the cart (past the warnings dialog, if the template's text now reaches past the safe area).
    await d.button("designer.cart.add").click();
    const anyway = page.getByRole("button", { name: d.t("designer.cart.addAnyway") });
    await expect(page.getByTestId("cart-count").or(anyway)).toBeVisible({ timeout: 60_000 });
    if (await anyway.isVisible()) await anyway.click();
    await expect(page.getByTestId("cart-count")).toHaveText("1", { timeout: 60_000 });

    // Pay by card on the payment simulator.
    await page.goto(pathIn(locale, "/checkout"));
    await completeSteps(page, locale, { email });
    await page.getByTestId("place-order").click();
    await page.waitForURL(/\/pay\/cs_test_/);
    await page.locator('button[value="card"]').click();
    await page.waitForURL(/order-success\?order=PG-/);
    const number = new URL(page.url()).searchParams.get("order")!;

    // What the printer receives: one page of 85 × 55 mm plus 3 mm bleed on each edge, fonts embedded,
    // the text extractable, and drawn as the designer's preview drew it.
    const sent = (await waitForPrintOrder(number)) as unknown as SentOrder;
    const file = sent.items[0]!.files.find((candidate) => candidate.type === "product")!;
    const bytes = new Uint8Array(await (await fetch(file.url)).arrayBuffer());
    const facts = await printFileFacts(bytes);
    expect(facts.pageCount).toBe(1);
    expect(facts.mediaBox.width).toBeCloseTo(91, 1);
    expect(facts.mediaBox.height).toBeCloseTo(61, 1);
    expect(facts.trimBox.width).toBeCloseTo(85, 1);
    expect(facts.fonts.length).toBeGreaterThan(0);
    expect(facts.fonts.every((font) => font.embedded && /^\/[A-Z]{6}\+/.test(font.name))).toBe(true);
    const text = await printFileText(bytes);
    // Every character, the marks drawn as alternate glyphs too; ำ as the font draws it (comparableThai).
    expect(comparableThai(text)).toContain(comparableThai(THAI_NAME));
    const difference = await differenceFromPreview(bytes, preview);
    test
      .info()
      .annotations.push({ type: "blocks differing from the preview", description: String(difference) });
    expect(difference).toBeLessThan(0.002);

    // The design reopens from My account, as it was; its row shows the front, drawn (ink on the paper).
    await page.goto(`${pathIn(locale, "/my-account")}?tab=designs`);
    const thumbnail = d.main.getByTestId("design-thumbnail").first();
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() =>
        thumbnail.evaluate((canvas: HTMLCanvasElement) => {
          const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
          let ink = 0;
          for (let index = 0; index < data.length; index += 4) if (data[index]! < 200) ink++;
          return ink;
        }),
      )
      .toBeGreaterThan(100);
    await d.main
      .getByRole("link", { name: new RegExp(d.t("designs.open")) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/design\/1\?.*design=/);
    await expect(page.getByTestId("layer-name")).toContainText(THAI_NAME);

    // Order again: the same print file goes back into the cart.
    await page.goto(`${pathIn(locale, "/my-account")}/orders/${number}`);
    await page.getByRole("button", { name: d.t("account.order.orderAgain") }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  });
}

test("a postcard's back is designed on its own side and goes into the cart with the front", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const locale = "en";
  const d = designer(page, locale);
  const { products } = (await (await page.request.get("/api/products?category=postcards")).json()) as {
    products: { id: number }[];
  };
  const postcard = products[0]!;
  await page.goto(pathIn(locale, `/design/${postcard.id}`));
  await d.main.locator('[data-testid^="template-"]:not([data-testid="template-blank"])').first().click();
  await page.getByRole("tab", { name: /back/i }).click();
  await d.button("designer.toolbar.addText").click();
  await d.field("designer.text.text").fill("Greetings from Bangkok");
  await expect(page.getByTestId("save-status")).toHaveText(d.t("designer.save.saved"), { timeout: 20_000 });
  await d.button("designer.cart.add").click();
  const anyway = page.getByRole("button", { name: d.t("designer.cart.addAnyway") });
  await expect(page.getByTestId("cart-count").or(anyway)).toBeVisible({ timeout: 60_000 });
  if (await anyway.isVisible()) await anyway.click();
  // One line (the postcard's least quantity) holding both sides' print files.
  await page.getByRole("button", { name: d.t("product.viewCart") }).click();
  const files = page.getByRole("list", { name: d.t("cart.files") });
  await expect(files).toHaveCount(1);
  await expect(files.getByRole("listitem")).toHaveCount(2);
  await expect(files).toContainText("-front.pdf");
  await expect(files).toContainText("-back.pdf");
});
