import { createTranslator } from "next-intl";
import type { Currency } from "@/modules/i18n";
import { formatMinorUnits } from "@/modules/money";
import type { OrderDetails } from "../schema";
import { heading, mailDocument, paragraph, rows } from "@/server/mail";
import { closingHtml, closingText } from "./closing";
import { bundledMessages, type MailMessages } from "./messages";
import type { RenderedMail } from "./order-confirmation";
import { mailTranslatorConfig, orderClosing, pairs } from "./order-mail";

/**
 * What was returned, in the currency the customer paid in (docs/payments.md#refunds): all of a
 * cancelled order, or part of an order, with what has been refunded so far of its total.
 */
export type RefundFacts =
  | { kind?: "cancelled"; amount: number; currency: string }
  | { kind: "partial"; amount: number; currency: string; refundedSoFar: number; total: number };

/**
 * "Your order was cancelled and refunded" or "we refunded part of your order", in the order's
 * language: the amount as the customer paid it, the method it goes back to, and when to expect it
 * (banks take a few working days).
 */
export function renderOrderRefunded(
  order: OrderDetails,
  refund: RefundFacts,
  appUrl: string,
  messages: MailMessages = bundledMessages(order.locale),
  supportEmail?: string,
): RenderedMail {
  const locale = order.locale;
  const t = createTranslator({ ...mailTranslatorConfig(locale, messages), namespace: "mail.orderRefunded" });
  const money = (minorUnits: number) => formatMinorUnits(minorUnits, refund.currency as Currency, locale);
  const amount = money(refund.amount);
  const partial = refund.kind === "partial";
  const method = order.paymentMethod === "paypal" ? t("methodPaypal") : t("methodCard");
  const subject = t(partial ? "subjectPartial" : "subject", { number: order.number });
  const greeting = t("greeting", { name: order.shipping.name });
  const intro = partial ? t("introPartial", { amount }) : t("intro");
  const facts = [
    { label: t("orderNumber"), value: order.number },
    { label: t("amount"), value: amount },
    ...(refund.kind === "partial"
      ? [
          { label: t("refundedSoFar"), value: money(refund.refundedSoFar) },
          { label: t("orderTotal"), value: money(refund.total) },
        ]
      : []),
    { label: t("method"), value: method },
  ];
  const closing = orderClosing(t, order, appUrl, messages, supportEmail);
  const text = [greeting, "", intro, "", ...pairs(facts), "", t("timing"), "", ...closingText(closing)].join(
    "\n",
  );
  const html = mailDocument({
    lang: locale,
    title: subject,
    preheader: t("preheader", { amount }),
    footer: t("footer"),
    html: [
      paragraph(greeting),
      paragraph(intro),
      rows(facts),
      heading(t("timingTitle")),
      paragraph(t("timing")),
      ...closingHtml(closing),
    ].join("\n"),
  });
  return { subject, text, html };
}
