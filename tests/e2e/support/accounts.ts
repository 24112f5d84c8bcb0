/**
 * Helpers for the account journeys: a client address per test (Better Auth limits sign-in and sign-up
 * per address, and every browser test comes from 127.0.0.1), the account mails, and the auth forms
 * found the way a visitor finds them, by their translated labels.
 */
import { createHash } from "node:crypto";
import { expect, test as base, type Page, type TestInfo } from "@playwright/test";
import { receivedMail } from "./mail-catcher";
import { message, pathIn, type TestLocale } from "./messages";

export const PASSWORD = "correct horse battery";
export { STAFF_EMAIL } from "./staff";

/** A private address of this test's own (10.x.y.z), stable across its steps and contexts. */
function clientAddressFor(testInfo: TestInfo): string {
  const digest = createHash("sha256")
    .update(
      [testInfo.project.name, ...testInfo.titlePath, testInfo.repeatEachIndex, testInfo.retry].join("|"),
    )
    .digest();
  return `10.${digest[0]}.${digest[1]}.${(digest[2]! % 254) + 1}`;
}

/**
 * `test` whose browser contexts (the page's and any browser.newContext()) send X-Forwarded-For with
 * the test's own address. The e2e server trusts it from loopback only (TRUSTED_PROXIES).
 */
export const test = base.extend({
  // `provide` is Playwright's `use`, renamed so React's hook lint rule does not mistake it for a hook.
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    await provide({ "x-forwarded-for": clientAddressFor(testInfo) });
  },
});

/** A fresh address per call, so reruns against the same server never meet an old account. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

function recipients(mail: Awaited<ReturnType<typeof receivedMail>>[number]): string {
  return [mail.to]
    .flat()
    .map((address) => address?.text ?? "")
    .join(",")
    .toLowerCase();
}

/** The mails to `to` with this subject, oldest first. */
async function mailsTo(to: string, subject: string) {
  return (await receivedMail()).filter(
    (mail) => recipients(mail).includes(to.toLowerCase()) && mail.subject === subject,
  );
}

/** How many mails with this subject `to` has had (to wait for the next one). */
async function mailCount(to: string, subject: string): Promise<number> {
  return (await mailsTo(to, subject)).length;
}

/** The link in the (count+1)-th mail to `to` with this subject, once it has arrived. */
export async function linkInMail(to: string, subject: string, count = 0): Promise<string> {
  await expect.poll(() => mailCount(to, subject), { timeout: 30_000 }).toBeGreaterThan(count);
  const mail = (await mailsTo(to, subject)).at(-1)!;
  const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in "${subject}"`);
  return link;
}

/** The auth forms, the header and the toasts of one language. */
export function authPage(page: Page, locale: TestLocale) {
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
  // Scoped to the page's main content: the footer has an e-mail field of its own (newsletter).
  const main = page.getByRole("main");
  return {
    t,
    main,
    field: (key: string) => main.getByLabel(t(key), { exact: true }),
    button: (key: string) => main.getByRole("button", { name: t(key), exact: true }),
    tab: (key: string) => main.getByRole("tab", { name: t(key), exact: true }),
    alert: (key: string) => main.getByRole("alert").filter({ hasText: t(key, { min: "8", max: "128" }) }),
    toast: (key: string) => page.getByText(t(key), { exact: true }),
    headerSignIn: () => page.getByRole("banner").getByRole("link", { name: t("nav.signIn") }),
    userMenu: (name: string) =>
      page.getByRole("banner").getByRole("button", { name: `${t("userMenu.label")}: ${name}` }),
  };
}

/** Fills and sends the sign-in form of /auth. */
export async function signIn(page: Page, locale: TestLocale, email: string, password: string) {
  const auth = authPage(page, locale);
  await auth.field("auth.fields.email").fill(email);
  await auth.field("auth.fields.password").fill(password);
  await auth.button("auth.signIn.submit").click();
}

/** Opens the user menu and signs out; the header turns back into "Sign in". */
export async function signOutFromMenu(page: Page, locale: TestLocale, name: string) {
  const auth = authPage(page, locale);
  await auth.userMenu(name).click();
  await page.getByRole("menuitem", { name: auth.t("userMenu.signOut") }).click();
  await expect(auth.toast("userMenu.signedOut")).toBeVisible();
  await expect(auth.headerSignIn()).toBeVisible();
}

/**
 * Signs up through /auth (landing back on `next` once the mailed link is opened) and returns signed
 * in. The display name is left empty: the account is greeted by its e-mail's prefix.
 */
export async function signUpAndConfirm(page: Page, locale: TestLocale, email: string, next: string) {
  const auth = authPage(page, locale);
  await page.goto(`${pathIn(locale, "/auth")}?view=sign-up&next=${encodeURIComponent(next)}`);
  await auth.field("auth.fields.email").fill(email);
  await auth.field("auth.fields.password").fill(PASSWORD);
  await auth.field("auth.fields.confirmPassword").fill(PASSWORD);
  await auth.button("auth.signUp.submit").click();
  await expect(auth.main.getByRole("heading", { name: auth.t("auth.signUp.checkEmailTitle") })).toBeVisible();
  await page.goto(await linkInMail(email, auth.t("mail.verifyEmail.subject")));
  await expect(page).toHaveURL((url) => url.pathname === next);
  await expect(auth.userMenu(email.split("@")[0]!)).toBeVisible();
}
