/** One option as orders and quotes carry it: `type` holds the option *reference* (docs/cloudprinter.md §2.3). */
export type CpOption = { type: string; count: string };
export type CpFile = { type: string; url: string; md5sum: string };

export type SimItem = {
  /** The shop's item reference. */
  reference: string;
  /** Cloudprinter's item id: the order id's first 10 digits and a 4-digit position. */
  id: string;
  product: string;
  name: string;
  count: string;
  shippingLevel: string;
  /** Carrier text, e.g. "DHL - Express ground"; known from the quote or level at creation. */
  shippingOption: string;
  quote: string | null;
  /** Empty until ItemShipped. */
  tracking: string;
  trackingUrl: string;
  state: string;
  stateCode: string;
  options: CpOption[];
  files: CpFile[];
};

type StatusLog = { create_date: string; state: string };

/** An order as the simulator keeps it (and writes it to the data file). */
export type OrderRecord = {
  reference: string;
  /** Cloudprinter's 14-digit order id, as a string. */
  id: string;
  email: string;
  state: string;
  stateCode: string;
  /** `YYYY-MM-DD HH:MM:SS`, UTC. */
  orderDate: string;
  /** Lifecycle steps done, 0 (new) to 8 (delivered); see stages.ts. */
  stage: number;
  canceled: boolean;
  /** Real-clock epoch ms of the next automatic step; null when none is planned. */
  nextStepAt: number | null;
  /** With fetchFiles: whether the download check has run (re-run after a restart if not). */
  filesChecked: boolean;
  addresses: Record<string, string>[];
  items: SimItem[];
  logs: StatusLog[];
};

/** What `orders()` and `GET /_sim/orders` return: the order plus how many orders/add calls were accepted. */
export type SimOrder = OrderRecord & { addCalls: number };

export type SignalAttempt = {
  at: string;
  url: string;
  /** HTTP status the endpoint answered, or null when there was none (see `error`). */
  status: number | null;
  error: string | null;
  /** True when the "drop-webhooks" fault swallowed the attempt: nothing was sent. */
  dropped: boolean;
  durationMs: number;
};

export type SimSignal = {
  id: string;
  type: string;
  orderReference: string;
  itemReference: string | null;
  /** The body sent, except `apikey`, which is added at send time (the current webhook key). */
  payload: Record<string, string>;
  status: "pending" | "delivered" | "failed" | "no_endpoint";
  attempts: SignalAttempt[];
  /** Real-clock epoch ms of the next attempt while pending. */
  nextAttemptAt: number | null;
};

export type QuoteItem = { reference: string; product: string; count: string; options: CpOption[] };

/** One shipping offer of an orders/quote answer; its hash is what orders/add may name. */
export type QuoteRecord = {
  hash: string;
  /** Sim-clock epoch ms. */
  createdAt: number;
  expiresAt: number;
  country: string;
  state: string | null;
  currency: string;
  level: string;
  service: string;
  shippingOption: string;
  price: string;
  totalWeight: string;
  items: QuoteItem[];
};

export type Fault = {
  mode: "error" | "timeout" | "slow" | "drop-after-accept" | "drop-webhooks";
  /** For "error"; default 503. */
  status?: number;
  /** "slow": answer after this long; "timeout": hold the request this long (default 60 000), then drop it. */
  delayMs?: number;
  /** Only these API paths, e.g. ["orders/add"]; default every API path. */
  paths?: string[];
  /** Only the next N matching requests (or webhook attempts), then the fault clears. */
  count?: number;
  /** Epoch ms (the sim's `now` clock) after which the fault clears. */
  untilMs?: number;
};
