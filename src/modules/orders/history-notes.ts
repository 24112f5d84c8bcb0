/**
 * The notes of an order's history that customers read (docs/order-lifecycle.md#history-notes): stored
 * as a key of `orders.history.notes` in messages/*.json plus its parameters, and put into words in the
 * viewer's language when shown, never stored as English sentences. The names are stored in
 * `order_status_history.note_key`: never rename them.
 */
const HISTORY_NOTE_KEYS = [
  "cancelledByCustomer",
  "cancelledByStaff",
  "paymentProcessing",
  "paymentExpired",
  "paymentFailed",
  "refundRequested",
  "refunded",
  "partialRefundRequested",
  "partlyRefunded",
  "resubmitted",
  "detailsUpdated",
  "reprintRequested",
  "reprintShipped",
] as const;
export type HistoryNoteKey = (typeof HISTORY_NOTE_KEYS)[number];

/** Parameters are plain strings, put into the message's {placeholders}. */
export type HistoryNote = { key: HistoryNoteKey; params: Record<string, string> };

/** A stored key and parameters as a note to show; a key this release doesn't know shows nothing. */
export function historyNote(
  key: string | null | undefined,
  params: Record<string, string> | null | undefined,
): HistoryNote | null {
  if (!key || !(HISTORY_NOTE_KEYS as readonly string[]).includes(key)) return null;
  return { key: key as HistoryNoteKey, params: { ...params } };
}
