import { expect } from "@playwright/test";
import {
  PASSWORD,
  authPage,
  signIn,
  signOutFromMenu,
  signUpAndConfirm,
  test,
  uniqueEmail,
} from "./support/accounts";
import { cartWithPoster, customer, field } from "./support/checkout-steps";
import { message, pathIn, type TestLocale } from "./support/messages";

/*
 * A customer's whole account journey: the guest cart joins the account at sign-up, checkout offers to
 * keep the address and then offers it back, the paid order is in the account without the e-mail, and
 * "Order again" fills the cart. Then a passkey, added on the account page and used to sign in
 * (Chromium's virtual authenticator stands in for a fingerprint).
 */

for (const locale of ["en", "th"] as const satisfies readonly TestLocale[]) {
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

  test(`${locale}: a guest cart joins the new account, the address is saved at checkout, the order is in the account and is ordered again`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail(`journey-${locale}`);

    // A guest fills a cart, then signs up; the mailed link brings them back to checkout, signed in.
    await cartWithPoster(page, locale);
    await signUpAndConfirm(page, locale, email, pathIn(locale, "/checkout"));
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    // Checkout: nothing saved yet; the typed address is kept for next time; the e-mail is the account's.
    await expect(page.locator('select[name="savedAddress"]')).toHaveCount(0);
    for (const name of ["name", "address", "city", "postalCode"] as const) {
      await field(page, name).fill(customer[name]);
    }
    await field(page, "country").selectOption("TH");
    await field(page, "state").selectOption(customer.province);
    await page.getByLabel(t("checkout.savedAddresses.save")).check();
    await page.getByRole("button", { name: t("checkout.nav.next") }).click();
    await expect(page).toHaveURL(/step=shipping/);
    await page.getByRole("button", { name: t("checkout.nav.next") }).click();
    await expect(page).toHaveURL(/step=payment/);
    await expect(field(page, "email")).toHaveValue(email);
    await field(page, "phone").fill(customer.phone);
    await page.getByTestId("place-order").click();
    await page.waitForURL(/\/pay\/cs_test_/);
    await page.locator('button[value="card"]').click();
    await page.waitForURL(/order-success\?order=PG-/);
    const number = new URL(page.url()).searchParams.get("order")!;

    // The order is in the account, and its page needs no e-mail.
    await page.goto(`${pathIn(locale, "/my-account")}?tab=orders`);
    // The link is named by what it shows, the order's number first.
    await page.getByRole("link", { name: new RegExp(`^${number}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/my-account/orders/${number}$`));
    await expect(page.getByRole("heading", { name: t("account.order.title", { number }) })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(customer.address);

    // The address was saved, as the default.
    await page.goto(`${pathIn(locale, "/my-account")}?tab=addresses`);
    const saved = page.getByTestId("saved-address");
    await expect(saved).toHaveCount(1);
    await expect(saved.first()).toContainText(customer.address);
    await expect(saved.first()).toHaveAttribute("data-default", "true");

    // Order again: the paid cart was emptied; the same poster and design come back at today's price.
    await page.goto(`${pathIn(locale, "/my-account")}/orders/${number}`);
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await page.getByRole("button", { name: t("account.order.orderAgain") }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    // The next checkout offers the saved address, already chosen.
    await page.goto(pathIn(locale, "/checkout"));
    const choice = page.locator('select[name="savedAddress"]');
    await expect(choice).toBeVisible();
    await expect(choice).not.toHaveValue("");
    await expect(field(page, "address")).toHaveValue(customer.address);
  });
}

test("a passkey added on the account page signs the customer in", async ({ page }) => {
  test.setTimeout(120_000);
  const locale = "en";
  const auth = authPage(page, locale);
  const email = uniqueEmail("passkey");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signUpAndConfirm(page, locale, email, "/my-account");
  await page.getByLabel(message(locale, "account.passkeys.nameLabel")).fill("Test laptop");
  await page.getByRole("button", { name: message(locale, "account.passkeys.add") }).click();
  await expect(page.getByText(message(locale, "account.passkeys.added"))).toBeVisible();
  await expect(page.getByText("Test laptop")).toBeVisible();

  await signOutFromMenu(page, locale, email.split("@")[0]!);
  await page.goto(`/auth?next=${encodeURIComponent("/my-account")}`);
  await auth.button("auth.passkey.button").click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(auth.userMenu(email.split("@")[0]!)).toBeVisible();

  // The password still works beside it.
  await signOutFromMenu(page, locale, email.split("@")[0]!);
  await page.goto("/auth");
  await signIn(page, locale, email, PASSWORD);
  await expect(auth.userMenu(email.split("@")[0]!)).toBeVisible();
});
