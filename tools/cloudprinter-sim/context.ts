import { AccountCatalog } from "./account-catalog";
import type { Fields } from "./fields";
import { FaultSwitch } from "./faults";
import { Lifecycle } from "./lifecycle";
import type { CloudprinterSimOptions } from "./options";
import { SimStore } from "./store";
import type { SimOrder } from "./types";
import { SignalSender } from "./webhooks";

/** Everything a request handler may touch; one per running simulator. */
export type SimContext = {
  apiKey: string;
  /** The products and options this account has (documented and demo products minus removals). */
  catalog: AccountCatalog;
  store: SimStore;
  signals: SignalSender;
  lifecycle: Lifecycle;
  faults: FaultSwitch;
  /** Timers of requests a timeout or slow fault is holding. */
  held: Set<NodeJS.Timeout>;
  now: () => number;
  log: (line: string) => void;
  /** Copies of every order with its accepted orders/add count. */
  orders: () => SimOrder[];
  /** Forgets orders, quotes, signals and the fault, and puts the catalog back as started (POST /_sim/reset). */
  reset: () => void;
  /** Stops every timer and attempt; the data file keeps the state. */
  close: () => void;
};

/** An endpoint's answer; no body means an empty one (204, 403, 409, 410). */
export type Result = { status: number; body?: unknown };
export type Handler = (body: Fields, ctx: SimContext) => Result;

/** Wires the parts together; `url` is read late because the port is known only after listening. */
export function createContext(options: CloudprinterSimOptions, url: () => string): SimContext {
  const log = options.log ?? (() => {});
  const now = options.now ?? Date.now;
  const timeoutMs = options.webhookTimeoutMs ?? 10_000;
  const store = new SimStore(options.dataFile, now);
  const faults = new FaultSwitch(now);
  const signals = new SignalSender({
    webhookKey: options.webhookKey,
    url: options.webhookUrl,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [1000, 5000, 30_000, 120_000, 600_000],
    timeoutMs,
    now,
    log,
    faults,
    store,
  });
  const lifecycle = new Lifecycle({
    store,
    signals,
    stepMs: options.stepMs ?? 3000,
    fetchFiles: options.fetchFiles ?? false,
    fileTimeoutMs: timeoutMs,
    now,
    trackingUrl: (tracking) => `${url()}/tracking/${tracking}`,
    log,
  });
  const held = new Set<NodeJS.Timeout>();
  const catalog = new AccountCatalog({
    withoutProducts: options.withoutProducts ?? [],
    withoutOptions: options.withoutOptions ?? [],
  });
  return {
    apiKey: options.apiKey,
    catalog,
    store,
    signals,
    lifecycle,
    faults,
    held,
    now,
    log,
    orders: () =>
      [...store.orders.values()].map((order) => ({
        ...structuredClone(order),
        addCalls: store.addCalls.get(order.reference) ?? 0,
      })),
    reset() {
      lifecycle.stop();
      signals.stop();
      faults.set(undefined);
      catalog.reset();
      store.reset();
    },
    close() {
      lifecycle.close();
      signals.close();
      store.close();
      for (const timer of held) clearTimeout(timer);
      held.clear();
    },
  };
}
