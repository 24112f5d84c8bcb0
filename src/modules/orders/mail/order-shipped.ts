import { createTranslator } from "next-intl";
import { carrierName } from "../carrier-name";
import { safeHttpUrl } from "../order-view";
import type { OrderDetails } from "../schema";
import { button, heading, lines, mailDocument, paragraph, rows } from "@/server/mail";
import { closingHtml, closingText } from "./closing";
import { bundledMessages, type MailMessages } from "./messages";
import type { RenderedMail } from "./order-confirmation";
import { addressLines, mailTranslatorConfig, optionLines, orderClosing, pairs } from "./order-mail";

/**
 * The "your order has shipped" mail in the order's language, as plain text and as HTML with the same
 * content. Without a tracking number it still goes out: the parcel is on its way either way.
 */
export function renderOrderShipped(
  order: OrderDetails,
  appUrl: string,
  messages: MailMessages = bundledMessages(order.locale),
  supportEmail?: string,
): RenderedMail {
  const locale = order.locale;
  const t = createTranslator({ ...mailTranslatorConfig(locale, messages), namespace: "mail.orderShipped" });
  const { shipping } = order;
  // The carrier's address came from the provider: only a web address becomes a link (or appears at all).
  const parcelUrl = safeHttpUrl(order.trackingUrl);
  // The carrier as the tracking page names it (../carrier-name.ts).
  const tCarriers = createTranslator({
    ...mailTranslatorConfig(locale, messages),
    namespace: "orders.carriers",
  });
  const carrierText = (shippingOption: string) => {
    const carrier = carrierName(shippingOption);
    return "key" in carrier ? tCarriers(carrier.key) : carrier.name;
  };

  const c = {
    subject: t("subject", { number: order.number }),
    greeting: t("greeting", { name: shipping.name }),
    facts: [
      { label: t("orderNumber"), value: order.number },
      ...(order.carrier ? [{ label: t("carrier"), value: carrierText(order.carrier) }] : []),
      ...(order.trackingNumber ? [{ label: t("trackingNumber"), value: order.trackingNumber }] : []),
    ],
    items: order.items.map((item) => ({
      label: item.name,
      details: optionLines(item),
      value: t("quantity", { quantity: item.quantity }),
    })),
    address: addressLines(shipping, locale),
  };

  const closing = orderClosing(t, order, appUrl, messages, supportEmail);
  const text = [
    c.greeting,
    "",
    t("intro"),
    "",
    ...pairs(c.facts),
    ...(order.trackingNumber ? [] : ["", t("noTrackingNumber")]),
    ...(parcelUrl ? ["", `${t("trackParcel")}: ${parcelUrl}`] : []),
    "",
    t("itemsTitle"),
    ...c.items.flatMap((item) => [`- ${item.label} ${item.value}`, ...item.details.map((d) => `  ${d}`)]),
    "",
    t("shippingTitle"),
    ...c.address,
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
      ...(order.trackingNumber ? [] : [paragraph(t("noTrackingNumber"))]),
      ...(parcelUrl ? [button(parcelUrl, t("trackParcel"))] : []),
      heading(t("itemsTitle")),
      rows(c.items),
      heading(t("shippingTitle")),
      lines(c.address),
      ...closingHtml(closing),
    ].join("\n"),
  });

  return { subject: c.subject, text, html };
}
