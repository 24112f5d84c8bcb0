import type { PayMethod } from "./session-params";
import type { SessionRecord, SessionStore } from "./sessions";
import type { EventRequest, WebhookSender } from "./webhooks";

/** A state change that the session's current state does not allow. */
export class FlowError extends Error {}

/**
 * The session state machine and the events each step sends, shared by the API, the pay page and the
 * control API so that every way in behaves the same:
 *   open → complete/paid                     checkout.session.completed
 *   open → complete/unpaid (delayed method)  checkout.session.completed
 *        → paid                              checkout.session.async_payment_succeeded
 *        → stays unpaid                      checkout.session.async_payment_failed
 *   open → expired                           checkout.session.expired
 */
export class CheckoutFlow {
  constructor(
    private readonly store: SessionStore,
    private readonly webhooks: WebhookSender,
  ) {}

  private requireOpen(session: SessionRecord): void {
    if (session.status !== "open") {
      throw new FlowError(`Checkout Session ${session.id} is ${session.status}, not open.`);
    }
  }

  private requireMethod(session: SessionRecord, method: PayMethod): void {
    if (!session.paymentMethodTypes.includes(method)) {
      throw new FlowError(`Checkout Session ${session.id} does not accept ${method}.`);
    }
  }

  private send(type: string, session: SessionRecord, request?: EventRequest): void {
    this.webhooks.emit(type, this.store.toObject(session), request);
  }

  pay(session: SessionRecord, method: PayMethod): void {
    this.requireOpen(session);
    this.requireMethod(session, method);
    this.store.createIntent(session, method, "succeeded");
    session.status = "complete";
    session.paymentStatus = "paid";
    this.send("checkout.session.completed", session);
  }

  /** A delayed payment method: the shopper is done but the money has not arrived yet. */
  startDelayed(session: SessionRecord, method: PayMethod): void {
    this.requireOpen(session);
    this.requireMethod(session, method);
    this.store.createIntent(session, method, "processing");
    session.status = "complete";
    this.send("checkout.session.completed", session);
  }

  settleDelayed(session: SessionRecord, succeeded: boolean): void {
    const intent = session.paymentIntent ? this.store.intent(session.paymentIntent) : undefined;
    if (session.status !== "complete" || intent?.status !== "processing") {
      throw new FlowError(`Checkout Session ${session.id} has no delayed payment in progress.`);
    }
    intent.status = succeeded ? "succeeded" : "requires_payment_method";
    if (succeeded) session.paymentStatus = "paid";
    const type = succeeded ? "async_payment_succeeded" : "async_payment_failed";
    this.send(`checkout.session.${type}`, session);
  }

  expire(session: SessionRecord, request?: EventRequest): void {
    this.requireOpen(session);
    session.status = "expired";
    this.send("checkout.session.expired", session, request);
  }

  /** Expires every open session whose `expires_at` has passed. */
  expireDue(nowSec: number): void {
    for (const session of this.store.all()) {
      if (session.status === "open" && session.expiresAt <= nowSec) this.expire(session);
    }
  }
}
