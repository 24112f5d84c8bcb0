import { log, type Logger } from "@/server/log";
import { CLIENT_REQUEST_ID_HEADER, newRequestId, sanitizeClientRequestId } from "./request-id";

type Handler<Context> = (request: Request, context: Context, logger: Logger) => Promise<Response>;

/**
 * Wraps a route handler: gives it a request-scoped logger (reqId, always ours; the client's own id at
 * most as clientReqId), logs one line per request with status and duration, and turns an unexpected
 * throw into a plain 500 without a stack trace.
 */
export function withRequestLog<Context>(handler: Handler<Context>) {
  return async (request: Request, context: Context): Promise<Response> => {
    const reqId = newRequestId();
    const clientReqId = sanitizeClientRequestId(
      request.headers.get(CLIENT_REQUEST_ID_HEADER) ?? request.headers.get("x-request-id"),
    );
    const logger = log.child(clientReqId ? { reqId, clientReqId } : { reqId });
    const started = performance.now();
    let response: Response;
    try {
      response = await handler(request, context, logger);
    } catch (error) {
      logger.error({ err: error }, "unhandled error in route handler");
      response = Response.json({ error: "internal_error" }, { status: 500 });
    }
    response.headers.set("x-request-id", reqId);
    logger.info(
      {
        method: request.method,
        path: new URL(request.url).pathname,
        status: response.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
    return response;
  };
}
