import { expect, test } from "@playwright/test";
import { localizedPath } from "../../src/modules/i18n";
import { sitePages } from "./site-pages";

for (const locale of ["en", "th"] as const) {
  test(`every page answers 200 in ${locale} with its own title, lang and alternates`, async ({ request }) => {
    const titles = new Set<string>();
    for (const page of sitePages) {
      const url = localizedPath(locale, page.path);
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      expect(title, `${url} has a title`).not.toBe("");
      expect(titles.has(title), `${url} title "${title}" is unique`).toBe(false);
      titles.add(title);
      expect(html, url).toContain(`<html lang="${locale}"`);
      expect(html, url).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+[^"]*"/);
      expect(html, url).toMatch(/<link rel="alternate" hrefLang="th" href="[^"]*\/th/);
      expect(html, url).toMatch(/<link rel="alternate" hrefLang="en" href="/);
      if (locale === "th") expect(title, url).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
}

test("an unknown URL shows the 404 page with status 404 in both languages", async ({ page }) => {
  const english = await page.goto("/this-page-does-not-exist");
  expect(english?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to home" }).click();
  await expect(page).toHaveURL(/\/$/);

  const thai = await page.goto("/th/no-such-page/deeper");
  expect(thai?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "ขออภัย! ไม่พบหน้าที่คุณต้องการ" })).toBeVisible();
});

test("the home page shows four best sellers with prices", async ({ page }) => {
  await page.goto("/");
  const prices = page.getByTestId("price");
  await expect(prices).toHaveText(["$24.99", "$19.99", "$21.99", "$8.99"]);
});
