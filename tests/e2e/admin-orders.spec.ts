import { expect } from "@playwright/test";
import { signUpAndConfirm, test } from "./support/accounts";
import { ORDERS_STAFF_EMAIL } from "./support/staff";
import { placePaidOrder } from "./support/checkout-steps";
import { message } from "./support/messages";

/*
 * Staff find an order in the admin's list by part of its number and a payment filter, in Thai, open it
 * and come back to the same list; in English, by the customer's name without its accents and a day range.
 */

test("staff search the orders for a paid order and open it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const number = await placePaidOrder(page, "en", { name: "Jürgen Müller" });

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

  // A payment filter on top, from the select; the URL keeps both.
  await staff.getByLabel(t("admin.orders.payment"), { exact: true }).selectOption("paid");
  await staff.getByRole("button", { name: t("admin.orders.apply"), exact: true }).click();
  await expect(staff).toHaveURL(/[?&]payment=paid(&|$)/);
  await expect(staff.getByTestId("admin-order-row")).toHaveCount(1);

  await staff.getByRole("link", { name: number, exact: true }).click();
  await expect(staff).toHaveURL(new RegExp(`/th/admin/orders/${number}\\?back=`));
  await expect(staff.getByRole("heading", { name: t("admin.order.title", { number }) })).toBeVisible();
  await expect(staff.getByRole("link", { name: "somchai@example.com" })).toBeVisible();
  await expect(staff.getByRole("link", { name: /^ดาวน์โหลด / })).toHaveCount(1);

  // "Back to orders" returns to the same search and filter.
  await staff.getByRole("link", { name: t("admin.order.back") }).click();
  await expect(staff).toHaveURL(
    new RegExp(`/th/admin/orders\\?q=${number.slice(3).toLowerCase()}&payment=paid$`),
  );
  await expect(staff.getByTestId("admin-order-row")).toHaveCount(1);
  await expect(staff.getByLabel(t("admin.orders.payment"), { exact: true })).toHaveValue("paid");

  // In English: the name without its accents, and today as a Bangkok day.
  const en = (key: string) => message("en", key);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Bangkok" }).format(new Date());
  await staff.goto("/admin/orders");
  await staff.getByLabel(en("admin.orders.search"), { exact: true }).fill("muller");
  await staff.getByLabel(en("admin.orders.from"), { exact: true }).fill(today);
  await staff.getByLabel(en("admin.orders.to"), { exact: true }).fill(today);
  await staff.getByLabel(en("admin.orders.sort"), { exact: true }).selectOption("total_desc");
  await staff.getByRole("button", { name: en("admin.orders.apply"), exact: true }).click();
  for (const part of ["q=muller", `from=${today}`, `to=${today}`, "sort=total_desc"])
    await expect(staff).toHaveURL(new RegExp(`[?&]${part}(&|$)`));
  await expect(staff.getByRole("link", { name: number, exact: true })).toBeVisible();
  await staff.getByRole("link", { name: number, exact: true }).click();
  await expect(
    staff.getByRole("heading", { name: message("en", "admin.order.title", { number }) }),
  ).toBeVisible();
  await staff.getByRole("link", { name: en("admin.order.back") }).click();
  await expect(staff).toHaveURL(`/admin/orders?q=muller&from=${today}&to=${today}&sort=total_desc`);
  await expect(staff.getByLabel(en("admin.orders.from"), { exact: true })).toHaveValue(today);

  const missing = await staff.goto("/th/admin/orders/PG-NOPE0000");
  expect(missing?.status()).toBe(404);
  await staffContext.close();
});
