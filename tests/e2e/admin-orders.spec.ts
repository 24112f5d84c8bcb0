import { expect, type Page } from "@playwright/test";
import { PASSWORD, STAFF_EMAIL, signIn, signUpAndConfirm, test } from "./support/accounts";
import { placePaidOrder } from "./support/checkout-steps";
import { message, pathIn, type TestLocale } from "./support/messages";

/*
 * Staff find an order in the admin's list by part of its number, in Thai, and open it (issue 15). The
 * staff account may already exist (admin-access.spec.ts signs it up): sign in, else sign up.
 */

async function staffSignedIn(page: Page, locale: TestLocale, next: string) {
  await page.goto(`${pathIn(locale, "/auth")}?next=${encodeURIComponent(next)}`);
  await signIn(page, locale, STAFF_EMAIL, PASSWORD);
  const arrived = await page
    .waitForURL((url) => url.pathname === next, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!arrived) await signUpAndConfirm(page, locale, STAFF_EMAIL, next);
}

test("staff search the orders for a paid order and open it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const number = await placePaidOrder(page, "en");

  const staffContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.0.2" } });
  const staff = await staffContext.newPage();
  await staffSignedIn(staff, "th", "/th/admin/orders");
  const t = (key: string, values?: Record<string, string>) => message("th", key, values);

  // Part of the number, in lower case, through the plain GET form.
  await staff.getByLabel(t("admin.orders.search"), { exact: true }).fill(number.slice(3).toLowerCase());
  await staff.getByRole("button", { name: t("admin.orders.apply"), exact: true }).click();
  await expect(staff).toHaveURL(new RegExp(`[?&]q=${number.slice(3).toLowerCase()}`));
  await expect(staff.getByTestId("admin-order-row")).toHaveCount(1);
  await expect(staff.getByTestId("admin-orders-count")).toHaveText(
    t("admin.orders.showing", { from: "1", to: "1", total: "1" }),
  );
  await expect(staff.getByRole("link", { name: t("admin.orders.export") })).toHaveAttribute(
    "href",
    `/api/admin/orders/export?q=${number.slice(3).toLowerCase()}`,
  );

  await staff.getByRole("link", { name: number, exact: true }).click();
  await expect(staff).toHaveURL(new RegExp(`/th/admin/orders/${number}$`));
  await expect(staff.getByRole("heading", { name: t("admin.order.title", { number }) })).toBeVisible();
  await expect(staff.getByText("somchai@example.com")).toBeVisible();
  await expect(staff.getByRole("link", { name: /^ดาวน์โหลด / })).toHaveCount(1);

  // Back returns to the same search.
  await staff.goBack();
  await expect(staff.getByTestId("admin-order-row")).toHaveCount(1);

  const missing = await staff.goto("/th/admin/orders/PG-NOPE0000");
  expect(missing?.status()).toBe(404);
  await staffContext.close();
});
