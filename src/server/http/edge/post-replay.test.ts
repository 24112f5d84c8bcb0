import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseTrustedProxies } from "../trusted-proxies";
import { createEdgeHandler } from "./edge-handler";
import { EDGE_KEEP_SECONDS_HEADER } from "./edge-headers";
import { rawRequest } from "./edge-test-server";

let close: (() => void) | undefined;
afterEach(() => close?.());

/**
 * The edge in front of a stand-in for a route that prices the body it reads (or answers as `answer`
 * says, after reading it), with a clock and an epoch the test moves.
 */
async function edgeWithQuotes(answer?: (res: ServerResponse, body: string) => void) {
  let epoch = 0;
  let clock = 1_000_000;
  const seen: string[] = [];
  const edge = createEdgeHandler({
    trust: parseTrustedProxies(""),
    publicHttps: false,
    posts: { epoch: () => epoch, paths: ["/api/quote"], now: () => clock, maxBodyBytes: 1024 },
    handle: async (req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString();
      seen.push(`${req.url} ${body}`);
      if (answer) return answer(res, body);
      res.setHeader("content-type", "application/json");
      res.setHeader(EDGE_KEEP_SECONDS_HEADER, "10");
      // As Next names them on every answer, route handlers' too.
      res.setHeader("vary", "rsc, next-router-state-tree, Accept-Encoding");
      res.end(JSON.stringify({ priced: body, answer: seen.length }));
    },
  });
  const server = createServer((req, res) => void edge(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    rawRequest(base, path, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
        ...headers,
      },
      chunks: [Buffer.from(body)],
    });
  return {
    post,
    seen,
    base,
    dataChanged: () => (epoch += 1),
    wait: (ms: number) => (clock += ms),
  };
}

describe("POST answers a route marks as keepable", () => {
  it("answers the same question again without asking the route, and never shows the edge's header", async () => {
    const { post, seen } = await edgeWithQuotes();
    const first = await post("/api/quote", '{"quantity":50}');
    const second = await post("/api/quote", '{"quantity":50}');
    expect(seen).toHaveLength(1);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers["x-edge-cache"]).toBe("HIT");
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    expect(first.headers[EDGE_KEEP_SECONDS_HEADER]).toBeUndefined();
    expect(second.headers[EDGE_KEEP_SECONDS_HEADER]).toBeUndefined();
  });

  it("asks again for another body, another query (the language) or another path", async () => {
    const { post, seen } = await edgeWithQuotes();
    await post("/api/quote", '{"quantity":50}');
    await post("/api/quote", '{"quantity":51}');
    await post("/api/quote?lang=th", '{"quantity":50}');
    await post("/api/quote", '{"quantity":50}', { "content-type": "text/plain" });
    await post("/api/other", '{"quantity":50}');
    await post("/api/other", '{"quantity":50}');
    expect(seen).toHaveLength(6);
  });

  it("asks again once the route's lifetime is over, or at once when data changed", async () => {
    const { post, seen, wait, dataChanged } = await edgeWithQuotes();
    await post("/api/quote", "{}");
    wait(9_999);
    await post("/api/quote", "{}");
    expect(seen).toHaveLength(1);
    wait(1);
    await post("/api/quote", "{}");
    expect(seen).toHaveLength(2);
    dataChanged();
    const after = await post("/api/quote", "{}");
    expect(seen).toHaveLength(3);
    expect(JSON.parse(after.body).answer).toBe(3);
  });

  it("never keeps an answer the route didn't mark, a refusal, or one that sets or varies on a cookie", async () => {
    const answers: ((res: ServerResponse) => void)[] = [
      () => {},
      (res) => res.setHeader(EDGE_KEEP_SECONDS_HEADER, "0"),
      (res) => res.setHeader(EDGE_KEEP_SECONDS_HEADER, "soon"),
      (res) => {
        res.setHeader(EDGE_KEEP_SECONDS_HEADER, "10");
        res.statusCode = 429;
      },
      (res) => {
        res.setHeader(EDGE_KEEP_SECONDS_HEADER, "10");
        res.setHeader("set-cookie", "session=x");
      },
      (res) => {
        res.setHeader(EDGE_KEEP_SECONDS_HEADER, "10");
        res.setHeader("vary", "cookie");
      },
    ];
    for (const change of answers) {
      const { post, seen } = await edgeWithQuotes((res, body) => {
        res.setHeader("content-type", "application/json");
        change(res);
        res.end(body);
      });
      await post("/api/quote", "{}");
      const second = await post("/api/quote", "{}");
      expect(seen).toHaveLength(2);
      expect(second.headers[EDGE_KEEP_SECONDS_HEADER]).toBeUndefined();
      close?.();
    }
  });

  it("takes the lifetime from headers given to writeHead as well", async () => {
    const { post, seen } = await edgeWithQuotes((res, body) => {
      res.writeHead(200, { "Content-Type": "application/json", "X-PrintGo-Keep-Seconds": "5" });
      res.end(body);
    });
    const first = await post("/api/quote", "{}");
    await post("/api/quote", "{}");
    expect(seen).toHaveLength(1);
    expect(first.headers[EDGE_KEEP_SECONDS_HEADER]).toBeUndefined();
  });

  it("does not keep an answer computed while the data changed", async () => {
    let change: () => void = () => {};
    const { post, seen, dataChanged } = await edgeWithQuotes((res, body) => {
      change();
      res.setHeader(EDGE_KEEP_SECONDS_HEADER, "10");
      res.end(body);
    });
    change = dataChanged;
    await post("/api/quote", "{}");
    change = () => {};
    await post("/api/quote", "{}");
    await post("/api/quote", "{}");
    expect(seen).toHaveLength(2);
  });

  it("hands a body past its size, or of no declared length, to the route untouched and unkept", async () => {
    const { post, seen, base } = await edgeWithQuotes();
    const big = JSON.stringify({ padding: "x".repeat(2000) });
    await post("/api/quote", big);
    const second = await post("/api/quote", big);
    const chunked = () =>
      rawRequest(base, "/api/quote", {
        method: "POST",
        headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
        chunks: [Buffer.from("{}")],
      });
    await chunked();
    await chunked();
    expect(seen).toHaveLength(4);
    expect(JSON.parse(second.body).priced).toBe(big);
  });
});
