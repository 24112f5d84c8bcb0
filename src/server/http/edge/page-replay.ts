import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { cookieValue } from "../../../lib/cookie-value";
import { newRequestId } from "../request-id";
import { toBuffer } from "./fresh-nonce";

/**
 * Prerendered pages answered by the edge itself, without waiting on Next
 * (docs/architecture.md#prerendered-pages).
 *
 * Next keeps prerendered pages (page-cache-handler.cjs), but answering even a cached page runs its
 * proxy and page handler, about 1.5 ms of CPU per request here. The edge keeps what Next sent for
 * such a page (status 200, `x-nextjs-cache`, a shared-cache lifetime, no cookie set) and sends it
 * again itself, with what the proxy would have added: a new request id, and a fresh script nonce in
 * the policy and the HTML (fresh-nonce.ts, as for Next's own answers). Its copies live exactly as long as Next's: both belong
 * to the epoch that any data change moves on (src/server/cache/page-cache.ts).
 *
 * The key is everything such an answer can depend on: method, path, the RSC request headers Next
 * varies on (and the `_rsc` parameter that goes with them), and the cookie and query parameter the
 * proxy reads (the language, which decides a redirect). Not the rest of the query: a prerendered page can't read it
 * (pages that do are rendered per request and never kept), so `?q=…` of every search shares one copy
 * rather than pushing the others out. Anything else the answer varied on would show in its Vary
 * header, and such an answer is not kept.
 */
export type PageReplayOptions = {
  /** The prerendered pages' epoch: copies from an older one are never sent. */
  epoch: () => number;
  /** Cookies the proxy decides by; their values join the key. */
  varyOnCookies: readonly string[];
  /** Query parameters the proxy decides by (`?lang=` switches language); their values join the key. */
  varyOnQuery: readonly string[];
  maxBytes?: number;
};

type Stored = {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  epoch: number;
};

const RSC_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
];
const KNOWN_VARY = new Set([...RSC_HEADERS, "accept-encoding"]);
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
 * The path, with only the query parameters an answer can depend on: `_rsc` (Next's, with the RSC
 * headers) and those the proxy decides by.
 */
function pageOf(url: string, varyOnQuery: readonly string[]): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const params = new URLSearchParams(query === -1 ? "" : url.slice(query + 1));
  const kept = ["_rsc", ...varyOnQuery].map((name) => `${name}=${params.get(name) ?? ""}`);
  return `${path}?${kept.join("&")}`;
}

export function createPageReplay({
  epoch,
  varyOnCookies,
  varyOnQuery,
  maxBytes = 64 * 1024 * 1024,
}: PageReplayOptions) {
  const stored = new Map<string, Stored>();
  let bytes = 0;

  const forget = (key: string) => {
    const entry = stored.get(key);
    if (!entry) return;
    stored.delete(key);
    bytes -= entry.body.length;
  };

  const keyOf = (req: IncomingMessage): string | undefined => {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const parts = [req.method, pageOf(req.url ?? "/", varyOnQuery)];
    for (const name of RSC_HEADERS) parts.push(String(req.headers[name] ?? ""));
    for (const name of varyOnCookies) parts.push(cookieValue(req.headers.cookie, name) ?? "");
    return parts.join("\n");
  };

  /**
   * Sends the kept answer for `req` and returns true, or returns false (Next answers). It is sent as
   * Next sent it; freshNoncePerResponse, installed on `res` before, gives it its own nonce.
   */
  function replay(req: IncomingMessage, res: ServerResponse): boolean {
    const key = keyOf(req);
    const entry = key === undefined ? undefined : stored.get(key);
    if (!entry || key === undefined) return false;
    if (entry.epoch !== epoch()) {
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
    if (req.method === "HEAD") res.end();
    else res.end(entry.body);
    return true;
  }

  /**
   * Watches Next's answer to `req` (call before Next writes anything) and keeps it when it is a
   * prerendered page. The bytes are taken as Next writes them, before compression and nonces.
   */
  function capture(req: IncomingMessage, res: ServerResponse): void {
    const key = keyOf(req);
    if (key === undefined || req.method !== "GET") return;
    const startedIn = epoch();
    const chunks: Buffer[] = [];
    let size = 0;
    let headers: OutgoingHttpHeaders | undefined;
    let keep: boolean | undefined;

    const decide = (given?: OutgoingHttpHeaders) => {
      if (keep !== undefined) return;
      headers = { ...res.getHeaders(), ...given };
      const cacheControl = String(headers["cache-control"] ?? "");
      const vary = String(headers["vary"] ?? "")
        .split(",")
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean);
      keep =
        res.statusCode === 200 &&
        headers["x-nextjs-cache"] !== undefined &&
        /\bs-maxage=\d+/.test(cacheControl) &&
        headers["set-cookie"] === undefined &&
        vary.every((name) => KNOWN_VARY.has(name));
    };

    // Outermost wrappers: they see the headers and bytes as Next gives them, before the nonce is swapped.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
      const given = rest.find((arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg));
      res.statusCode = statusCode;
      decide(lowerCaseNames(given as OutgoingHttpHeaders | undefined));
      return writeHead(statusCode, ...rest);
    }) as ServerResponse["writeHead"];

    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      decide();
      if (keep && chunk !== undefined && chunk !== null) {
        const buffer = copyOf(chunk, typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : undefined);
        chunks.push(buffer);
        size += buffer.length;
        if (size > maxBytes / 8) keep = false; // one page must not crowd out the rest
      }
      return write(chunk, ...rest);
    }) as ServerResponse["write"];

    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      decide();
      const chunk = typeof args[0] === "function" ? undefined : args[0];
      if (keep && chunk !== undefined && chunk !== null) {
        chunks.push(copyOf(chunk, typeof args[1] === "string" ? (args[1] as BufferEncoding) : undefined));
      }
      if (keep && headers && epoch() === startedIn)
        store(key, res.statusCode, headers, Buffer.concat(chunks), startedIn);
      return end(...args);
    }) as ServerResponse["end"];
  }

  function store(key: string, status: number, headers: OutgoingHttpHeaders, body: Buffer, inEpoch: number) {
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!NOT_REPLAYED.has(name)) kept[name] = value;
    }
    forget(key);
    stored.set(key, { status, headers: kept, body, epoch: inEpoch });
    bytes += body.length;
    for (const oldest of stored.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  return {
    replay,
    capture,
    get size() {
      return stored.size;
    },
  };
}

function lowerCaseNames(headers: OutgoingHttpHeaders | undefined): OutgoingHttpHeaders | undefined {
  if (!headers) return undefined;
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/** A copy of a written chunk: Next may reuse its buffers after the write. */
function copyOf(chunk: unknown, encoding: BufferEncoding | undefined): Buffer {
  return Buffer.from(toBuffer(chunk, encoding));
}
