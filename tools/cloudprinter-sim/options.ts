/** How a simulator is started; its own file so the context and the server both read it without a cycle. */
export type CloudprinterSimOptions = {
  /** 0 picks a free port. Default 0. */
  port?: number;
  /** Default 127.0.0.1. Another interface only when asked: the control API must stay on this machine. */
  host?: string;
  /**
   * `Authorization: Bearer <token>` every /_sim/ control route requires (at least 16 characters).
   * Default: a random one, readable as `controlToken`.
   */
  controlToken?: string;
  /** The only CloudCore key accepted; anything else is a 403. */
  apiKey: string;
  /** Sent as `apikey` in every CloudSignal body. */
  webhookKey: string;
  /** Where signals are POSTed; without one they are recorded with status "no_endpoint". */
  webhookUrl?: string;
  /** JSON file for orders, quotes and undelivered signals, rewritten atomically on every change. */
  dataFile?: string;
  /** Time between two lifecycle steps of an order. Default 3000; 0 = only by hand. */
  stepMs?: number;
  /** Waits between delivery attempts; attempts = delays + 1. Default [1000, 5000, 30000, 120000, 600000]. */
  webhookRetryDelaysMs?: number[];
  /** Per-attempt limit. Default 10 000. */
  webhookTimeoutMs?: number;
  /** Download every file after orders/add and cancel items whose MD5 does not match. Default false. */
  fetchFiles?: boolean;
  /** Millisecond clock for dates and quote expiry (timers use the real clock); tests may move it. */
  now?: () => number;
  /**
   * Products the account lacks: not in `products`, 204 in `products/info`, `product_unknown` in orders.
   * Each must be in the simulated catalog (catalog.ts or demo-catalog.ts), or the start fails.
   */
  withoutProducts?: string[];
  /** Options a product lacks: not in its `products/info`, `option_unknown` in orders. */
  withoutOptions?: { product: string; option: string }[];
  log?: (line: string) => void;
};
