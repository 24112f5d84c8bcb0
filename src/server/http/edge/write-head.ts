import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * For the edge's wrappers of `res.writeHead(status, [reason], [headers])`: sets the headers given there
 * on `res`, with those set before, and returns writeHead's other arguments. A wrapper that then
 * reads or changes the answer's headers (the nonce swap, the kept-answer watcher) sees all of them in
 * `res.getHeaders()`, lower-cased, whichever way Next gave them.
 */
export function takeHeadersGivenToWriteHead(res: ServerResponse, rest: unknown[]): unknown[] {
  const index = rest.findIndex((arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg));
  if (index === -1 || res.headersSent) return rest;
  for (const [name, value] of Object.entries(rest[index] as OutgoingHttpHeaders)) {
    if (value !== undefined) res.setHeader(name, value as OutgoingHttpHeader);
  }
  return rest.filter((_, i) => i !== index);
}
