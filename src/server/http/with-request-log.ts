import { log, type Logger } from "@/server/log";

type Handler<Context> = (request: Request, context: Context, logger: Logger) => Promise<Response>;

/**
 * Wraps a route handler: gives it a request-scoped logger (reqId), logs one line per request with
 * status and duration, and turns an unexpected throw into a plain 500 without a stack trace.
 */
export function withRequestLog<Context>(handler: Handler<Context>) {
  return async (request: Request, context: Context): Promise<Response> => {
    const reqId = request.headers.get("x-request-id") ?? crypto.randomUUID();
    const logger = log.child({ reqId });
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
