import { expect } from "@playwright/test";
import { signUpAndConfirm, test, uniqueEmail } from "./support/accounts";
import { customerPath } from "../../src/modules/admin/customers";
import { placePaidOrder } from "./support/checkout-steps";
import { message, pathIn, type TestLocale } from "./support/messages";
import { CUSTOMERS_STAFF_EMAIL } from "./support/staff";

/*
 * A guest pays for an order with an e-mail in mixed case; staff open Customers, find the guest by part
 * of that e-mail in lower case, open the customer's page and see the order: in English, then in Thai.
 */

test("staff find a guest customer by e-mail and see their order, in English and Thai", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const key = uniqueEmail("customers-guest");
  const typed = key.charAt(0).toUpperCase() + key.slice(1).replace("@example.com", "@Example.COM");
  const number = await placePaidOrder(page, "en", { email: typed });
  const search = key.split("@")[0]!.slice("customers-".length);

  const staffContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.0.12" } });
  const staff = await staffContext.newPage();
  await signUpAndConfirm(staff, "en", CUSTOMERS_STAFF_EMAIL, "/admin");

  for (const locale of ["en", "th"] as TestLocale[]) {
    const t = (name: string, values?: Record<string, string>) => message(locale, name, values);
    await staff.goto(pathIn(locale, "/admin"));
    await staff
      .getByRole("navigation", { name: t("admin.nav.label") })
      .getByRole("link", { name: t("admin.nav.customers"), exact: true })
      .click();
    await expect(staff).toHaveURL((url) => url.pathname === pathIn(locale, "/admin/customers"));
    await expect(staff.getByRole("heading", { name: t("admin.customers.heading"), level: 2 })).toBeVisible();

    await staff.getByLabel(t("admin.customers.search"), { exact: true }).fill(search);
    await staff.getByRole("button", { name: t("admin.customers.apply"), exact: true }).click();
    await expect(staff).toHaveURL(new RegExp(`[?&]q=${search.replace(".", "\\.")}`));
    const row = staff.locator(`[data-testid="admin-customer-row"][data-email="${key}"]`);
    await expect(staff.getByTestId("admin-customer-row")).toHaveCount(1);
    await expect(row).toContainText(t("admin.customers.account.no"));
    await expect(row.getByRole("cell").nth(3)).toHaveText("1");

    await row.getByRole("link").click();
    await expect(staff).toHaveURL((url) => url.pathname === pathIn(locale, customerPath(key)));
    await expect(staff.getByTestId("admin-customer-email")).toHaveText(key);
    await expect(
      staff.getByRole("heading", { name: t("admin.customer.orders.title"), level: 3, exact: true }),
    ).toBeVisible();
    const order = staff.getByTestId("admin-customer-order");
    await expect(order).toHaveCount(1);
    await order.getByRole("link", { name: number, exact: true }).click();
    await expect(staff).toHaveURL((url) => url.pathname === pathIn(locale, `/admin/orders/${number}`));
  }

  // An address nobody used is a 404; a link that holds no address says so.
  expect((await staff.goto(customerPath("nobody@example.invalid")))?.status()).toBe(404);
  await staff.goto("/th/admin/customers/not-an-address");
  await expect(
    staff.getByRole("heading", { name: message("th", "admin.customer.invalid.title") }),
  ).toBeVisible();
  await staffContext.close();
});
