import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseTrustedProxies } from "../trusted-proxies";
import { createEdgeHandler } from "./edge-handler";

const PLACEHOLDER = "AAAAAAAAAAAAAAAAAAAAAA==";

let close: (() => void) | undefined;
afterEach(() => close?.());

type Answer = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

/**
 * The edge in front of a stand-in for Next that answers like a prerendered page (or as `answer`
 * says) and counts how often it was asked.
 */
async function edgeWithPages(answer?: (req: IncomingMessage, res: ServerResponse) => void) {
  let epoch = 0;
  const seen: string[] = [];
  const edge = createEdgeHandler({
    trust: parseTrustedProxies(""),
    publicHttps: false,
    pages: { epoch: () => epoch, varyOnCookies: ["lang"], varyOnQuery: ["lang"] },
    handle: (req, res) => {
      seen.push(req.url ?? "");
      if (answer) return answer(req, res);
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-security-policy", `script-src 'nonce-${PLACEHOLDER}'`);
      res.setHeader("cache-control", "s-maxage=31536000");
      res.setHeader("x-nextjs-cache", "HIT");
      res.setHeader("vary", "rsc, next-router-state-tree, Accept-Encoding");
      res.end(`<script nonce="${PLACEHOLDER}"></script>page ${req.url} #${seen.length}`);
    },
  });
  const server = createServer((req, res) => void edge(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  const port = (server.address() as AddressInfo).port;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      request({ port, host: "127.0.0.1", path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: res.headers,
          }),
        );
      })
        .on("error", reject)
        .end();
    });
  return { get, seen, dropPages: () => (epoch += 1) };
}

const nonceOf = (answer: Answer) =>
  /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];

describe("prerendered pages answered by the edge", () => {
  it("answers a prerendered page again without asking Next, with its own nonce and request id", async () => {
    const { get, seen } = await edgeWithPages();
    const first = await get("/product/1");
    const second = await get("/product/1");
    expect(seen).toEqual(["/product/1"]);
    expect(second.body).toBe(first.body.replace(nonceOf(first)!, nonceOf(second)!));
    expect(second.body).toContain(`nonce="${nonceOf(second)}"`);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    expect(second.headers["cache-control"]).toBe("private, no-cache");
    expect(second.headers["x-edge-cache"]).toBe("HIT");
    expect(second.headers["x-nextjs-cache"]).toBeUndefined();
  });

  it("asks Next again once the pages were dropped (a catalog or price change)", async () => {
    const { get, seen, dropPages } = await edgeWithPages();
    await get("/product/1");
    dropPages();
    const after = await get("/product/1");
    expect(seen).toEqual(["/product/1", "/product/1"]);
    expect(after.body).toContain("#2");
  });

  it("keeps separate answers per URL, RSC request and language cookie", async () => {
    const { get, seen } = await edgeWithPages();
    await get("/product/1");
    await get("/product/2");
    await get("/product/1", { rsc: "1" });
    await get("/product/1", { cookie: "lang=th" });
    await get("/product/1", { cookie: "session=someone-else" }); // other cookies don't matter
    await get("/product/1?q=anything"); // nor a query the page can't read
    await get("/product/1?lang=th"); // but the language switch is the proxy's, never a kept page
    expect(seen).toHaveLength(5);
  });

  it("never keeps an answer that sets a cookie, isn't a prerendered page, or varies on something else", async () => {
    const answers: ((res: ServerResponse) => void)[] = [
      (res) => res.setHeader("set-cookie", "lang=th"),
      (res) => res.removeHeader("x-nextjs-cache"),
      (res) => res.setHeader("cache-control", "private, no-cache, no-store"),
      (res) => res.setHeader("vary", "cookie"),
      (res) => (res.statusCode = 404),
    ];
    for (const change of answers) {
      const { get, seen } = await edgeWithPages((req, res) => {
        res.setHeader("content-type", "text/html");
        res.setHeader("cache-control", "s-maxage=31536000");
        res.setHeader("x-nextjs-cache", "MISS");
        change(res);
        res.end(`page ${req.url}`);
      });
      await get("/a");
      await get("/a");
      expect(seen).toHaveLength(2);
      close?.();
    }
  });

  it("does not keep a page whose answer was under way when the pages were dropped", async () => {
    let dropDuringRender: () => void = () => {};
    const { get, seen, dropPages } = await edgeWithPages((req, res) => {
      res.setHeader("content-type", "text/html");
      res.setHeader("cache-control", "s-maxage=31536000");
      res.setHeader("x-nextjs-cache", "MISS");
      res.write("<p>old data");
      dropDuringRender();
      res.end("</p>");
    });
    dropDuringRender = dropPages;
    await get("/a");
    dropDuringRender = () => {};
    await get("/a");
    await get("/a");
    expect(seen).toHaveLength(2);
  });
});
