import { expect } from "@playwright/test";
import { signUpAndConfirm, test } from "./support/accounts";
import { cartWithPoster, completeSteps, field } from "./support/checkout-steps";
import { receivedMail } from "./support/mail-catcher";
import { message, pathIn, type TestLocale } from "./support/messages";
import { waitForPrintOrder } from "./support/print-provider";
import { ORDER_EDITS_STAFF_EMAILS } from "./support/staff";

/*
 * Staff correct the address and e-mail of an order that has not reached the printer yet, and the
 * printer receives the corrected address.
 *
 * How the order is held before submission: with the simulators, a paid order is sent to Cloudprinter
 * within a second of the payment, too soon for anyone to edit it. So the customer places the order and
 * stops on the payment page: an order that is placed but not paid has no submission yet (submitted_at
 * is null, no provider.submit job), which is exactly when staff may correct it. Once staff have saved,
 * the customer pays, the order is submitted, and the simulator's control API shows what orders/add
 * carried. (A refusal set through the simulator's fault controls would hold it too, but the fault is
 * global to the simulator, and the other worker's orders could meet it.)
 */

for (const [index, locale] of (["en", "th"] as TestLocale[]).entries()) {
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

  test(`${locale}: staff correct an unsubmitted order's address and the printer receives it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${locale}${Date.now().toString(36)}`;
    // A surname no other spec uses, so the search finds this order alone.
    const surname = `Edittest${stamp}`;
    const newEmail = `somchai.${stamp}@example.com`;
    const newStreet = `12 Nimmanhaemin Road ${stamp}`;

    // The customer places the order and stays on the payment page (not paid, so not submitted).
    await cartWithPoster(page, locale);
    await page.goto(pathIn(locale, "/checkout"));
    await completeSteps(page, locale, { name: `Somchai ${surname}` });
    await page.getByTestId("place-order").click();
    await page.waitForURL(/\/pay\/cs_test_/);

    const staffContext = await browser.newContext({
      extraHTTPHeaders: { "x-forwarded-for": `10.250.2.${index + 10}` },
    });
    const staff = await staffContext.newPage();
    await signUpAndConfirm(staff, locale, ORDER_EDITS_STAFF_EMAILS[locale], pathIn(locale, "/admin/orders"));
    await staff.getByLabel(t("admin.orders.search"), { exact: true }).fill(surname.toLowerCase());
    await staff.getByRole("button", { name: t("admin.orders.apply"), exact: true }).click();
    await expect(staff.getByTestId("admin-order-row")).toHaveCount(1);
    const link = staff.getByTestId("admin-order-row").getByRole("link").first();
    const number = (await link.textContent())!.trim();
    await link.click();
    await expect(staff.getByRole("heading", { name: t("admin.order.title", { number }) })).toBeVisible();

    // The form, opened from the keyboard, shows the order's values.
    const edit = staff.getByTestId("admin-order-edit");
    await edit.getByRole("button", { name: t("admin.order.edit.open") }).focus();
    await staff.keyboard.press("Enter");
    await expect(field(staff, "address")).toHaveValue("99 Sukhumvit Road");
    await expect(field(staff, "email")).toHaveValue("somchai@example.com");

    // A postcode that is not a Thai one is refused with checkout's words, and nothing typed is lost.
    await field(staff, "address").fill(newStreet);
    await field(staff, "city").fill("Mueang");
    await field(staff, "state").selectOption("Chiang Mai");
    await field(staff, "postalCode").fill("5020");
    await field(staff, "email").fill(newEmail);
    await edit.getByRole("button", { name: t("admin.order.edit.save") }).click();
    await expect(edit.getByText(t("checkout.errors.postalCodeInvalid"))).toBeVisible();
    await expect(field(staff, "postalCode")).toBeFocused();
    await expect(field(staff, "address")).toHaveValue(newStreet);
    await expect(field(staff, "email")).toHaveValue(newEmail);

    await field(staff, "postalCode").fill("50200");
    await field(staff, "postalCode").press("Enter");
    await expect(edit.getByRole("button", { name: t("admin.order.edit.open") })).toBeVisible();
    await expect(staff.getByText(newStreet)).toBeVisible();
    await expect(staff.getByRole("link", { name: newEmail })).toBeVisible();
    // The history says what happened, in the page's language.
    await expect(staff.getByText(t("orders.history.notes.detailsUpdated")).first()).toBeVisible();

    // An internal note, listed with its author.
    const notes = staff.getByTestId("admin-order-notes");
    await notes.getByLabel(t("admin.order.notes.label")).fill(`Customer moved to Chiang Mai (${stamp})`);
    await notes.getByRole("button", { name: t("admin.order.notes.add") }).click();
    await expect(notes.getByTestId("admin-order-note")).toHaveCount(1);
    await expect(notes.getByText(`Customer moved to Chiang Mai (${stamp})`)).toBeVisible();

    // The customer hears of it at the new address, in the order's language, and the old one is told.
    await expect
      .poll(async () =>
        (await receivedMail()).filter((mail) => mail.text?.includes(number)).map((mail) => mail.subject),
      )
      .toEqual(
        expect.arrayContaining([
          message(locale, "mail.orderDetailsUpdated.subject", { number }),
          message(locale, "mail.orderEmailChanged.subject", { number }),
        ]),
      );
    const updated = (await receivedMail()).find(
      (mail) => mail.subject === message(locale, "mail.orderDetailsUpdated.subject", { number }),
    );
    expect(JSON.stringify(updated?.to)).toContain(newEmail);

    // Now the customer pays; the order goes to the printer with the corrected address.
    await page.locator('button[value="card"]').click();
    await page.waitForURL(/order-success\?order=PG-/);
    const printed = await waitForPrintOrder(number);
    expect(printed.addresses[0]).toMatchObject({
      street1: newStreet,
      city: "Mueang",
      state: "Chiang Mai",
      zip: "50200",
      country: "TH",
    });

    // Submitted: the form is no longer offered, and the page lists the mails sent about the order.
    await expect(async () => {
      await staff.reload();
      await expect(staff.getByTestId("admin-order-edit")).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
    const mails = staff.getByTestId("admin-order-mails");
    await expect(
      mails.getByRole("link", { name: message(locale, "mail.orderDetailsUpdated.subject", { number }) }),
    ).toHaveAttribute("href", new RegExp(`/admin/database/mail/[0-9a-f-]{36}$`));
    await staffContext.close();
  });
}
