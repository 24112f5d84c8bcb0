import { expect, test } from "@playwright/test";
import { customer, field, placePaidOrder } from "./support/checkout-steps";
import { receivedMail } from "./support/mail-catcher";
import { locales, message, pathIn } from "./support/messages";
import { waitForPrintOrder } from "./support/print-provider";

for (const locale of locales) {
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

  test(`${locale}: a customer cancels a paid order on the tracking page within the hour`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const orderNumber = await placePaidOrder(page, locale);
    // Paid, so the print partner has it (not yet in production): cancelling asks them first.
    await waitForPrintOrder(orderNumber);

    await page.goto(pathIn(locale, "/track-order"));
    await field(page, "order").fill(orderNumber);
    await field(page, "email").fill(customer.email);
    await field(page, "email").press("Enter");
    await expect(page.getByText(customer.address)).toBeVisible();

    // The deadline carries its date (Thai in the Buddhist era, like every Thai date), not a bare time.
    const deadline = page.getByText(t("orders.cancel.until").split("{")[0]!.trim());
    await expect(deadline).toContainText(locale === "th" ? /25\d\d/ : /20\d\d/);

    // Asked first; "Keep order" changes nothing.
    await page.getByTestId("cancel-order").click();
    await page.getByRole("button", { name: t("orders.cancel.keep") }).click();
    await expect(page.getByTestId("cancel-order")).toBeFocused();

    await page.getByTestId("cancel-order").click();
    await page.getByRole("button", { name: t("orders.cancel.confirm") }).click();
    await expect(
      page.getByRole("status").filter({ hasText: t("orders.cancel.cancelled", { number: orderNumber }) }),
    ).toBeVisible();
    await expect(page.getByText(t("orders.status.cancelled"), { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("cancel-order")).toHaveCount(0);

    // A new lookup shows the same: the order is cancelled for good.
    await page.reload();
    await field(page, "order").fill(orderNumber);
    await field(page, "email").fill(customer.email);
    await field(page, "email").press("Enter");
    await expect(page.getByText(customer.address)).toBeVisible();
    await expect(
      page.getByTestId("tracked-order").getByText(t("orders.status.cancelled"), { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByTestId("cancel-order")).toHaveCount(0);

    // The money is owed back, and the history says who cancelled, in the page's language.
    const card = page.getByTestId("tracked-order");
    await expect(card.getByText(t("orders.paymentStatus.refundDue"), { exact: true }).first()).toBeVisible();
    await expect(
      card.getByText(t("orders.history.notes.cancelledByCustomer"), { exact: true }),
    ).toBeVisible();
    await expect(card.getByText(/Cloudprinter/)).toHaveCount(0);

    // One cancellation mail, in the order's language.
    const subject = t("mail.orderCancelled.subject", { number: orderNumber });
    await expect
      .poll(async () => (await receivedMail()).filter((mail) => mail.subject === subject).length, {
        timeout: 30_000,
      })
      .toBe(1);
  });
}
