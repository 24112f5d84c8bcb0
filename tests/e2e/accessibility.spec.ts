import { expect, type Page } from "@playwright/test";
import { localizedPath } from "../../src/modules/i18n";
import { sitePages } from "./site-pages";
import { expectNoA11yViolations } from "./support/accessibility";
import { signUpAndConfirm, test, uniqueEmail } from "./support/accounts";
import sharp from "sharp";
import { customer, field, placePaidOrder } from "./support/checkout-steps";
import { receivedMail } from "./support/mail-catcher";
import { uploadDesign } from "./support/uploads";
import { locales, message, pathIn, type TestLocale } from "./support/messages";
import { advancePrintOrder, waitForPrintOrder } from "./support/print-provider";

/**
 * axe-core on every page in both languages and in the states a page load does not show: open menus, the
 * region dialog, the cart drawer, each checkout step, toasts, a delivered order (docs/testing.md#accessibility).
 * Reduced motion, so axe judges the finished state rather than a fading one.
 */
test.use({ reducedMotion: "reduce" });

/** The text of a message up to its first placeholder, as a pattern for names with counts in them. */
const startOf = (locale: TestLocale, key: string) =>
  new RegExp(
    `^${message(locale, key)
      .split("{")[0]!
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
  );

const posterPng = () =>
  sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#2f6fed" } })
    .png()
    .toBuffer();

const cartButton = (page: Page, locale: TestLocale) =>
  page.getByRole("banner").getByRole("button", { name: startOf(locale, "cart.open") });

for (const locale of locales) {
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

  for (const { path } of [...sitePages, { path: "/no-such-page" }]) {
    test(`${locale} ${path}: no accessibility violation on load`, async ({ page }) => {
      await page.goto(localizedPath(locale, path));
      await expectNoA11yViolations(page);
    });
  }

  test(`${locale}: the language menu, the region dialog, its toast and the empty cart drawer`, async ({
    page,
  }) => {
    await page.goto(pathIn(locale, "/"));
    const banner = page.getByRole("banner");

    // Named by what it shows ("EN"), then what that means.
    const language = t("language.current", {
      code: locale.toUpperCase(),
      language: locale === "th" ? "ไทย" : "English",
    });
    await banner.getByRole("button", { name: language, exact: true }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoA11yViolations(page, "language menu open");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);

    await banner.getByRole("button", { name: startOf(locale, "localeSettings.trigger") }).click();
    const region = page.getByRole("dialog", { name: t("localeSettings.title") });
    await expect(region).toBeVisible();
    await expectNoA11yViolations(page, "region dialog open");
    await region.getByRole("button", { name: t("localeSettings.save") }).click();
    const toasts = page.getByRole("region", { name: t("toasts.region") });
    await expect(toasts.getByText(t("localeSettings.saved"))).toBeVisible();
    await expectNoA11yViolations(page, "toast shown");

    await cartButton(page, locale).click();
    await expect(page.getByRole("dialog", { name: t("cart.title") })).toBeVisible();
    await expectNoA11yViolations(page, "empty cart drawer open");
  });

  test(`${locale}: upload, Add to Cart, the cart drawer and every checkout step`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(pathIn(locale, "/product/4"));
    await uploadDesign(page, locale, {
      name: "poster.png",
      mimeType: "image/png",
      buffer: await posterPng(),
    });
    // The picker was disabled during the upload; focus went to the new file's row, not <body>.
    await expect(page.locator("[data-file-id]")).toBeFocused();
    await expectNoA11yViolations(page, "uploaded file with its toast");
    const addToCart = page.getByTestId("add-to-cart");
    await expect(addToCart).toBeEnabled({ timeout: 20_000 });
    await addToCart.click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    // Add to Cart keeps focus while it works; the toast says what happened.
    await expect(addToCart).toBeFocused();
    const toasts = page.getByRole("region", { name: t("toasts.region") });
    await expect(toasts.getByText(t("product.added"), { exact: true })).toBeVisible();
    await expectNoA11yViolations(page, "added-to-cart toast");

    await cartButton(page, locale).click();
    await expect(page.getByRole("dialog", { name: t("cart.title") }).getByTestId("cart-line")).toHaveCount(1);
    await expectNoA11yViolations(page, "cart drawer with a line");

    await page.goto(pathIn(locale, "/checkout"));
    await page.getByRole("button", { name: t("checkout.nav.next") }).click();
    await expect(page.getByText(t("checkout.errors.nameRequired"))).toBeVisible();
    await expectNoA11yViolations(page, "checkout details step with errors");
    for (const [name, value] of Object.entries(customer).slice(0, 4)) await field(page, name).fill(value);
    await field(page, "country").selectOption("TH");
    await field(page, "state").selectOption(customer.province);
    await page.getByRole("button", { name: t("checkout.nav.next") }).click();
    await expect(page).toHaveURL(/step=shipping/);
    await expectNoA11yViolations(page, "checkout shipping step");
    await page.getByRole("button", { name: t("checkout.nav.next") }).click();
    await expect(page).toHaveURL(/step=payment/);
    await field(page, "email").fill(customer.email);
    await field(page, "phone").fill(customer.phone);
    await expectNoA11yViolations(page, "checkout payment step");
  });

  test(`${locale}: signed in: the user menu, the order list, an order's page, tracking it once delivered, saved addresses`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail(`a11y-${locale}`);
    const account = (tab: string) => `${pathIn(locale, "/my-account")}?tab=${tab}`;
    await signUpAndConfirm(page, locale, email, pathIn(locale, "/my-account"));
    await expectNoA11yViolations(page, "account page");
    await page
      .getByRole("banner")
      .getByRole("button", { name: `${t("userMenu.label")}: ${email.split("@")[0]}` })
      .click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoA11yViolations(page, "user menu open");
    await page.keyboard.press("Escape");

    const orderNumber = await placePaidOrder(page, locale);
    await waitForPrintOrder(orderNumber);
    await advancePrintOrder(orderNumber, "delivered");

    // The order list: each order a link named by what it shows, its number first.
    await page.goto(account("orders"));
    const orderLink = page.getByRole("main").getByRole("link", { name: new RegExp(`^${orderNumber}`) });
    await expect(orderLink).toBeVisible();
    await expectNoA11yViolations(page, "account order list");
    await orderLink.click();
    await expect(page.getByTestId("account-order")).toBeVisible();
    await expect(page.getByRole("main").getByText(t("orders.status.delivered")).first()).toBeVisible();
    await expectNoA11yViolations(page, "account order page of a delivered order");

    // Tracking the same order, signed in or not, by number and e-mail.
    await page.goto(pathIn(locale, "/track-order"));
    await field(page, "order").fill(orderNumber);
    await field(page, "email").fill(customer.email);
    await field(page, "email").press("Enter");
    const main = page.getByRole("main");
    await expect(main.getByText(t("orders.status.delivered")).first()).toBeVisible();
    await expect(main.getByText(t("orders.details.trackingNumber"))).toBeVisible();
    // The simulator reports "<Carrier> - <service>" (tools/cloudprinter-sim/shipping.ts): the carrier
    // stays (a brand, marked as English on a Thai page), the English service goes.
    const carrier = main
      .locator("dt", { hasText: t("orders.details.carrier") })
      .locator("xpath=following-sibling::dd[1]");
    await expect(carrier).toHaveText(/^(DHL|UPS|FedEx)$/);
    if (locale === "th") await expect(carrier).toHaveAttribute("lang", "en");
    const reference = message(locale, "orders.details.reference").split("{")[0]!;
    await expect(main.getByText(reference)).toHaveCount(0);
    await expectNoA11yViolations(page, "tracking a delivered order");

    // A saved address with its Edit and Delete buttons, then Delete's confirmation.
    await page.goto(account("addresses"));
    await page.getByTestId("address-add").click();
    const form = page.getByTestId("address-form");
    for (const [name, value] of Object.entries({
      name: "Office",
      addressLine1: customer.address,
      city: customer.city,
      postalCode: customer.postalCode,
    }))
      await form.locator(`[name="${name}"]`).fill(value);
    await form.locator('[name="country"]').selectOption("TH");
    await form.locator('[name="state"]').selectOption(customer.province);
    await form.getByRole("button", { name: t("addresses.save") }).click();
    const saved = page.getByTestId("saved-address");
    await expect(saved).toHaveCount(1);
    await expectNoA11yViolations(page, "a saved address");
    await saved.getByRole("button", { name: new RegExp(`^${t("addresses.delete")}`) }).click();
    await expect(saved.getByRole("group", { name: t("addresses.confirmDelete") })).toBeVisible();
    await expectNoA11yViolations(page, "deleting a saved address");
  });

  test(`${locale}: "Contact sales" opens the form addressed to sales and the message reaches the inbox marked`, async ({
    page,
  }) => {
    await page.goto(`${pathIn(locale, "/contact")}?topic=sales`);
    const form = page.locator("#contact-form");
    await expect(form.getByRole("heading", { name: t("contactForm.topics.sales.title") })).toBeVisible();
    await expect(form.getByText(t("contactForm.topics.sales.note"))).toBeVisible();
    await expect(form.getByLabel(t("contactForm.subject"))).toHaveValue(
      t("contactForm.topics.sales.subject"),
    );
    await expectNoA11yViolations(page, "contact sales form");

    await form.getByLabel(t("contactForm.name")).fill("Malee");
    await form.getByLabel(t("contactForm.email")).fill(`sales-${locale}-${Date.now()}@example.com`);
    const enquiry = `5,000 business cards every quarter (${locale} ${Date.now().toString(36)})`;
    await form.getByLabel(t("contactForm.message")).fill(enquiry);
    await form.getByRole("button", { name: t("contactForm.submit") }).click();
    const thanks = form.getByRole("status");
    await expect(thanks.getByText(t("contactForm.successBody"))).toBeVisible();
    await expect(thanks).toBeFocused();

    // Staff's notice of it (in English, the shop's first language) carries the sales mark.
    const subject = message("en", "mail.staffContact.notice.subject", {
      subject: `[Sales] ${t("contactForm.topics.sales.subject")}`,
    });
    await expect
      .poll(
        async () =>
          (await receivedMail()).some((mail) => mail.subject === subject && mail.text?.includes(enquiry)),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);

    // The plain contact page has no topic: the subject is the visitor's own.
    await page.goto(pathIn(locale, "/contact"));
    await expect(page.locator("#contact-form").getByLabel(t("contactForm.subject"))).toHaveValue("");
  });
}
