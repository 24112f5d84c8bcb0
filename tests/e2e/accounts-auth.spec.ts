import { expect } from "@playwright/test";
import {
  PASSWORD,
  authPage,
  linkInMail,
  signIn,
  signOutFromMenu,
  signUpAndConfirm,
  test,
  uniqueEmail,
} from "./support/accounts";
import { GOOGLE_ADMIN_EMAIL, GOOGLE_STAND_IN_ORIGIN, googleNameOf } from "./support/google-stand-in";
import { locales, pathIn, type TestLocale } from "./support/messages";

/** The home page's path as the browser shows it: "/" or "/th" (pathIn would give "/th/"). */
const homeOf = (locale: TestLocale) => (locale === "en" ? "/" : "/th");

/*
 * The sign-in side of accounts, in both languages: sign-up with the mailed confirmation, sign-out and
 * sign-in back to the page the visitor came from, the password reset (which signs out every other
 * session), and Google through its stand-in. Each test speaks for its own client address (see
 * support/accounts.ts), so Better Auth's per-address limits never trip across tests.
 */

for (const locale of locales) {
  test(`${locale}: sign up, confirm by mail, sign out, and sign in again back to the page you came from`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const auth = authPage(page, locale);
    const { t } = auth;
    const email = uniqueEmail(`journey-${locale}`);
    const name = locale === "th" ? "สมชาย ใจดี" : "Nok Example";
    const pricing = pathIn(locale, "/pricing");

    // "Sign in" in the header remembers the page it was clicked on.
    await page.goto(pricing);
    await auth.headerSignIn().click();
    await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, "/auth"));
    expect(new URL(page.url()).searchParams.get("next")).toBe(pricing);

    // The tabs work from the keyboard: arrow to "Sign Up".
    await auth.tab("auth.tabs.signIn").focus();
    await page.keyboard.press("ArrowRight");
    await expect(auth.tab("auth.tabs.signUp")).toHaveAttribute("aria-selected", "true");
    await expect(auth.tab("auth.tabs.signUp")).toBeFocused();

    // The form's own checks, in the page's language, read out (role=alert) and marked on the fields.
    await auth.button("auth.signUp.submit").click();
    await expect(auth.alert("auth.errors.fillAllFields")).toBeVisible();
    await expect(auth.field("auth.fields.email")).toHaveAttribute("aria-invalid", "true");
    await auth.main.getByLabel(t("auth.fields.name")).fill(name);
    await auth.field("auth.fields.email").fill(email);
    await auth.field("auth.fields.password").fill(PASSWORD);
    await auth.field("auth.fields.confirmPassword").fill(`${PASSWORD}!`);
    await auth.button("auth.signUp.submit").click();
    await expect(auth.alert("auth.errors.passwordsMustMatch")).toBeVisible();
    await expect(auth.field("auth.fields.confirmPassword")).toBeFocused();

    // The password can be shown to check it.
    await auth.main
      .getByRole("button", { name: t("auth.fields.showPassword") })
      .last()
      .click();
    await expect(auth.field("auth.fields.confirmPassword")).toHaveValue(`${PASSWORD}!`);
    await expect(auth.field("auth.fields.confirmPassword")).toHaveAttribute("type", "text");
    await auth.field("auth.fields.confirmPassword").fill(PASSWORD);
    await auth.button("auth.signUp.submit").click();
    await expect(auth.toast("auth.toast.signedUpTitle")).toBeVisible();
    await expect(auth.main.getByRole("heading", { name: t("auth.signUp.checkEmailTitle") })).toBeVisible();
    await expect(auth.main.getByText(t("auth.signUp.checkEmailBody", { email }))).toBeVisible();
    // No session before the address is confirmed.
    await expect(auth.headerSignIn()).toBeVisible();

    // The mail is in the page's language and its link lands back on the pricing page, signed in.
    const link = await linkInMail(email, t("mail.verifyEmail.subject"));
    await page.goto(link);
    await expect(page).toHaveURL((url) => url.pathname === pricing);
    await expect(auth.userMenu(name)).toBeVisible();

    // The menu has My Account but no Admin for a customer.
    await auth.userMenu(name).click();
    const myAccount = page.getByRole("menuitem", { name: t("userMenu.myAccount") });
    await expect(myAccount).toBeVisible();
    await expect(page.getByRole("menuitem", { name: t("userMenu.admin") })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(myAccount).toHaveCount(0);

    await signOutFromMenu(page, locale, name);
    await expect(page).toHaveURL((url) => url.pathname === pricing);

    // A wrong password gets a clear answer, never a code; the right one comes back to ?next.
    await auth.headerSignIn().click();
    await signIn(page, locale, email, "not the password");
    await expect(auth.alert("auth.errors.invalidCredentials")).toBeVisible();
    await signIn(page, locale, email, PASSWORD);
    await expect(auth.toast("auth.toast.signedInTitle")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === pricing);
    await expect(auth.userMenu(name)).toBeVisible();

    // Signed in, /auth has nothing to offer: it sends the visitor on.
    await page.goto(pathIn(locale, "/auth"));
    await expect(page).toHaveURL((url) => url.pathname === homeOf(locale));
  });

  test(`${locale}: a password reset by mail signs out the other sessions`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const auth = authPage(page, locale);
    const { t } = auth;
    const email = uniqueEmail(`reset-${locale}`);
    const name = email.split("@")[0]!;
    const home = homeOf(locale);
    await signUpAndConfirm(page, locale, email, pathIn(locale, "/pricing"));

    // Another browser, signed in with the old password.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const otherAuth = authPage(otherPage, locale);
    await otherPage.goto(pathIn(locale, "/auth"));
    await signIn(otherPage, locale, email, PASSWORD);
    await expect(otherAuth.userMenu(name)).toBeVisible();

    // "Forgot password?" asks for the address by name, then confirms the same way for any address.
    await signOutFromMenu(page, locale, name);
    await page.goto(pathIn(locale, "/auth"));
    await auth.button("auth.signIn.forgot").click();
    await expect(auth.field("auth.fields.email")).toBeFocused();
    await auth.button("auth.forgot.submit").click();
    await expect(auth.alert("auth.errors.emailRequired")).toBeVisible();
    await auth.field("auth.fields.email").fill(email);
    await auth.button("auth.forgot.submit").click();
    await expect(auth.toast("auth.toast.resetSentBody")).toBeVisible();
    await expect(auth.main.getByRole("heading", { name: t("auth.toast.resetSentTitle") })).toBeVisible();

    const link = await linkInMail(email, t("mail.resetPassword.subject"));
    await page.goto(link);
    await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, "/auth/reset-password"));
    const newPassword = "a brand new passphrase";
    await auth.field("auth.reset.newPassword").fill("short");
    await auth.field("auth.reset.confirmPassword").fill("short");
    await auth.button("auth.reset.submit").click();
    await expect(auth.alert("auth.errors.passwordTooShort")).toBeVisible();
    await auth.field("auth.reset.newPassword").fill(newPassword);
    await auth.field("auth.reset.confirmPassword").fill(newPassword);
    await auth.button("auth.reset.submit").click();
    await expect(auth.main.getByRole("heading", { name: t("auth.reset.doneTitle") })).toBeVisible();

    // The old password no longer works; the new one does.
    await auth.main.getByRole("link", { name: t("auth.reset.signIn") }).click();
    await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, "/auth"));
    await signIn(page, locale, email, PASSWORD);
    await expect(auth.alert("auth.errors.invalidCredentials")).toBeVisible();
    await signIn(page, locale, email, newPassword);
    await expect(page).toHaveURL((url) => url.pathname === home);
    await expect(auth.userMenu(name)).toBeVisible();

    // The other browser's session was revoked by the reset.
    await otherPage.reload();
    await expect(otherAuth.headerSignIn()).toBeVisible();
    await expect(otherAuth.userMenu(name)).toHaveCount(0);
    await other.close();

    // The link worked once: opened again it says so and offers a new one.
    await page.goto(link);
    await expect(auth.main.getByRole("heading", { name: t("auth.reset.invalidTitle") })).toBeVisible();
    // (Followed signed in, /auth would send this visitor home: the link itself is what matters.)
    await expect(auth.main.getByRole("link", { name: t("auth.reset.requestNew") })).toHaveAttribute(
      "href",
      `${pathIn(locale, "/auth")}?view=forgot`,
    );
  });

  test(`${locale}: continue with Google (the OpenID Connect stand-in) and come back signed in`, async ({
    page,
  }) => {
    const auth = authPage(page, locale);
    const { t } = auth;
    // English signs in as the address in ADMIN_EMAILS (playwright.config.ts); Thai as a customer.
    const email = locale === "en" ? GOOGLE_ADMIN_EMAIL : uniqueEmail("google-th");
    const name = googleNameOf(email);
    // The stand-in signs in whoever the authorize request names: tell it who this test is.
    await page.route(`${GOOGLE_STAND_IN_ORIGIN}/authorize**`, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set("login_hint", email);
      return route.continue({ url: url.href });
    });

    await page.goto(pathIn(locale, "/auth"));
    await auth.button("auth.google.button").click();
    // The spec: Google brings the visitor to the home page in their language.
    await expect(page).toHaveURL((url) => url.pathname === homeOf(locale));
    await auth.userMenu(name).click();
    // The menu is open (its sign-out item shows) before "no admin item" can mean anything.
    const signOut = page.getByRole("menuitem", { name: t("userMenu.signOut") });
    await expect(signOut).toBeVisible();
    const admin = page.getByRole("menuitem", { name: t("userMenu.admin") });
    if (locale === "en") await expect(admin).toBeVisible();
    else await expect(admin).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(signOut).toHaveCount(0);
    await signOutFromMenu(page, locale, name);
  });
}
