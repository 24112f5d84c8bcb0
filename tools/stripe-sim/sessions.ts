import type { DisputeRecord } from "./dispute-record";
import { stripeId } from "./ids";
import type { PayMethod, SessionInput } from "./session-params";

export type SessionRecord = SessionInput & {
  id: string;
  created: number;
  amountTotal: number;
  status: "open" | "complete" | "expired";
  paymentStatus: "unpaid" | "paid";
  paymentIntent: string | null;
};

export type PaymentIntentRecord = {
  id: string;
  chargeId: string;
  sessionId: string;
  amount: number;
  currency: string;
  method: PayMethod;
  // "processing" is a delayed payment still in flight; refunds need "succeeded".
  status: "processing" | "succeeded" | "requires_payment_method";
  refunded: number;
};

/** In-memory Checkout Sessions and the PaymentIntents that paying them creates. */
export class SessionStore {
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly intents = new Map<string, PaymentIntentRecord>();
  /** Every refund made, oldest first, as the API answered it: what tests and the control API read. */
  readonly refunds: Record<string, unknown>[] = [];
  /** Disputes opened through the control API, by id. */
  readonly disputes = new Map<string, DisputeRecord>();

  constructor(private readonly publicUrl: () => string) {}

  create(input: SessionInput, nowSec: number): SessionRecord {
    const amountTotal = input.lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    const session: SessionRecord = {
      ...input,
      id: stripeId("cs_test_", 58),
      created: nowSec,
      amountTotal,
      status: "open",
      paymentStatus: "unpaid",
      paymentIntent: null,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): SessionRecord | undefined {
    return this.sessions.get(id);
  }

  all(): SessionRecord[] {
    return [...this.sessions.values()];
  }

  intent(id: string): PaymentIntentRecord | undefined {
    return this.intents.get(id);
  }

  /** Stripe creates the PaymentIntent only when the shopper pays (API versions since 2022-08-01). */
  createIntent(session: SessionRecord, method: PayMethod, status: PaymentIntentRecord["status"]) {
    const intent: PaymentIntentRecord = {
      id: stripeId("pi_"),
      chargeId: stripeId("ch_"),
      sessionId: session.id,
      amount: session.amountTotal,
      currency: session.currency,
      method,
      status,
      refunded: 0,
    };
    this.intents.set(intent.id, intent);
    session.paymentIntent = intent.id;
    return intent;
  }

  /** The JSON Stripe returns for a session; webhooks carry the same snapshot. */
  toObject(session: SessionRecord): Record<string, unknown> {
    const done = session.status === "complete";
    return {
      id: session.id,
      object: "checkout.session",
      allowed_payment_method_types: session.allowedPaymentMethodTypes,
      amount_subtotal: session.amountTotal,
      amount_total: session.amountTotal,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: session.cancelUrl,
      client_reference_id: session.clientReferenceId,
      client_secret: null,
      created: session.created,
      currency: session.currency,
      customer: null,
      customer_creation: "if_required",
      // Stripe always asks the shopper for an e-mail; the simulated page does not, so it reuses the
      // prefilled one or a fixed test address.
      customer_details: done
        ? {
            address: null,
            email: session.customerEmail ?? "shopper@example.com",
            name: null,
            phone: null,
            tax_exempt: "none",
            tax_ids: [],
          }
        : null,
      customer_email: session.customerEmail,
      expires_at: session.expiresAt,
      invoice: null,
      livemode: false,
      locale: session.locale,
      metadata: { ...session.metadata },
      mode: "payment",
      payment_intent: session.paymentIntent,
      payment_link: null,
      payment_method_collection: "if_required",
      payment_method_types: [...session.paymentMethodTypes],
      payment_status: session.paymentStatus,
      recovered_from: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: session.status,
      submit_type: null,
      subscription: null,
      success_url: session.successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted_page",
      // Stripe clears the URL once the session can no longer be paid.
      url: session.status === "open" ? `${this.publicUrl()}/pay/${session.id}` : null,
    };
  }
}

/** Where Stripe sends the shopper after paying: `{CHECKOUT_SESSION_ID}` becomes the session id. */
export function successRedirect(session: SessionRecord): string {
  return session.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", session.id);
}
