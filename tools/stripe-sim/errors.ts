/**
 * Stripe's error envelope. The SDK picks its error class from the HTTP status (400/404 →
 * StripeInvalidRequestError, 401 → StripeAuthenticationError, …) and copies type, code, param and
 * message from the body, so these must match what Stripe sends for the shop's error handling to be
 * exercised for real.
 */
export type StripeErrorBody = {
  type: "invalid_request_error" | "api_error" | "idempotency_error";
  message: string;
  param?: string;
  code?: string;
  doc_url?: string;
};

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  toJSON(): { error: StripeErrorBody } {
    return { error: this.body };
  }
}

function invalid(status: number, message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(status, {
    type: "invalid_request_error",
    message,
    ...(param !== undefined && { param }),
    ...(code && { code, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, "-")}` }),
  });
}

export const errors = {
  missing: (param: string) => invalid(400, `Missing required param: ${param}.`, param, "parameter_missing"),
  unknown: (param: string, hint = "") =>
    invalid(400, `Received unknown parameter: ${param}${hint}`, param, "parameter_unknown"),
  invalidInteger: (param: string, value: string) =>
    invalid(400, `Invalid integer: ${value}`, param, "parameter_invalid_integer"),
  invalidEmpty: (param: string) =>
    invalid(
      400,
      `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
      param,
      "parameter_invalid_empty",
    ),
  invalid: (param: string, message: string, code?: string) => invalid(400, message, param, code),
  noSuch: (object: string, id: string, param: string, status = 404) =>
    invalid(status, `No such ${object}: '${id}'`, param, "resource_missing"),
  state: (message: string, code?: string, param?: string) => invalid(400, message, param, code),
  unrecognizedUrl: (method: string, path: string) =>
    invalid(
      404,
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    ),
  unauthorized: (message: string) => invalid(401, message),
  idempotencyMismatch: (key: string) =>
    new StripeApiError(400, {
      type: "idempotency_error",
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    }),
  internal: () =>
    new StripeApiError(500, { type: "api_error", message: "The Stripe simulator hit an internal error." }),
};
