import { randomUUID } from "node:crypto";
import { z } from "zod";
import { CloudCoreError } from "./cloudcore-error";
import {
  cpAddOrderResultSchema,
  cpErrorBodySchema,
  cpLogEntrySchema,
  cpOrderInfoSchema,
  cpOrderSummarySchema,
  cpPriceLookupSchema,
  cpProductInfoSchema,
  cpProductSchema,
  cpQuoteSchema,
  cpShippingCountrySchema,
  cpShippingLevelSchema,
  cpShippingStateSchema,
  type CpNewOrder,
  type CpQuoteRequest,
} from "./cloudcore-schemas";
import { redactSecrets } from "./redact";

/** One request and its answer, as the provider log records it (key already redacted). */
export type CloudCoreExchange = {
  method: "POST";
  baseUrl: string;
  path: string;
  correlationId: string;
  status: number | null;
  error: string | null;
  requestBody: unknown;
  responseBody: string | null;
  durationMs: number;
};

export type CloudCoreClientOptions = {
  /** e.g. https://api.cloudprinter.com/cloudcore/1.0/ (a trailing slash is added when missing). */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Called after every call, successful or not; a failure to record never fails the call. */
  onExchange?: (exchange: CloudCoreExchange) => Promise<void> | void;
  fetch?: typeof fetch;
};

const MAX_LOGGED_RESPONSE = 64 * 1024;

type Expect<T> = { ok: number[]; schema: z.ZodType<T>; absent?: number[] };

/**
 * A typed CloudCore v1.0 client (docs/cloudprinter.md §1-2): every call is a POST of JSON with the API key
 * in the body; answers are checked with zod. "Not found" statuses (204/410) come back as null; every
 * other failure is a CloudCoreError saying whether a retry can help.
 */
export function createCloudCoreClient(options: CloudCoreClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/*$/, "/");
  const doFetch = options.fetch ?? fetch;

  async function record(exchange: CloudCoreExchange) {
    try {
      await options.onExchange?.(exchange);
    } catch {
      // The log is for people; losing a row must not turn a good call into a failure.
    }
  }

  async function call<T>(path: string, fields: object, expect: Expect<T>): Promise<T | null> {
    const correlationId = randomUUID();
    const body = { apikey: options.apiKey, ...fields };
    const started = performance.now();
    const exchange = (status: number | null, responseBody: string | null, error: string | null) =>
      record({
        method: "POST",
        baseUrl,
        path,
        correlationId,
        status,
        error,
        requestBody: redactSecrets(body),
        responseBody: responseBody === null ? null : responseBody.slice(0, MAX_LOGGED_RESPONSE),
        durationMs: Math.round(performance.now() - started),
      });

    let response: Response;
    let text: string;
    try {
      response = await doFetch(new URL(path, baseUrl), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "x-correlation-id": correlationId,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (cause) {
      const timedOut =
        cause instanceof Error && (cause.name === "TimeoutError" || cause.name === "AbortError");
      const error = timedOut
        ? new CloudCoreError("timeout", path, `no answer within ${options.timeoutMs} ms`)
        : new CloudCoreError("network", path, cause instanceof Error ? cause.message : String(cause));
      await exchange(null, null, error.detail);
      throw error;
    }

    if (expect.absent?.includes(response.status)) {
      await exchange(response.status, text, null);
      return null;
    }
    if (!expect.ok.includes(response.status)) {
      const error = httpError(path, response.status, text);
      await exchange(response.status, text, error.detail);
      throw error;
    }
    const parsed = expect.schema.safeParse(parseJson(text));
    if (!parsed.success) {
      const error = new CloudCoreError("invalid_response", path, "unexpected answer", response.status);
      await exchange(response.status, text, `${error.detail}: ${parsed.error.issues[0]?.message ?? ""}`);
      throw error;
    }
    await exchange(response.status, text, null);
    return parsed.data;
  }

  async function must<T>(result: Promise<T | null>): Promise<T> {
    const value = await result;
    if (value === null) throw new Error("unreachable: no 'absent' status configured");
    return value;
  }

  const list = <T extends z.ZodType>(item: T) => z.array(item);

  return {
    baseUrl,
    /** orders/ — every order of the account. */
    listOrders: () => must(call("orders", {}, { ok: [200], schema: list(cpOrderSummarySchema) })),
    /** orders/info — null when the provider has no order with our reference (410). */
    orderInfo: (reference: string) =>
      call("orders/info", { reference }, { ok: [200], schema: cpOrderInfoSchema, absent: [410] }),
    /** orders/add — 201 with the provider's order id. */
    addOrder: (order: CpNewOrder) =>
      must(call("orders/add", order, { ok: [201, 200], schema: cpAddOrderResultSchema })),
    /** orders/cancel — "cancelled", "not_cancelable" (409, production started) or "not_found" (410). */
    async cancelOrder(reference: string): Promise<"cancelled" | "not_cancelable" | "not_found"> {
      try {
        const done = await call(
          "orders/cancel",
          { reference },
          { ok: [200, 204], schema: z.unknown(), absent: [410] },
        );
        return done === null ? "not_found" : "cancelled";
      } catch (error) {
        if (error instanceof CloudCoreError && error.status === 409) return "not_cancelable";
        throw error;
      }
    },
    /** orders/log — the order's state history; null when unknown (204). */
    orderLog: (reference: string) =>
      call("orders/log", { reference }, { ok: [200], schema: list(cpLogEntrySchema), absent: [204] }),
    /** orders/quote — product and shipping prices; each shipping offer has a hash valid 48 hours. */
    quote: (request: CpQuoteRequest) =>
      must(call("orders/quote", request, { ok: [200], schema: cpQuoteSchema })),
    /** prices/lookup — the same request as orders/quote; the product prices, without shipping (§2.8). */
    pricesLookup: (request: CpQuoteRequest) =>
      must(call("prices/lookup", request, { ok: [200], schema: cpPriceLookupSchema })),
    products: () => must(call("products", {}, { ok: [200], schema: list(cpProductSchema) })),
    /** products/info — null when the product is not enabled for the account (204). */
    productInfo: (reference: string) =>
      call("products/info", { reference }, { ok: [200], schema: cpProductInfoSchema, absent: [204] }),
    shippingLevels: () =>
      must(call("shipping/levels", {}, { ok: [200], schema: list(cpShippingLevelSchema) })),
    shippingCountries: () =>
      must(call("shipping/countries", {}, { ok: [200], schema: list(cpShippingCountrySchema) })),
    shippingStates: (country: string) =>
      must(
        call(
          "shipping/states",
          { country_reference: country },
          { ok: [200], schema: list(cpShippingStateSchema) },
        ),
      ),
  };
}

export type CloudCoreClient = ReturnType<typeof createCloudCoreClient>;

function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The documented error body gives the message; 403/409/410 may have none, so the status speaks. */
function httpError(path: string, status: number, text: string): CloudCoreError {
  const parsed = cpErrorBodySchema.safeParse(parseJson(text));
  const type = parsed.success ? parsed.data.error.type : undefined;
  const info = parsed.success ? parsed.data.error.info : undefined;
  const fallback = status === 403 ? "invalid or missing API key" : `HTTP ${status}`;
  return new CloudCoreError("http", path, info || type || fallback, status, type);
}
