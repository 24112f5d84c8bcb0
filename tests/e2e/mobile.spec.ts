import { expect, test } from "@playwright/test";
import { cartWithPoster, completeSteps } from "./support/checkout-steps";

test("the mobile menu opens, navigates and switches language", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Pricing" })).toBeVisible();
  await menu.getByRole("link", { name: "ไทย" }).click();
  await expect(page).toHaveURL(/\/th$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");

  await page.getByRole("button", { name: "เปิดเมนู" }).click();
  await page.getByRole("dialog", { name: "เมนู" }).getByRole("link", { name: "ราคา" }).click();
  await expect(page).toHaveURL(/\/th\/pricing$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the page fits a phone screen without sideways scrolling", async ({ page }) => {
  for (const path of ["/", "/th/support", "/pricing", "/th/terms", "/products", "/th/product/2"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("a phone can check out: every step fits the screen and the payment page opens", async ({ page }) => {
  test.setTimeout(90_000);
  await cartWithPoster(page, "th");
  await page.goto("/th/checkout");
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await fits()).toBeLessThanOrEqual(0);
  await completeSteps(page, "th");
  expect(await fits()).toBeLessThanOrEqual(0);
  const placeOrder = page.getByTestId("place-order");
  await placeOrder.scrollIntoViewIfNeeded();
  await expect(placeOrder).toBeInViewport();
  await placeOrder.click();
  await page.waitForURL(/\/pay\/cs_test_/);
  await page.locator('button[value="paypal"], button[value="card"]').first().click();
  await page.waitForURL(/\/th\/order-success/);
});
