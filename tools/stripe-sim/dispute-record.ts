/*
 * A dispute as the simulator keeps it. Its own file, imported by the store (sessions.ts) and by the
 * dispute routes (disputes.ts), so neither imports the other.
 */

/** Stripe's dispute statuses the simulator moves through (https://docs.stripe.com/api/disputes/object). */
export const DISPUTE_STATUSES = [
  "warning_needs_response",
  "needs_response",
  "under_review",
  "won",
  "lost",
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export type DisputeRecord = {
  id: string;
  chargeId: string;
  paymentIntent: string;
  amount: number;
  currency: string;
  reason: string;
  status: DisputeStatus;
  created: number;
};
