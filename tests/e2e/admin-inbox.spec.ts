import { expect } from "@playwright/test";
import { signUpAndConfirm, test, uniqueEmail } from "./support/accounts";
import { receivedMail } from "./support/mail-catcher";
import { message } from "./support/messages";
import { INBOX_STAFF_EMAIL } from "./support/staff";

/*
 * A visitor writes through the contact form; the support address is told; staff (in Thai) find the
 * message in the admin's support inbox, answer it by mail, and the answer reaches the visitor in the
 * language they wrote in. Then staff reopen it and mark it handled again.
 */

const addresses = (list: unknown) =>
  [list]
    .flat()
    .map((entry) => (entry as { text?: string } | undefined)?.text ?? "")
    .join(",")
    .toLowerCase();

async function mailWithSubject(subject: string) {
  return (await receivedMail()).find((mail) => mail.subject === subject);
}

test("staff answer a contact message from the support inbox and the visitor receives it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const visitorEmail = uniqueEmail("inbox.visitor");
  const subject = `Sticker sizes ${Date.now().toString(36)}`;

  // The visitor, in English.
  await page.goto("/support");
  const form = page.locator("#contact-form");
  await form.getByLabel("Name").fill("Malee <Visitor>");
  await form.getByLabel("Email").fill(visitorEmail);
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("What sizes do your stickers come in?\nThanks!");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Thank you for contacting us. We'll respond within 24 hours.")).toBeVisible();

  // The support address is told, with the visitor as reply-to.
  const notice = message("en", "mail.staffContact.notice.subject", { subject });
  await expect.poll(() => mailWithSubject(notice), { timeout: 30_000 }).toBeTruthy();
  expect(addresses((await mailWithSubject(notice))!.replyTo)).toContain(visitorEmail);

  // Staff, in Thai.
  const staffContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.0.11" } });
  const staff = await staffContext.newPage();
  await signUpAndConfirm(staff, "th", INBOX_STAFF_EMAIL, "/th/admin/database/inbox");
  const t = (key: string, values?: Record<string, string>) => message("th", key, values);

  await expect(staff.getByRole("heading", { name: t("admin.inbox.heading") })).toBeVisible();
  await expect(staff.getByRole("link", { name: t("admin.database.nav.inbox") })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await staff.getByRole("link", { name: subject, exact: true }).click();
  await expect(staff).toHaveURL(/\/th\/admin\/database\/inbox\/[0-9a-f-]{36}$/);
  await expect(staff.getByRole("heading", { name: t("admin.inbox.detailTitle", { subject }) })).toBeVisible();
  await expect(staff.getByText("Malee <Visitor>")).toBeVisible();
  await expect(staff.getByTestId("admin-inbox-message-text")).toHaveText(
    "What sizes do your stickers come in?\nThanks!",
  );

  // An empty answer is refused with a message, then the real one is sent.
  await staff.getByRole("button", { name: t("admin.inbox.send") }).click();
  await expect(staff.getByText(t("admin.inbox.toast.replyRequired"))).toBeVisible();
  await staff
    .getByLabel(t("admin.inbox.replyLabel"))
    .fill("We print 5 × 5 cm and <10 × 10> cm.\nMalee from PrintGo");
  await staff.getByRole("button", { name: t("admin.inbox.send") }).click();
  await expect(staff.getByText(t("admin.inbox.toast.replied")).first()).toBeVisible();
  // Replying handles the message.
  await expect(staff.getByRole("button", { name: t("admin.inbox.reopen") })).toBeVisible();

  // The answer arrives, framed in English (the visitor wrote in English), the text as typed.
  const replySubject = message("en", "mail.staffContact.reply.subject", { subject });
  await expect.poll(() => mailWithSubject(replySubject), { timeout: 30_000 }).toBeTruthy();
  const reply = (await mailWithSubject(replySubject))!;
  expect(addresses(reply.to)).toContain(visitorEmail);
  expect(reply.text).toContain("We print 5 × 5 cm and <10 × 10> cm.\nMalee from PrintGo");
  expect(reply.text).toContain(
    message("en", "mail.staffContact.reply.greeting", { name: "Malee <Visitor>" }),
  );
  expect(reply.html).toContain("&lt;10 × 10&gt;");

  // Reopen, then mark handled again.
  await staff.getByRole("button", { name: t("admin.inbox.reopen") }).click();
  await expect(staff.getByRole("button", { name: t("admin.inbox.markHandled") })).toBeVisible();
  await staff.getByRole("button", { name: t("admin.inbox.markHandled") }).click();
  await expect(staff.getByRole("button", { name: t("admin.inbox.reopen") })).toBeVisible();

  // It is among the handled messages now, not the open ones.
  await staff.goto("/th/admin/database/inbox?show=handled");
  await expect(staff.getByRole("link", { name: subject, exact: true })).toBeVisible();
  await staff.goto("/th/admin/database/inbox");
  await expect(staff.getByRole("link", { name: subject, exact: true })).toHaveCount(0);

  // The reply is in the mail outbox too, and opens to its text.
  await staff.goto(`/th/admin/database/mail?to=${encodeURIComponent(visitorEmail)}`);
  await staff.getByRole("link", { name: replySubject, exact: true }).click();
  await expect(staff.getByTestId("admin-mail-text")).toContainText("We print 5 × 5 cm");
  await staffContext.close();
});
