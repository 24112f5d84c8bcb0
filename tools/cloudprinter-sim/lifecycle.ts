import { checkFiles } from "./file-check";
import {
  cancel,
  failDownload,
  isActive,
  isCancelable,
  nextStep,
  STAGES,
  type Emission,
  type StageName,
} from "./stages";
import type { SimStore } from "./store";
import type { OrderRecord } from "./types";
import type { SignalSender } from "./webhooks";

type Options = {
  store: SimStore;
  signals: SignalSender;
  /** 0: never step on a timer. */
  stepMs: number;
  fetchFiles: boolean;
  fileTimeoutMs: number;
  now: () => number;
  trackingUrl: (tracking: string) => string;
  log: (line: string) => void;
};

/**
 * Moves orders through stages.ts, on a timer (`stepMs`) or by hand. Steps of one order run one after
 * another (a chain per order), and a step resolves once its signals' first delivery attempts are
 * over, so `await advance()` means "the shop has been told". Cancelling does not wait on the chain: a
 * webhook handler that cancels while its own signal is being delivered must not deadlock.
 * `nextStepAt` is in the data file, so a restarted simulator continues where it stopped.
 */
export class Lifecycle {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly chains = new Map<string, Promise<void>>();
  private closed = false;

  constructor(private readonly options: Options) {}

  /** After a start: resume timers and any download check that never ran. */
  resume(): void {
    for (const order of this.options.store.orders.values()) {
      if (!isActive(order)) continue;
      if (this.options.fetchFiles && !order.filesChecked) this.checkFiles(order);
      const soonest = Date.now() + this.options.stepMs;
      this.schedule(order, Math.min(order.nextStepAt ?? soonest, soonest));
    }
  }

  accepted(order: OrderRecord): void {
    if (this.options.fetchFiles) this.checkFiles(order);
    this.schedule(order, Date.now() + this.options.stepMs);
  }

  async advance(order: OrderRecord, steps = 1): Promise<void> {
    await this.serial(order, async () => {
      for (let done = 0; done < steps && isActive(order) && this.current(order); done += 1) {
        await this.emit(order, nextStep(order, this.options.now(), this.options.trackingUrl));
      }
    });
    this.schedule(order, Date.now() + this.options.stepMs);
  }

  advanceTo(order: OrderRecord, stage: StageName): Promise<void> {
    return this.advance(order, Math.max(0, STAGES[stage] - order.stage));
  }

  /** orders/cancel: true when the order is (now or already) cancelled, false once production started. */
  cancel(order: OrderRecord): boolean {
    if (order.canceled) return true;
    if (!isCancelable(order)) return false;
    this.clearTimer(order);
    cancel(order, this.options.now());
    void this.emit(order, [{ type: "CloudprinterOrderCanceled" }]);
    return true;
  }

  /** Forgets every timer and chain (reset and close). */
  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.chains.clear();
  }

  close(): void {
    this.closed = true;
    this.stop();
  }

  private current(order: OrderRecord): boolean {
    return !this.closed && this.options.store.orders.get(order.reference) === order;
  }

  private checkFiles(order: OrderRecord): void {
    void this.serial(order, async () => {
      const failures = await checkFiles(order.items, this.options.fileTimeoutMs);
      if (!this.current(order)) return;
      order.filesChecked = true;
      if (failures.length > 0 && isCancelable(order)) {
        this.clearTimer(order);
        this.options.log(`order ${order.reference}: file check failed, cancelling`);
        await this.emit(order, failDownload(order, failures, this.options.now()));
      } else {
        this.options.store.save();
      }
    });
  }

  private async emit(order: OrderRecord, emissions: Emission[]): Promise<void> {
    this.options.store.save();
    const { signals } = this.options;
    await Promise.all(emissions.map((e) => signals.emit(order, e.type, e.item, e.extra)));
  }

  private schedule(order: OrderRecord, at: number): void {
    this.clearTimer(order);
    if (this.options.stepMs <= 0 || !isActive(order) || !this.current(order)) {
      order.nextStepAt = null;
      return;
    }
    order.nextStepAt = at;
    this.options.store.save();
    const timer = setTimeout(
      () => {
        this.timers.delete(order.reference);
        void this.advance(order).catch((error: unknown) => this.options.log(`step failed: ${String(error)}`));
      },
      Math.max(0, at - Date.now()),
    );
    this.timers.set(order.reference, timer);
  }

  private clearTimer(order: OrderRecord): void {
    const timer = this.timers.get(order.reference);
    if (timer) clearTimeout(timer);
    this.timers.delete(order.reference);
  }

  /** Runs `work` after everything already queued for this order. */
  private serial(order: OrderRecord, work: () => Promise<void>): Promise<void> {
    const previous = this.chains.get(order.reference) ?? Promise.resolve();
    const run = previous.then(() => (this.current(order) ? work() : undefined));
    const settled = run.catch((error: unknown) =>
      this.options.log(`order ${order.reference}: ${String(error)}`),
    );
    this.chains.set(order.reference, settled);
    return run;
  }
}
