import en from "../../../../messages/en.json";
import th from "../../../../messages/th.json";

/** The keys of each mail's namespace, `mail.<name>`, in messages/*.json. */
type MailKeys = {
  orderConfirmation:
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
  orderShipped:
    | "subject"
    | "preheader"
    | "greeting"
    | "intro"
    | "orderNumber"
    | "carrier"
    | "trackingNumber"
    | "noTrackingNumber"
    | "trackParcel"
    | "itemsTitle"
    | "quantity"
    | "shippingTitle"
    | "trackIntro"
    | "trackButton"
    | "supportTitle"
    | "support"
    | "signOff"
    | "team"
    | "footer";
  orderRefunded:
    | "subject"
    | "subjectPartial"
    | "preheader"
    | "greeting"
    | "intro"
    | "introPartial"
    | "refundedSoFar"
    | "orderTotal"
    | "orderNumber"
    | "amount"
    | "method"
    | "methodCard"
    | "methodPaypal"
    | "timingTitle"
    | "timing"
    | "trackIntro"
    | "trackButton"
    | "supportTitle"
    | "support"
    | "signOff"
    | "team"
    | "footer";
  orderCancelled:
    | "subject"
    | "preheader"
    | "greeting"
    | "introCustomer"
    | "introStaff"
    | "introProvider"
    | "orderNumber"
    | "cancelledAt"
    | "refundTitle"
    | "refundDue"
    | "refunded"
    | "notCharged"
    | "trackIntro"
    | "trackButton"
    | "supportTitle"
    | "support"
    | "signOff"
    | "team"
    | "footer";
  staffFulfilmentIssue:
    | "subject"
    | "preheader"
    | "intro"
    | "problem"
    | "orderNumber"
    | "status"
    | "payment"
    | "customer"
    | "openOrder"
    | "footer";
  orderDetailsUpdated:
    | "subject"
    | "preheader"
    | "greeting"
    | "intro"
    | "orderNumber"
    | "email"
    | "phone"
    | "shippingTitle"
    | "wrong"
    | "trackIntro"
    | "trackButton"
    | "supportTitle"
    | "support"
    | "signOff"
    | "team"
    | "footer";
  orderEmailChanged:
    | "subject"
    | "preheader"
    | "intro"
    | "notYou"
    | "trackIntro"
    | "trackButton"
    | "supportTitle"
    | "support"
    | "signOff"
    | "team"
    | "footer";
  reviewRequest:
    | "subject"
    | "preheader"
    | "greeting"
    | "intro"
    | "itemsTitle"
    | "button"
    | "once"
    | "supportTitle"
    | "support"
    | "signOff"
    | "team"
    | "footer";
};

/** The part of a locale's messages the mails read: their own namespaces, shipping level names, support contacts. */
export type MailMessages = {
  mail: { [Mail in keyof MailKeys]: Record<MailKeys[Mail], string> };
  shipping: { levels: Record<string, string> };
  orders: {
    carriers: Record<string, string>;
    status: Record<string, string>;
    paymentStatus: Record<string, string>;
  };
  support: { channels: { phone: { value: string } } };
};

// The same files the pages use, so the mails name things (shipping levels, contacts) as the site does.
// (Cast through unknown: the files are typed by their content, and this type is the part the mails read.)
const bundled = { en, th } as unknown as Record<"en" | "th", MailMessages>;

export function bundledMessages(locale: "en" | "th"): MailMessages {
  return bundled[locale];
}
