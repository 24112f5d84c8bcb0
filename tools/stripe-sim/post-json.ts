import http from "node:http";
import https from "node:https";

/**
 * POSTs a JSON body and resolves with the HTTP status (the answer's body is read and dropped).
 * Rejects on network errors and when the whole exchange takes longer than `timeoutMs`, like
 * Stripe's own webhook client. No connection pooling: each attempt is an independent request.
 */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<number> {
  return new Promise((resolve, reject) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      reject(new Error(`invalid webhook URL: ${url}`));
      return;
    }
    const client = target.protocol === "https:" ? https : http;
    const request = client.request(
      target,
      {
        method: "POST",
        agent: false,
        signal,
        headers: {
          ...headers,
          "content-type": "application/json; charset=utf-8",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => finish(() => resolve(response.statusCode ?? 0)));
        response.on("error", (error) => finish(() => reject(error)));
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      settle();
    };
    request.on("error", (error) => finish(() => reject(error)));
    request.end(body);
  });
}
