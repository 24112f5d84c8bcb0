/**
 * The JSON error shapes our read and quote APIs answer: a machine code, a message in the caller's
 * language and, for bad input, the field at fault.
 */
export function invalidRequestResponse(field: string, message: string): Response {
  return Response.json({ error: "invalid_request", field, message }, { status: 400 });
}

export function notFoundResponse(error: string, message: string): Response {
  return Response.json({ error, message }, { status: 404 });
}

/** 429 with how long to wait: the rule's whole window, the longest a fixed window can still refuse. */
export function rateLimitedResponse(message: string, retryAfterSeconds: number): Response {
  return Response.json(
    { error: "rate_limited", message },
    { status: 429, headers: { "retry-after": String(retryAfterSeconds) } },
  );
}
