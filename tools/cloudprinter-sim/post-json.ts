import http from "node:http";
import https from "node:https";

/**
 * POSTs a JSON body and resolves with the HTTP status (the answer's body is read and dropped).
 * Rejects on network errors and when the whole exchange takes longer than `timeoutMs`. No connection
 * pooling: each attempt is an independent request, as each CloudSignal delivery is.
 */
export function postJson(url: string, body: string, timeoutMs: number, signal: AbortSignal): Promise<number> {
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
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "CloudSignal/2.0 (cloudprinter-sim)",
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
