import type { IncomingMessage, ServerResponse } from "node:http";
import { FlowError } from "./checkout-flow";
import type { SimContext } from "./context";
import { readBody, sendJson } from "./http-util";
import { DISPUTE_STATUSES, type DisputeStatus } from "./dispute-record";
import { disputeObject, moveDispute, openDispute } from "./disputes";
import { PAY_METHODS, type PayMethod } from "./session-params";

class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(request);
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw new ControlError(400, "body must be a JSON object");
}

function payMethod(value: unknown): PayMethod {
  if (value === undefined) return "card";
  if (typeof value === "string" && (PAY_METHODS as readonly string[]).includes(value))
    return value as PayMethod;
  throw new ControlError(400, `method must be one of ${PAY_METHODS.join(", ")}`);
}

async function route(
  request: IncomingMessage,
  ctx: SimContext,
  method: string,
  path: string,
): Promise<unknown> {
  if (method === "GET" && path === "/_sim/health") {
    return { ok: true, sessions: ctx.store.all().length, events: ctx.webhooks.list().length };
  }
  if (method === "GET" && path === "/_sim/events") return ctx.webhooks.list();
  if (method === "GET" && path === "/_sim/sessions") return ctx.store.all().map((s) => ctx.store.toObject(s));
  if (method === "GET" && path === "/_sim/refunds") return ctx.store.refunds;
  if (method === "POST" && path === "/_sim/faults") {
    const body = await jsonBody(request);
    const outages = body.refundOutages;
    if (typeof outages !== "number" || !Number.isInteger(outages) || outages < 0 || outages > 1000) {
      throw new ControlError(400, "refundOutages must be a whole number from 0 to 1000");
    }
    ctx.faults.refundOutages = outages;
    return { refundOutages: outages };
  }
  if (method === "POST" && path === "/_sim/disputes") {
    const body = await jsonBody(request);
    if (typeof body.payment_intent !== "string") throw new ControlError(400, "payment_intent is required");
    const reason = typeof body.reason === "string" ? body.reason : "fraudulent";
    const dispute = openDispute(ctx, body.payment_intent, reason);
    if (!dispute) throw new ControlError(404, "no succeeded payment intent with that id");
    return disputeObject(dispute);
  }
  const disputeMove = /^\/_sim\/disputes\/([^/]+)$/.exec(path);
  if (method === "POST" && disputeMove) {
    const body = await jsonBody(request);
    const status = body.status;
    if (typeof status !== "string" || !(DISPUTE_STATUSES as readonly string[]).includes(status)) {
      throw new ControlError(400, `status must be one of ${DISPUTE_STATUSES.join(", ")}`);
    }
    const moved = moveDispute(ctx, decodeURIComponent(disputeMove[1] ?? ""), status as DisputeStatus);
    if (!moved) throw new ControlError(404, "no such dispute");
    if (moved === "closed") throw new ControlError(409, "this dispute is closed");
    return disputeObject(moved);
  }
  const resend = /^\/_sim\/events\/([^/]+)\/resend$/.exec(path);
  if (method === "POST" && resend) {
    const event = ctx.webhooks.resend(decodeURIComponent(resend[1] ?? ""));
    if (!event) throw new ControlError(404, "no such event");
    return { id: event.id, type: event.type, status: "resending" };
  }
  const action = /^\/_sim\/sessions\/([^/]+)\/(pay|async)$/.exec(path);
  if (method !== "POST" || !action) throw new ControlError(404, `no control endpoint ${method} ${path}`);
  const session = ctx.store.get(decodeURIComponent(action[1] ?? ""));
  if (!session) throw new ControlError(404, "no such checkout session");
  const body = await jsonBody(request);
  if (action[2] === "pay") {
    ctx.flow.pay(session, payMethod(body.method));
  } else if (body.outcome === "pending") {
    ctx.flow.startDelayed(session, payMethod(body.method));
  } else if (body.outcome === "succeeded" || body.outcome === "failed") {
    ctx.flow.settleDelayed(session, body.outcome === "succeeded");
  } else {
    throw new ControlError(400, "outcome must be one of pending, succeeded, failed");
  }
  return ctx.store.toObject(session);
}

/**
 * Test-only endpoints under /_sim (server.ts lets only requests with the control token through): drive
 * a session without a browser, replay an event, and look at what was sent. Errors are `{ "error": "message" }`; a state the session is not
 * in answers 409.
 */
export async function handleControl(
  request: IncomingMessage,
  response: ServerResponse,
  ctx: SimContext,
  url: URL,
) {
  try {
    sendJson(response, 200, await route(request, ctx, request.method ?? "GET", url.pathname));
  } catch (error) {
    if (error instanceof ControlError) sendJson(response, error.status, { error: error.message });
    else if (error instanceof FlowError) sendJson(response, 409, { error: error.message });
    else throw error;
  }
}
