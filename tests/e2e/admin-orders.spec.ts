import { expect } from "@playwright/test";
import { signUpAndConfirm, test } from "./support/accounts";
import { ORDERS_STAFF_EMAIL } from "./support/staff";
import { placePaidOrder } from "./support/checkout-steps";
import { message } from "./support/messages";

/* Staff find an order in the admin's list by part of its number, in Thai, and open it. */

test("staff search the orders for a paid order and open it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const number = await placePaidOrder(page, "en");

  const staffContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.0.2" } });
  const staff = await staffContext.newPage();
  await signUpAndConfirm(staff, "th", ORDERS_STAFF_EMAIL, "/th/admin/orders");
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
  await expect(staff.getByRole("link", { name: "somchai@example.com" })).toBeVisible();
  await expect(staff.getByRole("link", { name: /^ดาวน์โหลด / })).toHaveCount(1);

  // Back returns to the same search.
  await staff.goBack();
  await expect(staff.getByTestId("admin-order-row")).toHaveCount(1);

  const missing = await staff.goto("/th/admin/orders/PG-NOPE0000");
  expect(missing?.status()).toBe(404);
  await staffContext.close();
});
