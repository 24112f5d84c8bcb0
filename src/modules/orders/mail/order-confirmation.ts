import { createTranslator } from "next-intl";
import { formatDate, formatDateRange, SHOP_TIME_ZONE, type Currency } from "@/modules/i18n";
import { formatMinorUnits } from "@/modules/money";
import { estimatedDelivery } from "../delivery-estimate";
import type { OrderDetails } from "../schema";
import { bulletList, heading, lines, mailDocument, paragraph, rows } from "@/server/mail";
import { closingHtml, closingText } from "./closing";
import { bundledMessages, type MailMessages } from "./messages";
import { addressLines, mailTranslatorConfig, optionLines, orderClosing, pairs } from "./order-mail";

export type RenderedMail = { subject: string; text: string; html: string };

/** The order confirmation in the order's language, as plain text and as HTML with the same content. */
export function renderOrderConfirmation(
  order: OrderDetails,
  appUrl: string,
  messages: MailMessages = bundledMessages(order.locale),
  supportEmail?: string,
): RenderedMail {
  const locale = order.locale;
  const t = createTranslator({
    ...mailTranslatorConfig(locale, messages),
    namespace: "mail.orderConfirmation",
  });
  const money = (amount: number) => formatMinorUnits(amount, order.currency as Currency, locale);
  // The same window the order page shows: payment, a production day, then the shipping level's days.
  const window = estimatedDelivery(
    order.paidAt ?? order.createdAt,
    order.deliveryMinDays,
    order.deliveryMaxDays,
  );
  const deliveryRange = formatDateRange(window.earliest, window.latest, locale, {
    dateStyle: "medium",
    timeZone: SHOP_TIME_ZONE,
  });
  const { shipping } = order;
  const level = messages.shipping.levels[shipping.level] ?? shipping.level;

  const c = {
    subject: t("subject", { number: order.number }),
    greeting: t("greeting", { name: shipping.name }),
    facts: [
      { label: t("orderNumber"), value: order.number },
      {
        label: t("orderDate"),
        value: formatDate(order.createdAt, locale, { dateStyle: "long", timeZone: SHOP_TIME_ZONE }),
      },
    ],
    items: order.items.map((item) => ({
      label: item.name,
      details: [...optionLines(item), t("quantity", { quantity: item.quantity })],
      value: money(item.lineTotal),
    })),
    totals: [
      { label: t("subtotal"), value: money(order.subtotal) },
      { label: t("shipping"), value: order.shippingCost === 0 ? t("free") : money(order.shippingCost) },
      ...(order.paymentFee ? [{ label: t("paymentFee"), value: money(order.paymentFee) }] : []),
      { label: t("total"), value: money(order.total), strong: true },
    ],
    address: addressLines(shipping, locale),
    delivery: [
      { label: t("shippingLevel"), value: level },
      { label: t("delivery"), value: deliveryRange },
    ],
    next: [t("nextProduction"), t("nextShipping")],
  };

  const closing = orderClosing(t, order, appUrl, messages, supportEmail);
  const text = [
    c.greeting,
    "",
    t("intro"),
    "",
    ...pairs(c.facts),
    "",
    t("itemsTitle"),
    ...c.items.flatMap((item) => [`- ${item.label}: ${item.value}`, ...item.details.map((d) => `  ${d}`)]),
    "",
    ...pairs(c.totals),
    "",
    t("shippingTitle"),
    ...c.address,
    ...pairs(c.delivery),
    "",
    t("nextTitle"),
    ...c.next.map((line) => `- ${line}`),
    "",
    ...closingText(closing),
  ].join("\n");

  const html = mailDocument({
    lang: locale,
    title: c.subject,
    preheader: t("preheader"),
    footer: t("footer"),
    html: [
      paragraph(c.greeting),
      paragraph(t("intro")),
      rows(c.facts),
      heading(t("itemsTitle")),
      rows(c.items),
      rows(c.totals),
      heading(t("shippingTitle")),
      lines(c.address),
      rows(c.delivery),
      heading(t("nextTitle")),
      bulletList(c.next),
      ...closingHtml(closing),
    ].join("\n"),
  });

  return { subject: c.subject, text, html };
}
