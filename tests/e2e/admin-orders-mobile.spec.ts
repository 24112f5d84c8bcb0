import { expect } from "@playwright/test";
import { signUpAndConfirm, test } from "./support/accounts";
import { placePaidOrder } from "./support/checkout-steps";
import { message, pathIn } from "./support/messages";
import { MOBILE_ORDERS_STAFF_EMAIL } from "./support/staff";

/*
 * docs/admin.md#orders: on a phone the orders list shows each order's number, status and total without
 * scrolling sideways, and the number is a link a thumb can hit (at least 24 px tall).
 */
test("staff on a phone read the orders list without scrolling sideways, in Thai", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // The customer orders on a computer; only the staff member is on the phone.
  const desktop = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.3.10" } });
  const number = await placePaidOrder(await desktop.newPage(), "th");
  await desktop.close();

  await signUpAndConfirm(page, "th", MOBILE_ORDERS_STAFF_EMAIL, pathIn("th", "/admin/orders"));
  await page.getByLabel(message("th", "admin.orders.search"), { exact: true }).fill(number);
  await page.getByRole("button", { name: message("th", "admin.orders.apply"), exact: true }).click();
  const row = page.getByTestId("admin-order-row");
  await expect(row).toHaveCount(1);

  const link = row.getByRole("link", { name: number, exact: true });
  await expect(link).toBeVisible();
  // The customer's browser had no Thai locale, so the order was charged in dollars.
  await expect(row.getByRole("cell").last()).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  // Only the phone's three columns are shown, and nothing reaches past the screen.
  await expect(row.getByRole("cell").filter({ visible: true })).toHaveCount(3);
  // The scrolling region around the table (the nearest one holding the row).
  const table = row.locator("xpath=ancestor::*[@role='region'][1]");
  expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
});
