import { expect, test } from "@playwright/test";
import { completeSteps } from "./support/checkout-steps";
import { locales, message, pathIn } from "./support/messages";
import { waitForPrintOrder } from "./support/print-provider";
import { pdf, uploadDesign } from "./support/uploads";

type SimFile = { type: string; url: string; md5sum: string };

for (const locale of locales) {
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

  test(`${locale}: a brochure with its cover and interior, checked, bought, and printed as cover + book`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // The A5 brochure: 148 × 210 mm pages, a 300 × 210 mm cover spread, 24 or 48 pages.
    await page.goto(pathIn(locale, "/product/6"));
    const cover = page.getByRole("region", { name: locale === "th" ? "ปก" : "Cover" });
    const interior = page.getByRole("region", { name: locale === "th" ? "หน้าเนื้อใน" : "Interior pages" });
    await expect(cover).toBeVisible();
    await expect(interior).toBeVisible();

    // Each waits for the server's check of its file (the row with its hints), not for the name alone.
    await uploadDesign(cover, locale, {
      name: "cover.pdf",
      mimeType: "application/pdf",
      buffer: pdf(1, 303, 213),
    });
    await uploadDesign(interior, locale, {
      name: "pages.pdf",
      mimeType: "application/pdf",
      buffer: pdf(48, 151, 213),
    });

    // 24 pages are chosen (the default) and the interior has 48: said under the file, in words.
    const warning =
      locale === "en"
        ? "Your interior has 48 pages; you chose 24. Upload a PDF with 24 pages or choose another page count."
        : t("uploads.readinessInteriorPageCount", { pages: "48", expected: "24" });
    await expect(interior.getByRole("alert")).toHaveText(warning);
    await expect(cover.getByRole("alert")).toHaveCount(0);
    // Adding is refused until the file is fixed.
    await expect(page.getByText(t("product.fixFilesFirst"))).toBeVisible();
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);

    // Choosing 48 pages fixes it: the file is judged again.
    await page.getByLabel(locale === "th" ? "จำนวนหน้า" : "Pages", { exact: true }).selectOption("48");
    await expect(interior.getByRole("alert")).toHaveCount(0);
    await expect(page.getByText(t("product.fixFilesFirst"))).toHaveCount(0);
    await page.getByTestId("add-to-cart").click();
    // The server checks the line again (product, options, both files) before adding it: on a busy 2-core
    // runner, with the other worker analysing uploads, that took longer than the default 5 s once in CI.
    await expect(page.getByTestId("cart-count")).toHaveText("1", { timeout: 20_000 });

    await page.goto(pathIn(locale, "/checkout"));
    await completeSteps(page, locale);
    await page.getByTestId("place-order").click();
    await page.waitForURL(/\/pay\/cs_test_/);
    await page.locator('button[value="card"]').click();
    await page.waitForURL(/order-success\?order=PG-/);
    await expect(page.getByRole("heading", { name: t("orderSuccess.confirmed.title") })).toBeVisible({
      timeout: 30_000,
    });
    const orderNumber = new URL(page.url()).searchParams.get("order")!;

    // The print provider received both files, each as what it is.
    const printOrder = (await waitForPrintOrder(orderNumber)) as unknown as {
      items: { product: string; files: SimFile[] }[];
    };
    expect(printOrder.items).toHaveLength(1);
    const files = printOrder.items[0]!.files;
    expect(files.map((file) => file.type)).toEqual(["cover", "book"]);
    expect(files.every((file) => /\/api\/uploads\/[0-9a-f-]+\/original\?/.test(file.url))).toBe(true);
  });
}
