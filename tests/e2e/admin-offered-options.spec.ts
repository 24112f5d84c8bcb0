import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/accessibility";
import { signUpAndConfirm, test } from "./support/accounts";
import { message, pathIn } from "./support/messages";
import { FILE_OPTIONS_STAFF_EMAIL, OFFERED_OPTIONS_STAFF_EMAIL } from "./support/staff";

/*
 * docs/admin.md#offered-options: staff take a value off an imported product (the demo postcards, imported
 * at start from the demo account) and offer it again, in Thai, and the shop's product page follows each
 * time; and they add an option to a product of the data file, whose pack sizes are kept. Each test
 * puts the product back in a `finally`, so the demo shop is as it was.
 */

const POSTCARDS = "postcards-a6";
const MATTE = "product_finish_matte";
const t = (key: string, values?: Record<string, string>) => message("th", key, values);

async function demoPostcardsId(request: APIRequestContext): Promise<number> {
  const response = await request.get("/api/products?lang=en&category=postcards&limit=100");
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: { id: number; reference: string }[] };
  const postcards = products.find((product) => product.reference === POSTCARDS);
  expect(postcards, "the demo postcards are in the shop").toBeDefined();
  return postcards!.id;
}

/** The matte finish's row on the options form, found by the printer's reference it shows. */
const matteRow = (staff: Page) =>
  staff.locator("li").filter({ has: staff.locator("code", { hasText: new RegExp(`^${MATTE}$`) }) });

async function saveOptions(staff: Page, id: number, locale: "en" | "th" = "th") {
  await staff.getByRole("button", { name: message(locale, "admin.catalog.offeredOptions.save") }).click();
  await expect(
    staff.getByText(message(locale, "admin.catalog.offeredOptions.saved"), { exact: true }),
  ).toBeVisible();
  await staff.waitForURL((url) => url.pathname === pathIn(locale, `/admin/database/catalog/${id}`));
}

test("staff take a finish off the demo postcards and offer it again, and the shop follows, in Thai", async ({
  page: staff,
  browser,
}) => {
  test.setTimeout(240_000);
  const id = await demoPostcardsId(staff.request);
  const visitorContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.8.31" } });
  const visitor = await visitorContext.newPage();
  /** Whether the product page offers a choice named `name` (a price difference may follow the name). */
  const offers = async (page: Page, name: string) => {
    await page.goto(pathIn("th", `/product/${id}`));
    const choices = await page.locator("option").allTextContents();
    return choices.some((choice) => choice === name || choice.startsWith(`${name} (`));
  };

  await signUpAndConfirm(
    staff,
    "th",
    OFFERED_OPTIONS_STAFF_EMAIL,
    pathIn("th", `/admin/database/catalog/${id}`),
  );
  await staff.getByRole("link", { name: t("admin.catalog.offeredOptions.manage") }).click();
  await expect(staff.getByRole("heading", { level: 2 })).toContainText(
    t("admin.catalog.offeredOptions.pageTitle"),
  );
  await expectNoA11yViolations(staff, "offered options form");
  const matte = matteRow(staff).getByRole("checkbox");
  await expect(matte).toBeChecked();
  const matteThai = await matteRow(staff).locator('input[id$="-name-th"]').inputValue();
  expect(matteThai).not.toBe("");
  expect(await offers(visitor, matteThai)).toBe(true);

  await matte.uncheck();
  await saveOptions(staff, id);
  try {
    expect(await offers(visitor, matteThai)).toBe(false);
  } finally {
    // Offered again: a value ticked anew starts with the account's note in English; staff write the Thai.
    await staff.goto(pathIn("th", `/admin/database/catalog/${id}/options`));
    await matteRow(staff).getByRole("checkbox").check();
    await matteRow(staff).locator('input[id$="-name-th"]').fill(matteThai);
    await saveOptions(staff, id);
    await visitorContext.close();
  }
  const visitorAgain = await browser.newPage();
  expect(await offers(visitorAgain, matteThai)).toBe(true);
  await visitorAgain.close();
});

test("staff add a corner option to the data file's A5 flyers, whose pack sizes stay, and the shop offers it", async ({
  page: staff,
  browser,
}) => {
  test.setTimeout(240_000);
  const FLYERS_A5 = 5;
  const en = (key: string, values?: Record<string, string>) => message("en", key, values);
  const corners = staff.getByRole("checkbox", {
    name: en("admin.catalog.import.offerFamily", { family: "type_product_shape" }),
  });
  const visitor = await browser.newPage();
  const offersCorners = async () => {
    await visitor.goto(pathIn("en", `/product/${FLYERS_A5}`));
    return (await visitor.locator("option").allTextContents()).some((choice) =>
      choice.startsWith("Square corners"),
    );
  };

  await signUpAndConfirm(
    staff,
    "en",
    FILE_OPTIONS_STAFF_EMAIL,
    pathIn("en", `/admin/database/catalog/${FLYERS_A5}`),
  );
  await staff.getByRole("link", { name: en("admin.catalog.offeredOptions.manage") }).click();
  const kept = staff.locator("section", { has: staff.getByRole("heading", { name: /\(pack\)/ }) });
  // sends.copies is a plural message, which message() doesn't format: its English text for 250.
  await expect(kept.getByText("250 copies per unit")).toBeVisible();
  await expectNoA11yViolations(staff, "options form with kept options");
  expect(await offersCorners()).toBe(false);

  await corners.check();
  const family = staff.locator("fieldset", { has: corners });
  const optionName = (language: "en" | "th") =>
    family.getByLabel(
      en("admin.catalog.import.optionNameIn", { language: en(`admin.catalog.languages.${language}`) }),
    );
  await optionName("en").fill("Corners");
  await optionName("th").fill("มุม");
  const valueName = (language: "en" | "th") =>
    family.getByLabel(
      en("admin.catalog.valueName", {
        value: "Right-angled (square) corners",
        language: en(`admin.catalog.languages.${language}`),
      }),
    );
  await valueName("en").fill("Square corners");
  await valueName("th").fill("มุมฉาก");
  await saveOptions(staff, FLYERS_A5, "en");
  try {
    expect(await offersCorners()).toBe(true);
    // The pack sizes are still there, as they were.
    await visitor.goto(pathIn("en", `/product/${FLYERS_A5}`));
    await expect(visitor.locator("option", { hasText: /^500/ })).toHaveCount(1);
  } finally {
    await staff.goto(pathIn("en", `/admin/database/catalog/${FLYERS_A5}/options`));
    await corners.uncheck();
    await saveOptions(staff, FLYERS_A5, "en");
    await visitor.close();
  }
});
