import { createTranslator } from "next-intl";
import { safeHttpUrl } from "../order-view";
import type { OrderDetails } from "../schema";
import { button, heading, lines, mailDocument, paragraph, rows } from "./html";
import { closingHtml, closingText } from "./closing";
import { bundledMessages, type MailMessages } from "./messages";
import type { RenderedMail } from "./order-confirmation";

// This mail shows no dates, but the translator is set up as the confirmation's is: UTC, as the order pages.
const TIME_ZONE = "UTC";

/**
 * The "your order has shipped" mail in the order's language, as plain text and as HTML with the same
 * content. Without a tracking number it still goes out: the parcel is on its way either way.
 */
export function renderOrderShipped(
  order: OrderDetails,
  appUrl: string,
  messages: MailMessages = bundledMessages(order.locale),
): RenderedMail {
  const locale = order.locale;
  // A missing translation throws rather than mailing a customer "mail.orderShipped.subject".
  const config = {
    locale,
    messages,
    timeZone: TIME_ZONE,
    onError: (error: Error) => {
      throw error;
    },
  };
  const t = createTranslator({ ...config, namespace: "mail.orderShipped" });
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(order.shipping.country);
  const { shipping } = order;
  // The carrier's address came from the provider: only a web address becomes a link (or appears at all).
  const parcelUrl = safeHttpUrl(order.trackingUrl);
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
      ...(order.carrier ? [{ label: t("carrier"), value: order.carrier }] : []),
      ...(order.trackingNumber ? [{ label: t("trackingNumber"), value: order.trackingNumber }] : []),
    ],
    items: order.items.map((item) => ({
      label: item.name,
      details: item.options.length ? [item.options.map((o) => `${o.name}: ${o.value}`).join(", ")] : [],
      value: t("quantity", { quantity: item.quantity }),
    })),
    address: [
      shipping.name,
      ...(shipping.company ? [shipping.company] : []),
      shipping.address,
      [shipping.city, shipping.state].filter(Boolean).join(", ") + ` ${shipping.postalCode}`,
      country ?? shipping.country,
    ],
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
