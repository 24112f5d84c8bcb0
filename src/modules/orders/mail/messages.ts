import en from "../../../../messages/en.json";
import th from "../../../../messages/th.json";

/** The keys of the `mail.orderConfirmation` namespace in messages/*.json. */
type Key =
  | "subject"
  | "preheader"
  | "greeting"
  | "intro"
  | "orderNumber"
  | "orderDate"
  | "itemsTitle"
  | "quantity"
  | "subtotal"
  | "shipping"
  | "free"
  | "paymentFee"
  | "total"
  | "shippingTitle"
  | "shippingLevel"
  | "delivery"
  | "nextTitle"
  | "nextProduction"
  | "nextShipping"
  | "trackIntro"
  | "trackButton"
  | "supportTitle"
  | "support"
  | "signOff"
  | "team"
  | "footer";

/** The part of a locale's messages this mail reads: its own namespace, shipping level names, support contacts. */
export type OrderConfirmationMessages = {
  mail: { orderConfirmation: Record<Key, string> };
  shipping: { levels: Record<string, string> };
  support: { channels: { email: { value: string }; phone: { value: string } } };
};

// The same files the pages use, so the mail names things (shipping levels, contacts) as the site does.
// (Cast through unknown: the files are typed by their content, and this type is the part the mail reads.)
const bundled = { en, th } as unknown as Record<"en" | "th", OrderConfirmationMessages>;

export function bundledMessages(locale: "en" | "th"): OrderConfirmationMessages {
  return bundled[locale];
}
