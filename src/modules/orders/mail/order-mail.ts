import { DEFAULT_SUPPORT_EMAIL } from "@/server/env";
import { localizedPath, SHOP_TIME_ZONE } from "@/modules/i18n";
import type { OrderDetails } from "../schema";
import type { ClosingTexts } from "./closing";
import type { MailMessages } from "./messages";

/**
 * What every order mail passes to next-intl's createTranslator (with its own namespace): the order's
 * language, the shop's time zone (as the staff's order page shows times), and a missing translation
 * throws rather than mailing a customer a message key such as "mail.orderConfirmation.subject".
 */
export function mailTranslatorConfig(locale: OrderDetails["locale"], messages: MailMessages) {
  return {
    locale,
    messages,
    timeZone: SHOP_TIME_ZONE,
    onError: (error: Error) => {
      throw error;
    },
  };
}

/** The shipping address as the lines of a label: name, company, street, city/state/postcode, country. */
export function addressLines(shipping: OrderDetails["shipping"], locale: OrderDetails["locale"]): string[] {
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(shipping.country);
  return [
    shipping.name,
    ...(shipping.company ? [shipping.company] : []),
    shipping.address,
    [shipping.city, shipping.state].filter(Boolean).join(", ") + ` ${shipping.postalCode}`,
    country ?? shipping.country,
  ];
}

/** An item's chosen options on one line ("Finish: Gloss, Cards per box: 500 cards"), or nothing. */
export function optionLines(item: OrderDetails["items"][number]): string[] {
  return item.options.length ? [item.options.map((o) => `${o.name}: ${o.value}`).join(", ")] : [];
}

/** "Label: value" lines for the plain-text part. */
export function pairs(entries: { label: string; value: string }[]): string[] {
  return entries.map((e) => `${e.label}: ${e.value}`);
}

/** The closing keys every order mail's namespace has. */
type ClosingKey = "trackIntro" | "trackButton" | "supportTitle" | "support" | "signOff" | "team";

/**
 * The translated closing of an order mail: the link to our tracking page in the order's language,
 * the support contacts as the site shows them, and the sign-off. `supportEmail` is the support address
 * in force (the admin's setting, support/server's supportAddress()); the built-in default otherwise.
 */
export function orderClosing(
  t: (key: ClosingKey, values?: { email: string; phone: string }) => string,
  order: Pick<OrderDetails, "locale" | "number">,
  appUrl: string,
  messages: MailMessages,
  supportEmail?: string,
): ClosingTexts {
  const contacts = {
    email: supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    phone: messages.support.channels.phone.value,
  };
  return {
    trackIntro: t("trackIntro"),
    trackButton: t("trackButton"),
    trackUrl: `${appUrl}${localizedPath(order.locale, "/track-order")}?order=${encodeURIComponent(order.number)}`,
    supportTitle: t("supportTitle"),
    support: t("support", contacts),
    signOff: t("signOff"),
    team: t("team"),
  };
}
