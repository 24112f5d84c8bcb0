import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import { CLIENT_REQUEST_ID_HEADER, sanitizeClientRequestId } from "../request-id";
import { isTrustedPeer, resolveClientAddress, type ProxyTrust } from "../trusted-proxies";
import { ACTION_BODY_LIMIT, declaredLength, isServerAction, readUpTo, replayWithBody } from "./action-body";
import { CLIENT_ADDRESS_HEADER, markEdgeInFront } from "./edge-headers";
import { refuse } from "./edge-refusals";
import { freshNoncePerResponse } from "./fresh-nonce";
import { createPageReplay, type PageReplayOptions } from "./page-replay";

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export type EdgeOptions = {
  trust: ProxyTrust;
  /** APP_URL is https: the browser reached us over TLS even when the last hop was plain HTTP. */
  publicHttps: boolean;
  /** Next's request handler. */
  handle: Handle;
  /** Prerendered pages answered by the edge (page-replay.ts); without it, Next answers every request. */
  pages?: PageReplayOptions;
};

/** Headers only a proxy may set: from anyone else they are the client's claims about itself. */
const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"];

const HSTS = "max-age=63072000; includeSubDomains";

function firstValue(header: string | string[] | undefined): string | undefined {
  return [header ?? []].flat()[0]?.split(",")[0]?.trim();
}

function hasBrokenEscape(url: string): boolean {
  try {
    decodeURIComponent(url.split("?")[0]!);
    return false;
  } catch {
    return true;
  }
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
 * answers what Next would turn into a 500 (broken %-escapes, foreign or oversized Server Actions).
 */
export function createEdgeHandler({ trust, publicHttps, handle: next, pages }: EdgeOptions) {
  markEdgeInFront();
  const compress = compression();
  const replay = pages ? createPageReplay(pages) : undefined;
  // Compression is ours, not Next's (next.config.ts `compress: false`): the fresh page nonce must be
  // written into the HTML before it is compressed, and Next would compress before we see it.
  const handle: Handle = (req, res) => {
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {});
    freshNoncePerResponse(res);
    if (replay?.replay(req, res)) return;
    replay?.capture(req, res);
    return next(req, res);
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

    if (hasBrokenEscape(req.url ?? "/")) return refuse(req, res, "badPath");
    if (!isServerAction(req)) return handle(req, res);
    if (isForeignOrigin(req)) return refuse(req, res, "foreignOrigin");

    const length = declaredLength(req);
    if (length !== null) {
      // The HTTP parser holds the body to its declared length, so Next reads no more than this.
      return length > ACTION_BODY_LIMIT ? refuse(req, res, "actionTooLarge") : handle(req, res);
    }
    const body = await readUpTo(req, ACTION_BODY_LIMIT);
    if (body === null) return refuse(req, res, "actionTooLarge");
    return handle(replayWithBody(req, body), res);
  };
}
