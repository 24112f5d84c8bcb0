import { expect } from "@playwright/test";
import { signUpAndConfirm, test } from "./support/accounts";
import { placePaidOrder } from "./support/checkout-steps";
import { receivedMail } from "./support/mail-catcher";
import { message, pathIn, type TestLocale } from "./support/messages";
import { stripeRefunds } from "./support/payments-provider";
import { waitForPrintOrder } from "./support/print-provider";
import { REFUND_STAFF_EMAILS } from "./support/staff";

/*
 * Staff find a paid order by part of the customer's name, read its provider log, cancel it
 * (Cloudprinter accepts), and see it cancelled and refunded: the Stripe simulator holds one refund and
 * the customer gets the refund mail in their language.
 */

for (const [index, locale] of (["en", "th"] as TestLocale[]).entries()) {
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

  test(`${locale}: staff cancel a paid order found by the customer's name and it is refunded`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // A surname no other spec uses, so the search finds this order alone.
    const surname = `Refundtest${locale}${Date.now().toString(36)}`;
    const number = await placePaidOrder(page, locale, { name: `Malee ${surname}` });
    await waitForPrintOrder(number);

    const staffContext = await browser.newContext({
      extraHTTPHeaders: { "x-forwarded-for": `10.250.1.${index + 10}` },
    });
    const staff = await staffContext.newPage();
    await signUpAndConfirm(staff, locale, REFUND_STAFF_EMAILS[locale], pathIn(locale, "/admin/orders"));

    await staff.getByLabel(t("admin.orders.search"), { exact: true }).fill(surname.slice(2).toLowerCase());
    await staff.getByRole("button", { name: t("admin.orders.apply"), exact: true }).click();
    await expect(staff.getByTestId("admin-order-row")).toHaveCount(1);
    await staff.getByRole("link", { name: number, exact: true }).click();
    await expect(staff.getByRole("heading", { name: t("admin.order.title", { number }) })).toBeVisible();

    // Its provider log: the order as sent to Cloudprinter.
    await expect(staff.getByText("orders/add").first()).toBeVisible();

    const actions = staff.getByTestId("admin-order-actions");
    await actions.getByRole("button", { name: t("admin.order.actions.buttons.cancel") }).click();
    await expect(actions.getByText(/Cloudprinter/)).toBeVisible();
    await actions.getByRole("button", { name: t("admin.order.actions.yes.cancel") }).click();

    // The page follows the refund job until Stripe has answered.
    await expect(actions.getByText(t("admin.order.actions.jobs.refund.done"))).toBeVisible({
      timeout: 30_000,
    });
    const refunds = (await stripeRefunds()).filter((refund) => refund.metadata.order_number === number);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.status).toBe("succeeded");
    // The payment facts name the very refund Stripe made.
    await expect(staff.locator("dd", { hasText: refunds[0]!.id })).toBeVisible();

    // The customer hears of the cancel and of the refund, once each; staff were told a refund was due.
    for (const subject of [
      t("mail.orderCancelled.subject", { number }),
      t("mail.orderRefunded.subject", { number }),
      message("en", "mail.staffFulfilmentIssue.subject", { number }),
    ]) {
      await expect
        .poll(async () => (await receivedMail()).filter((mail) => mail.subject === subject).length, {
          timeout: 30_000,
        })
        .toBe(1);
    }
    // Refunded: nothing is left to do, so the attention banner has gone.
    await staff.reload();
    await expect(staff.getByTestId("admin-order-issue")).toHaveCount(0);
    await staffContext.close();
  });
}
