import { expect, test } from "@playwright/test";

test("the FAQ opens one answer at a time and closes it again", async ({ page }) => {
  await page.goto("/support");
  const faq = page.locator("#faq");
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(8);

  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await questions.nth(4).click();
  await expect(questions.nth(4)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByText(/1 hour/)).toBeVisible();

  await questions.nth(4).click();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
});

test("keyboard users can skip the header and open the FAQ without a mouse", async ({ page }) => {
  await page.goto("/th/support");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "ข้ามไปยังเนื้อหา" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);

  const first = page.locator("#faq").getByRole("button").first();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
});
