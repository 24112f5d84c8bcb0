import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { completeSteps } from "./support/checkout-steps";
import { message, pathIn } from "./support/messages";
import { uploadDesign } from "./support/uploads";

/**
 * Price breaks (docs/product-rules.md#price-breaks) from the product page to the payment page. The A3
 * poster (product 4, standard paper) lists at $8.99; 10% off from 25 → $8.09, 15% from 100 → $7.64.
 * Those figures are the catalog's (src/modules/catalog/data/catalog.json).
 */
test("a price-break quantity gets the tier price on the product page, in the cart and at the pay page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/product/4");
  await expect(page.getByTestId("unit-label")).toHaveText("per poster");
  const table = page.getByTestId("price-breaks");
  await expect(table.getByRole("columnheader", { name: "Price per poster" })).toBeVisible();
  await expect(table.getByTestId("price-break")).toHaveText([
    /^1–24 \(your quantity\)\$8\.99List price$/,
    /25–99\s*\$8\.09\s*10% off/,
    /100–249\s*\$7\.64\s*15% off/,
    /250–1,000\s*\$7\.19\s*20% off/,
  ]);

  const png = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#2f6fed" } })
    .png()
    .toBuffer();
  await uploadDesign(page, "en", { name: "poster.png", mimeType: "image/png", buffer: png });

  // 99 posters: the 25+ tier, marked in the table and priced by the server's quote.
  const quantity = page.getByLabel("Quantity", { exact: true });
  await expect(quantity).toHaveAttribute("max", "1000");
  await quantity.fill("99");
  await expect(table.locator('[aria-current="true"]')).toHaveAttribute("data-from", "25");
  await expect(page.getByTestId("quote")).toHaveAttribute("data-status", "ready", { timeout: 20_000 });
  await expect(page.getByTestId("quote-unit")).toHaveText("$8.09");
  await expect(page.getByTestId("quote-subtotal")).toHaveText("$800.91");
  await expect(page.getByTestId("quote")).toContainText("Price per poster (10% volume price)");
  const addToCart = page.getByTestId("add-to-cart");
  await expect(addToCart).toHaveText("Add to Cart - $800.91", { timeout: 20_000 });
  await addToCart.click();
  await expect(page.getByTestId("cart-count")).toHaveText("99");

  // One more in the cart reaches the 100+ tier: the line's unit price and total follow.
  await page.getByRole("button", { name: "Open cart, 99 items" }).click();
  const drawer = page.getByRole("dialog", { name: "Your cart" });
  const line = drawer.getByTestId("cart-line");
  await expect(line.getByTestId("line-unit-price")).toHaveText("$8.09 per poster (10% volume price)");
  await drawer.getByRole("button", { name: "Increase quantity of A3 Premium Poster" }).click();
  await expect(line.getByTestId("line-quantity")).toHaveText("100");
  await expect(line.getByTestId("line-unit-price")).toHaveText("$7.64 per poster (15% volume price)");
  await expect(drawer.getByTestId("cart-subtotal")).toHaveText("$764.00");
  // The server's answer agrees once the page is loaded again.
  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("99+");

  await page.goto("/checkout");
  await completeSteps(page, "en");
  await page.getByTestId("place-order").click();

  // The payment page charges 100 × $7.64.
  await page.waitForURL(/\/pay\/cs_test_/);
  await expect(page.getByText("$7.64 × 100")).toBeVisible();
  await expect(page.getByText("$764.00").first()).toBeVisible();
});

test("the product page names the unit and shows the tiers in Thai", async ({ page }) => {
  const t = (key: string, values?: Record<string, string>) => message("th", key, values);
  await page.goto(pathIn("th", "/product/1"));
  await expect(page.getByTestId("unit-label")).toHaveText("ต่อกล่อง 250 ใบ");
  const table = page.getByTestId("price-breaks");
  await expect(table.getByRole("caption")).toHaveText(t("priceBreaks.caption"));
  await expect(table.getByRole("columnheader", { name: "ราคาต่อกล่อง 250 ใบ" })).toBeVisible();
  // Choosing boxes of 1,000 changes what a unit is, everywhere it is named.
  await page.getByLabel("จำนวนต่อกล่อง").selectOption("1000");
  await expect(table.getByRole("columnheader", { name: "ราคาต่อกล่อง 1,000 ใบ" })).toBeVisible();
  await expect(table.getByTestId("price-break").last()).toContainText("ลด 15%");
});

test("the Pricing page sells only what exists: pay per order, a free account, contact sales", async ({
  page,
}) => {
  await page.goto("/pricing");
  const offer = page.getByTestId("offer");
  await expect(
    offer.getByRole("listitem").filter({ has: page.locator("[data-testid^=offer-]") }),
  ).toHaveCount(3);
  await expect(offer).not.toContainText("$29");
  await expect(offer).not.toContainText("Enterprise");
  // The deepest tier in the catalog (posters, 20% from 250).
  await expect(page.getByTestId("offer-payPerOrder")).toContainText("up to 20% off");
  await expect(page.getByRole("link", { name: "Contact sales" })).toHaveAttribute(
    "href",
    "/contact?topic=sales",
  );
  // The calculator asks each product's own range and shows its tiers.
  await page.getByLabel("Product type").selectOption({ label: "Posters: A3 Premium Poster" });
  await expect(page.getByLabel("Quantity", { exact: true })).toHaveAttribute("max", "1000");
  await expect(page.getByTestId("price-breaks").getByTestId("price-break")).toHaveCount(4);
});
