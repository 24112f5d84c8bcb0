import { createTranslator } from "next-intl";
import type { Currency } from "@/modules/i18n";
import { formatMinorUnits } from "@/modules/money";
import type { OrderDetails } from "../schema";
import { heading, mailDocument, paragraph, rows } from "@/server/mail";
import { closingHtml, closingText } from "./closing";
import { bundledMessages, type MailMessages } from "./messages";
import type { RenderedMail } from "./order-confirmation";
import { mailTranslatorConfig, orderClosing, pairs } from "./order-mail";

/** Who cancelled the order: the customer, our staff, or the print partner. */
export type CancelledBy = "customer" | "staff" | "provider";

const intros = { customer: "introCustomer", staff: "introStaff", provider: "introProvider" } as const;

/**
 * "Your order was cancelled", in the order's language: who cancelled it, and what happens to the
 * money as the order's payment status says when the mail is written (refund to come, already
 * refunded, or nothing was charged). The refund itself gets its own mail once Stripe returns it.
 */
export function renderOrderCancelled(
  order: OrderDetails,
  by: CancelledBy,
  appUrl: string,
  messages: MailMessages = bundledMessages(order.locale),
  supportEmail?: string,
): RenderedMail {
  const locale = order.locale;
  const t = createTranslator({ ...mailTranslatorConfig(locale, messages), namespace: "mail.orderCancelled" });
  const amount = formatMinorUnits(order.total, order.currency as Currency, locale);
  const money =
    order.paymentStatus === "paid"
      ? t("refundDue", { amount })
      : order.paymentStatus === "refunded"
        ? t("refunded", { amount })
        : t("notCharged");
  const subject = t("subject", { number: order.number });
  const greeting = t("greeting", { name: order.shipping.name });
  const intro = t(intros[by]);
  const facts = [{ label: t("orderNumber"), value: order.number }];
  const closing = orderClosing(t, order, appUrl, messages, supportEmail);
  const text = [greeting, "", intro, "", ...pairs(facts), "", money, "", ...closingText(closing)].join("\n");
  const html = mailDocument({
    lang: locale,
    title: subject,
    preheader: t("preheader", { number: order.number }),
    footer: t("footer"),
    html: [
      paragraph(greeting),
      paragraph(intro),
      rows(facts),
      heading(t("refundTitle")),
      paragraph(money),
      ...closingHtml(closing),
    ].join("\n"),
  });
  return { subject, text, html };
}
