import { isoDatetime } from "./dates";
import type { FaultSwitch } from "./faults";
import { signalId } from "./ids";
import { postJson } from "./post-json";
import type { SimStore } from "./store";
import type { OrderRecord, SignalAttempt, SimItem, SimSignal } from "./types";

type Options = {
  webhookKey: string;
  url: string | undefined;
  retryDelaysMs: number[];
  timeoutMs: number;
  now: () => number;
  log: (line: string) => void;
  faults: FaultSwitch;
  store: SimStore;
};

/**
 * CloudSignal delivery (docs/cloudprinter.md §3): one JSON POST per attempt with the webhook key in the body;
 * only 200 and 204 count as delivered, anything else (or a timeout) is retried after the configured
 * delays. Each signal travels on its own, so a slow or failing one does not hold back the next: the
 * receiver has to cope with signals out of order, as with the real service. Pending signals are in
 * the store, and `resume` picks them up after a restart.
 */
export class SignalSender {
  private url: string | undefined;
  private closed = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private aborter = new AbortController();

  constructor(private readonly options: Options) {
    this.url = options.url;
  }

  setUrl(url: string | undefined): void {
    this.url = url;
  }

  /** Records the signal and resolves once its first attempt is over (delivered or not). */
  emit(order: OrderRecord, type: string, item?: SimItem, extra: Record<string, string> = {}): Promise<void> {
    const payload: Record<string, string> = {
      type,
      order: order.id,
      order_reference: order.reference,
      ...(item && { item: item.id, item_reference: item.reference }),
      datetime: isoDatetime(this.options.now()),
      ...extra,
    };
    const signal: SimSignal = {
      id: signalId(),
      type,
      orderReference: order.reference,
      itemReference: item?.reference ?? null,
      payload,
      status: "pending",
      attempts: [],
      nextAttemptAt: Date.now(),
    };
    this.options.store.signals.set(signal.id, signal);
    this.options.store.save();
    return this.attempt(signal);
  }

  /** Schedules every pending signal from the data file, at the time its next attempt was due. */
  resume(): void {
    for (const signal of this.options.store.signals.values()) {
      if (signal.status === "pending") this.retryAt(signal, signal.nextAttemptAt ?? Date.now());
    }
  }

  list(): SimSignal[] {
    return [...this.options.store.signals.values()].map((signal) => structuredClone(signal));
  }

  /** Stops retries and aborts attempts in flight (they stay pending in the file). */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.aborter.abort();
    this.aborter = new AbortController();
  }

  close(): void {
    this.closed = true;
    this.stop();
  }

  private retryAt(signal: SimSignal, at: number): void {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        void this.attempt(signal);
      },
      Math.max(0, at - Date.now()),
    );
    this.timers.add(timer);
  }

  private async attempt(signal: SimSignal): Promise<void> {
    const { store, log } = this.options;
    const url = this.url;
    if (this.closed || store.signals.get(signal.id) !== signal) return;
    if (!url) {
      Object.assign(signal, { status: "no_endpoint", nextAttemptAt: null });
      store.save();
      log(`signal ${signal.type} ${signal.orderReference}: no webhook URL, not sent`);
      return;
    }
    const abort = this.aborter.signal;
    const started = Date.now();
    const outcome: SignalAttempt = {
      at: new Date(started).toISOString(),
      url,
      status: null,
      error: null,
      dropped: false,
      durationMs: 0,
    };
    if (this.options.faults.takeWebhookDrop()) {
      Object.assign(outcome, { dropped: true, error: "dropped by the drop-webhooks fault" });
    } else {
      const body = JSON.stringify({ apikey: this.options.webhookKey, ...signal.payload });
      try {
        outcome.status = await postJson(url, body, this.options.timeoutMs, abort);
      } catch (cause) {
        outcome.error = cause instanceof Error ? cause.message : String(cause);
      }
    }
    // Closed, reset or stopped meanwhile: leave the record as it was (still pending in the file).
    if (this.closed || store.signals.get(signal.id) !== signal || abort.aborted) return;
    outcome.durationMs = Date.now() - started;
    signal.attempts.push(outcome);
    this.settle(signal, outcome);
  }

  private settle(signal: SimSignal, outcome: SignalAttempt): void {
    const described = `signal ${signal.type} ${signal.orderReference} → ${outcome.status ?? outcome.error} (attempt ${signal.attempts.length})`;
    if (outcome.status === 200 || outcome.status === 204) {
      Object.assign(signal, { status: "delivered", nextAttemptAt: null });
      this.options.log(described);
    } else {
      const delay = this.options.retryDelaysMs[signal.attempts.length - 1];
      if (delay === undefined) {
        Object.assign(signal, { status: "failed", nextAttemptAt: null });
        this.options.log(`${described}; giving up`);
      } else {
        signal.nextAttemptAt = Date.now() + delay;
        this.retryAt(signal, signal.nextAttemptAt);
        this.options.log(`${described}; retrying in ${delay} ms`);
      }
    }
    this.options.store.save();
  }
}
