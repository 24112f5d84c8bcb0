import type { ServerResponse } from "node:http";
import { newNonce } from "../content-security-policy";
import { takeHeadersGivenToWriteHead } from "./write-head";

/**
 * A new script nonce for every page response, also for pages served from the prerendered-page cache
 * (docs/architecture.md#prerendered-pages).
 *
 * The proxy (src/proxy.ts) puts one nonce placeholder in every page's policy, the same for every
 * render in this process, so Next renders it onto its scripts and can keep the page for everybody.
 * Here, before anything leaves the process, the placeholder is swapped for a fresh nonce in the
 * policy header and in the HTML's `nonce="…"` attributes. Only what React rendered as a script or
 * style element carries that attribute (text is escaped, so content can't forge one), which is what a
 * nonce per render guaranteed before. The fresh nonce has the placeholder's length, so a stated
 * Content-Length stays true and chunks can be rewritten as they stream.
 */
export function freshNoncePerResponse(res: ServerResponse, makeNonce: () => string = newNonce): void {
  let rewrite: ChunkRewriter | null | undefined; // undefined: not decided yet; null: nothing to rewrite

  const decide = () => {
    if (rewrite !== undefined) return;
    rewrite = null;
    const policy = res.getHeader("content-security-policy");
    if (typeof policy !== "string") return;
    const placeholder = /'nonce-([^']+)'/.exec(policy)?.[1];
    if (!placeholder) return;
    const fresh = makeNonce();
    if (fresh.length !== placeholder.length)
      throw new Error("a fresh nonce must have the placeholder's length");
    res.setHeader("content-security-policy", policy.replaceAll(`'nonce-${placeholder}'`, `'nonce-${fresh}'`));
    if (/^text\/html\b/.test(String(res.getHeader("content-type") ?? ""))) {
      rewrite = chunkRewriter(Buffer.from(`nonce="${placeholder}"`), Buffer.from(`nonce="${fresh}"`));
      // Each answer is now unique: no shared cache may keep it (Next marks prerendered pages
      // s-maxage=1 year), and an ETag would let a browser reuse a body whose nonce is stale.
      if (/\bs-maxage=/.test(String(res.getHeader("cache-control") ?? ""))) {
        res.setHeader("cache-control", "private, no-cache");
      }
      res.removeHeader("etag");
    }
  };

  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    // Headers given to writeHead itself join the ones set before, so the policy is seen either way.
    const args = takeHeadersGivenToWriteHead(res, rest);
    decide();
    return writeHead(statusCode, ...args);
  }) as ServerResponse["writeHead"];

  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    decide();
    if (!rewrite || chunk === undefined || chunk === null) return write(chunk, ...rest);
    const encoding = typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : undefined;
    const callback = rest.find((arg) => typeof arg === "function");
    return write(rewrite.push(toBuffer(chunk, encoding)), callback);
  }) as ServerResponse["write"];

  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    decide();
    if (!rewrite) return end(...args);
    const callback = args.find((arg) => typeof arg === "function");
    const chunk = typeof args[0] === "function" ? undefined : args[0];
    const encoding = typeof args[1] === "string" ? (args[1] as BufferEncoding) : undefined;
    const last =
      chunk === undefined || chunk === null ? rewrite.end() : rewrite.end(toBuffer(chunk, encoding));
    return callback ? end(last, callback) : end(last);
  }) as ServerResponse["end"];
}

/** A chunk given to `res.write`/`res.end` as bytes (a Buffer as it is: callers copy before keeping it). */
export function toBuffer(chunk: unknown, encoding: BufferEncoding | undefined): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding ?? "utf8");
}

type ChunkRewriter = { push(chunk: Buffer): Buffer; end(chunk?: Buffer): Buffer };

/**
 * Replaces `from` with `to` (same length) across a stream of chunks. The last `from.length - 1` bytes
 * wait for the next chunk, in case a match straddles the two. Never changes the caller's buffers: Next
 * writes the cached page's own bytes.
 */
export function chunkRewriter(from: Buffer, to: Buffer): ChunkRewriter {
  if (from.length !== to.length || from.length === 0) throw new Error("from and to must have one length");
  let carry = Buffer.alloc(0);
  const replaceAll = (data: Buffer) => {
    for (let at = data.indexOf(from); at !== -1; at = data.indexOf(from, at + to.length)) to.copy(data, at);
  };
  return {
    push(chunk) {
      const data = Buffer.concat([carry, chunk]); // a copy
      replaceAll(data);
      const keep = Math.min(data.length, from.length - 1);
      carry = Buffer.from(data.subarray(data.length - keep));
      return data.subarray(0, data.length - keep);
    },
    end(chunk) {
      const data = Buffer.concat(chunk ? [carry, chunk] : [carry]);
      carry = Buffer.alloc(0);
      replaceAll(data);
      return data;
    },
  };
}
