import { createTranslator } from "next-intl";
import { localizedPath } from "@/modules/i18n";
import { button, heading, lines, mailDocument, paragraph, rows } from "@/server/mail";
import { supportTranslatorConfig } from "./messages";

export type StoredContactMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  createdAt: Date;
};

export type RenderedMail = { subject: string; text: string; html: string };

/**
 * Staff's notice of a support message. It goes to the shop's own mailbox, so it is written in the
 * shop's first language (English) whatever the customer wrote in; the customer's language is a line in
 * it. Everything the customer typed is plain text to the HTML helpers, which escape it.
 */
export function renderStaffContactNotice(message: StoredContactMessage, appUrl: string): RenderedMail {
  const locale = "en";
  const t = createTranslator({ ...supportTranslatorConfig(locale), namespace: "mail.staffContact.notice" });
  const language = new Intl.DisplayNames([locale], { type: "language" }).of(message.locale) ?? message.locale;
  const received = `${message.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const inboxUrl = `${appUrl}${localizedPath(locale, `/admin/database/inbox/${message.id}`)}`;
  const subject = t("subject", { subject: message.subject });
  const facts = [
    { label: t("name"), value: message.name },
    { label: t("email"), value: message.email },
    { label: t("subjectLabel"), value: message.subject },
    { label: t("language"), value: language },
    { label: t("received"), value: received },
  ];
  const intro = t("intro", { name: message.name });
  const hint = t("replyHint", { name: message.name });

  const text = [
    intro,
    "",
    ...facts.map((fact) => `${fact.label}: ${fact.value}`),
    "",
    t("messageTitle"),
    message.message,
    "",
    hint,
    `${t("openInbox")}: ${inboxUrl}`,
  ].join("\n");

  const html = mailDocument({
    lang: locale,
    title: subject,
    preheader: t("preheader", { name: message.name }),
    footer: t("footer"),
    html: [
      paragraph(intro),
      rows(facts),
      heading(t("messageTitle")),
      lines(message.message.split(/\r?\n/)),
      paragraph(hint),
      button(inboxUrl, t("openInbox")),
    ].join("\n"),
  });
  return { subject, text, html };
}
