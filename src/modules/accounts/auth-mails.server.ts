import "server-only";
import { sendMail } from "@/server/mail";
import { log } from "@/server/log";
import { renderAccountMail, type AccountMailKind } from "./account-mail";
import { accountMailLocale } from "./mail-locale";

const mailLog = log.child({ component: "accounts" });

/**
 * Sends an account mail through the shop's mailer (SMTP, or the outbox without SMTP_URL). A failure is
 * logged, never shown: the page answers the same whether or not a mail went out, so it can't be used
 * to learn which addresses have accounts. The customer can ask again (sign-in resends verification).
 */
export async function sendAccountMail(
  kind: AccountMailKind,
  user: { email: string; name: string; locale?: unknown },
  link: string | ((locale: "en" | "th") => string),
  request?: Request,
): Promise<void> {
  const given = typeof link === "string" ? link : "";
  const locale = accountMailLocale(given, request?.headers.get("referer") ?? null, user.locale);
  const href = typeof link === "string" ? link : link(locale);
  const mail = renderAccountMail(kind, locale, { name: user.name }, href);
  try {
    await sendMail({ to: user.email, template: kind, ...mail });
  } catch (error) {
    mailLog.error({ err: error, template: kind }, "account mail could not be sent");
  }
}
