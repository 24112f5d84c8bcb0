import { expect, test } from "@playwright/test";

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
