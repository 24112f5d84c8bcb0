import type { IncomingMessage, ServerResponse } from "node:http";
import { CatalogRemovalError, type CatalogRemoval } from "./account-catalog";
import type { SimContext } from "./context";
import { parseFault } from "./faults";
import { readBody, sendJson } from "./http-util";
import { STAGES, type StageName } from "./stages";

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

async function advance(request: IncomingMessage, ctx: SimContext, reference: string) {
  const order = ctx.store.orders.get(reference);
  if (!order) throw new ControlError(404, `no order with reference ${reference}`);
  const body = await jsonBody(request);
  if (body.to !== undefined) {
    if (typeof body.to !== "string" || !Object.hasOwn(STAGES, body.to)) {
      throw new ControlError(400, `to must be one of ${Object.keys(STAGES).join(", ")}`);
    }
    await ctx.lifecycle.advanceTo(order, body.to as StageName);
  } else {
    const steps = body.steps ?? 1;
    if (typeof steps !== "number" || !Number.isInteger(steps) || steps < 1) {
      throw new ControlError(400, "steps must be a whole number of at least 1");
    }
    await ctx.lifecycle.advance(order, steps);
  }
  return ctx.orders().find((candidate) => candidate.reference === reference);
}

/**
 * The printer cancels the order on its own (a machine fault, a stock problem), as a real printer can
 * before production: CloudprinterOrderCanceled is sent to the shop. 409 once production started.
 */
function printerCancels(ctx: SimContext, reference: string) {
  const order = ctx.store.orders.get(reference);
  if (!order) throw new ControlError(404, `no order with reference ${reference}`);
  if (!ctx.lifecycle.cancel(order)) throw new ControlError(409, "production started: it can't be cancelled");
  return ctx.orders().find((candidate) => candidate.reference === reference);
}

/** `{product}` (the whole product) or `{product, option}` (one option of it). */
function readRemoval(body: Record<string, unknown>): CatalogRemoval {
  if (typeof body.product !== "string" || !body.product) {
    throw new ControlError(400, "product must be a product reference");
  }
  if (body.option !== undefined && (typeof body.option !== "string" || !body.option)) {
    throw new ControlError(400, "option, when given, must be an option reference");
  }
  return body.option === undefined
    ? { product: body.product }
    : { product: body.product, option: body.option };
}

async function changeCatalog(request: IncomingMessage, ctx: SimContext, action: "remove" | "restore") {
  const body = await jsonBody(request);
  try {
    if (action === "remove") ctx.catalog.remove(readRemoval(body));
    // A restore with `{}` puts everything back.
    else ctx.catalog.restore(Object.keys(body).length === 0 ? undefined : readRemoval(body));
  } catch (error) {
    if (error instanceof CatalogRemovalError) throw new ControlError(404, error.message);
    throw error;
  }
  return ctx.catalog.removals();
}

async function route(
  request: IncomingMessage,
  ctx: SimContext,
  method: string,
  path: string,
): Promise<unknown> {
  if (method === "GET" && path === "/_sim/health") {
    return {
      ok: true,
      orders: ctx.store.orders.size,
      signals: ctx.store.signals.size,
      fault: ctx.faults.current() ?? null,
    };
  }
  if (method === "GET" && path === "/_sim/orders") return ctx.orders();
  if (method === "GET" && path === "/_sim/signals") return ctx.signals.list();
  if (method === "GET" && path === "/_sim/catalog") return ctx.catalog.removals();
  if (method !== "POST") throw new ControlError(404, `no control endpoint ${method} ${path}`);
  const advanceMatch = /^\/_sim\/orders\/([^/]+)\/advance$/.exec(path);
  if (advanceMatch) return advance(request, ctx, decodeURIComponent(advanceMatch[1] ?? ""));
  const cancelMatch = /^\/_sim\/orders\/([^/]+)\/cancel$/.exec(path);
  if (cancelMatch) return printerCancels(ctx, decodeURIComponent(cancelMatch[1] ?? ""));
  if (path === "/_sim/fault") {
    try {
      ctx.faults.set(parseFault(await jsonBody(request)));
    } catch (error) {
      if (error instanceof ControlError) throw error;
      throw new ControlError(400, (error as Error).message);
    }
    return { fault: ctx.faults.current() ?? null };
  }
  if (path === "/_sim/catalog/remove") return changeCatalog(request, ctx, "remove");
  if (path === "/_sim/catalog/restore") return changeCatalog(request, ctx, "restore");
  if (path === "/_sim/reset") {
    ctx.reset();
    return { ok: true };
  }
  throw new ControlError(404, `no control endpoint ${method} ${path}`);
}

/**
 * Test and play endpoints under /_sim (server.ts lets only requests with the control token through):
 * look at orders and signals, move an order along, switch faults on and off, take a product or option
 * off the account and put it back, start over. Errors are
 * `{ "error": "message" }`.
 */
export async function handleControl(
  request: IncomingMessage,
  response: ServerResponse,
  ctx: SimContext,
  pathname: string,
) {
  try {
    sendJson(response, 200, await route(request, ctx, request.method ?? "GET", pathname));
  } catch (error) {
    if (!(error instanceof ControlError)) throw error;
    sendJson(response, error.status, { error: error.message });
  }
}
