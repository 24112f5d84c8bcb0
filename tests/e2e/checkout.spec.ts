import { expect, test } from "@playwright/test";
import { cartWithPoster, completeSteps, customer, field } from "./support/checkout-steps";
import { receivedMail } from "./support/mail-catcher";
import { locales, message, pathIn } from "./support/messages";

for (const locale of locales) {
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

  test(`${locale}: checkout with field errors, pay on the payment page, get the mail and track the order`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await cartWithPoster(page, locale);
    await page.goto(pathIn(locale, "/checkout"));
    await expect(page.getByRole("heading", { name: t("checkout.heading"), level: 1 })).toBeVisible();

    // Next on an empty form: every required field says what it needs, and nothing advances.
    await page.getByRole("button", { name: t("checkout.nav.next") }).click();
    await expect(page.getByText(t("checkout.errors.nameRequired"))).toBeVisible();
    await expect(page.getByText(t("checkout.errors.postalCodeRequired"))).toBeVisible();
    await expect(page.getByText(t("checkout.toast.incomplete"))).toBeVisible();
    await expect(page).not.toHaveURL(/step=shipping/);

    await completeSteps(page, locale);
    // Browser Back goes one step back, and forward again keeps what was typed.
    await page.goBack();
    await expect(page).toHaveURL(/step=shipping/);
    await page.goForward();
    await expect(field(page, "email")).toHaveValue(customer.email);

    // A3 poster $8.99 + Cloudprinter's ground rate to Thailand (the simulator's table) $18.90
    // + card fee round(2789 × 2.9%) + 30 = $1.11.
    const placeOrder = page.getByTestId("place-order");
    await expect(page.getByTestId("summary-total")).toContainText("29.00");
    await expect(placeOrder).toContainText("29.00");
    await placeOrder.click();

    await page.waitForURL(/\/pay\/cs_test_/);
    await expect(page.getByText(locale === "th" ? "โหมดทดสอบ" : "Test mode")).toBeVisible();
    await page.locator('button[value="card"]').click();

    await page.waitForURL(/order-success\?order=PG-/);
    await expect(page.getByRole("heading", { name: t("orderSuccess.confirmed.title") })).toBeVisible({
      timeout: 30_000,
    });
    const orderNumber = new URL(page.url()).searchParams.get("order")!;
    await expect(page.getByText(orderNumber).first()).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);

    // The confirmation mail arrives over SMTP, in the order's language.
    await expect
      .poll(async () => (await receivedMail()).find((mail) => mail.subject?.includes(orderNumber))?.to, {
        timeout: 30_000,
      })
      .toBeTruthy();
    const mail = (await receivedMail()).find((candidate) => candidate.subject?.includes(orderNumber))!;
    expect(mail.text).toContain(customer.name);
    expect(mail.text).toContain(`track-order?order=${orderNumber}`);

    // Tracking needs the number and the order's e-mail.
    await page.goto(pathIn(locale, "/track-order"));
    // The hint under the field is read with it.
    await expect(field(page, "order")).toHaveAccessibleDescription(t("orders.track.orderHint"));
    await field(page, "order").fill(orderNumber);
    await field(page, "email").fill("someone.else@example.com");
    await field(page, "email").press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: t("orders.track.notFound") })).toBeVisible();
    await field(page, "email").fill(customer.email.toUpperCase());
    await field(page, "email").press("Enter");
    await expect(page.getByText(customer.address)).toBeVisible();
    await expect(page.getByText(t("orders.status.pending")).first()).toBeVisible();
  });

  test(`${locale}: a US address picks its state from the list; control characters are named on the field`, async ({
    page,
  }) => {
    await cartWithPoster(page, locale);
    await page.goto(pathIn(locale, "/checkout"));
    await field(page, "name").fill("Som\u0007chai");
    await field(page, "address").fill(customer.address);
    await field(page, "city").fill("Austin");
    await field(page, "postalCode").fill("73301");
    await field(page, "country").selectOption("US");
    const state = field(page, "state");
    await expect(state.locator('option[value="NY"]')).toHaveCount(1);
    await expect(state.locator('option[value="ZZ"]')).toHaveCount(0);

    await page.getByRole("button", { name: t("checkout.nav.next") }).click();
    await expect(page.getByText(t("checkout.errors.controlCharacters"))).toBeVisible();
    await expect(page.getByText(t("checkout.errors.stateRequired"))).toBeVisible();
    await expect(page).not.toHaveURL(/step=shipping/);

    await field(page, "name").fill(customer.name);
    await state.selectOption("TX");
    await page.getByRole("button", { name: t("checkout.nav.next") }).click();
    await expect(page).toHaveURL(/step=shipping/);
  });

  test(`${locale}: a Thai address chooses its province from the list; a postal code not the country's is named`, async ({
    page,
  }) => {
    await cartWithPoster(page, locale);
    await page.goto(pathIn(locale, "/checkout"));
    for (const name of ["name", "address", "city"] as const) await field(page, name).fill(customer[name]);
    await field(page, "postalCode").fill("1011");
    await field(page, "country").selectOption("TH");
    const province = field(page, "state");
    await expect(page.getByLabel(t("checkout.address.province"))).toBeVisible();
    await expect(province.locator("option")).toHaveCount(78);
    await expect(province.locator('option[value="Chiang Mai"]')).toHaveText(
      locale === "th" ? "เชียงใหม่ (Chiang Mai)" : "Chiang Mai",
    );

    await page.getByRole("button", { name: t("checkout.nav.next") }).click();
    await expect(page.getByText(t("checkout.errors.postalCodeInvalid"))).toBeVisible();
    await expect(page.getByText(t("checkout.errors.provinceRequired"))).toBeVisible();
    await expect(page).not.toHaveURL(/step=shipping/);

    await field(page, "postalCode").fill(customer.postalCode);
    await province.selectOption(customer.province);
    await page.getByRole("button", { name: t("checkout.nav.next") }).click();
    await expect(page).toHaveURL(/step=shipping/);
  });

  test(`${locale}: a declined payment returns to checkout with the cart and the form intact`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await cartWithPoster(page, locale);
    await page.goto(pathIn(locale, "/checkout"));
    await completeSteps(page, locale);
    await page.getByTestId("place-order").click();

    await page.waitForURL(/\/pay\/cs_test_/);
    await page.locator('button[value="decline"]').click();
    await expect(page.getByRole("alert")).toContainText(locale === "th" ? "ถูกปฏิเสธ" : "declined");
    await page
      .getByRole("link", { name: locale === "th" ? "ยกเลิกและกลับไปที่ร้านค้า" : "Cancel and return to the shop" })
      .click();

    await page.waitForURL(/checkout\?step=payment&payment=cancelled/);
    await expect(page.getByTestId("payment-cancelled")).toBeVisible();
    await expect(page.getByTestId("summary-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await expect(field(page, "email")).toHaveValue(customer.email);
  });

  test(`${locale}: an empty checkout says so in the page itself, and turns empty when the drawer removes the last line`, async ({
    browser,
    page,
  }) => {
    // Before any script: the server read the (missing) cart, so the message is in the HTML.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(pathIn(locale, "/checkout"));
    await expect(bare.getByTestId("checkout-empty")).toContainText(t("checkout.empty.title"));
    await expect(bare.getByRole("link", { name: t("checkout.empty.action") })).toBeVisible();
    await noScript.close();

    // With a line, the wizard; removing the line in the cart drawer leaves the empty state, no reload.
    await cartWithPoster(page, locale);
    await page.goto(pathIn(locale, "/checkout"));
    await expect(field(page, "name")).toBeVisible();
    await page.getByTestId("cart-count").click();
    const drawer = page.getByRole("dialog");
    const [before, after] = t("cart.remove").split("{name}");
    await drawer.getByRole("button", { name: new RegExp(`^${before}.+${after}$`) }).click();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("checkout-empty")).toContainText(t("checkout.empty.title"));
    await expect(field(page, "name")).toHaveCount(0);
  });
}
