import type { IncomingMessage, ServerResponse } from "node:http";
import { CATALOG_ROUTES } from "./catalog-routes";
import type { Handler, Result, SimContext } from "./context";
import { ApiError, fail } from "./errors";
import { normalizePath } from "./faults";
import { Fields } from "./fields";
import { BodyTooLargeError, readBody, sendEmpty, sendJson, sleep } from "./http-util";
import { ORDER_ROUTES } from "./order-routes";

export const API_PREFIX = "/cloudcore/1.0/";

const ROUTES = new Map<string, Handler>([...ORDER_ROUTES, ...CATALOG_ROUTES]);
const DEFAULT_TIMEOUT_HOLD_MS = 60_000;
const DEFAULT_SLOW_MS = 5_000;

function send(response: ServerResponse, result: Result): void {
  if (result.body === undefined) sendEmpty(response, result.status);
  else sendJson(response, result.status, result.body);
}

/**
 * The fault in force for this request, if any. Answers true when the request has been dealt with
 * (an error answer, or a connection held and then dropped without one).
 */
async function applyFault(request: IncomingMessage, response: ServerResponse, ctx: SimContext, path: string) {
  const fault = ctx.faults.takeForRequest(path);
  if (!fault) return false;
  ctx.log(`fault ${fault.mode} on ${path}`);
  if (fault.mode === "error") {
    const status = fault.status ?? 503;
    sendJson(response, status, { error: { type: "simulated_fault", info: `Simulated HTTP ${status}` } });
    return true;
  }
  if (fault.mode === "timeout") {
    const timer = setTimeout(() => {
      ctx.held.delete(timer);
      request.socket.destroy();
    }, fault.delayMs ?? DEFAULT_TIMEOUT_HOLD_MS);
    ctx.held.add(timer);
    return true;
  }
  await sleep(fault.delayMs ?? DEFAULT_SLOW_MS, ctx.held);
  return false;
}

async function parseBody(request: IncomingMessage): Promise<Fields> {
  let text: string;
  try {
    text = await readBody(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw fail.invalid("invalid_json", error.message);
    throw error;
  }
  let parsed: unknown = {};
  try {
    if (text.trim()) parsed = JSON.parse(text);
  } catch (error) {
    throw fail.invalid("invalid_json", `The body is not valid JSON: ${(error as Error).message}`);
  }
  const fields = Fields.of(parsed);
  if (!fields) throw fail.invalid("invalid_json", "The body must be a JSON object");
  return fields;
}

/**
 * Every CloudCore request (docs/cloudprinter.md §1.2 – §1.5): faults first (they stand for the network), then the route,
 * POST only, a JSON object body, the key in the body, then the endpoint. "drop-after-accept" keeps
 * an accepted order but drops the connection instead of answering.
 */
export async function handleApi(
  request: IncomingMessage,
  response: ServerResponse,
  ctx: SimContext,
  pathname: string,
) {
  const path = normalizePath(pathname.slice(API_PREFIX.length));
  if (await applyFault(request, response, ctx, path)) return;
  const method = request.method ?? "GET";
  const handler = ROUTES.get(path);
  let result: Result;
  try {
    if (!handler) throw new ApiError(404, "not_found", `There is no CloudCore endpoint '${path}'`);
    if (method !== "POST")
      throw new ApiError(405, "method_not_allowed", "CloudCore takes POST requests only");
    const body = await parseBody(request);
    if (body.data.apikey !== ctx.apiKey) throw fail.bare(403);
    result = handler(body, ctx);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    result = { status: error.status, body: error.body() };
  }
  if (result.status === 201 && ctx.faults.takeDropAfterAccept(path)) {
    ctx.log(`fault drop-after-accept: ${path} accepted, connection dropped`);
    request.socket.destroy();
    return;
  }
  if (result.status === 405) response.setHeader("allow", "POST");
  send(response, result);
  ctx.log(`POST ${path} ${result.status}`);
}
