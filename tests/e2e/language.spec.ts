import { expect, test } from "@playwright/test";

test("?lang=th switches to the Thai URL of the same page and the choice sticks", async ({ page }) => {
  await page.goto("/pricing?lang=th");
  await expect(page).toHaveURL(/\/th\/pricing$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ราคา");

  // An unprefixed (English) URL now lands on its Thai twin, once, without looping.
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/th\/about$/);

  // And back: ?lang=en goes to the English URL and is remembered too.
  await page.goto("/th/support?lang=en");
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/about");
  await expect(page).toHaveURL(/\/about$/);
});

test("a visitor without the cookie gets the URL's own language (crawlers)", async ({ request }) => {
  const english = await request.get("/about", {
    maxRedirects: 0,
    headers: { "accept-language": "th-TH,th;q=0.9" },
  });
  expect(english.status()).toBe(200);
  expect(await english.text()).toContain('<html lang="en"');
  const thai = await request.get("/th/about", { maxRedirects: 0 });
  expect(await thai.text()).toContain('<html lang="th"');
});

test("the header language menu switches the current page to Thai", async ({ page }) => {
  await page.goto("/how-it-works");
  await page.getByRole("button", { name: /Language/ }).click();
  await page.getByRole("menuitem", { name: "ไทย" }).click();
  await expect(page).toHaveURL(/\/th\/how-it-works$/);
  await expect(page.getByRole("navigation", { name: "เมนูหลัก" }).first()).toBeVisible();
});

test("choosing a currency shows prices in it, converted and with its symbol", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: /Region and currency/ }).click();
  await page.getByLabel("Ship to").selectOption("TH");
  await expect(page.getByLabel("Show prices in")).toHaveValue("THB");
  await page.getByLabel("Show prices in").selectOption("EUR");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("price").first()).toHaveText(/^€\d+\.\d{2}$/);
  await page.reload();
  await expect(page.getByTestId("price").first()).toHaveText(/^€\d+\.\d{2}$/);
});
