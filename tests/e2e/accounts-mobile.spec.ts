import { expect } from "@playwright/test";
import { PASSWORD, authPage, linkInMail, signIn, test, uniqueEmail } from "./support/accounts";
import { pathIn } from "./support/messages";

/** Horizontal overflow of the page: 0 when it fits the phone's width. */
const overflow = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("a phone signs up, confirms, and signs in and out from the menu, in Thai", async ({ page }) => {
  test.setTimeout(90_000);
  const locale = "th";
  const auth = authPage(page, locale);
  const { t } = auth;
  const email = uniqueEmail("phone");
  const name = email.split("@")[0]!;
  const menu = page.getByRole("dialog", { name: t("nav.menu") });

  // The phone menu's "Sign in" opens /auth, which fits the screen.
  await page.goto(pathIn(locale, "/pricing"));
  await page.getByRole("button", { name: t("nav.openMenu") }).click();
  await menu.getByRole("link", { name: t("nav.signIn") }).click();
  await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, "/auth"));
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await auth.tab("auth.tabs.signUp").click();
  await auth.field("auth.fields.email").fill(email);
  await auth.field("auth.fields.password").fill(PASSWORD);
  await auth.field("auth.fields.confirmPassword").fill(PASSWORD);
  await auth.button("auth.signUp.submit").click();
  await expect(auth.main.getByRole("heading", { name: t("auth.signUp.checkEmailTitle") })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.goto(await linkInMail(email, t("mail.verifyEmail.subject")));
  await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, "/pricing"));

  // Signed in, the menu names the account and signs out.
  await page.getByRole("button", { name: t("nav.openMenu") }).click();
  await expect(menu.getByText(name, { exact: true })).toBeVisible();
  await menu.getByRole("button", { name: t("userMenu.signOut"), exact: true }).click();
  await expect(auth.toast("userMenu.signedOut")).toBeVisible();

  // And signs in again with the password, back to where it was.
  await page.getByRole("button", { name: t("nav.openMenu") }).click();
  await menu.getByRole("link", { name: t("nav.signIn") }).click();
  await signIn(page, locale, email, PASSWORD);
  await expect(auth.toast("auth.toast.signedInTitle")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, "/pricing"));
  await page.getByRole("button", { name: t("nav.openMenu") }).click();
  await expect(menu.getByRole("link", { name: t("userMenu.myAccount") })).toBeVisible();
});
