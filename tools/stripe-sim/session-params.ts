import { errors } from "./errors";
import type { Params } from "./params";

export const PAY_METHODS = ["card", "paypal"] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

// Stripe's Checkout locales (SDK 23). The pay page itself speaks English and Thai.
// prettier-ignore
const LOCALES = [
  "auto", "bg", "cs", "da", "de", "el", "en", "en-GB", "es", "es-419", "et", "fi", "fil", "fr", "fr-CA",
  "hi-IN", "hr", "hu", "id", "it", "ja", "ko", "lt", "lv", "ms", "mt", "nb", "nl", "pl", "pt", "pt-BR",
  "ro", "ru", "sk", "sl", "sv", "th", "tr", "vi", "zh", "zh-HK", "zh-TW",
] as const;

// prettier-ignore
const KNOWN = [
  "line_items", "mode", "success_url", "cancel_url", "payment_method_types", "allowed_payment_method_types",
  "client_reference_id", "metadata", "customer_email", "locale", "expires_at", "ui_mode", "expand",
] as const;
const UNSUPPORTED_HINT = ` (the Stripe simulator supports only: ${KNOWN.join(", ")})`;

type LineItemInput = {
  name: string;
  description: string | null;
  currency: string;
  unitAmount: number;
  quantity: number;
};

export type SessionInput = {
  lineItems: LineItemInput[];
  currency: string;
  paymentMethodTypes: PayMethod[];
  allowedPaymentMethodTypes: PayMethod[] | null;
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  customerEmail: string | null;
  locale: string | null;
  expiresAt: number;
};

function url(params: Params, key: string): string {
  const value = params.string(key, { required: true, maxLength: 5000 }) ?? "";
  let parsed: URL | undefined;
  try {
    // The template is legal in success_url; it must not make an otherwise valid URL fail.
    parsed = new URL(value.replace(/\{CHECKOUT_SESSION_ID\}/g, "x"));
  } catch {
    parsed = undefined;
  }
  if (!parsed || !["http:", "https:"].includes(parsed.protocol)) {
    throw errors.invalid(params.path(key), "Not a valid URL", "url_invalid");
  }
  return value;
}

function lineItem(item: Params): LineItemInput {
  item.rejectUnknown(["price_data", "quantity"], " (the simulator supports price_data line items only)");
  const quantity = item.integer("quantity", { required: true, min: 1 }) ?? 1;
  const price = item.hash("price_data", { required: true })!;
  price.rejectUnknown(["currency", "unit_amount", "product_data", "tax_behavior"]);
  const currency = price.string("currency", { required: true })!.toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) {
    throw errors.invalid(price.path("currency"), `Invalid currency: ${currency}`);
  }
  const unitAmount = price.integer("unit_amount", { required: true, min: 0 }) ?? 0;
  const product = price.hash("product_data", { required: true })!;
  product.rejectUnknown(["name", "description", "images", "metadata"]);
  const name = product.string("name", { required: true, maxLength: 250 })!;
  const description = product.string("description", { maxLength: 500 }) ?? null;
  return { name, description, currency, unitAmount, quantity };
}

function payMethods(params: Params): Pick<SessionInput, "paymentMethodTypes" | "allowedPaymentMethodTypes"> {
  const read = (key: string) => {
    const list = params.stringList(key);
    list?.forEach((method, i) => {
      if (!(PAY_METHODS as readonly string[]).includes(method)) {
        const path = `${params.path(key)}[${i}]`;
        throw errors.invalid(path, `Invalid ${path}: the simulator supports ${PAY_METHODS.join(", ")}`);
      }
    });
    return list && ([...new Set(list)] as PayMethod[]);
  };
  const explicit = read("payment_method_types");
  const allowed = read("allowed_payment_method_types");
  if (explicit && allowed) {
    throw errors.invalid(
      "allowed_payment_method_types",
      "You may only specify one of these parameters: payment_method_types, allowed_payment_method_types.",
    );
  }
  return { paymentMethodTypes: explicit ?? allowed ?? ["card"], allowedPaymentMethodTypes: allowed ?? null };
}

/** Validates a create request the way Stripe does, first failing param wins. */
export function parseSessionCreate(params: Params, nowSec: number, defaultTtlSec: number): SessionInput {
  params.rejectUnknown(KNOWN, UNSUPPORTED_HINT);
  if (params.stringList("expand")?.length) {
    throw errors.invalid("expand", "The Stripe simulator does not support expand.");
  }
  params.oneOf("mode", ["payment"]);
  params.oneOf("ui_mode", ["hosted_page", "hosted"]);
  const items = params.list("line_items", { required: true })!;
  if (items.length === 0) throw errors.missing("line_items");
  if (items.length > 100) throw errors.invalid("line_items", "You may only specify up to 100 line items.");
  const lineItems = items.map(lineItem);
  const currency = lineItems[0]!.currency;
  lineItems.forEach((item, i) => {
    if (item.currency !== currency) {
      const param = `line_items[${i}][price_data][currency]`;
      throw errors.invalid(param, "All line items must have the same currency.");
    }
  });
  const successUrl = url(params, "success_url");
  const cancelUrl = url(params, "cancel_url");
  const customerEmail = params.string("customer_email", { maxLength: 800 }) ?? null;
  if (customerEmail !== null && !/^[^\s@]+@[^\s@]+$/.test(customerEmail)) {
    throw errors.invalid("customer_email", `Invalid email address: ${customerEmail}`, "email_invalid");
  }
  const expiresAt = params.integer("expires_at") ?? nowSec + defaultTtlSec;
  // Stripe allows 30 minutes to 24 hours; a minute of slack absorbs the request's own travel time.
  if (params.has("expires_at") && (expiresAt < nowSec + 29 * 60 || expiresAt > nowSec + 24 * 3600 + 60)) {
    throw errors.invalid(
      "expires_at",
      "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
    );
  }
  return {
    lineItems,
    currency,
    ...payMethods(params),
    successUrl,
    cancelUrl,
    clientReferenceId: params.string("client_reference_id", { maxLength: 200 }) ?? null,
    metadata: params.metadata("metadata"),
    customerEmail,
    locale: params.oneOf("locale", LOCALES) ?? null,
    expiresAt,
  };
}
