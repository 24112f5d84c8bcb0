import type { IncomingMessage, ServerResponse } from "node:http";

const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLargeError(`request body over ${MAX_BODY_BYTES} bytes`));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === "string" ? body : JSON.stringify(body, null, 2);
  response.writeHead(status, {
    ...headers,
    "content-type": "application/json",
    "cache-control": "no-cache, no-store",
    "content-length": String(Buffer.byteLength(text)),
  });
  response.end(text);
}

// The pay page loads nothing from elsewhere and runs no script; the policy makes that a guarantee.
const PAGE_SECURITY = {
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src 'self'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
};

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    ...PAGE_SECURITY,
    "content-type": "text/html; charset=utf-8",
    "content-length": String(Buffer.byteLength(html)),
  });
  response.end(html);
}

/** 303 so the browser follows with a GET, as after any form post. */
export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, "cache-control": "no-store", "content-length": "0" });
  response.end();
}
