import { createServer, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { chunkRewriter, freshNoncePerResponse } from "./fresh-nonce";

const PLACEHOLDER = "AAAAAAAAAAAAAAAAAAAAAA==";
const POLICY = `script-src 'self' 'nonce-${PLACEHOLDER}' 'strict-dynamic'; style-src 'nonce-${PLACEHOLDER}'`;

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server whose "Next" answers with `answer`, behind freshNoncePerResponse. */
async function serve(
  answer: (res: ServerResponse) => void,
  nonces = ["BBBBBBBBBBBBBBBBBBBBBB==", "CCCCCCCCCCCCCCCCCCCCCC=="],
) {
  let next = 0;
  const server = createServer((_req, res) => {
    freshNoncePerResponse(res, () => nonces[next++ % nonces.length]!);
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  const port = (server.address() as AddressInfo).port;
  return () =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: string }>(
      (resolve, reject) => {
        request({ port, host: "127.0.0.1", path: "/" }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks).toString() }));
        })
          .on("error", reject)
          .end();
      },
    );
}

const page = `<html><script nonce="${PLACEHOLDER}">a()</script><p>nonce="${PLACEHOLDER}" as text is &quot;escaped&quot;</p><script nonce="${PLACEHOLDER}" src="/x.js"></script></html>`;

describe("a fresh nonce for every page answer", () => {
  it("swaps the placeholder for a new nonce in the policy and the page's nonce attributes", async () => {
    const fetchPage = await serve((res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-security-policy", POLICY);
      res.end(page);
    });
    const first = await fetchPage();
    const second = await fetchPage();
    expect(first.headers["content-security-policy"]).toBe(
      POLICY.replaceAll(PLACEHOLDER, "BBBBBBBBBBBBBBBBBBBBBB=="),
    );
    expect(first.body).toBe(page.replaceAll(PLACEHOLDER, "BBBBBBBBBBBBBBBBBBBBBB=="));
    expect(second.body).toContain('nonce="CCCCCCCCCCCCCCCCCCCCCC=="');
    expect(second.body).not.toContain(PLACEHOLDER);
  });

  it("finds the placeholder when a streamed page splits it between two chunks", async () => {
    const fetchPage = await serve((res) => {
      res.writeHead(200, { "Content-Type": "text/html", "Content-Security-Policy": POLICY });
      const at = page.indexOf(PLACEHOLDER) + 5;
      res.write(page.slice(0, at));
      res.write(Buffer.from(page.slice(at, at + 30)));
      res.end(page.slice(at + 30));
    });
    const answer = await fetchPage();
    expect(answer.body).toBe(page.replaceAll(PLACEHOLDER, "BBBBBBBBBBBBBBBBBBBBBB=="));
    expect(answer.headers["content-security-policy"]).toContain("'nonce-BBBBBBBBBBBBBBBBBBBBBB=='");
  });

  it("keeps a prerendered page out of shared caches and sends no ETag, since every answer differs", async () => {
    const fetchPage = await serve((res) => {
      res.setHeader("content-type", "text/html");
      res.setHeader("content-security-policy", POLICY);
      res.setHeader("cache-control", "s-maxage=31536000");
      res.setHeader("etag", '"abc"');
      res.end(page);
    });
    const answer = await fetchPage();
    expect(answer.headers["cache-control"]).toBe("private, no-cache");
    expect(answer.headers.etag).toBeUndefined();
  });

  it("leaves answers without a nonce policy alone", async () => {
    const fetchPage = await serve((res) => {
      res.setHeader("content-type", "application/json");
      res.setHeader("etag", '"abc"');
      res.end(JSON.stringify({ nonce: PLACEHOLDER }));
    });
    const answer = await fetchPage();
    expect(answer.body).toContain(PLACEHOLDER);
    expect(answer.headers.etag).toBe('"abc"');
  });
});

describe("the chunk rewriter", () => {
  it("replaces every match however the stream is cut, without touching the caller's buffers", () => {
    const text = "xxFROMyyFROMzFROM";
    for (let cut = 0; cut <= text.length; cut++) {
      const rewriter = chunkRewriter(Buffer.from("FROM"), Buffer.from("TO__"));
      const first = Buffer.from(text.slice(0, cut));
      const out = Buffer.concat([rewriter.push(first), rewriter.end(Buffer.from(text.slice(cut)))]);
      expect(out.toString(), `cut at ${cut}`).toBe("xxTO__yyTO__zTO__");
      expect(first.toString()).toBe(text.slice(0, cut));
    }
  });
});
