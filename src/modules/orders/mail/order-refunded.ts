import { createTranslator } from "next-intl";
import type { Currency } from "@/modules/i18n";
import { formatMinorUnits } from "@/modules/money";
import type { OrderDetails } from "../schema";
import { heading, mailDocument, paragraph, rows } from "@/server/mail";
import { closingHtml, closingText } from "./closing";
import { bundledMessages, type MailMessages } from "./messages";
import type { RenderedMail } from "./order-confirmation";
import { mailTranslatorConfig, orderClosing, pairs } from "./order-mail";

/** What was returned: the amount in the currency the customer paid in (docs/payments.md#refunds). */
export type RefundFacts = { amount: number; currency: string };

/**
 * "Your order was cancelled and refunded", in the order's language: the amount as the customer paid
 * it, the method it goes back to, and when to expect it (banks take a few working days).
 */
export function renderOrderRefunded(
  order: OrderDetails,
  refund: RefundFacts,
  appUrl: string,
  messages: MailMessages = bundledMessages(order.locale),
): RenderedMail {
  const locale = order.locale;
  const t = createTranslator({ ...mailTranslatorConfig(locale, messages), namespace: "mail.orderRefunded" });
  const amount = formatMinorUnits(refund.amount, refund.currency as Currency, locale);
  const method = order.paymentMethod === "paypal" ? t("methodPaypal") : t("methodCard");
  const subject = t("subject", { number: order.number });
  const greeting = t("greeting", { name: order.shipping.name });
  const facts = [
    { label: t("orderNumber"), value: order.number },
    { label: t("amount"), value: amount },
    { label: t("method"), value: method },
  ];
  const closing = orderClosing(t, order, appUrl, messages);
  const text = [
    greeting,
    "",
    t("intro"),
    "",
    ...pairs(facts),
    "",
    t("timing"),
    "",
    ...closingText(closing),
  ].join("\n");
  const html = mailDocument({
    lang: locale,
    title: subject,
    preheader: t("preheader", { amount }),
    footer: t("footer"),
    html: [
      paragraph(greeting),
      paragraph(t("intro")),
      rows(facts),
      heading(t("timingTitle")),
      paragraph(t("timing")),
      ...closingHtml(closing),
    ].join("\n"),
  });
  return { subject, text, html };
}
