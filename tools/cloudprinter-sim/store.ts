import { firstSequence } from "./ids";
import { readState, writeState, type PersistedState } from "./persistence";
import type { OrderRecord, QuoteRecord, SimSignal } from "./types";

// Keep the file small on a long-running simulator: old quotes and delivered history are trimmed.
const QUOTE_KEEP_MS = 7 * 86_400_000;
const SIGNAL_HISTORY = 1000;

/**
 * Everything the simulator knows, in memory, mirrored to the data file (when there is one) on every
 * change: orders, quotes, signals and the orders/add counters, so a restart loses nothing.
 */
export class SimStore {
  readonly orders = new Map<string, OrderRecord>();
  readonly quotes = new Map<string, QuoteRecord>();
  readonly signals = new Map<string, SimSignal>();
  readonly addCalls = new Map<string, number>();
  totalAddCalls = 0;
  /** orders/add requests refused because the reference already existed (memory only). */
  readonly repeatedAdds = new Map<string, number>();
  private sequence = firstSequence();
  private closed = false;

  constructor(
    private readonly file: string | undefined,
    private readonly now: () => number,
  ) {
    const saved = file ? readState(file) : undefined;
    if (!saved) return;
    this.sequence = saved.sequence;
    this.totalAddCalls = saved.totalAddCalls;
    for (const [reference, count] of Object.entries(saved.addCalls)) this.addCalls.set(reference, count);
    for (const order of saved.orders) this.orders.set(order.reference, order);
    for (const quote of saved.quotes) this.quotes.set(quote.hash, quote);
    for (const signal of saved.signals) this.signals.set(signal.id, signal);
  }

  nextSequence(): number {
    this.sequence += 1;
    return this.sequence;
  }

  countAdd(reference: string): void {
    this.addCalls.set(reference, (this.addCalls.get(reference) ?? 0) + 1);
    this.totalAddCalls += 1;
  }

  countRepeat(reference: string): void {
    this.repeatedAdds.set(reference, (this.repeatedAdds.get(reference) ?? 0) + 1);
  }

  findByTracking(tracking: string) {
    for (const order of this.orders.values()) {
      const item = order.items.find((candidate) => candidate.tracking === tracking);
      if (item) return { order, item };
    }
    return undefined;
  }

  reset(): void {
    this.orders.clear();
    this.quotes.clear();
    this.signals.clear();
    this.addCalls.clear();
    this.totalAddCalls = 0;
    this.save();
  }

  /** Writes the file; a closed store writes nothing, so late callbacks cannot clobber a successor. */
  save(): void {
    if (!this.file || this.closed) return;
    const now = this.now();
    for (const [hash, quote] of this.quotes) {
      if (quote.expiresAt + QUOTE_KEEP_MS < now) this.quotes.delete(hash);
    }
    const signals = [...this.signals.values()];
    const settled = signals.filter((signal) => signal.status !== "pending");
    for (const old of settled.slice(0, Math.max(0, settled.length - SIGNAL_HISTORY))) {
      this.signals.delete(old.id);
    }
    const state: PersistedState = {
      version: 1,
      sequence: this.sequence,
      totalAddCalls: this.totalAddCalls,
      addCalls: Object.fromEntries(this.addCalls),
      orders: [...this.orders.values()],
      quotes: [...this.quotes.values()],
      signals: [...this.signals.values()],
    };
    writeState(this.file, state);
  }

  close(): void {
    this.closed = true;
  }
}
