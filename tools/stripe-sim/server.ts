import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { handleApi } from "./api-routes";
import { CheckoutFlow } from "./checkout-flow";
import type { SimContext } from "./context";
import { controlTokenFrom, hasControlToken } from "../shared/control-auth";
import { handleControl } from "./control-routes";
import type { DisputeStatus } from "./dispute-record";
import { disputeObject, moveDispute, openDispute } from "./disputes";
import { errors } from "./errors";
import { sendJson } from "./http-util";
import { IdempotencyStore } from "./idempotency";
import { handlePayPage } from "./pay-routes";
import { sendThaiFont, THAI_FONT_PATH } from "./thai-font";
import { SessionStore } from "./sessions";
import { WebhookSender, type SimEvent } from "./webhooks";

export type StripeSimOptions = {
  /** 0 picks a free port. Default 0. */
  port?: number;
  /** Default 127.0.0.1. Another interface only when asked: the control API must stay on this machine. */
  host?: string;
  /**
   * `Authorization: Bearer <token>` every /_sim/ control route requires (at least 16 characters).
   * Default: a random one, readable as `controlToken`.
   */
  controlToken?: string;
  /** Base URL browsers use for the pay page; default http://localhost:<port>. */
  publicUrl?: string;
  /** Where events are POSTed; without one they are recorded with status "no_endpoint". */
  webhookUrl?: string;
  /** The endpoint's signing secret ("whsec_…"), the same value the shop verifies with. */
  webhookSecret: string;
  /** Waits between delivery attempts; attempts = delays + 1. Default [1000, 5000, 30000, 120000]. */
  webhookRetryDelaysMs?: number[];
  /** Per-attempt limit before a delivery counts as failed. Default 10 000 (Stripe's). */
  webhookTimeoutMs?: number;
  /** Lifetime of sessions created without `expires_at`. Default 86 400 (Stripe's 24 hours). */
  sessionTtlSeconds?: number;
  /** How often open sessions are checked for expiry. Default 2000. */
  expiryCheckIntervalMs?: number;
  /** Clock in milliseconds for session and event times (not signatures); tests may move it. */
  now?: () => number;
  /**
   * Milliseconds every `/v1` API answer waits before it is handled, as real Stripe's round trip (about
   * 300 ms) would: how the checkout bench shows requests waiting on Stripe without queueing behind each
   * other. The pay page, the control API and webhooks are not delayed. Default 0.
   */
  apiLatencyMs?: number;
  log?: (line: string) => void;
};

export type StripeSim = {
  /** API base for the SDK, e.g. http://127.0.0.1:12111. */
  readonly url: string;
  readonly publicUrl: string;
  /** The bearer token of the control API. */
  readonly controlToken: string;
  setWebhookUrl(url: string | undefined): void;
  /** Every event so far with its delivery attempts (copies). */
  events(): SimEvent[];
  /** Every session as the API returns it. */
  sessions(): Record<string, unknown>[];
  /** Every refund made so far, oldest first, as the API answered it. */
  refunds(): Record<string, unknown>[];
  /** Changes `apiLatencyMs` for requests that arrive from now on. */
  setApiLatencyMs(ms: number): void;
  /** Drops the next `count` refund requests unanswered, as an unreachable Stripe would. */
  failNextRefunds(count: number): void;
  /** The customer's bank disputes the paid charge of `paymentIntent` (as `POST /_sim/disputes`). */
  openDispute(paymentIntent: string, reason?: string): Record<string, unknown>;
  /** Moves a dispute to `status` (as `POST /_sim/disputes/:id`). */
  moveDispute(id: string, status: DisputeStatus): Record<string, unknown>;
  /** Resolves with the first event `match` accepts, polling until `timeoutMs` (default 5000). */
  waitForEvent(match: (event: SimEvent) => boolean, timeoutMs?: number): Promise<SimEvent>;
  /** Stops the server, the expiry timer and pending webhook retries. */
  close(): Promise<void>;
};

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function dispatch(
  request: IncomingMessage,
  response: ServerResponse,
  ctx: SimContext,
  options: { controlToken: string; apiLatencyMs: number },
): Promise<void> {
  const url = new URL(request.url ?? "/", "http://stripe-sim");
  if (url.pathname.startsWith("/v1/") && options.apiLatencyMs > 0) await pause(options.apiLatencyMs);
  // Expire on access too, so an answer never shows a session open past its expires_at.
  ctx.flow.expireDue(ctx.nowSec());
  if (url.pathname.startsWith("/v1/")) return handleApi(request, response, ctx, url);
  if (url.pathname.startsWith("/_sim/")) {
    if (hasControlToken(request, options.controlToken)) return handleControl(request, response, ctx, url);
    return sendJson(
      response,
      401,
      { error: "control API: send Authorization: Bearer <SIMULATOR_CONTROL_TOKEN>" },
      { "www-authenticate": 'Bearer realm="stripe-sim"' },
    );
  }
  if (url.pathname === THAI_FONT_PATH) return sendThaiFont(response);
  const pay = /^\/pay\/([^/]+)\/?$/.exec(url.pathname);
  if (pay) return handlePayPage(request, response, ctx, safeDecode(pay[1] ?? ""));
  sendJson(response, 404, { error: "Stripe simulator: see tools/stripe-sim/README.md for the routes." });
}

function checkedLatency(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0)
    throw new Error(`stripe-sim: apiLatencyMs must be 0 or more, not ${ms}`);
  return ms;
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startStripeSim(options: StripeSimOptions): Promise<StripeSim> {
  if (!options.webhookSecret) throw new Error("stripe-sim: webhookSecret is required");
  const host = options.host ?? "127.0.0.1";
  const controlToken = controlTokenFrom(options.controlToken);
  // Read on every request, so setApiLatencyMs applies to the next one.
  const timing = { controlToken, apiLatencyMs: checkedLatency(options.apiLatencyMs ?? 0) };
  const log = options.log ?? (() => {});
  const nowMs = options.now ?? Date.now;
  const nowSec = () => Math.floor(nowMs() / 1000);
  let publicUrl = options.publicUrl;
  const store = new SessionStore(() => publicUrl ?? "");
  const webhooks = new WebhookSender({
    secret: options.webhookSecret,
    url: options.webhookUrl,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [1000, 5000, 30000, 120000],
    timeoutMs: options.webhookTimeoutMs ?? 10_000,
    nowSec,
    log,
  });
  const flow = new CheckoutFlow(store, webhooks);
  const idempotency = new IdempotencyStore(nowMs);
  const sessionTtlSeconds = options.sessionTtlSeconds ?? 86_400;
  const faults = { refundOutages: 0 };
  const ctx: SimContext = { store, flow, webhooks, idempotency, nowSec, sessionTtlSeconds, log, faults };

  const server = http.createServer((request, response) => {
    dispatch(request, response, ctx, timing).catch((error: unknown) => {
      log(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (response.headersSent) response.destroy();
      else sendJson(response, 500, errors.internal().toJSON());
    });
  });
  const port = await listen(server, options.port ?? 0, host);
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, "");
  const sweeper = setInterval(() => flow.expireDue(nowSec()), options.expiryCheckIntervalMs ?? 2000);
  sweeper.unref();

  return {
    url,
    publicUrl,
    controlToken,
    setWebhookUrl: (next) => webhooks.setUrl(next),
    events: () => webhooks.list(),
    sessions: () => store.all().map((session) => store.toObject(session)),
    refunds: () => [...store.refunds],
    setApiLatencyMs: (ms) => {
      timing.apiLatencyMs = checkedLatency(ms);
    },
    failNextRefunds: (count) => {
      faults.refundOutages = count;
    },
    openDispute: (paymentIntent, reason = "fraudulent") => {
      const dispute = openDispute(ctx, paymentIntent, reason);
      if (!dispute) throw new Error(`stripe-sim: no succeeded payment intent ${paymentIntent}`);
      return disputeObject(dispute);
    },
    moveDispute: (id, status) => {
      const moved = moveDispute(ctx, id, status);
      if (!moved || moved === "closed") throw new Error(`stripe-sim: dispute ${id} is ${moved ?? "unknown"}`);
      return disputeObject(moved);
    },
    async waitForEvent(match, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = webhooks.list().find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = webhooks.list().map((event) => `${event.type}:${event.status}`);
          throw new Error(
            `stripe-sim: no matching event within ${timeoutMs} ms (seen: ${seen.join(", ") || "none"})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close() {
      clearInterval(sweeper);
      webhooks.close();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
