import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support/hydration";

/**
 * A visitor on a slow phone picks options in the server-rendered form before the page's script has
 * run (docs/product-rules.md#product-page). Once React takes over, the form keeps those choices and
 * the page prices them, delivered to the country picked too: the same figures as picking them after
 * the page has loaded. The premium
 * business cards (product 1): Gloss adds $2.00 a card, a pack of 500 adds $8.00.
 */
const PRODUCT = "/product/1";

async function choose(page: Page) {
  await page.getByLabel("Finish").selectOption("gloss");
  await page.getByLabel("Cards per box").selectOption("500");
  await page.getByLabel("Quantity", { exact: true }).fill("3");
  await page.locator("select#shipping-country").selectOption("JP");
}

/** What the page shows as the price of the current choice, once its quote has settled. */
async function shownPrice(page: Page) {
  await expect(page.getByTestId("quote")).not.toHaveAttribute("data-status", "loading");
  return {
    breaks: await page.getByTestId("price-break").allTextContents(),
    button: await page.getByTestId("add-to-cart").innerText(),
  };
}

test("options and quantity picked before the page hydrates are kept and priced", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The price of the choice made on a loaded page.
  await page.goto(PRODUCT);
  await hydrated(page.locator("select#option-finish"));
  await choose(page);
  const expected = await shownPrice(page);
  expect(expected.button).toMatch(/\$/);

  // A fresh visitor whose script is held back until they have chosen.
  const context = await browser.newContext();
  const slow = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await slow.route("**/_next/static/chunks/**", async (route) => {
    await released;
    await route.continue();
  });
  await slow.goto(PRODUCT, { waitUntil: "commit" });
  await expect(slow.getByLabel("Finish")).toBeVisible();
  await choose(slow);
  release();
  await hydrated(slow.locator("select#option-finish"));

  // A later render (the quote answering, the currency settling) must not put the defaults back.
  await expect(slow.getByLabel("Finish")).toHaveValue("gloss");
  await expect(slow.getByLabel("Cards per box")).toHaveValue("500");
  await expect(slow.getByLabel("Quantity", { exact: true })).toHaveValue("3");
  await expect(slow.locator("select#shipping-country")).toHaveValue("JP");
  await expect(slow.getByTestId("price-break")).toHaveText(expected.breaks);
  await expect(slow.getByTestId("add-to-cart")).toHaveText(expected.button);
  await expect(slow.getByLabel("Finish")).toHaveValue("gloss");
  await context.close();
});
