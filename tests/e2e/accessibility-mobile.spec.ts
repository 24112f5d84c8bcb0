import { expect, type Locator } from "@playwright/test";
import { expectNoA11yViolations } from "./support/accessibility";
import { test } from "./support/accounts";
import { cartWithPoster } from "./support/checkout-steps";
import { locales, message, pathIn } from "./support/messages";

/** On a phone (the mobile project, Pixel 5): the menu sheet, and a toast that leaves the cart in view. */
test.use({ reducedMotion: "reduce" });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

for (const locale of locales) {
  const t = (key: string) => message(locale, key);

  test(`${locale}: the mobile menu has no accessibility violation`, async ({ page }) => {
    await page.goto(pathIn(locale, "/"));
    await page.getByRole("button", { name: t("nav.openMenu") }).click();
    await expect(page.getByRole("dialog", { name: t("nav.menu") })).toBeVisible();
    await expectNoA11yViolations(page, "mobile menu open");
  });

  test(`${locale}: the added-to-cart toast does not cover the cart button and its count`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await cartWithPoster(page, locale);
    const toast = page
      .getByRole("region", { name: message(locale, "toasts.region") })
      .getByRole("listitem")
      .filter({ hasText: t("product.added") });
    await expect(toast).toBeVisible();
    const cart = await box(page.getByTestId("cart-count"));
    const shown = await box(toast);
    expect(shown.y, "the toast starts below the cart's count").toBeGreaterThanOrEqual(cart.y + cart.height);
    await expectNoA11yViolations(page, "toast on a phone");
  });
}
