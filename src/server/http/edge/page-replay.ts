import type { IncomingMessage, ServerResponse } from "node:http";
import { cookieValue } from "../../../lib/cookie-value";
import { createAnswerStore, RSC_HEADERS, variesOnlyOnKnownHeaders, watchAnswer } from "./kept-answers";

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
  const store = createAnswerStore(maxBytes);

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
    return key !== undefined && store.send(key, epoch(), req.method, res);
  }

  /**
   * Watches Next's answer to `req` (call before Next writes anything) and keeps it when it is a
   * prerendered page. The bytes are taken as Next writes them, before compression and nonces.
   */
  function capture(req: IncomingMessage, res: ServerResponse): void {
    const key = keyOf(req);
    if (key === undefined || req.method !== "GET") return;
    const startedIn = epoch();
    watchAnswer(res, {
      decide: (status, headers) => {
        const cacheControl = String(headers["cache-control"] ?? "");
        return (
          status === 200 &&
          headers["x-nextjs-cache"] !== undefined &&
          /\bs-maxage=\d+/.test(cacheControl) &&
          headers["set-cookie"] === undefined &&
          variesOnlyOnKnownHeaders(headers)
        );
      },
      maxAnswerBytes: maxBytes / 8, // one page must not crowd out the rest
      done: (status, headers, body) => store.keep(key, { status, headers, body, epoch: startedIn }),
    });
  }

  return {
    replay,
    capture,
    get size() {
      return store.size;
    },
  };
}
