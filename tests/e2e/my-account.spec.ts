import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { receivedMail } from "./support/mail-catcher";
import { message, pathIn, type TestLocale } from "./support/messages";

/*
 * The customer's account page. The account is made through the API (the sign-up form is built
 * separately) and signed in by opening the mailed verification link, as a customer would.
 */

const PASSWORD = "correct horse battery";

/** The account page's tab row (the header has links of its own). */
const tabs = (page: Page, locale: TestLocale) =>
  page.getByRole("navigation", { name: message(locale, "account.tabs.label") });

async function signUpAndSignIn(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  locale: TestLocale,
): Promise<string> {
  const email = `account-${locale}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: "", locale },
    // Better Auth accepts only requests from the shop's own origin, as a browser's would be.
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(response.ok()).toBe(true);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await receivedMail()).find((candidate) =>
          [candidate.to].flat().some((to) => to?.text.includes(email)),
        );
        link = mail?.text?.match(/https?:\/\/\S+/)?.[0];
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  // Following the link verifies the address and signs in.
  await page.goto(link!);
  return email;
}

test("en: profile, addresses and an empty order list", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const t = (key: string, values?: Record<string, string>) => message("en", key, values);

  // Signed out, the page sends to sign in and back.
  await page.goto("/my-account?tab=orders");
  await expect(page).toHaveURL(/\/auth\?next=%2Fmy-account%3Ftab%3Dorders$/);

  const email = await signUpAndSignIn(page, request, baseURL, "en");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole("heading", { name: t("account.heading"), level: 1 })).toBeVisible();
  await expect(page.getByTestId("profile-email")).toHaveText(email);

  // Profile: a blank name is refused with its message; then saved.
  await page.getByTestId("profile-edit").click();
  const profile = page.getByTestId("profile-form");
  await profile.locator('[name="name"]').fill(" ");
  await profile.getByRole("button", { name: t("account.profile.save") }).click();
  await expect(profile.getByText(t("account.profile.errors.nameRequired"))).toBeVisible();
  await profile.locator('[name="name"]').fill("Nok Jaidee");
  await profile.locator('[name="phone"]').fill("+66 81 234 5678");
  await profile.locator('[name="company"]').fill("Nok Studio");
  await profile.getByRole("button", { name: t("account.profile.save") }).click();
  await expect(page.getByText(t("account.profile.updatedTitle"))).toBeVisible();
  const details = page.getByTestId("profile-details");
  await expect(details.locator('[data-field="name"]')).toHaveText("Nok Jaidee");
  await expect(details.locator('[data-field="company"]')).toHaveText("Nok Studio");

  // Addresses: add two, edit one, make it the default.
  await tabs(page, "en")
    .getByRole("link", { name: t("account.tabs.addresses"), exact: true })
    .click();
  await expect(page).toHaveURL(/\?tab=addresses$/);
  const addAddress = async (name: string, line1: string) => {
    await page.getByTestId("address-add").click();
    const form = page.getByTestId("address-form");
    await form.locator('[name="name"]').fill(name);
    await form.locator('[name="addressLine1"]').fill(line1);
    await form.locator('[name="city"]').fill("Austin");
    await form.locator('[name="country"]').selectOption("US");
    await form.locator('[name="state"]').selectOption("TX");
    await form.locator('[name="postalCode"]').fill("73301");
    await form.getByRole("button", { name: t("addresses.save") }).click();
    await expect(form).toHaveCount(0);
  };
  // Saving an empty form names what is missing.
  await page.getByTestId("address-add").click();
  await page
    .getByTestId("address-form")
    .getByRole("button", { name: t("addresses.save") })
    .click();
  await expect(page.getByText(t("addresses.errors.postalCodeRequired"))).toBeVisible();
  await page
    .getByTestId("address-form")
    .getByRole("button", { name: t("addresses.cancel") })
    .click();

  // A postal code that is not the country's is refused at save, as checkout refuses it.
  await page.getByTestId("address-add").click();
  const form = page.getByTestId("address-form");
  await form.locator('[name="country"]').selectOption("US");
  await form.locator('[name="postalCode"]').fill("ABCDE");
  await form.getByRole("button", { name: t("addresses.save") }).click();
  await expect(form.getByText(t("addresses.errors.postalCodeInvalid"))).toBeVisible();
  await expect(form.getByText(t("addresses.errors.stateRequired"))).toBeVisible();
  await form.getByRole("button", { name: t("addresses.cancel") }).click();

  await addAddress("Home", "1 Congress Avenue");
  await addAddress("Office", "500 Main Street");
  const saved = page.getByTestId("saved-address");
  await expect(saved).toHaveCount(2);
  await expect(saved.first()).toContainText("Home");
  await expect(saved.first().getByText(t("addresses.default"), { exact: true })).toBeVisible();

  await page.getByRole("button", { name: t("addresses.editLabel", { name: "Office" }) }).click();
  await page.getByTestId("address-form").locator('[name="city"]').fill("Dallas");
  await page
    .getByTestId("address-form")
    .getByRole("button", { name: t("addresses.save") })
    .click();
  await expect(saved.nth(1)).toContainText("Dallas");

  await page.getByRole("button", { name: t("addresses.makeDefaultLabel", { name: "Office" }) }).click();
  await expect(saved.first()).toContainText("Office");
  await expect(saved.first()).toHaveAttribute("data-default", "true");
  await expect(page.locator('[data-testid="saved-address"][data-default]')).toHaveCount(1);
  // What is stored, not just what the page shows.
  await page.reload();
  await expect(saved.first()).toContainText("Dallas");

  // Orders: none yet, with a way to the products; Back returns to the addresses.
  await tabs(page, "en")
    .getByRole("link", { name: t("account.tabs.orders"), exact: true })
    .click();
  await expect(page).toHaveURL(/\?tab=orders$/);
  await expect(page.getByText(t("account.orders.empty"))).toBeVisible();
  await expect(page.getByTestId("orders-empty").getByRole("link")).toHaveAttribute("href", "/products");
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=addresses$/);
  await expect(saved).toHaveCount(2);

  // Someone else's (or no) order number is a 404.
  const response = await page.goto("/my-account/orders/PG-NOSUCH00");
  expect(response?.status()).toBe(404);
});

test("th: the profile is edited in Thai", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const t = (key: string) => message("th", key);
  await signUpAndSignIn(page, request, baseURL, "th");
  await page.goto(pathIn("th", "/my-account"));
  await expect(page.getByRole("heading", { name: t("account.heading"), level: 1 })).toBeVisible();
  await expect(
    tabs(page, "th").getByRole("link", { name: t("account.tabs.profile"), exact: true }),
  ).toHaveAttribute("aria-current", "page");

  await page.getByRole("button", { name: t("account.profile.edit") }).click();
  const profile = page.getByTestId("profile-form");
  await profile.locator('[name="phone"]').fill("abc");
  await profile.getByRole("button", { name: t("account.profile.save") }).click();
  await expect(profile.getByText(t("account.profile.errors.phoneInvalid"))).toBeVisible();
  await profile.locator('[name="name"]').fill("สมชาย ใจดี");
  await profile.locator('[name="phone"]').fill("081 234 5678");
  await profile.getByRole("button", { name: t("account.profile.save") }).click();
  await expect(page.getByText(t("account.profile.updatedTitle"))).toBeVisible();
  await expect(page.getByText(t("account.profile.updatedBody"))).toBeVisible();
  await expect(page.getByTestId("profile-details").locator('[data-field="name"]')).toHaveText("สมชาย ใจดี");
});
