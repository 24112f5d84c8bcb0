import { stripeId } from "./ids";
import { postJson } from "./post-json";
import { signatureHeader } from "./signature";

/** The API version of the installed stripe SDK (23.x); replaced by the `Stripe-Version` the shop sends. */
const DEFAULT_API_VERSION = "2026-10-28.endive";

type DeliveryAttempt = {
  at: string;
  url: string;
  /** HTTP status the endpoint answered, or null when there was no answer (see `error`). */
  status: number | null;
  error: string | null;
  durationMs: number;
};

export type SimEvent = {
  id: string;
  type: string;
  created: number;
  /** The exact JSON sent (and signed); parse it to look at `data.object`. */
  body: string;
  status: "pending" | "delivered" | "failed" | "no_endpoint";
  attempts: DeliveryAttempt[];
};

export type EventRequest = { id: string | null; idempotency_key: string | null };

type Options = {
  secret: string;
  url: string | undefined;
  retryDelaysMs: number[];
  timeoutMs: number;
  nowSec: () => number;
  log: (line: string) => void;
};

/**
 * Keeps every event and delivers it like Stripe: one JSON POST per attempt, freshly signed, where any
 * 2xx is success and anything else (other status, network error, timeout) is retried after the
 * configured delays until they run out.
 */
export class WebhookSender {
  apiVersion = DEFAULT_API_VERSION;
  private url: string | undefined;
  private closed = false;
  private readonly records = new Map<string, SimEvent>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly aborter = new AbortController();

  constructor(private readonly options: Options) {
    this.url = options.url;
  }

  setUrl(url: string | undefined): void {
    this.url = url;
  }

  emit(type: string, object: Record<string, unknown>, request?: EventRequest): SimEvent {
    const event = {
      id: stripeId("evt_"),
      object: "event",
      api_version: this.apiVersion,
      created: this.options.nowSec(),
      data: { object },
      livemode: false,
      pending_webhooks: this.url ? 1 : 0,
      request: request ?? { id: null, idempotency_key: null },
      type,
    };
    // Stripe sends pretty-printed JSON; the shop must verify these bytes, not a re-serialisation.
    const body = JSON.stringify(event, null, 2);
    const record: SimEvent = {
      id: event.id,
      type,
      created: event.created,
      body,
      status: "pending",
      attempts: [],
    };
    this.records.set(record.id, record);
    void this.deliver(record, 0);
    return record;
  }

  /** Sends a stored event again: same id and body, new signature (a replay, as Stripe may do). */
  resend(id: string): SimEvent | undefined {
    const record = this.records.get(id);
    if (record) void this.deliver(record, 0);
    return record;
  }

  list(): SimEvent[] {
    return [...this.records.values()].map((record) => structuredClone(record));
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.aborter.abort();
  }

  private async deliver(record: SimEvent, attempt: number): Promise<void> {
    const url = this.url;
    if (this.closed) return;
    if (!url) {
      record.status = "no_endpoint";
      this.options.log(`webhook ${record.type} ${record.id}: no endpoint configured, not sent`);
      return;
    }
    record.status = "pending";
    const started = Date.now();
    const signature = signatureHeader(record.body, this.options.secret, Math.floor(started / 1000));
    let status: number | null = null;
    let error: string | null = null;
    try {
      const headers = { "stripe-signature": signature };
      status = await postJson(url, record.body, headers, this.options.timeoutMs, this.aborter.signal);
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    if (this.closed) return;
    const at = new Date(started).toISOString();
    record.attempts.push({ at, url, status, error, durationMs: Date.now() - started });
    const outcome = `${record.type} ${record.id} → ${status ?? error} (attempt ${attempt + 1})`;
    if (status !== null && status >= 200 && status < 300) {
      record.status = "delivered";
      this.options.log(`webhook ${outcome}`);
      return;
    }
    const delay = this.options.retryDelaysMs[attempt];
    if (delay === undefined) {
      record.status = "failed";
      this.options.log(`webhook ${outcome}; giving up`);
      return;
    }
    this.options.log(`webhook ${outcome}; retrying in ${delay} ms`);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.deliver(record, attempt + 1);
    }, delay);
    this.timers.add(timer);
  }
}
