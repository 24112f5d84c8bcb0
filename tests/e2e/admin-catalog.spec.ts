import { expect, type Page } from "@playwright/test";
import { signUpAndConfirm, test } from "./support/accounts";
import { message } from "./support/messages";
import { CATALOG_STAFF_EMAIL } from "./support/staff";

/*
 * Staff edit a product in Admin → Database → Catalog and a visitor's product page, in another
 * browser context, shows the change on its next load: the save drops every process's catalog cache at
 * commit. Product 13 (A4 Bi-Fold Brochure, $27.99) is used because no other spec asserts its price or
 * name or price breaks; the spec puts them back in a `finally`, through the same form.
 */

const PRODUCT = 13;
const ORIGINAL_PRICE = "27.99";
const ORIGINAL_THAI_NAME = "โบรชัวร์ A4 พับครึ่ง";

const en = (key: string, values?: Record<string, string>) => message("en", key, values);
const th = (key: string, values?: Record<string, string>) => message("th", key, values);

/** Saves the open form and waits for the toast that says so. */
async function save(staff: Page, t: typeof en) {
  await staff.getByRole("button", { name: t("admin.catalog.save"), exact: true }).click();
  await expect(staff.getByText(t("admin.catalog.toast.saved"), { exact: true })).toBeVisible();
  await expect(staff.getByTestId("product-unsaved")).toHaveCount(0);
}

test("staff change a product's price and Thai name, and the shop shows both at once", async ({
  page: staff,
  browser,
}) => {
  test.setTimeout(180_000);
  const visitorContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.0.13" } });
  const visitor = await visitorContext.newPage();
  const unitPrice = visitor.getByTestId("quote").getByTestId("quote-unit");
  await visitor.goto(`/product/${PRODUCT}`);
  await expect(unitPrice).toHaveText(`$${ORIGINAL_PRICE}`);

  await signUpAndConfirm(staff, "en", CATALOG_STAFF_EMAIL, "/admin/database/catalog");
  await expect(staff.getByRole("heading", { name: en("admin.catalog.heading") })).toBeVisible();
  await staff.getByLabel(en("admin.catalog.search"), { exact: true }).fill("bi-fold");
  await staff.getByRole("button", { name: en("admin.catalog.apply"), exact: true }).click();
  await expect(staff).toHaveURL(/[?&]q=bi-fold/);
  await expect(staff.getByTestId("admin-catalog-row")).toHaveCount(1);
  await staff
    .getByRole("link", { name: en("admin.catalog.editProduct", { name: "A4 Bi-Fold Brochure" }) })
    .click();
  await expect(staff).toHaveURL(new RegExp(`/admin/database/catalog/${PRODUCT}\\?q=bi-fold$`));
  // The page's old address (before the code took one spelling) still reaches it, for bookmarks.
  await staff.goto(`/admin/database/catalogue/${PRODUCT}`);
  await expect(staff).toHaveURL(new RegExp(`/admin/database/catalog/${PRODUCT}$`));

  const price = staff.locator("#product-basePrice");
  await expect(price).toHaveValue(ORIGINAL_PRICE);
  try {
    // A comma is explained, not guessed at; the unsaved hint shows until a save succeeds.
    await price.fill("31,50");
    await expect(staff.getByTestId("product-unsaved")).toBeVisible();
    await staff.getByRole("button", { name: en("admin.catalog.save"), exact: true }).click();
    await expect(staff.locator("#product-basePrice-error")).toHaveText(en("admin.catalog.errors.priceComma"));
    await price.fill("31.50");
    await save(staff, en);

    await visitor.reload();
    await expect(unitPrice).toHaveText("$31.50");

    // The same form in Thai: Thai labels, and the Thai name reaches the Thai product page at once.
    await staff.goto(`/th/admin/database/catalog/${PRODUCT}`);
    await expect(
      staff.getByRole("heading", { name: th("admin.catalog.editTitle", { name: ORIGINAL_THAI_NAME }) }),
    ).toBeVisible();
    await expect(staff.getByText(th("admin.catalog.texts"), { exact: true })).toBeVisible();
    await expect(staff.getByRole("textbox", { name: th("admin.catalog.basePrice") })).toHaveValue("31.50");
    await staff.locator("#product-name-th").fill(`${ORIGINAL_THAI_NAME} รุ่นพิเศษ`);
    await save(staff, th);

    await visitor.goto(`/th/product/${PRODUCT}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`${ORIGINAL_THAI_NAME} รุ่นพิเศษ`);

    // A price break staff add: a percent above 90 is explained; a saved break is on the product page.
    await staff.goto(`/admin/database/catalog/${PRODUCT}`);
    await staff.getByRole("button", { name: en("admin.catalog.priceBreaks.add"), exact: true }).click();
    await staff.locator("#product-priceBreaks-3-minQuantity").fill("50");
    await staff.locator("#product-priceBreaks-3-percentOff").fill("95");
    await staff.getByRole("button", { name: en("admin.catalog.save"), exact: true }).click();
    await expect(staff.locator("#product-priceBreaks-3-percentOff-error")).toHaveText(
      en("admin.catalog.errors.breakPercent"),
    );
    await staff.locator("#product-priceBreaks-3-percentOff").fill("20");
    await save(staff, en);

    await visitor.goto(`/product/${PRODUCT}`);
    await expect(visitor.getByTestId("price-breaks").locator('[data-from="50"]')).toContainText(
      en("priceBreaks.percentOff", { percent: "20" }),
    );

    // A mockup area on the second picture (the first has the data file's): past the edge is explained;
    // saved, it is there after a reload. The reload first lets the last save's toast go.
    await staff.reload();
    const secondPicture = staff.getByTestId("product-image").nth(1);
    await expect(secondPicture.getByTestId("mockup-area-outline")).toHaveCount(0);
    await secondPicture.getByLabel(en("admin.catalog.mockup.enable")).check();
    await expect(secondPicture.getByTestId("mockup-area-outline")).toBeVisible();
    await staff.locator("#product-images-1-mockupArea-left").fill("60");
    await staff.getByRole("button", { name: en("admin.catalog.save"), exact: true }).click();
    await expect(staff.locator("#product-images-1-mockupArea-width-error")).toHaveText(
      en("admin.catalog.errors.mockupOutside"),
    );
    await staff.locator("#product-images-1-mockupArea-left").fill("20");
    await save(staff, en);
    await staff.reload();
    await expect(staff.locator("#product-images-1-mockupArea-left")).toHaveValue("20");
    await expect(staff.locator("#product-images-1-mockupArea-width")).toHaveValue("50");
  } finally {
    // Put the product back as other runs expect it (it stays marked as edited by staff).
    await staff.goto(`/admin/database/catalog/${PRODUCT}`);
    await staff.locator("#product-basePrice").fill(ORIGINAL_PRICE);
    await staff.locator("#product-name-th").fill(ORIGINAL_THAI_NAME);
    const addedBreak = staff.getByRole("button", {
      name: en("admin.catalog.priceBreaks.remove", { number: "4" }),
      exact: true,
    });
    if (await addedBreak.count()) await addedBreak.click();
    await staff.getByTestId("product-image").nth(1).getByLabel(en("admin.catalog.mockup.enable")).uncheck();
    await staff.getByRole("button", { name: en("admin.catalog.save"), exact: true }).click();
    await expect(
      staff
        .getByText(en("admin.catalog.toast.saved"), { exact: true })
        .or(staff.getByText(en("admin.catalog.toast.unchanged"), { exact: true })),
    ).toBeVisible();
    await visitorContext.close();
  }
});
