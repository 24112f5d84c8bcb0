import { IncomingMessage } from "node:http";

/**
 * The most a page takes in a body: Next's own limit for Server Action bodies
 * (serverActions.bodySizeLimit, default 1 MB). A page has nothing else to do with a body.
 */
export const PAGE_BODY_LIMIT = 1024 * 1024;

/** Whether a body follows the headers: a declared length above zero, or a chunked one. */
export function hasBody(req: IncomingMessage): boolean {
  const length = declaredLength(req);
  return length === null ? req.headers["transfer-encoding"] !== undefined : length > 0;
}

/**
 * What Next may run as a Server Action: a POST to a page (route handlers live under /api/) that names
 * the action in a `next-action` header, or a form posted before the page hydrated (the action id is in
 * the body then): Next's own test, in getServerActionRequestMetadata.
 */
export function isServerAction(req: IncomingMessage): boolean {
  if (req.method !== "POST" || (req.url ?? "/").startsWith("/api/")) return false;
  const type = req.headers["content-type"] ?? "";
  return (
    req.headers["next-action"] !== undefined ||
    type.startsWith("application/x-www-form-urlencoded") ||
    type.startsWith("multipart/form-data")
  );
}

/** The declared length, or null for a chunked body (the count has to be made while it streams). */
export function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers["content-length"];
  return header === undefined || !/^\d+$/.test(header) ? null : Number(header);
}

/**
 * Reads a body of unknown length, counting bytes as they arrive: null as soon as it passes `limit`
 * (the rest is never buffered), else the whole body.
 */
export function readUpTo(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off("data", onData);
        req.pause();
        resolve(null);
      } else {
        chunks.push(chunk);
      }
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/**
 * A request like `original` whose body is `body`, for Next to read after we counted it. Built on the
 * same socket, so Next still sees the peer's address and the connection.
 */
export function replayWithBody(original: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(original.socket);
  copy.method = original.method;
  copy.url = original.url;
  copy.httpVersionMajor = original.httpVersionMajor;
  copy.httpVersionMinor = original.httpVersionMinor;
  copy.httpVersion = original.httpVersion;
  const headers = { ...original.headers, "content-length": String(body.length) };
  delete headers["transfer-encoding"];
  copy.headers = headers;
  copy.rawHeaders = Object.entries(headers).flatMap(([name, value]) =>
    [value ?? []].flat().flatMap((v) => [name, v]),
  );
  copy.push(body);
  copy.push(null);
  copy.complete = true;
  return copy;
}
