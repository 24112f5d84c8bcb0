import { expect } from "@playwright/test";
import { STAFF_EMAIL, signUpAndConfirm, test, uniqueEmail } from "./support/accounts";
import { message } from "./support/messages";

/*
 * The admin area decides on the server who may enter (docs/accounts.md): a visitor is sent to sign in
 * and back, a customer gets 403, staff get the dashboard in their language without the shop's chrome.
 */

test("a visitor is sent to sign in, a customer gets 403, staff see the dashboard", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await page.goto("/admin");
  expect(visitor?.status()).toBe(200);
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);

  await signUpAndConfirm(page, "en", uniqueEmail("customer"), "/my-account");
  const customer = await page.goto("/admin");
  expect(customer?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: message("en", "forbidden.heading") })).toBeVisible();
  // The customer's menu offers no way in either.
  await expect(page.getByRole("link", { name: message("en", "userMenu.admin") })).toHaveCount(0);

  const staffContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.0.1" } });
  const staff = await staffContext.newPage();
  await signUpAndConfirm(staff, "th", STAFF_EMAIL, "/th/admin");
  await expect(staff.getByRole("heading", { name: message("th", "admin.title"), level: 1 })).toBeVisible();
  await expect(staff.getByTestId("admin-totalOrders")).toHaveText(/^\d+$/);
  // Its own frame: no shop cart in the header.
  await expect(staff.getByTestId("cart-count")).toHaveCount(0);
  await expect(staff.getByRole("link", { name: message("th", "admin.backToShop") })).toBeVisible();
  await staffContext.close();
});
