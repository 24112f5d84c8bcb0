import { createTranslator } from "next-intl";
import { localizedPath } from "@/modules/i18n";
import type { OrderDetails } from "../schema";
import { orderStatusDisplay, paymentStatusDisplay } from "../status-display";
import { button, mailDocument, paragraph, rows } from "@/server/mail";
import { bundledMessages } from "./messages";
import type { RenderedMail } from "./order-confirmation";
import { mailTranslatorConfig, pairs } from "./order-mail";

/**
 * Staff's notice that an order needs a person (docs/order-lifecycle.md#fulfilment-issues). It goes to
 * the shop's own mailbox, so it is written in the shop's first language (English) whatever the order's
 * language, as the support notices are. The issue text (partly the provider's words) is plain text to
 * the HTML helpers, which escape it.
 */
export function renderStaffFulfilmentIssue(order: OrderDetails, issue: string, appUrl: string): RenderedMail {
  const locale = "en";
  const messages = bundledMessages(locale);
  const t = createTranslator({
    ...mailTranslatorConfig(locale, messages),
    namespace: "mail.staffFulfilmentIssue",
  });
  const status = orderStatusDisplay(order.status);
  const payment = paymentStatusDisplay(order.paymentStatus, order.status);
  const orderUrl = `${appUrl}${localizedPath(locale, `/admin/orders/${encodeURIComponent(order.number)}`)}`;
  const subject = t("subject", { number: order.number });
  const intro = t("intro", { number: order.number });
  const facts = [
    { label: t("problem"), value: issue },
    { label: t("orderNumber"), value: order.number },
    { label: t("status"), value: status.labelKey ? messages.orders.status[status.labelKey]! : status.raw },
    {
      label: t("payment"),
      value: "labelKey" in payment ? messages.orders.paymentStatus[payment.labelKey]! : payment.raw,
    },
    { label: t("customer"), value: order.email },
  ];
  const text = [intro, "", ...pairs(facts), "", `${t("openOrder")}: ${orderUrl}`].join("\n");
  const html = mailDocument({
    lang: locale,
    title: subject,
    preheader: t("preheader", { issue }),
    footer: t("footer"),
    html: [paragraph(intro), rows(facts), button(orderUrl, t("openOrder"))].join("\n"),
  });
  return { subject, text, html };
}
