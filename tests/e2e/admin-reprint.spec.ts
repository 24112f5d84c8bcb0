import { expect } from "@playwright/test";
import { signUpAndConfirm, test } from "./support/accounts";
import { customer, field, placePaidOrder } from "./support/checkout-steps";
import { receivedMail } from "./support/mail-catcher";
import { message, pathIn, type TestLocale } from "./support/messages";
import { advancePrintOrder, printerCancelsOrder, waitForPrintOrder } from "./support/print-provider";
import { REPRINT_STAFF_EMAILS } from "./support/staff";

/*
 * docs/admin.md#reprints: the printer cancels a paid order on its own. Staff are mailed and the order
 * is in "Needs attention"; staff send a reprint of its line from the order page, the printer receives
 * it as its own order (the order's number + "-R1"), and that takes the order out of the queue. The
 * reprint then ships with its own tracking, shown on the order page and on the customer's tracking page.
 */

for (const [index, locale] of (["en", "th"] as TestLocale[]).entries()) {
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

  test(`${locale}: a printer cancellation alerts staff and a reprint clears it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const number = await placePaidOrder(page, locale);
    await waitForPrintOrder(number);
    await printerCancelsOrder(number);

    // Staff hear of it by mail (in the shop's language, English), once.
    const subject = message("en", "mail.staffFulfilmentIssue.subject", { number });
    await expect
      .poll(async () => (await receivedMail()).filter((mail) => mail.subject === subject).length, {
        timeout: 30_000,
      })
      .toBe(1);

    const staffContext = await browser.newContext({
      extraHTTPHeaders: { "x-forwarded-for": `10.250.3.${index + 10}` },
    });
    const staff = await staffContext.newPage();
    await signUpAndConfirm(staff, locale, REPRINT_STAFF_EMAILS[locale], pathIn(locale, "/admin/orders"));
    await staff.goto(pathIn(locale, "/admin/orders?attention=1"));
    // The queue holds it.
    await expect(staff.getByRole("link", { name: number, exact: true })).toBeVisible();
    await staff.getByRole("link", { name: number, exact: true }).click();
    await expect(staff.getByRole("heading", { name: t("admin.order.title", { number }) })).toBeVisible();
    await expect(staff.getByTestId("admin-order-issue")).toContainText("Cloudprinter");

    const card = staff.getByTestId("admin-order-reprints");
    await card.getByRole("checkbox").first().check();
    await card.getByLabel(t("admin.order.reprints.reasonLabel")).fill("Cancelled by the printer");
    await card.getByRole("button", { name: t("admin.order.reprints.review") }).click();
    const yes = card.getByRole("button", { name: t("admin.order.reprints.yes") });
    await expect(yes).toBeFocused();
    await yes.click();

    // The printer receives the replacement as its own order, under the reprint's number.
    const reprintNumber = `${number}-R1`;
    const sent = await waitForPrintOrder(reprintNumber);
    expect(sent.addresses[0]?.country).toBeTruthy();

    // Accepted: the order leaves the queue.
    await expect
      .poll(
        async () => {
          await staff.reload();
          return staff.getByTestId("admin-order-issue").count();
        },
        { timeout: 30_000 },
      )
      .toBe(0);
    await expect(card.getByTestId("admin-reprint")).toContainText(reprintNumber);
    await staff.goto(pathIn(locale, "/admin/orders?attention=1"));
    await expect(staff.getByRole("link", { name: number, exact: true })).toHaveCount(0);

    // The reprint has its own status and tracking.
    const shipped = await advancePrintOrder(reprintNumber, "shipped");
    const tracking = shipped.items[0]?.tracking;
    expect(tracking).toBeTruthy();
    await staff.goto(pathIn(locale, `/admin/orders/${number}`));
    await expect
      .poll(
        async () => {
          await staff.reload();
          return staff.getByTestId("admin-reprint").textContent();
        },
        { timeout: 30_000 },
      )
      .toContain(tracking!);
    await staffContext.close();

    // The customer's tracking page shows the replacement and its parcel.
    await page.goto(pathIn(locale, "/track-order"));
    await field(page, "order").fill(number);
    await field(page, "email").fill(customer.email);
    await field(page, "email").press("Enter");
    const replacements = page.getByTestId("order-replacements");
    await expect(replacements).toContainText(reprintNumber);
    await expect(replacements).toContainText(tracking!);
  });
}
