import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { EDGE_KEEP_SECONDS_HEADER } from "./edge-headers";
import { createAnswerStore, variesOnlyOnKnownHeaders, watchAnswer } from "./kept-answers";
import { declaredLength } from "./page-body";

/**
 * Answers to POSTs that a route marks as keepable, sent again by the edge to the same question
 * without asking Next (docs/architecture.md#quotes-and-provider-answers). A route handler costs Next
 * ~1 ms of CPU before our code runs; a kept answer costs about what a static file does.
 *
 * A route opts in per answer with EDGE_KEEP_SECONDS_HEADER: it alone knows that the answer depends on
 * nothing but the request's path, query and body, and for how long it stays true. The edge keeps only
 * a 200 that sets no cookie and varies on nothing the key lacks, until that lifetime ends or the data
 * epoch moves on (any cache-tag invalidation, here or in another process:
 * src/server/cache/page-cache.ts), whichever comes first.
 * Only bodies of a declared length up to `maxBodyBytes` are read and keyed; anything else goes to Next
 * as it came. Either way the route enforces its own body limit, on the bytes it is handed.
 */
export type PostReplayOptions = {
  epoch: () => number;
  /** Paths (without the query) whose POST answers may be kept. The query is part of the key. */
  paths: readonly string[];
  /** Larger bodies are not kept (64 KB: more than any keepable route takes). */
  maxBodyBytes?: number;
  /** Bodies and keys held at most; the least recently sent go first. */
  maxBytes?: number;
  now?: () => number;
};

export type PostReplay = ReturnType<typeof createPostReplay>;

export function createPostReplay({
  epoch,
  paths,
  maxBodyBytes = 64 * 1024,
  maxBytes = 8 * 1024 * 1024,
  now = Date.now,
}: PostReplayOptions) {
  const store = createAnswerStore(maxBytes, now);

  /** Whether `req` is a POST this memory answers: read its body, then `keyOf`. */
  function accepts(req: IncomingMessage): boolean {
    if (req.method !== "POST") return false;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    if (!paths.includes(query === -1 ? url : url.slice(0, query))) return false;
    const length = declaredLength(req);
    return length !== null && length <= maxBodyBytes;
  }

  /** Everything such an answer may depend on: the path and query, how the body is encoded, the body. */
  function keyOf(req: IncomingMessage, body: Buffer): string {
    const digest = createHash("sha256").update(body).digest("base64");
    return `POST\n${req.url ?? "/"}\n${req.headers["content-type"] ?? ""}\n${digest}`;
  }

  function replay(key: string, res: ServerResponse): boolean {
    return store.send(key, epoch(), "POST", res);
  }

  /** Watches Next's answer (call before Next writes anything) and keeps it when the route said so. */
  function capture(key: string, res: ServerResponse): void {
    const startedIn = epoch();
    let seconds = 0;
    watchAnswer(res, {
      decide: (status, headers, response) => {
        seconds = Number(headers[EDGE_KEEP_SECONDS_HEADER] ?? 0);
        response.removeHeader(EDGE_KEEP_SECONDS_HEADER);
        return (
          status === 200 &&
          Number.isInteger(seconds) &&
          seconds > 0 &&
          headers["set-cookie"] === undefined &&
          variesOnlyOnKnownHeaders(headers)
        );
      },
      maxAnswerBytes: maxBytes / 64,
      done: (status, headers, body) => {
        delete headers[EDGE_KEEP_SECONDS_HEADER];
        store.keep(key, { status, headers, body, epoch: startedIn, expiresAt: now() + seconds * 1000 });
      },
    });
  }

  return {
    maxBodyBytes,
    accepts,
    keyOf,
    replay,
    capture,
    get size() {
      return store.size;
    },
  };
}
