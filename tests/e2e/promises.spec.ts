import { expect, test } from "@playwright/test";

/**
 * The storefront keeps its word about where and how it ships (docs/product-rules.md#promises): the
 * region menu offers the countries the print provider ships to and the Shipping page counts the same
 * list; a country we don't ship to is said so before anything is uploaded; levels are the country's own,
 * cheapest first, with the cheapest tracked one preselected. The e2e shop ships through the
 * Cloudprinter simulator (tools/cloudprinter-sim/geography.ts).
 */

test("the region menu lists exactly the countries the Shipping page counts", async ({ page }) => {
  await page.goto("/shipping");
  const intro = await page
    .getByText(/ship to \d+ countries/)
    .first()
    .textContent();
  const count = Number(/ship to (\d+) countries/.exec(intro ?? "")?.[1]);
  expect(count).toBeGreaterThan(0);

  await page.getByRole("button", { name: /Region and currency/ }).click();
  const options = page.getByLabel("Ship to").locator("option:not([disabled])");
  await expect(options).toHaveCount(count);
  await expect(page.getByLabel("Ship to").locator("option", { hasText: "Philippines" })).toHaveCount(0);
});

test("a visitor from a country we don't ship to is told so above the uploads, in both languages", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "country", value: "PH", url: baseURL! }]);
  await page.goto("/product/1");
  const notice = page.getByTestId("no-shipping");
  await expect(notice).toContainText("We don't ship to Philippines");
  // Said before the customer uploads anything: above the design section.
  const noticeBox = (await notice.boundingBox())!;
  const designBox = (await page.getByRole("heading", { name: "Your design" }).boundingBox())!;
  expect(noticeBox.y).toBeLessThan(designBox.y);
  // No quote pretends to ship elsewhere until the visitor picks a country.
  await expect(page.getByTestId("quote")).toHaveAttribute("data-status", "idle");
  await expect(page.getByLabel("Shipping country")).toHaveValue("");

  await page.goto("/th/product/1");
  await expect(page.getByTestId("no-shipping")).toContainText("ฟิลิปปินส์");
});

test("levels are the country's own, cheapest first, the cheapest tracked one preselected", async ({
  page,
}) => {
  await page.goto("/product/4");
  const quote = page.getByTestId("quote");
  for (const country of ["US", "TH"]) {
    await page.getByLabel("Shipping country").selectOption(country);
    await expect(quote).toHaveAttribute("data-status", "ready");
    const answer = await page.evaluate(
      async ({ country }) =>
        (await fetch("/api/quote", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ productId: 4, quantity: 1, options: { paper: "premium-matte" }, country }),
        }).then((response) => response.json())) as {
          level: string;
          levels: { level: string; cost: number; tracked: boolean }[];
        },
      { country },
    );
    const costs = answer.levels.map((level) => level.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(answer.level).toBe((answer.levels.find((level) => level.tracked) ?? answer.levels[0])!.level);
    // The menu offers exactly those levels, in that order, with the preselected one chosen.
    const menu = page.getByLabel("Shipping speed");
    await expect(menu.locator("option")).toHaveCount(answer.levels.length);
    await expect(menu).toHaveValue(answer.level);
  }
});

test("the Pricing calculator offers the quote's levels with their delivery estimates, the cheapest tracked one preselected", async ({
  page,
}) => {
  await page.goto("/pricing");
  await page.getByLabel("Product type").selectOption("1");
  await page.getByLabel("Shipping country").selectOption("US");
  const menu = page.getByLabel("Shipping speed");
  await expect(menu.locator("option").first()).toBeAttached();
  const answer = await page.evaluate(
    async () =>
      (await fetch("/api/quote", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          productId: 1,
          quantity: 10,
          options: { finish: "matte", pack: "250" },
          country: "US",
        }),
      }).then((response) => response.json())) as {
        level: string;
        levels: { level: string; estimatedDelivery: { minDays: number; maxDays: number } }[];
      },
  );
  const options = menu.locator("option");
  await expect(options).toHaveCount(answer.levels.length);
  for (const [index, offered] of answer.levels.entries()) {
    await expect(options.nth(index)).toHaveAttribute("value", offered.level);
    const { minDays, maxDays } = offered.estimatedDelivery;
    await expect(options.nth(index)).toContainText(`${minDays}-${maxDays} days`);
  }
  await expect(menu).toHaveValue(answer.level);
});

test("home, Contact and Help state the same support hours, in both languages, and no round-the-clock line", async ({
  page,
}) => {
  for (const [prefix, hours] of [
    ["", "Monday to Friday, 9 AM-6 PM"],
    ["/th", "วันจันทร์ถึงวันศุกร์ เวลา 9:00-18:00 น."],
  ] as const) {
    for (const path of ["/", "/contact", "/support"]) {
      await page.goto(`${prefix}${path === "/" && prefix ? "" : path}`);
      const main = page.locator("main");
      await expect(main).toContainText(hours);
      await expect(main).not.toContainText(/24\/7|day or night|\{supportHours\}/);
    }
  }
});
