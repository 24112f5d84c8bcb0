import { DEFAULT_SUPPORT_EMAIL } from "@/server/env";
import { createTranslator } from "next-intl";
import { localizedPath } from "@/modules/i18n";
import type { OrderDetails } from "../schema";
import { bulletList, button, heading, lines, mailDocument, paragraph } from "@/server/mail";
import { bundledMessages, type MailMessages } from "./messages";
import type { RenderedMail } from "./order-confirmation";
import { mailTranslatorConfig } from "./order-mail";

/** The review page of an order, in the order's language: `/review/<token>` (Thai under /th). */
function reviewLink(appUrl: string, locale: OrderDetails["locale"], token: string): string {
  return `${appUrl}${localizedPath(locale, `/review/${encodeURIComponent(token)}`)}`;
}

/**
 * The mail sent once an order is delivered: what was bought and one link to rate it, in the order's
 * language (docs/reviews.md#the-mail). The link carries the order's review token, the only key to its
 * review page.
 */
export function renderReviewRequest(
  order: OrderDetails,
  reviewToken: string,
  appUrl: string,
  messages: MailMessages = bundledMessages(order.locale),
  supportEmail?: string,
): RenderedMail {
  const t = createTranslator({
    ...mailTranslatorConfig(order.locale, messages),
    namespace: "mail.reviewRequest",
  });
  const link = reviewLink(appUrl, order.locale, reviewToken);
  const subject = t("subject", { number: order.number });
  const greeting = t("greeting", { name: order.shipping.name });
  const products = [...new Set(order.items.map((item) => item.name))];
  // No tracking link here: the parcel has arrived. How to reach us, and the sign-off.
  const support = t("support", {
    email: supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    phone: messages.support.channels.phone.value,
  });

  const text = [
    greeting,
    "",
    t("intro", { number: order.number }),
    "",
    t("itemsTitle"),
    ...products.map((name) => `- ${name}`),
    "",
    `${t("button")}: ${link}`,
    "",
    t("once"),
    "",
    t("supportTitle"),
    support,
    "",
    t("signOff"),
    t("team"),
  ].join("\n");

  const html = mailDocument({
    lang: order.locale,
    title: subject,
    preheader: t("preheader"),
    footer: t("footer"),
    html: [
      paragraph(greeting),
      paragraph(t("intro", { number: order.number })),
      heading(t("itemsTitle")),
      bulletList(products),
      button(link, t("button")),
      paragraph(t("once"), { muted: true }),
      heading(t("supportTitle")),
      paragraph(support),
      lines([t("signOff"), t("team")]),
    ].join("\n"),
  });
  return { subject, text, html };
}
