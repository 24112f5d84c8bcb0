import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { signUpAndConfirm, test } from "./support/accounts";
import { hydrated } from "./support/hydration";
import { message, pathIn, type TestLocale } from "./support/messages";
import { SIZE_CHART_STAFF_EMAIL } from "./support/staff";

/*
 * docs/product-rules.md#size-chart: the demo T-shirt, imported at start from the demo account, shows the
 * account's measurements on its page in both languages; staff change a Thai measure name in the edit
 * form and the shop shows it. The spec puts the name back in a `finally`, through the same form.
 */

const SHIRT_REFERENCE = "classic-tshirt";
const CHEST_TH = "ความกว้างหน้าอก";

/** The demo T-shirt's shop id (imported products' ids start at 1001), found by its reference. */
async function demoShirtId(request: APIRequestContext): Promise<number> {
  const response = await request.get("/api/products?lang=en&category=apparel&limit=100");
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: { id: number; reference: string }[] };
  const shirt = products.find((product) => product.reference === SHIRT_REFERENCE);
  expect(shirt, "the demo T-shirt is in the shop").toBeDefined();
  return shirt!.id;
}

/** Opens the chart with the keyboard, as any `<summary>`, and answers the chart. */
async function openChart(page: Page, locale: TestLocale) {
  const chart = page.getByTestId("size-chart");
  const summary = chart.locator("summary");
  await expect(summary).toHaveText(message(locale, "product.sizeChart.title"));
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(chart).toHaveAttribute("open", "");
  return chart;
}

test("a visitor opens the T-shirt's size chart in Thai and in English and reads the XL chest width", async ({
  page,
}) => {
  const id = await demoShirtId(page.request);
  await page.goto(pathIn("th", `/product/${id}`));
  let chart = await openChart(page, "th");
  await expect(chart.getByRole("columnheader", { name: CHEST_TH })).toBeVisible();
  await expect(chart.getByRole("row", { name: /^XL/ }).getByRole("cell").first()).toHaveText(
    "61.0 ซม. / 24.0 นิ้ว",
  );

  await page.goto(`/product/${id}`);
  chart = await openChart(page, "en");
  await expect(chart.getByRole("columnheader", { name: "Chest width" })).toBeVisible();
  await expect(chart.getByRole("row", { name: /^XL/ }).getByRole("cell").first()).toHaveText(
    "61.0 cm / 24.0 in",
  );
});

test("staff rename a measure in Thai and the shop shows the new name", async ({ page: staff, browser }) => {
  test.setTimeout(180_000);
  const id = await demoShirtId(staff.request);
  const visitorContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.8.21" } });
  const visitor = await visitorContext.newPage();
  const t = (key: string) => message("en", key);

  await signUpAndConfirm(staff, "en", SIZE_CHART_STAFF_EMAIL, `/admin/database/catalog/${id}`);
  const chestTh = staff.locator("#product-sizeChart-measures-0-th");
  await expect(chestTh).toHaveValue(CHEST_TH);
  const save = async (name: string) => {
    // After the reload below, a fill before hydration would be reset to the served value.
    await hydrated(chestTh);
    await chestTh.fill(name);
    await staff.getByRole("button", { name: t("admin.catalog.save"), exact: true }).click();
    await expect(staff.getByText(t("admin.catalog.toast.saved"), { exact: true })).toBeVisible();
    await expect(staff.getByTestId("product-unsaved")).toHaveCount(0);
  };
  try {
    await save("อกกว้าง (วางราบ)");
    await visitor.goto(pathIn("th", `/product/${id}`));
    const chart = await openChart(visitor, "th");
    await expect(chart.getByRole("columnheader", { name: "อกกว้าง (วางราบ)" })).toBeVisible();
  } finally {
    await staff.reload();
    await save(CHEST_TH);
    await visitorContext.close();
  }
});
