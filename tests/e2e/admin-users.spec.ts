import { expect } from "@playwright/test";
import { signUpAndConfirm, test, uniqueEmail } from "./support/accounts";
import { message } from "./support/messages";
import { USERS_STAFF_EMAIL } from "./support/staff";

/*
 * An admin finds a customer by part of their e-mail, makes them admin (the customer's next page is the
 * staff area), sees it in the audit log, and removes it again (the customer's next page is 403).
 */

test("an admin makes a customer admin, sees it in the audit log, and removes it again", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const en = (key: string, values?: Record<string, string>) => message("en", key, values);
  const customerEmail = uniqueEmail("people");
  const part = customerEmail.split("@")[0]!.slice(7).toUpperCase();
  await signUpAndConfirm(page, "en", customerEmail, "/my-account");
  expect((await page.goto("/admin"))?.status()).toBe(403);

  const staffContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.0.12" } });
  const staff = await staffContext.newPage();
  await signUpAndConfirm(staff, "en", USERS_STAFF_EMAIL, "/admin/users");

  // Part of the e-mail, in another case, through the plain GET form.
  await staff.getByLabel(en("admin.users.search"), { exact: true }).fill(part);
  await staff.getByRole("button", { name: en("admin.users.apply"), exact: true }).click();
  await expect(staff).toHaveURL(new RegExp(`[?&]q=${part}`));
  const row = staff.locator(`[data-testid="admin-user-row"][data-email="${customerEmail}"]`);
  await expect(staff.getByTestId("admin-user-row")).toHaveCount(1);
  await expect(row.getByTestId("admin-user-role")).toHaveText(en("admin.users.roles.customer"));

  staff.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: en("admin.users.grantFor", { email: customerEmail }) }).click();
  await expect(staff.getByText(en("admin.users.toast.granted", { email: customerEmail }))).toBeVisible();
  await expect(row.getByTestId("admin-user-role")).toHaveText(en("admin.users.roles.admin"));

  // The role is read on every request: the customer's next page is the staff area.
  expect((await page.goto("/admin"))?.status()).toBe(200);

  // The audit log names the action, the account and who did it; the change unfolds.
  await staff.goto(`/admin/audit?target=${encodeURIComponent(customerEmail)}`);
  const entry = staff.getByTestId("admin-audit-entry").first();
  await expect(entry.getByTestId("admin-audit-action")).toHaveText(
    en("admin.audit.actions.user.grant-admin"),
  );
  await expect(entry).toContainText(customerEmail);
  await expect(entry).toContainText(en("admin.audit.by", { email: USERS_STAFF_EMAIL }));
  await entry.locator("summary").click();
  await expect(entry.getByTestId("admin-audit-change")).toContainText(/role:\s*customer\s*→.*admin/);

  await staff.goto(`/admin/users?q=${part}`);
  staff.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: en("admin.users.revokeFor", { email: customerEmail }) }).click();
  await expect(staff.getByText(en("admin.users.toast.revoked", { email: customerEmail }))).toBeVisible();
  await expect(row.getByTestId("admin-user-role")).toHaveText(en("admin.users.roles.customer"));
  expect((await page.goto("/admin"))?.status()).toBe(403);

  // The same page in Thai: its labels are Thai.
  const th = (key: string) => message("th", key);
  await staff.goto(`/th/admin/users?q=${part}`);
  await expect(staff.getByRole("heading", { name: th("admin.users.heading"), exact: true })).toBeVisible();
  await expect(staff.getByLabel(th("admin.users.search"), { exact: true })).toHaveValue(part);
  await expect(staff.getByRole("columnheader", { name: th("admin.users.columns.role") })).toBeVisible();
  await expect(
    row.getByRole("button", { name: th("admin.users.grantFor").replace("{email}", customerEmail) }),
  ).toBeVisible();
  await staffContext.close();
});
