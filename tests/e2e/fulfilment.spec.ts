import { expect, test } from "@playwright/test";
import { customer, field, placePaidOrder } from "./support/checkout-steps";
import { receivedMail } from "./support/mail-catcher";
import { locales, message, pathIn } from "./support/messages";
import { advancePrintOrder, waitForPrintOrder } from "./support/print-provider";

for (const locale of locales) {
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

  test(`${locale}: a paid order goes to the printer, ships, and tracking shows the parcel`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const orderNumber = await placePaidOrder(page, locale);

    // The payment queues the print order; the simulator receives it under our order number.
    await waitForPrintOrder(orderNumber);
    const trackOrder = async () => {
      await page.goto(pathIn(locale, "/track-order"));
      await field(page, "order").fill(orderNumber);
      await field(page, "email").fill(customer.email);
      await field(page, "email").press("Enter");
      await expect(page.getByText(customer.address)).toBeVisible();
    };
    await trackOrder();
    await expect(page.getByText(t("orders.status.processing")).first()).toBeVisible();

    // Production, packing and shipping arrive as CloudSignal webhooks.
    const shipped = await advancePrintOrder(orderNumber, "shipped");
    const tracking = shipped.items[0]?.tracking;
    expect(tracking).toBeTruthy();
    await trackOrder();
    await expect(page.getByText(t("orders.status.shipped")).first()).toBeVisible();
    await expect(page.getByText(tracking!, { exact: true })).toBeVisible();

    // And the customer gets one "shipped" mail with the tracking number, in the order's language.
    const shippedSubject = t("mail.orderShipped.subject", { number: orderNumber });
    await expect
      .poll(async () => (await receivedMail()).filter((mail) => mail.subject === shippedSubject).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const mail = (await receivedMail()).find((candidate) => candidate.subject === shippedSubject)!;
    expect(mail.text).toContain(tracking!);
  });
}
