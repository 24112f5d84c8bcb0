import { createTranslator } from "next-intl";
import type { OrderDetails } from "../schema";
import { heading, lines, mailDocument, paragraph, rows } from "@/server/mail";
import { closingHtml, closingText } from "./closing";
import { bundledMessages, type MailMessages } from "./messages";
import type { RenderedMail } from "./order-confirmation";
import { addressLines, mailTranslatorConfig, orderClosing, pairs } from "./order-mail";

/**
 * "We updated your order's details", in the order's language, to the order's e-mail as it is now:
 * the contact and the shipping address as the printer will get them, and what to do if something is
 * still wrong.
 */
export function renderOrderDetailsUpdated(
  order: OrderDetails,
  appUrl: string,
  messages: MailMessages = bundledMessages(order.locale),
  supportEmail?: string,
): RenderedMail {
  const locale = order.locale;
  const t = createTranslator({
    ...mailTranslatorConfig(locale, messages),
    namespace: "mail.orderDetailsUpdated",
  });
  const subject = t("subject", { number: order.number });
  const greeting = t("greeting", { name: order.shipping.name });
  const facts = [
    { label: t("orderNumber"), value: order.number },
    { label: t("email"), value: order.email },
    { label: t("phone"), value: order.phone },
  ];
  const address = addressLines(order.shipping, locale);
  const closing = orderClosing(t, order, appUrl, messages, supportEmail);
  const text = [
    greeting,
    "",
    t("intro"),
    "",
    ...pairs(facts),
    "",
    t("shippingTitle"),
    ...address,
    "",
    t("wrong"),
    "",
    ...closingText(closing),
  ].join("\n");
  const html = mailDocument({
    lang: locale,
    title: subject,
    preheader: t("preheader"),
    footer: t("footer"),
    html: [
      paragraph(greeting),
      paragraph(t("intro")),
      rows(facts),
      heading(t("shippingTitle")),
      lines(address),
      paragraph(t("wrong")),
      ...closingHtml(closing),
    ].join("\n"),
  });
  return { subject, text, html };
}

/**
 * The short notice to the e-mail an order had before staff changed it: the order number and that the
 * address changed, nothing more (neither the new address nor where the parcel goes: the old address
 * may have been a stranger's typo), and whom to contact if that was not asked for.
 */
export function renderOrderEmailChanged(
  order: OrderDetails,
  appUrl: string,
  messages: MailMessages = bundledMessages(order.locale),
  supportEmail?: string,
): RenderedMail {
  const locale = order.locale;
  const t = createTranslator({
    ...mailTranslatorConfig(locale, messages),
    namespace: "mail.orderEmailChanged",
  });
  const subject = t("subject", { number: order.number });
  const { supportTitle, support, signOff, team } = orderClosing(t, order, appUrl, messages, supportEmail);
  const text = [
    t("intro", { number: order.number }),
    "",
    t("notYou"),
    "",
    supportTitle,
    support,
    "",
    signOff,
    team,
  ].join("\n");
  const html = mailDocument({
    lang: locale,
    title: subject,
    preheader: t("preheader"),
    footer: t("footer"),
    html: [
      paragraph(t("intro", { number: order.number })),
      paragraph(t("notYou")),
      heading(supportTitle),
      paragraph(support),
      lines([signOff, team]),
    ].join("\n"),
  });
  return { subject, text, html };
}
