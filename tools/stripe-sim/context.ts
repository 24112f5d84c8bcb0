import type { CheckoutFlow } from "./checkout-flow";
import type { IdempotencyStore } from "./idempotency";
import type { SessionStore } from "./sessions";
import type { WebhookSender } from "./webhooks";

/** Everything a request handler may touch; one per running simulator. */
export type SimContext = {
  store: SessionStore;
  flow: CheckoutFlow;
  webhooks: WebhookSender;
  idempotency: IdempotencyStore;
  nowSec: () => number;
  sessionTtlSeconds: number;
  log: (line: string) => void;
  /**
   * Refund requests still to be dropped as if Stripe were unreachable (the connection is closed with no
   * answer, before anything is done): how tests show a refund job retrying through an outage.
   */
  faults: { refundOutages: number };
};
