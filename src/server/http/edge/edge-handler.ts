import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import { CLIENT_REQUEST_ID_HEADER, sanitizeClientRequestId } from "../request-id";
import { isTrustedPeer, resolveClientAddress, type ProxyTrust } from "../trusted-proxies";
import { isReadableActionBody } from "./action-reply";
import { CLIENT_ADDRESS_HEADER, markEdgeInFront } from "./edge-headers";
import { ALLOWED_METHODS, refuse, stopReadingAfterAnswer } from "./edge-refusals";
import { freshNoncePerResponse } from "./fresh-nonce";
import {
  PAGE_BODY_LIMIT,
  declaredLength,
  hasBody,
  isServerAction,
  readUpTo,
  replayWithBody,
} from "./page-body";
import { createPageReplay, type PageReplayOptions } from "./page-replay";
import { createPostReplay, type PostReplay, type PostReplayOptions } from "./post-replay";
import { targetRefusal } from "./request-target";

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export type EdgeOptions = {
  trust: ProxyTrust;
  /** APP_URL is https: the browser reached us over TLS even when the last hop was plain HTTP. */
  publicHttps: boolean;
  /** Next's request handler. */
  handle: Handle;
  /** Prerendered pages answered by the edge (page-replay.ts); without it, Next answers every request. */
  pages?: PageReplayOptions;
  /** Answers to POSTs a route marks as keepable (post-replay.ts); without it, Next answers them all. */
  posts?: PostReplayOptions;
};

/** Headers only a proxy may set: from anyone else they are the client's claims about itself. */
const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"];

const HSTS = "max-age=63072000; includeSubDomains";

function firstValue(header: string | string[] | undefined): string | undefined {
  return [header ?? []].flat()[0]?.split(",")[0]?.trim();
}

/**
 * Next's own Server Action check (the Origin's host must be the forwarded host, else Host) answers a
 * foreign Origin with a 500; we answer 403 first. No Origin: not a browser, nothing to forge.
 */
function isForeignOrigin(req: IncomingMessage): boolean {
  const origin = firstValue(req.headers.origin);
  if (origin === undefined) return false;
  const ownHost = firstValue(req.headers["x-forwarded-host"]) ?? req.headers.host;
  try {
    return new URL(origin).host !== ownHost;
  } catch {
    return true; // "null" (sandboxed frames) and garbage
  }
}

/**
 * The one place that sees the socket (README.md "Operations"): resolves the client's address by the
 * TRUSTED_PROXIES rules and hands it on in a header it always overwrites, moves a client's request id
 * aside, sends HSTS over https, gives each page its own script nonce (fresh-nonce.ts), compresses, and
 * answers what Next would turn into a 500 or read without end: broken %-escapes, control characters in
 * the address, methods the shop does not answer (TRACE), foreign or unreadable Server Actions, and a
 * page body over 1 MB. It also sends kept copies of prerendered pages (page-replay.ts) and of answers
 * a route marks as keepable (post-replay.ts: quotes). API routes read their bodies through their own
 * limits (src/server/http/read-body.ts, uploads); whatever a route leaves unread is not read after its
 * answer (stopReadingAfterAnswer).
 */
export function createEdgeHandler({ trust, publicHttps, handle: next, pages, posts }: EdgeOptions) {
  markEdgeInFront();
  const compress = compression();
  const replay = pages ? createPageReplay(pages) : undefined;
  const postReplay = posts ? createPostReplay(posts) : undefined;
  // Compression is ours, not Next's (next.config.mjs `compress: false`): the fresh page nonce must be
  // written into the HTML before it is compressed, and Next would compress before we see it.
  const wrapAnswer = (req: IncomingMessage, res: ServerResponse) => {
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {});
    freshNoncePerResponse(res);
  };
  const handle: Handle = (req, res) => {
    wrapAnswer(req, res);
    if (replay?.replay(req, res)) return;
    replay?.capture(req, res);
    return next(req, res);
  };
  /** A POST whose answer may be kept: keyed by its body, which is read here and handed on whole. */
  const handleKeptPost = async (kept: PostReplay, req: IncomingMessage, res: ServerResponse) => {
    const body = await readUpTo(req, kept.maxBodyBytes);
    if (body === null) return refuse(req, res, "bodyTooLarge"); // more than it declared: not HTTP
    const key = kept.keyOf(req, body);
    wrapAnswer(req, res);
    if (kept.replay(key, res)) return;
    kept.capture(key, res);
    return next(replayWithBody(req, body), res);
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const peer = req.socket.remoteAddress;
    const trustedPeer = isTrustedPeer(peer, trust);
    req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(peer, req.headers["x-forwarded-for"], trust);
    const forwardedHttps = trustedPeer && firstValue(req.headers["x-forwarded-proto"]) === "https";
    if (!trustedPeer) for (const name of FORWARDED_HEADERS) delete req.headers[name];
    // The app makes its own request ids; the client's is passed on only as a cleaned label.
    const clientRequestId = sanitizeClientRequestId(firstValue(req.headers["x-request-id"]));
    delete req.headers["x-request-id"];
    delete req.headers[CLIENT_REQUEST_ID_HEADER];
    if (clientRequestId) req.headers[CLIENT_REQUEST_ID_HEADER] = clientRequestId;
    if (publicHttps || forwardedHttps) res.setHeader("Strict-Transport-Security", HSTS);

    stopReadingAfterAnswer(req, res);
    const problem = targetRefusal(req.url ?? "/");
    if (problem) return refuse(req, res, problem);
    if (!ALLOWED_METHODS.includes(req.method ?? "")) return refuse(req, res, "badMethod");
    if (postReplay?.accepts(req)) return handleKeptPost(postReplay, req, res);
    if ((req.url ?? "/").startsWith("/api/") || !hasBody(req)) return handle(req, res);

    const action = isServerAction(req);
    if (action && isForeignOrigin(req)) return refuse(req, res, "foreignOrigin");
    // A page's body is counted here, declared or chunked, and handed on whole.
    if ((declaredLength(req) ?? 0) > PAGE_BODY_LIMIT) return refuse(req, res, "bodyTooLarge");
    const body = await readUpTo(req, PAGE_BODY_LIMIT);
    if (body === null) return refuse(req, res, "bodyTooLarge");
    if (action && !(await isReadableActionBody(req.headers, body))) return refuse(req, res, "badAction");
    return handle(replayWithBody(req, body), res);
  };
}
