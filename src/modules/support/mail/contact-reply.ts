import { createTranslator } from "next-intl";
import { heading, lines, mailDocument, paragraph } from "@/server/mail";
import { mailLocale, supportTranslatorConfig } from "./messages";
import type { RenderedMail, StoredContactMessage } from "./staff-contact-notice";

/**
 * Staff's answer to a support message. The frame (greeting, quote heading, sign-off, footer) is in the
 * language the customer wrote in; staff's text goes out exactly as written, escaped in the HTML part.
 * The customer's own message is quoted below it, so the answer makes sense on its own.
 */
export function renderContactReply(message: StoredContactMessage, reply: string): RenderedMail {
  const locale = mailLocale(message.locale);
  const t = createTranslator({ ...supportTranslatorConfig(locale), namespace: "mail.staffContact.reply" });
  const subject = t("subject", { subject: message.subject });
  const greeting = t("greeting", { name: message.name });
  const replyLines = reply.split(/\r?\n/);
  const quoted = message.message.split(/\r?\n/);

  const text = [
    greeting,
    "",
    reply,
    "",
    t("signOff"),
    t("team"),
    "",
    `${t("quoteTitle")}:`,
    ...quoted.map((line) => `> ${line}`),
  ].join("\n");

  const html = mailDocument({
    lang: locale,
    title: subject,
    preheader: t("preheader"),
    footer: t("footer"),
    html: [
      paragraph(greeting),
      lines(replyLines),
      lines([t("signOff"), t("team")]),
      heading(t("quoteTitle")),
      lines(quoted),
    ].join("\n"),
  });
  return { subject, text, html };
}
