import { createTranslator } from "next-intl";
import en from "../../../messages/en.json";
import th from "../../../messages/th.json";
import { button, lines, mailDocument, paragraph } from "@/server/mail";

export type AccountMailKind = "verify-email" | "reset-password" | "existing-account";

const namespaces = {
  "verify-email": "verifyEmail",
  "reset-password": "resetPassword",
  "existing-account": "existingAccount",
} as const;

export type RenderedAccountMail = { subject: string; text: string; html: string };

/** An account mail (verify, reset, "you already have an account") in one language, text and HTML alike. */
export function renderAccountMail(
  kind: AccountMailKind,
  locale: "en" | "th",
  recipient: { name: string },
  link: string,
): RenderedAccountMail {
  const messages = locale === "th" ? th : en;
  const t = createTranslator({ locale, messages, namespace: `mail.${namespaces[kind]}` });
  const common = createTranslator({ locale, messages, namespace: "mail" });
  const greeting = t("greeting", { name: recipient.name });
  const text = [
    greeting,
    "",
    t("intro"),
    "",
    `${t("button")}: ${link}`,
    "",
    t("expires"),
    t("ignore"),
    "",
    common("accountSignOff"),
  ].join("\n");
  const html = mailDocument({
    lang: locale,
    title: t("subject"),
    preheader: t("preheader"),
    html: [
      paragraph(greeting),
      paragraph(t("intro")),
      button(link, t("button")),
      paragraph(t("expires"), { muted: true }),
      paragraph(t("ignore"), { muted: true }),
      lines([common("accountSignOff")]),
    ].join(""),
    footer: common("accountFooter"),
  });
  return { subject: t("subject"), text, html };
}
