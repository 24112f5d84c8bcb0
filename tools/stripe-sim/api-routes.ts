import type { IncomingMessage, ServerResponse } from "node:http";
import { authenticate } from "./auth";
import { FlowError } from "./checkout-flow";
import type { SimContext } from "./context";
import { errors, StripeApiError } from "./errors";
import { FormBodyError, parseFormBody } from "./form-body";
import { BodyTooLargeError, readBody, sendJson } from "./http-util";
import { stripeId } from "./ids";
import { Params } from "./params";
import { createRefund } from "./refunds";
import { parseSessionCreate } from "./session-params";
import type { EventRequest } from "./webhooks";

type Result = { status: number; body: unknown };

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function session(ctx: SimContext, id: string) {
  const found = ctx.store.get(id);
  if (!found) throw errors.noSuch("checkout.session", id, "session");
  return found;
}

function noExpand(params: Params): void {
  params.rejectUnknown(["expand"]);
  if (params.stringList("expand")?.length) {
    throw errors.invalid("expand", "The Stripe simulator does not support expand.");
  }
}

function route(method: string, path: string, params: Params, ctx: SimContext, request: EventRequest): Result {
  if (method === "POST" && path === "/v1/checkout/sessions") {
    const input = parseSessionCreate(params, ctx.nowSec(), ctx.sessionTtlSeconds);
    return { status: 200, body: ctx.store.toObject(ctx.store.create(input, ctx.nowSec())) };
  }
  if (method === "POST" && path === "/v1/refunds") {
    return { status: 200, body: createRefund(params, ctx.store, ctx.nowSec()) };
  }
  const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
  const id = match?.[1] && decodeURIComponent(match[1]);
  if (id && method === "GET" && !match[2]) {
    noExpand(params);
    return { status: 200, body: ctx.store.toObject(session(ctx, id)) };
  }
  if (id && method === "POST" && match[2]) {
    noExpand(params);
    const found = session(ctx, id);
    if (found.status !== "open") {
      throw errors.state(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${found.status}".`,
      );
    }
    ctx.flow.expire(found, request);
    return { status: 200, body: ctx.store.toObject(found) };
  }
  throw errors.unrecognizedUrl(method, path);
}

function asApiError(error: unknown, ctx: SimContext): StripeApiError {
  if (error instanceof StripeApiError) return error;
  if (error instanceof FormBodyError || error instanceof FlowError) {
    return errors.state(`Invalid request: ${error.message}`);
  }
  if (error instanceof BodyTooLargeError) return errors.state("Request body too large.");
  ctx.log(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return errors.internal();
}

/**
 * Every /v1 request: authentication, then idempotency (replay the stored answer or refuse a reused
 * key), then the endpoint. Only successful answers are stored, as Stripe stores a result only once
 * an endpoint started executing and the simulator's failures are all validation failures.
 */
export async function handleApi(
  request: IncomingMessage,
  response: ServerResponse,
  ctx: SimContext,
  url: URL,
) {
  const method = request.method ?? "GET";
  if (method === "POST" && url.pathname === "/v1/refunds" && ctx.faults.refundOutages > 0) {
    ctx.faults.refundOutages -= 1;
    ctx.log(`${method} ${url.pathname} dropped (simulated outage)`);
    request.socket.destroy();
    return;
  }
  const version = header(request, "stripe-version");
  if (version) ctx.webhooks.apiVersion = version;
  const requestId = stripeId("req_", 14);
  const key = method === "POST" ? header(request, "idempotency-key") : undefined;
  const headers: Record<string, string> = {
    "request-id": requestId,
    "stripe-version": version ?? ctx.webhooks.apiVersion,
    ...(key && { "idempotency-key": key }),
  };
  let status: number;
  try {
    authenticate(header(request, "authorization"));
    const raw = method === "POST" ? await readBody(request) : url.search.slice(1);
    if (/json/i.test(header(request, "content-type") ?? "")) {
      throw errors.state(
        "Stripe's v1 API (and this simulator) take application/x-www-form-urlencoded bodies.",
      );
    }
    const replay = key ? ctx.idempotency.lookup(key, method, url.pathname, raw) : undefined;
    if (replay && "mismatch" in replay) throw errors.idempotencyMismatch(key!);
    if (replay) {
      sendJson(response, replay.replay.status, replay.replay.body, {
        ...headers,
        "idempotent-replayed": "true",
      });
      ctx.log(`${method} ${url.pathname} ${replay.replay.status} (idempotent replay of ${key})`);
      return;
    }
    const result = route(method, url.pathname, new Params(parseFormBody(raw)), ctx, {
      id: requestId,
      idempotency_key: key ?? null,
    });
    const body = JSON.stringify(result.body, null, 2);
    if (key) ctx.idempotency.save(key, method, url.pathname, raw, { status: result.status, body });
    sendJson(response, result.status, body, headers);
    status = result.status;
  } catch (error) {
    const apiError = asApiError(error, ctx);
    const extra: Record<string, string> =
      apiError.status === 401 ? { "www-authenticate": 'Bearer realm="Stripe"' } : {};
    sendJson(response, apiError.status, apiError.toJSON(), { ...headers, ...extra });
    status = apiError.status;
  }
  ctx.log(`${method} ${url.pathname} ${status}`);
}
