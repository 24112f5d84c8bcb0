import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { newRequestId } from "../request-id";
import { toBuffer } from "./fresh-nonce";
import { takeHeadersGivenToWriteHead } from "./write-head";

/**
 * What the edge's two answer memories share (page-replay.ts for prerendered pages, post-replay.ts for
 * answers a route marks as keepable): watching what Next writes, and keeping the copies in a bounded
 * store that sends them again.
 */
export type KeptAnswer = {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /**
   * The data epoch its making began in (src/server/cache/page-cache.ts). A copy is sent only while the
   * epoch is the same, so an answer whose making spanned a data change is never sent.
   */
  epoch: number;
  /** When it stops being sent (Date.now() time); pages live until the epoch moves. */
  expiresAt?: number;
};

/** The request headers of Next's client router; Next names them in the Vary of every answer. */
export const RSC_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
];
const KNOWN_VARY = new Set([...RSC_HEADERS, "accept-encoding"]);

/**
 * Whether the answer's Vary names only what the key already holds: the RSC headers (a page's key has
 * them; a route handler's answer never depends on them, though Next names them on it too) and
 * Accept-Encoding (the edge compresses every answer as it leaves). Anything else: not kept.
 */
export function variesOnlyOnKnownHeaders(headers: OutgoingHttpHeaders): boolean {
  return String(headers["vary"] ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
    .every((name) => KNOWN_VARY.has(name));
}

/** Per-response headers: made anew for every answer, never replayed. */
const NOT_REPLAYED = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "x-request-id",
  // Next's cache state at the time (often MISS); a replay says `x-edge-cache: HIT` instead.
  "x-nextjs-cache",
]);

/**
 * Copies kept in memory up to `maxBytes` of bodies and keys, the least recently sent going first.
 * `send` answers with a copy that is still current, or returns false (Next answers).
 */
export function createAnswerStore(maxBytes: number, now: () => number = Date.now) {
  const stored = new Map<string, KeptAnswer>();
  let bytes = 0;
  const sizeOf = (key: string, entry: KeptAnswer) => key.length + entry.body.length;

  const forget = (key: string) => {
    const entry = stored.get(key);
    if (!entry) return;
    stored.delete(key);
    bytes -= sizeOf(key, entry);
  };

  function send(key: string, currentEpoch: number, method: string | undefined, res: ServerResponse): boolean {
    const entry = stored.get(key);
    if (!entry) return false;
    if (entry.epoch !== currentEpoch || (entry.expiresAt !== undefined && now() >= entry.expiresAt)) {
      forget(key);
      return false;
    }
    // Most recently used last (a Map keeps insertion order).
    stored.delete(key);
    stored.set(key, entry);
    for (const [name, value] of Object.entries(entry.headers)) {
      if (value !== undefined) res.setHeader(name, value);
    }
    res.setHeader("x-request-id", newRequestId());
    res.setHeader("x-edge-cache", "HIT");
    res.statusCode = entry.status;
    if (method === "HEAD") res.end();
    else res.end(entry.body);
    return true;
  }

  function keep(key: string, entry: KeptAnswer): void {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(entry.headers)) {
      if (!NOT_REPLAYED.has(name)) headers[name] = value;
    }
    forget(key);
    const kept = { ...entry, headers };
    stored.set(key, kept);
    bytes += sizeOf(key, kept);
    for (const oldest of stored.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  return {
    send,
    keep,
    get size() {
      return stored.size;
    },
  };
}

export type AnswerWatch = {
  /**
   * Decides, once, before the first byte goes out, whether this answer is worth keeping. It sees the
   * status and every header, and may remove headers meant only for the edge (`res.removeHeader`).
   */
  decide(status: number, headers: OutgoingHttpHeaders, res: ServerResponse): boolean;
  /** A kept answer stops being collected past this size. */
  maxAnswerBytes: number;
  /** Called when a kept answer has ended, with the bytes as Next wrote them. */
  done(status: number, headers: OutgoingHttpHeaders, body: Buffer): void;
};

/**
 * Watches Next's answer on `res` (install before Next writes anything, after any wrapper that must see
 * the bytes later, such as the nonce swap): the outermost wrappers see the headers and bytes exactly as
 * Next gives them.
 */
export function watchAnswer(res: ServerResponse, watch: AnswerWatch): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let headers: OutgoingHttpHeaders | undefined;
  let keep: boolean | undefined;

  const decide = () => {
    if (keep !== undefined) return;
    headers = { ...res.getHeaders() };
    keep = watch.decide(res.statusCode, headers, res);
  };

  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    const args = takeHeadersGivenToWriteHead(res, rest);
    res.statusCode = statusCode;
    decide();
    return writeHead(statusCode, ...args);
  }) as ServerResponse["writeHead"];

  const collect = (chunk: unknown, encoding: unknown) => {
    if (!keep || chunk === undefined || chunk === null || typeof chunk === "function") return;
    // A copy: Next may reuse its buffers after the write.
    const buffer = Buffer.from(
      toBuffer(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined),
    );
    chunks.push(buffer);
    size += buffer.length;
    if (size > watch.maxAnswerBytes) keep = false;
  };

  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    decide();
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse["write"];

  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    decide();
    collect(args[0], args[1]);
    if (keep && headers) watch.done(res.statusCode, headers, Buffer.concat(chunks));
    return end(...args);
  }) as ServerResponse["end"];
}
