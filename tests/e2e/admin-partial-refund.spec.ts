import { expect } from "@playwright/test";
import { signUpAndConfirm, test } from "./support/accounts";
import { placePaidOrder } from "./support/checkout-steps";
import { receivedMail } from "./support/mail-catcher";
import { message, pathIn, type TestLocale } from "./support/messages";
import { stripeRefunds } from "./support/payments-provider";
import { waitForPrintOrder } from "./support/print-provider";
import { PARTIAL_REFUND_STAFF_EMAILS } from "./support/staff";

/*
 * docs/admin.md#partial-refunds: a customer in Thailand pays in baht; staff refund part of the order
 * twice from the order page, and the Stripe simulator holds both refunds in baht for exactly the amounts
 * typed; a third refund over what is left is refused and nothing more reaches Stripe. The customer gets
 * one mail per refund.
 */

for (const [index, locale] of (["en", "th"] as TestLocale[]).entries()) {
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

  test(`${locale}: staff refund part of a baht order twice and can't refund more than is left`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // A browser in Thai, in Thailand: the order is charged in baht.
    const customerContext = await browser.newContext({
      locale: "th-TH",
      extraHTTPHeaders: { "x-forwarded-for": `10.250.2.${index + 10}` },
    });
    const customer = await customerContext.newPage();
    const number = await placePaidOrder(customer, "th");
    await waitForPrintOrder(number);
    await customerContext.close();

    const staffContext = await browser.newContext({
      extraHTTPHeaders: { "x-forwarded-for": `10.250.2.${index + 20}` },
    });
    const staff = await staffContext.newPage();
    await signUpAndConfirm(
      staff,
      locale,
      PARTIAL_REFUND_STAFF_EMAILS[locale],
      pathIn(locale, `/admin/orders/${number}`),
    );
    await expect(staff.getByRole("heading", { name: t("admin.order.title", { number }) })).toBeVisible();
    const card = staff.getByTestId("admin-order-refunds");

    async function refundPart(amount: string, reason: string) {
      await card.getByLabel(t("admin.order.refunds.amountLabel", { currency: "THB" })).fill(amount);
      await card.getByLabel(t("admin.order.refunds.reasonLabel")).fill(reason);
      await card.getByRole("button", { name: t("admin.order.refunds.review") }).click();
      // The confirmation names the amount and takes the focus.
      const yes = card.getByRole("button", { name: t("admin.order.refunds.yes", { amount: `฿${amount}` }) });
      await expect(yes).toBeFocused();
      await yes.click();
    }
    const refundsOfOrder = async () =>
      (await stripeRefunds()).filter((refund) => refund.metadata.order_number === number);

    await refundPart("100", "Corner bent");
    await expect.poll(async () => (await refundsOfOrder()).length, { timeout: 30_000 }).toBe(1);
    // The form comes back once Stripe has answered the first refund.
    await expect(card.getByRole("button", { name: t("admin.order.refunds.review") })).toBeVisible({
      timeout: 30_000,
    });
    await refundPart("200.50", "Late delivery");
    await expect.poll(async () => (await refundsOfOrder()).length, { timeout: 30_000 }).toBe(2);

    expect(
      (await refundsOfOrder()).map(({ amount, currency, status }) => ({ amount, currency, status })),
    ).toEqual([
      { amount: 10_000, currency: "thb", status: "succeeded" },
      { amount: 20_050, currency: "thb", status: "succeeded" },
    ]);
    await expect(card.getByText(t("admin.order.refunds.status.refunded"))).toHaveCount(2, {
      timeout: 30_000,
    });

    // A third refund over what is left is refused, and nothing more reaches Stripe.
    await card.getByLabel(t("admin.order.refunds.amountLabel", { currency: "THB" })).fill("99999");
    await card.getByLabel(t("admin.order.refunds.reasonLabel")).fill("Too much");
    await card.getByRole("button", { name: t("admin.order.refunds.review") }).click();
    await expect(card.getByRole("alert")).toContainText(/฿/);
    expect(await refundsOfOrder()).toHaveLength(2);

    // One mail per refund, in the customer's language (Thai).
    await expect
      .poll(
        async () =>
          (await receivedMail()).filter(
            (mail) => mail.subject === message("th", "mail.orderRefunded.subjectPartial", { number }),
          ).length,
        { timeout: 30_000 },
      )
      .toBe(2);
    await staffContext.close();
  });
}
