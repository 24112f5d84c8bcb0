import { createTranslator } from "next-intl";
import type { Currency } from "@/modules/i18n";
import { formatMinorUnits } from "@/modules/money";
import { estimatedDelivery } from "../delivery-estimate";
import type { OrderDetails } from "../schema";
import { bulletList, heading, lines, mailDocument, paragraph, rows } from "./html";
import { closingHtml, closingText } from "./closing";
import { bundledMessages, type MailMessages } from "./messages";

// Whole days in UTC, as the order pages show them, so the mail and the page never disagree by a day.
const TIME_ZONE = "UTC";

export type RenderedMail = { subject: string; text: string; html: string };

/** The order confirmation in the order's language, as plain text and as HTML with the same content. */
export function renderOrderConfirmation(
  order: OrderDetails,
  appUrl: string,
  messages: MailMessages = bundledMessages(order.locale),
): RenderedMail {
  const locale = order.locale;
  // A missing translation throws rather than mailing a customer "mail.orderConfirmation.subject".
  const config = {
    locale,
    messages,
    timeZone: TIME_ZONE,
    onError: (error: Error) => {
      throw error;
    },
  };
  const t = createTranslator({ ...config, namespace: "mail.orderConfirmation" });
  const money = (amount: number) => formatMinorUnits(amount, order.currency as Currency, locale);
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: TIME_ZONE });
  // The same window the order page shows: payment, a production day, then the shipping level's days.
  const window = estimatedDelivery(
    order.paidAt ?? order.createdAt,
    order.deliveryMinDays,
    order.deliveryMaxDays,
  );
  const deliveryRange = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeZone: TIME_ZONE,
  }).formatRange(window.earliest, window.latest);
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(order.shipping.country);
  const { shipping } = order;
  const level = messages.shipping.levels[shipping.level] ?? shipping.level;
  const trackUrl = `${appUrl}${locale === "th" ? "/th" : ""}/track-order?order=${encodeURIComponent(order.number)}`;
  const contacts = {
    email: messages.support.channels.email.value,
    phone: messages.support.channels.phone.value,
  };

  const c = {
    subject: t("subject", { number: order.number }),
    greeting: t("greeting", { name: shipping.name }),
    facts: [
      { label: t("orderNumber"), value: order.number },
      { label: t("orderDate"), value: longDate.format(order.createdAt) },
    ],
    items: order.items.map((item) => ({
      label: item.name,
      details: [
        ...(item.options.length ? [item.options.map((o) => `${o.name}: ${o.value}`).join(", ")] : []),
        t("quantity", { quantity: item.quantity }),
      ],
      value: money(item.lineTotal),
    })),
    totals: [
      { label: t("subtotal"), value: money(order.subtotal) },
      { label: t("shipping"), value: order.shippingCost === 0 ? t("free") : money(order.shippingCost) },
      ...(order.paymentFee ? [{ label: t("paymentFee"), value: money(order.paymentFee) }] : []),
      { label: t("total"), value: money(order.total), strong: true },
    ],
    address: [
      shipping.name,
      ...(shipping.company ? [shipping.company] : []),
      shipping.address,
      [shipping.city, shipping.state].filter(Boolean).join(", ") + ` ${shipping.postalCode}`,
      country ?? shipping.country,
    ],
    delivery: [
      { label: t("shippingLevel"), value: level },
      { label: t("delivery"), value: deliveryRange },
    ],
    next: [t("nextProduction"), t("nextShipping")],
    support: t("support", contacts),
  };

  const pairs = (entries: { label: string; value: string }[]) => entries.map((e) => `${e.label}: ${e.value}`);
  const closing = {
    trackIntro: t("trackIntro"),
    trackButton: t("trackButton"),
    trackUrl,
    supportTitle: t("supportTitle"),
    support: c.support,
    signOff: t("signOff"),
    team: t("team"),
  };
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
