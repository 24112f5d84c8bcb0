import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { message, pathIn, type TestLocale } from "./messages";
import { uploadDesign } from "./uploads";

export const customer = {
  name: "Somchai Jaidee",
  address: "99 Sukhumvit Road",
  city: "Bangkok",
  postalCode: "10110",
  /** The จังหวัด a Thai address names (the value is its English name; the list shows the Thai one too). */
  province: "Bangkok",
  email: "somchai@example.com",
  phone: "+66 81 234 5678",
};

/** A form control of the page's main content by name (the footer has an e-mail field too). */
export const field = (page: Page, name: string) => page.getByRole("main").locator(`[name="${name}"]`);

/** Puts one A3 poster with a freshly uploaded PNG in the cart, through the product page. */
export async function cartWithPoster(page: Page, locale: TestLocale) {
  await page.goto(pathIn(locale, "/product/4"));
  const png = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#2f6fed" } })
    .png()
    .toBuffer();
  await uploadDesign(page, locale, { name: "poster.png", mimeType: "image/png", buffer: png });
  const addToCart = page.getByTestId("add-to-cart");
  await expect(addToCart).toBeEnabled({ timeout: 20_000 });
  await addToCart.click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
}

/** Fills the three steps with valid data and stops before 'Place Order'. */
export async function completeSteps(page: Page, locale: TestLocale, who: Partial<typeof customer> = {}) {
  const t = (key: string) => message(locale, key);
  for (const [name, value] of Object.entries({ ...customer, ...who }).slice(0, 4)) {
    await field(page, name).fill(value);
  }
  await field(page, "country").selectOption("TH");
  await field(page, "state").selectOption(customer.province);
  await page.getByRole("button", { name: t("checkout.nav.next") }).click();
  await expect(page).toHaveURL(/step=shipping/);
  await expect(page.locator('input[name="shippingLevel"][value="cp_ground"]')).toBeChecked();
  await page.getByRole("button", { name: t("checkout.nav.next") }).click();
  await expect(page).toHaveURL(/step=payment/);
  await field(page, "email").fill(who.email ?? customer.email);
  await field(page, "phone").fill(who.phone ?? customer.phone);
}

/** A poster bought and paid by card on the payment simulator; answers the order number. */
export async function placePaidOrder(
  page: Page,
  locale: TestLocale,
  who: Partial<typeof customer> = {},
): Promise<string> {
  await cartWithPoster(page, locale);
  await page.goto(pathIn(locale, "/checkout"));
  await completeSteps(page, locale, who);
  await page.getByTestId("place-order").click();
  await page.waitForURL(/\/pay\/cs_test_/);
  await page.locator('button[value="card"]').click();
  await page.waitForURL(/order-success\?order=PG-/);
  return new URL(page.url()).searchParams.get("order")!;
}
