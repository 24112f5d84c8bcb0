import type { Messages } from "next-intl";

/**
 * Namespaces client components translate. Only these are sent to the browser: the long page texts
 * (legal, marketing) render on the server and would only bloat every page's payload.
 */
const clientNamespaces = [
  "nav",
  "language",
  "localeSettings",
  "cart",
  "newsletter",
  "contactForm",
  "validation",
  "common",
  "errorPage",
  "notFound",
  "forbidden",
  "product",
  "quote",
  "shipping",
  "uploads",
  "pricingCalculator",
  "priceBreaks",
  "orders",
  "checkout",
  "auth",
  "userMenu",
  "account",
  "addresses",
  "reviews",
  "shopTerms",
  // The online designer's editor and My account → Designs.
  "designer",
  "designs",
] as const;

type ClientNamespace = (typeof clientNamespaces)[number];

export function clientMessages(messages: Messages): Pick<Messages, ClientNamespace> {
  return Object.fromEntries(clientNamespaces.map((ns) => [ns, messages[ns]])) as Pick<
    Messages,
    ClientNamespace
  >;
}
